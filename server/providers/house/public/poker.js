/* The house's three-card poker room (PVP): the oval table with its seats (members by their masked
   account, the rest house players, labelled so), your own cards once dealt, the calls, and at
   the showdown every hand, the winners, the pot and the rake. The moves are two buttons, sit in
   (the ante) while the hand is open and call while the cards are out; not calling is folding.
   table-page.js does the rest. */
(function () {
  'use strict'
  var t = window.TALA_TABLE_LANG.t
  var RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']
  // Card notation's suit letters (clubs, diamonds, hearts, spades) in text; the felt draws the suits as shapes, so no font has to hold a symbol.
  var SUITS = ['C', 'D', 'H', 'S']
  var CATEGORIES = ['high', 'pair', 'flush', 'straight', 'trips', 'straightFlush']
  var mine = null
  var foldButton = null
  var handLine = null
  var lastSnap = null

  var cardText = function (c) { return RANKS[c % 13] + SUITS[Math.floor(c / 13)] }
  var red = function (c) { var s = Math.floor(c / 13); return s === 1 || s === 2 }
  var categoryOf = function (score) { return CATEGORIES[Math.floor(score / 2197)] }
  var money = function (v) { return (v / 100).toFixed(2) }

  /** Who sits at a seat: you, a member (masked), or a house player. */
  function seatName(snap, seat) {
    if (mine && mine.seat === seat) return t('you')
    var taken = snap.seats && snap.seats.taken.filter(function (x) { return x.seat === seat })[0]
    return taken ? taken.player : t('houseSeat')
  }

  /** A suit's shape centred at (x, y), `r` its half-size. */
  function suitShape(ctx, suit, x, y, r) {
    ctx.beginPath()
    if (suit === 1) { ctx.moveTo(x, y - r); ctx.lineTo(x + r * 0.75, y); ctx.lineTo(x, y + r); ctx.lineTo(x - r * 0.75, y); ctx.closePath(); ctx.fill(); return }
    if (suit === 2) {
      ctx.moveTo(x, y + r); ctx.lineTo(x - r, y - r * 0.1); ctx.arc(x - r * 0.5, y - r * 0.35, r * 0.52, Math.PI * 0.85, Math.PI * 2); ctx.arc(x + r * 0.5, y - r * 0.35, r * 0.52, Math.PI, Math.PI * 2.15); ctx.closePath(); ctx.fill(); return
    }
    if (suit === 3) {
      ctx.moveTo(x, y - r); ctx.lineTo(x + r, y + r * 0.15); ctx.arc(x + r * 0.5, y + r * 0.25, r * 0.52, 0, Math.PI * 0.9); ctx.lineTo(x, y + r * 0.3); ctx.arc(x - r * 0.5, y + r * 0.25, r * 0.52, Math.PI * 0.1, Math.PI); ctx.closePath(); ctx.fill()
    } else {
      ctx.arc(x, y - r * 0.45, r * 0.42, 0, Math.PI * 2); ctx.fill()
      ctx.beginPath(); ctx.arc(x - r * 0.48, y + r * 0.15, r * 0.42, 0, Math.PI * 2); ctx.fill()
      ctx.beginPath(); ctx.arc(x + r * 0.48, y + r * 0.15, r * 0.42, 0, Math.PI * 2); ctx.fill()
    }
    ctx.beginPath(); ctx.moveTo(x, y); ctx.lineTo(x + r * 0.35, y + r); ctx.lineTo(x - r * 0.35, y + r); ctx.closePath(); ctx.fill()
  }

  function drawCard(ctx, x, y, card, faceUp) {
    ctx.fillStyle = faceUp ? '#fdfdfd' : '#7a1f2b'
    ctx.strokeStyle = '#1b1b1b'; ctx.lineWidth = 1
    ctx.beginPath(); ctx.roundRect(x, y, 34, 48, 5); ctx.fill(); ctx.stroke()
    if (!faceUp) { ctx.strokeStyle = '#e9c46a'; ctx.strokeRect(x + 5, y + 5, 24, 38); return }
    ctx.fillStyle = red(card) ? '#c8102e' : '#111111'
    ctx.font = '700 19px system-ui, sans-serif'; ctx.textAlign = 'center'
    ctx.fillText(RANKS[card % 13], x + 17, y + 21)
    suitShape(ctx, Math.floor(card / 13), x + 17, y + 35, 8)
  }

  function draw(ctx, canvas, snap, now) {
    var w = canvas.width, h = canvas.height
    ctx.clearRect(0, 0, w, h)
    ctx.fillStyle = '#3b2a1a'; ctx.fillRect(0, 0, w, h)
    ctx.fillStyle = '#0f6b3f'; ctx.beginPath(); ctx.ellipse(w / 2, h / 2, w / 2 - 70, h / 2 - 40, 0, 0, Math.PI * 2); ctx.fill()
    ctx.strokeStyle = '#c9a227'; ctx.lineWidth = 6; ctx.stroke()
    var count = snap.seats ? snap.seats.count : 0
    var dealt = now >= snap.closesAt
    var r = snap.result && snap.result.seats ? snap.result : null
    ctx.textAlign = 'center'
    for (var seat = 0; seat < count; seat++) {
      var a = Math.PI / 2 + (seat * 2 * Math.PI) / count
      var x = w / 2 + Math.cos(a) * (w / 2 - 78)
      var y = h / 2 + Math.sin(a) * (h / 2 - 62)
      var taken = snap.seats.taken.some(function (s) { return s.seat === seat }) || (mine && mine.seat === seat)
      var house = !taken
      var won = r && r.winners.indexOf(seat) >= 0
      ctx.fillStyle = won ? '#ffcc33' : house ? 'rgba(20, 20, 40, 0.8)' : 'rgba(0, 0, 0, 0.65)'
      ctx.beginPath(); ctx.roundRect(x - 62, y - 46, 124, 92, 10); ctx.fill()
      ctx.fillStyle = won ? '#1b1b1b' : house ? '#b8c0ff' : '#ffffff'
      ctx.font = '700 16px system-ui, sans-serif'
      ctx.fillText(house ? (dealt ? t('houseShort') : t('emptySeat')) : seatName(snap, seat), x, y - 28)
      if (dealt) {
        var hand = r ? r.hands[seat] : mine && mine.seat === seat ? mine.cards : null
        for (var k = 0; k < 3; k++) drawCard(ctx, x - 56 + k * 39, y - 20, hand ? hand[k] : 0, !!hand)
        var note = ''
        if (r) note = r.seats[seat].called ? t('hand_' + categoryOf(r.seats[seat].score)) : t('foldedSeat')
        else if (snap.seats.taken.some(function (s) { return s.seat === seat && s.called })) note = t('calledSeat')
        if (note) {
          ctx.fillStyle = '#ffcc33'; ctx.beginPath(); ctx.roundRect(x - 56, y + 30, 112, 22, 6); ctx.fill()
          ctx.fillStyle = '#1b1b1b'; ctx.font = '700 15px system-ui, sans-serif'; ctx.fillText(note, x, y + 47)
        }
      }
    }
    ctx.fillStyle = '#ffffff'; ctx.font = '700 20px system-ui, sans-serif'
    var centre = r ? (r.winners.length ? t('pot') + ' ' + money(r.pot) + ' · ' + t('rake') + ' ' + money(r.rake) : t('noCall')) : t('anteIs') + ' ' + money(snap.seats ? snap.seats.ante : 0)
    ctx.fillText(centre, w / 2, h / 2 + 5)
  }

  function resultText(r) {
    if (!r.seats) return ''
    if (r.winners.length === 0) return t('noCall')
    var snap = lastSnap || { seats: null }
    var names = r.winners.map(function (s) { return seatName(snap, s) + ' (' + t('seat') + ' ' + (s + 1) + ')' }).join(', ')
    return names + ' ' + t('wins_poker') + ': ' + t('hand_' + categoryOf(r.seats[r.winners[0]].score)) + ' · ' + t('pot') + ' ' + money(r.pot)
  }

  function showHand() {
    if (!handLine) return
    handLine.textContent = mine ? t('yourHand') + ' (' + t('seat') + ' ' + (mine.seat + 1) + '): ' + mine.cards.map(cardText).join(' ') : ''
  }

  window.TALA_TABLE_PAGE('poker', {
    spots: ['ante', 'call'],
    moves: { ante: 'betting', call: 'dealing' },
    spotButton: function (spot) { return { label: t('spot_' + spot), cls: spot === 'ante' ? 'green' : 'red' } },
    layout: function (container, button, fold) {
      var row = document.createElement('div'); row.className = 'moves'
      row.appendChild(button('ante'))
      row.appendChild(button('call'))
      foldButton = document.createElement('button')
      foldButton.type = 'button'; foldButton.className = 'spot quiet'; foldButton.textContent = t('fold'); foldButton.setAttribute('data-testid', 'table-fold')
      foldButton.addEventListener('click', fold)
      row.appendChild(foldButton)
      container.appendChild(row)
      handLine = document.createElement('p'); handLine.className = 'result small'; handLine.setAttribute('data-testid', 'poker-hand')
      container.appendChild(handLine)
    },
    update: function (snap) { lastSnap = snap },
    fold: function () { return foldButton },
    hand: function (hand) {
      mine = hand
      showHand()
    },
    payouts: [],
    draw: draw,
    resultText: resultText,
    roadItem: function (r) {
      if (!r.seats || r.winners.length === 0) return { text: '–', label: t('noCall'), cls: 'road-draw' }
      var c = categoryOf(r.seats[r.winners[0]].score)
      return { text: t('hand_' + c).charAt(0), label: t('hand_' + c), cls: r.seats[r.winners[0]].house ? 'road-house' : 'road-player' }
    },
  })
})()
