/* The live tables' rules as the verification page recomputes them in the browser, written
   apart from the server's (baccarat-math.ts, roulette-math.ts) so a test can hold the two to
   the same results: the eight words of a round's draw give baccarat's coup (the first six
   cards of a shuffled eight-deck shoe, then the drawing rules), roulette's pocket or a
   cockfight's odds and winner, and
   what a stake on a spot returns. Words are unsigned 32-bit numbers; a choice among n is
   floor(word * n / 2^32). */
window.TALA_TABLE_RULES = (function () {
  'use strict'
  var pick = function (word, n) { return Math.floor((word * n) / 4294967296) }
  var SHOE = 416
  var value = function (c) { return c.rank >= 10 ? 0 : c.rank }
  var total = function (cards) { return cards.reduce(function (a, c) { return a + value(c) }, 0) % 10 }
  var RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]

  function baccarat(words) {
    var moved = {}
    var at = function (i) { return Object.prototype.hasOwnProperty.call(moved, i) ? moved[i] : i }
    var six = []
    for (var k = 0; k < 6; k++) {
      var j = k + pick(words[k], SHOE - k)
      var chosen = at(j)
      moved[j] = at(k)
      six.push({ rank: (chosen % 13) + 1, suit: Math.floor(chosen / 13) % 4 })
    }
    var player = [six[0], six[2]]
    var banker = [six[1], six[3]]
    var next = 4
    if (total(player) < 8 && total(banker) < 8) {
      var third = null
      if (total(player) <= 5) { third = six[next++]; player.push(third) }
      var b = total(banker)
      var p = third ? value(third) : -1
      var draws = third === null ? b <= 5
        : b <= 2 || (b === 3 && p !== 8) || (b === 4 && p >= 2 && p <= 7) || (b === 5 && p >= 4 && p <= 7) || (b === 6 && (p === 6 || p === 7))
      if (draws) banker.push(six[next++])
    }
    var pt = total(player), bt = total(banker)
    return { player: player, banker: banker, playerTotal: pt, bankerTotal: bt, winner: pt > bt ? 'player' : bt > pt ? 'banker' : 'tie',
      playerPair: player[0].rank === player[1].rank, bankerPair: banker[0].rank === banker[1].rank }
  }

  function roulette(words) {
    var pocket = pick(words[0], 37)
    return { pocket: pocket, colour: pocket === 0 ? 'green' : RED.indexOf(pocket) >= 0 ? 'red' : 'black' }
  }

  function cockfight(words) {
    var meronPct = 35 + pick(words[1], 31)
    var side = function (pct) { return Math.floor(85000 / (9 * pct)) }
    var roll = pick(words[0], 1000)
    return { odds: { meronPct: meronPct, meron: side(meronPct), wala: side(100 - meronPct), draw: 900 }, roll: roll,
      winner: roll < 100 ? 'draw' : roll - 100 < 9 * meronPct ? 'meron' : 'wala' }
  }

  function returns(engine, spot, stake, r) {
    if (engine === 'cockfight') {
      if (spot === 'draw') return r.winner === 'draw' ? Math.floor(stake * r.odds.draw / 100) : 0
      if (r.winner === 'draw') return stake
      return r.winner === spot ? Math.floor(stake * r.odds[spot] / 100) : 0
    }
    if (engine === 'baccarat') {
      if (spot === 'player') return r.winner === 'player' ? stake * 2 : r.winner === 'tie' ? stake : 0
      if (spot === 'banker') return r.winner === 'banker' ? Math.floor(stake * 195 / 100) : r.winner === 'tie' ? stake : 0
      if (spot === 'tie') return r.winner === 'tie' ? stake * 9 : 0
      if (spot === 'playerPair') return r.playerPair ? stake * 12 : 0
      if (spot === 'bankerPair') return r.bankerPair ? stake * 12 : 0
      return 0
    }
    var n = r.pocket
    if (spot.charAt(0) === 'n') return Number(spot.slice(1)) === n ? stake * 36 : 0
    if (n === 0) return 0
    var red = RED.indexOf(n) >= 0
    var won = { red: red, black: !red, odd: n % 2 === 1, even: n % 2 === 0, low: n <= 18, high: n >= 19,
      dozen1: n <= 12, dozen2: n > 12 && n <= 24, dozen3: n > 24, column1: n % 3 === 1, column2: n % 3 === 2, column3: n % 3 === 0 }[spot]
    if (!won) return 0
    return stake * (spot.indexOf('dozen') === 0 || spot.indexOf('column') === 0 ? 3 : 2)
  }

  /** Bingo's call order from its 80 words (ten HMACs of eight), and a card from its 24 words (three SHA-256 of eight). */
  function bingoDraw(words) {
    var balls = []
    for (var i = 1; i <= 75; i++) balls.push(i)
    for (var k = 0; k < 74; k++) {
      var j = k + pick(words[k], 75 - k)
      var tmp = balls[k]; balls[k] = balls[j]; balls[j] = tmp
    }
    return balls
  }
  function bingoCard(words) {
    var next = 0
    var columns = []
    for (var c = 0; c < 5; c++) {
      var pool = []
      for (var i = 0; i < 15; i++) pool.push(c * 15 + i + 1)
      var take = c === 2 ? 4 : 5
      for (var k = 0; k < take; k++) {
        var j = k + pick(words[next++], 15 - k)
        var tmp = pool[k]; pool[k] = pool[j]; pool[j] = tmp
      }
      var chosen = pool.slice(0, take)
      columns.push(c === 2 ? [chosen[0], chosen[1], 0, chosen[2], chosen[3]] : chosen)
    }
    var card = []
    for (var cell = 0; cell < 25; cell++) card.push(columns[cell % 5][Math.floor(cell / 5)])
    return card
  }
  /** The index in the draw of the ball completing the card's first line and its full house. */
  function bingoBalls(card, draw) {
    var when = {}
    draw.forEach(function (n, i) { when[n] = i })
    var at = function (cell) { return card[cell] === 0 ? -1 : when[card[cell]] }
    var lines = []
    for (var r = 0; r < 5; r++) lines.push([0, 1, 2, 3, 4].map(function (c) { return r * 5 + c }))
    for (var c2 = 0; c2 < 5; c2++) lines.push([0, 1, 2, 3, 4].map(function (r2) { return r2 * 5 + c2 }))
    lines.push([0, 6, 12, 18, 24], [4, 8, 12, 16, 20])
    var line = Math.min.apply(null, lines.map(function (l) { return Math.max.apply(null, l.map(at)) }))
    var full = Math.max.apply(null, card.map(function (_, i) { return at(i) }))
    return { line: line, fullHouse: full }
  }

  /** Three-card poker: the deal of ten seats' cards from 32 words (four HMACs of eight), a card c being rank c mod 13 (0 a two, 12 an ace) of suit floor(c / 13). */
  function pokerDeal(words) {
    var deck = []
    for (var i = 0; i < 52; i++) deck.push(i)
    for (var k = 0; k < 30; k++) {
      var j = k + pick(words[k], 52 - k)
      var tmp = deck[k]; deck[k] = deck[j]; deck[j] = tmp
    }
    var hands = []
    for (var s = 0; s < 10; s++) hands.push(deck.slice(s * 3, s * 3 + 3))
    return hands
  }
  /** A hand's strength: its category (0 high card, 1 pair, 2 flush, 3 straight, 4 three of a kind, 5 straight flush) times 2197, plus its ranks. */
  function pokerScore(cards) {
    var r = cards.map(function (c) { return c % 13 }).sort(function (a, b) { return b - a })
    var suits = cards.map(function (c) { return Math.floor(c / 13) })
    var flush = suits[0] === suits[1] && suits[1] === suits[2]
    var wheel = r[0] === 12 && r[1] === 1 && r[2] === 0
    var straight = wheel || (r[0] === r[1] + 1 && r[1] === r[2] + 1)
    var top = wheel ? 1 : r[0]
    if (straight && flush) return 5 * 2197 + top
    if (r[0] === r[2]) return 4 * 2197 + r[0]
    if (straight) return 3 * 2197 + top
    if (flush) return 2 * 2197 + r[0] * 169 + r[1] * 13 + r[2]
    if (r[0] === r[1]) return 2197 + r[0] * 13 + r[2]
    if (r[1] === r[2]) return 2197 + r[1] * 13 + r[0]
    return r[0] * 169 + r[1] * 13 + r[2]
  }
  /** The showdown: members' seats with their calls as recorded, house players on the others (they call from Q-6-4 high). */
  function pokerShowdown(hands, count, ante, members) {
    var callFrom = 10 * 169 + 4 * 13 + 2
    var seats = []
    for (var s = 0; s < count; s++) {
      var score = pokerScore(hands[s])
      var member = Object.prototype.hasOwnProperty.call(members, s)
      seats.push({ seat: s, house: !member, called: member ? members[s] : score >= callFrom, score: score })
    }
    var callers = seats.filter(function (x) { return x.called })
    var pot = ante * (count + callers.length)
    if (callers.length === 0) return { ante: ante, seats: seats, winners: [], pot: pot, rake: 0, share: 0 }
    var best = Math.max.apply(null, callers.map(function (x) { return x.score }))
    var winners = callers.filter(function (x) { return x.score === best }).map(function (x) { return x.seat })
    var rake = Math.floor(pot * 5 / 100)
    return { ante: ante, seats: seats, winners: winners, pot: pot, rake: rake, share: Math.floor((pot - rake) / winners.length) }
  }

  return { baccarat: baccarat, roulette: roulette, cockfight: cockfight, returns: returns, bingoDraw: bingoDraw, bingoCard: bingoCard, bingoBalls: bingoBalls,
    pokerDeal: pokerDeal, pokerScore: pokerScore, pokerShowdown: pokerShowdown }
})()
