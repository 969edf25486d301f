/* The house baccarat table: its spots, its drawn table (the dealer deals the coup's cards one
   by one while bets are closed, then the winning hand lights up), its road and its result
   line. The cards come from the server once bets close; table-page.js does the rest. */
(function () {
  'use strict'
  var t = window.TALA_TABLE_LANG.t
  var RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
  var SPOTS = ['playerPair', 'player', 'tie', 'banker', 'bankerPair']
  var PAYS = { player: '1', banker: '0.95', tie: '8', playerPair: '11', bankerPair: '11' }

  /** The coup's cards in the order they are dealt: player, banker, player, banker, then the third cards. */
  function dealOrder(r) {
    var order = [['player', 0], ['banker', 0], ['player', 1], ['banker', 1]]
    if (r.player.length > 2) order.push(['player', 2])
    if (r.banker.length > 2) order.push(['banker', 2])
    return order
  }

  function drawCard(ctx, x, y, card, faceUp) {
    ctx.fillStyle = faceUp ? '#ffffff' : '#8b1e3f'
    ctx.strokeStyle = '#1b1b1b'; ctx.lineWidth = 1.5
    ctx.beginPath(); ctx.roundRect(x, y, 48, 68, 6); ctx.fill(); ctx.stroke()
    if (!faceUp) return
    ctx.fillStyle = card.suit === 1 || card.suit === 2 ? '#c8102e' : '#111111'
    ctx.font = '700 20px system-ui, sans-serif'; ctx.textAlign = 'center'
    ctx.fillText(RANKS[card.rank - 1], x + 24, y + 30)
    drawSuit(ctx, card.suit, x + 24, y + 48, 9)
  }

  /** A suit's pip drawn as shapes (no font has to hold the symbol): spades, hearts, diamonds, clubs. */
  function drawSuit(ctx, suit, x, y, r) {
    ctx.beginPath()
    if (suit === 2) { ctx.moveTo(x, y - r); ctx.lineTo(x + r * 0.8, y); ctx.lineTo(x, y + r); ctx.lineTo(x - r * 0.8, y); ctx.closePath(); ctx.fill(); return }
    if (suit === 3) {
      ctx.arc(x, y - r * 0.45, r * 0.45, 0, Math.PI * 2); ctx.fill()
      ctx.beginPath(); ctx.arc(x - r * 0.5, y + r * 0.15, r * 0.45, 0, Math.PI * 2); ctx.fill()
      ctx.beginPath(); ctx.arc(x + r * 0.5, y + r * 0.15, r * 0.45, 0, Math.PI * 2); ctx.fill()
    } else {
      // A heart, upside down for a spade.
      var d = suit === 1 ? 1 : -1
      ctx.moveTo(x, y + d * r)
      ctx.bezierCurveTo(x - r * 1.2, y + d * r * 0.1, x - r * 0.6, y - d * r * 0.9, x, y - d * r * 0.35)
      ctx.bezierCurveTo(x + r * 0.6, y - d * r * 0.9, x + r * 1.2, y + d * r * 0.1, x, y + d * r)
      ctx.fill()
    }
    if (suit !== 1) { ctx.beginPath(); ctx.moveTo(x, y + r * 0.2); ctx.lineTo(x + r * 0.35, y + r * 1.1); ctx.lineTo(x - r * 0.35, y + r * 1.1); ctx.closePath(); ctx.fill() }
  }

  function drawDealer(ctx, w, reach) {
    var cx = w / 2
    ctx.fillStyle = '#1d1d2b'; ctx.beginPath(); ctx.ellipse(cx, 62, 46, 30, 0, Math.PI, 0); ctx.fill()
    ctx.fillStyle = '#e8b98f'; ctx.beginPath(); ctx.arc(cx, 22, 16, 0, Math.PI * 2); ctx.fill()
    ctx.fillStyle = '#2b1a12'; ctx.beginPath(); ctx.arc(cx, 17, 16, Math.PI, 0); ctx.fill()
    ctx.fillStyle = '#c8102e'; ctx.beginPath(); ctx.moveTo(cx - 8, 38); ctx.lineTo(cx + 8, 46); ctx.lineTo(cx + 8, 38); ctx.lineTo(cx - 8, 46); ctx.fill()
    // The dealing arm reaches toward the hand being dealt (reach: -1 player, 1 banker, 0 at rest).
    ctx.strokeStyle = '#1d1d2b'; ctx.lineWidth = 9; ctx.lineCap = 'round'
    ctx.beginPath(); ctx.moveTo(cx + (reach < 0 ? -30 : 30), 52); ctx.lineTo(cx + reach * 90 + (reach === 0 ? 40 : 0), 80 + Math.abs(reach) * 20); ctx.stroke()
    ctx.fillStyle = '#e8b98f'; ctx.beginPath(); ctx.arc(cx + reach * 90 + (reach === 0 ? 40 : 0), 80 + Math.abs(reach) * 20, 6, 0, Math.PI * 2); ctx.fill()
  }

  function draw(ctx, canvas, snap, now, still) {
    var w = canvas.width, h = canvas.height
    ctx.clearRect(0, 0, w, h)
    ctx.fillStyle = '#0d5c3a'; ctx.beginPath(); ctx.ellipse(w / 2, h + 40, w / 2 + 60, h, 0, Math.PI, 0); ctx.fill()
    ctx.strokeStyle = '#d4af37'; ctx.lineWidth = 3; ctx.stroke()
    var boxes = { player: { x: 60, label: t('spot_player'), colour: '#2f6fd6' }, banker: { x: w - 300, label: t('spot_banker'), colour: '#c8102e' } }
    var r = snap.result
    var showing = now >= snap.resultAt
    Object.keys(boxes).forEach(function (side) {
      var b = boxes[side]
      var lit = showing && r && (r.winner === side || r.winner === 'tie')
      ctx.fillStyle = lit ? 'rgba(255, 215, 0, 0.25)' : 'rgba(0, 0, 0, 0.15)'
      ctx.strokeStyle = b.colour; ctx.lineWidth = lit ? 5 : 2
      ctx.beginPath(); ctx.roundRect(b.x, 120, 240, 150, 12); ctx.fill(); ctx.stroke()
      ctx.fillStyle = '#ffffff'; ctx.font = '700 16px system-ui, sans-serif'; ctx.textAlign = 'left'
      ctx.fillText(b.label.toUpperCase(), b.x + 12, 142)
    })
    var reach = 0
    if (r && now >= snap.closesAt) {
      var order = dealOrder(r)
      var span = snap.resultAt - snap.closesAt
      var shown = still || showing ? order.length : Math.min(order.length, Math.floor(((now - snap.closesAt) / span) * (order.length + 1)))
      order.forEach(function (o, i) {
        if (i >= shown) return
        var hand = r[o[0]]
        drawCard(ctx, boxes[o[0]].x + 12 + o[1] * 56, 160, hand[o[1]], true)
      })
      if (!showing && !still && shown < order.length) reach = order[shown][0] === 'player' ? -1 : 1
      ;['player', 'banker'].forEach(function (side) {
        var dealt = order.slice(0, shown).filter(function (o) { return o[0] === side })
        if (dealt.length === 0) return
        var total = dealt.reduce(function (a, o) { var c = r[side][o[1]]; return a + (c.rank >= 10 ? 0 : c.rank) }, 0) % 10
        ctx.fillStyle = '#ffffff'; ctx.font = '700 28px system-ui, sans-serif'; ctx.textAlign = 'right'
        ctx.fillText(String(total), boxes[side].x + 228, 146)
      })
    } else {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.85)'; ctx.font = '600 18px system-ui, sans-serif'; ctx.textAlign = 'center'
      ctx.fillText(t('phase_betting'), w / 2, 200)
    }
    drawDealer(ctx, w, reach)
  }

  function resultText(r) {
    var pairs = []
    if (r.playerPair) pairs.push(t('pair_player'))
    if (r.bankerPair) pairs.push(t('pair_banker'))
    return t('wins_' + r.winner) + ': ' + t('spot_player') + ' ' + r.playerTotal + ', ' + t('spot_banker') + ' ' + r.bankerTotal + (pairs.length ? ' (' + pairs.join(', ') + ')' : '')
  }

  window.TALA_TABLE_PAGE('baccarat', {
    spots: SPOTS,
    spotButton: function (spot) { return { label: t('spot_' + spot), cls: spot === 'player' || spot === 'playerPair' ? 'blue' : spot === 'tie' ? 'green' : 'red' } },
    layout: function (container, button) { SPOTS.forEach(function (spot) { container.appendChild(button(spot)) }) },
    payouts: ['player', 'banker', 'tie', 'playerPair', 'bankerPair'].map(function (spot) { return { label: t('spot_' + spot), pays: PAYS[spot] } }),
    draw: draw,
    resultText: resultText,
    roadItem: function (r) { return { text: t('spot_' + r.winner).charAt(0), label: resultText(r), cls: 'road-' + r.winner } },
  })
})()
