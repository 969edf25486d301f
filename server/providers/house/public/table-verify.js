/* The live tables' round verification (/house/<baccarat|roulette>/verify?round=<round or bet
   id>&lang=<code>): reads the round as recorded from /house/api/table/verify and, once it is
   settled, recomputes it here in the browser with Web Crypto: SHA-256 of the revealed server
   seed against the hash shown while bets were open, the draw HMAC-SHA256(server seed,
   "table:round") as eight 32-bit words, the result by table-rules.js, and what the bets of a
   slip returned. Plain JS, no framework. */
(function () {
  'use strict'
  var LANG = window.TALA_TABLE_LANG // table-texts.js, with the texts every house game shares
  var RULES = window.TALA_TABLE_RULES
  var t = LANG.t
  var $ = function (id) { return document.getElementById(id) }
  var enc = new TextEncoder()
  var hex = function (buf) { return Array.prototype.map.call(new Uint8Array(buf), function (b) { return b.toString(16).padStart(2, '0') }).join('') }
  var RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
  // Card notation's suit letters (spades, hearts, diamonds, clubs): no font has to hold a symbol.
  var SUITS = ['S', 'H', 'D', 'C']

  document.documentElement.lang = LANG.html
  document.title = t('verifyTitle')
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })

  var cards = function (hand) { return hand.map(function (c) { return RANKS[c.rank - 1] + SUITS[c.suit] }).join(' ') }
  var POKER_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']
  var pokerCards = function (hand) { return hand.map(function (c) { return POKER_RANKS[c % 13] + SUITS[3 - Math.floor(c / 13)] }).join(' ') }
  var HANDS = ['high', 'pair', 'flush', 'straight', 'trips', 'straightFlush']
  function describePoker(r) {
    if (!r.seats) return ''
    var seats = r.seats.map(function (x) { return (x.seat + 1) + ': ' + pokerCards(r.hands[x.seat]) + (x.called ? ' ' + t('calledSeat') : ' ' + t('foldedSeat')) + (x.house ? ' (' + t('houseSeat') + ')' : '') }).join('; ')
    return seats + ' → ' + (r.winners.length === 0 ? t('noCall') : t('seat') + ' ' + r.winners.map(function (w) { return w + 1 }).join(', ') + ' ' + t('wins_poker') + ' (' + t('hand_' + HANDS[Math.floor(r.seats[r.winners[0]].score / 2197)]) + '), ' + t('pot') + ' ' + (r.pot / 100).toFixed(2) + ', ' + t('rake') + ' ' + (r.rake / 100).toFixed(2))
  }
  function describe(engine, r) {
    if (engine === 'poker') return describePoker(r)
    if (engine === 'roulette') return r.pocket + ' ' + t('colour_' + r.colour)
    if (engine === 'bingo') return r.draw.slice(0, 10).join(' ') + ' …' + (r.fullHouse ? ' (' + t('lineWon') + ' ' + t('onBall') + ' ' + (r.line.ball + 1) + ', ' + t('fullHouseWon') + ' ' + t('onBall') + ' ' + (r.fullHouse.ball + 1) + ')' : '')
    if (engine === 'cockfight') return t('wins_' + r.winner) + ' (x ' + r.roll + '; ' + t('meronChance') + ' ' + r.odds.meronPct + '%; ' + t('spot_meron') + ' ' + (r.odds.meron / 100).toFixed(2) + ', ' + t('spot_wala') + ' ' + (r.odds.wala / 100).toFixed(2) + ')'
    return t('spot_player') + ' ' + cards(r.player) + ' = ' + r.playerTotal + '; ' + t('spot_banker') + ' ' + cards(r.banker) + ' = ' + r.bankerTotal + ' (' + t('wins_' + r.winner) + ')'
  }
  /** JSON with every object's keys in order: the database keeps a result's keys in its own order. */
  var canonical = function (value) {
    if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']'
    if (value && typeof value === 'object') return '{' + Object.keys(value).sort().map(function (k) { return JSON.stringify(k) + ':' + canonical(value[k]) }).join(',') + '}'
    return JSON.stringify(value)
  }
  var spotName = function (spot) { return spot.charAt(0) === 'n' ? t('number') + ' ' + spot.slice(1) : t('spot_' + spot) }

  var wordsOf = function (buf) { var view = new DataView(buf); var w = []; for (var i = 0; i < 8; i++) w.push(view.getUint32(i * 4)); return w }
  var flat = function (lists) { return lists.reduce(function (a, l) { return a.concat(l) }, []) }

  /** A bingo game: its call order from the server seed, the slip's cards from their seeds, and what the cards won of the recorded prizes. */
  function recomputeBingo(v) {
    var key = crypto.subtle.importKey('raw', enc.encode(v.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    var hmacs = key.then(function (k) {
      var calls = []
      for (var j = 0; j < 10; j++) calls.push(crypto.subtle.sign('HMAC', k, enc.encode(v.tableId + ':' + v.roundNo + ':' + j)))
      return Promise.all(calls)
    })
    var cards = Promise.all((v.slip ? v.slip.spots : []).map(function (c) {
      return Promise.all([0, 1, 2].map(function (j) { return crypto.subtle.digest('SHA-256', enc.encode(c.seed + ':' + j)) })).then(function (d) { return RULES.bingoCard(flat(d.map(wordsOf))) })
    }))
    return Promise.all([crypto.subtle.digest('SHA-256', enc.encode(v.serverSeed)), hmacs, cards]).then(function (r) {
      var draw = RULES.bingoDraw(flat(r[1].map(wordsOf)))
      var rec = v.result
      var win = 0
      var earlier = false
      r[2].forEach(function (card) {
        var b = RULES.bingoBalls(card, draw)
        if (b.line < rec.line.ball || b.fullHouse < rec.fullHouse.ball) earlier = true
        if (b.line === rec.line.ball) win += Math.floor(rec.line.prize / rec.line.cards)
        if (b.fullHouse === rec.fullHouse.ball) win += Math.floor(rec.fullHouse.prize / rec.fullHouse.cards)
      })
      // The recorded winners stand only if none of these cards completed a pattern before the winning ball.
      var result = earlier ? { draw: draw } : { draw: draw, line: rec.line, fullHouse: rec.fullHouse, pot: rec.pot }
      return { hash: hex(r[0]), result: result, win: v.slip ? win : null }
    })
  }

  /** A poker hand: the deal from the server seed, the house players' calls by their rule, the members' as recorded, and the showdown. */
  function recomputePoker(v) {
    var key = crypto.subtle.importKey('raw', enc.encode(v.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    var hmacs = key.then(function (k) {
      return Promise.all([0, 1, 2, 3].map(function (j) { return crypto.subtle.sign('HMAC', k, enc.encode(v.tableId + ':' + v.roundNo + ':deal:' + j)) }))
    })
    return Promise.all([crypto.subtle.digest('SHA-256', enc.encode(v.serverSeed)), hmacs]).then(function (r) {
      var rec = v.result
      var count = rec.seats ? rec.seats.length : 0
      var members = {}
      ;(rec.seats || []).forEach(function (x) { if (!x.house) members[x.seat] = x.called })
      var hands = RULES.pokerDeal(flat(r[1].map(wordsOf))).slice(0, count)
      var result = Object.assign({ hands: hands }, RULES.pokerShowdown(hands, count, rec.ante, members))
      var ante = v.slip && v.slip.spots.filter(function (x) { return x.spot === 'ante' })[0]
      var win = !v.slip ? null : !ante ? 0 : result.winners.length === 0 ? ante.stake : result.winners.indexOf(ante.seat) >= 0 ? result.share : 0
      return { hash: hex(r[0]), result: result, win: win }
    })
  }

  function recompute(v) {
    if (v.engine === 'bingo') return recomputeBingo(v)
    if (v.engine === 'poker') return recomputePoker(v)
    var key = crypto.subtle.importKey('raw', enc.encode(v.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    return Promise.all([
      crypto.subtle.digest('SHA-256', enc.encode(v.serverSeed)),
      key.then(function (k) { return crypto.subtle.sign('HMAC', k, enc.encode(v.tableId + ':' + v.roundNo)) }),
    ]).then(function (r) {
      var view = new DataView(r[1])
      var words = []
      for (var i = 0; i < 8; i++) words.push(view.getUint32(i * 4))
      var result = RULES[v.engine](words)
      var win = v.slip ? v.slip.spots.reduce(function (a, x) { return a + RULES.returns(v.engine, x.spot, x.stake, result) }, 0) : null
      return { hash: hex(r[0]), result: result, win: win }
    })
  }
  function show(v) {
    $('details').hidden = false
    $('how').textContent = t('how_' + v.engine)
    $('vTable').textContent = v.tableId
    $('vRoundNo').textContent = v.roundNo
    $('vCommitted').textContent = v.serverSeedHash
    $('vServerSeed').textContent = v.serverSeed || '—'
    $('vSlip').textContent = !v.slip ? '—' : v.engine === 'bingo' ? v.slip.spots.map(function (x) { return t('card') + ' ' + x.seed }).join(', ')
      : v.slip.spots.map(function (x) { return spotName(x.spot) + ' ' + form.money(x.stake) }).join(', ')
    $('compare').hidden = !v.serverSeed
    $('slipRow').hidden = !v.slip
    if (!v.serverSeed) { $('verdict').textContent = t('vOpen'); $('verdict').className = 'result'; return }
    recompute(v).then(function (c) {
      var hashOk = c.hash === v.serverSeedHash
      var resultOk = canonical(c.result) === canonical(v.result)
      var settled = v.slip && v.slip.status === 'settled'
      var winOk = !settled || c.win === v.slip.win
      $('recHash').textContent = v.serverSeedHash; $('newHash').textContent = c.hash
      $('recResult').textContent = describe(v.engine, v.result); $('newResult').textContent = describe(v.engine, c.result)
      if (v.slip) { $('recWin').textContent = v.slip.win === null ? '—' : form.money(v.slip.win); $('newWin').textContent = form.money(c.win) }
      form.mark('okHash', hashOk); form.mark('okResult', resultOk); if (v.slip) form.mark('okWin', winOk)
      var ok = hashOk && resultOk && winOk
      $('verdict').textContent = ok ? t('vMatch') : t('vMismatch')
      $('verdict').className = ok ? 'result ok' : 'result bad'
    })
  }
  var form = window.TALA_VERIFY_FORM(LANG, '/house/api/table/verify', show) // verify-form.js, loaded first
})()
