/* The house cockfight pit (sabong): its spots with the fight's odds (shown before bets open),
   its drawn pit (the referee and two roosters that spar while bets are closed; the winner stands
   over the loser, or both stand on a draw), its road and its result line. table-page.js does the rest. */
(function () {
  'use strict'
  var t = window.TALA_TABLE_LANG.t
  var SPOTS = ['meron', 'draw', 'wala']
  var COLOURS = { meron: '#c8102e', wala: '#2f6fd6', draw: '#138a36' }
  var pays = function (hundredths) { return (hundredths / 100).toFixed(2) }

  function rooster(ctx, x, y, dir, colour, down) {
    ctx.save()
    ctx.translate(x, y)
    ctx.scale(dir, 1)
    if (down) ctx.rotate(Math.PI / 2.4)
    ctx.fillStyle = colour
    ctx.beginPath(); ctx.moveTo(-30, -6); ctx.lineTo(-58, -40); ctx.lineTo(-44, -4); ctx.lineTo(-62, -18); ctx.lineTo(-34, 8); ctx.closePath(); ctx.fill()
    ctx.fillStyle = '#f2e6d0'; ctx.beginPath(); ctx.ellipse(0, 0, 34, 24, 0, 0, Math.PI * 2); ctx.fill()
    ctx.fillStyle = colour; ctx.beginPath(); ctx.ellipse(-4, 2, 22, 14, 0.2, 0, Math.PI * 2); ctx.fill()
    ctx.fillStyle = '#f2e6d0'; ctx.beginPath(); ctx.arc(28, -26, 13, 0, Math.PI * 2); ctx.fill()
    ctx.fillStyle = '#d62828'; ctx.beginPath(); ctx.arc(24, -40, 6, 0, Math.PI * 2); ctx.arc(32, -41, 5, 0, Math.PI * 2); ctx.fill()
    ctx.fillStyle = '#f4a261'; ctx.beginPath(); ctx.moveTo(40, -28); ctx.lineTo(52, -24); ctx.lineTo(40, -20); ctx.closePath(); ctx.fill()
    ctx.fillStyle = '#111111'; ctx.beginPath(); ctx.arc(32, -29, 2.5, 0, Math.PI * 2); ctx.fill()
    ctx.strokeStyle = '#e9c46a'; ctx.lineWidth = 4; ctx.beginPath(); ctx.moveTo(-4, 22); ctx.lineTo(-8, 44); ctx.moveTo(8, 22); ctx.lineTo(10, 44); ctx.stroke()
    ctx.restore()
  }

  function draw(ctx, canvas, snap, now, still) {
    var w = canvas.width, h = canvas.height
    ctx.clearRect(0, 0, w, h)
    ctx.fillStyle = '#3b2a1a'; ctx.fillRect(0, 0, w, h)
    ctx.fillStyle = '#d9b77e'; ctx.beginPath(); ctx.ellipse(w / 2, h / 2 + 30, w / 2 - 30, h / 2 - 20, 0, 0, Math.PI * 2); ctx.fill()
    ctx.strokeStyle = '#f5f5f5'; ctx.lineWidth = 3; ctx.stroke()
    // The referee (sentenciador) watches from the rail; during the fight his arm is up.
    var fighting = now >= snap.closesAt && now < snap.resultAt
    ctx.fillStyle = '#f5f5f5'; ctx.beginPath(); ctx.ellipse(w / 2, 70, 30, 22, 0, Math.PI, 0); ctx.fill()
    ctx.fillStyle = '#e8b98f'; ctx.beginPath(); ctx.arc(w / 2, 30, 14, 0, Math.PI * 2); ctx.fill()
    ctx.strokeStyle = '#f5f5f5'; ctx.lineWidth = 7; ctx.lineCap = 'round'
    ctx.beginPath(); ctx.moveTo(w / 2 + 22, 56); ctx.lineTo(w / 2 + 44, fighting ? 22 : 70); ctx.stroke()
    var r = snap.result
    var shown = r && (now >= snap.resultAt || (still && now >= snap.closesAt))
    var spar = fighting && !still ? Math.abs(Math.sin(now / 180)) * 60 : 0
    var gap = fighting ? 70 - spar * 0.6 : 150
    var hop = fighting && !still ? Math.abs(Math.sin(now / 120)) * 18 : 0
    var ground = h / 2 + 50
    rooster(ctx, w / 2 - gap, ground - hop, 1, COLOURS.meron, shown && r.winner === 'wala')
    rooster(ctx, w / 2 + gap, ground - (fighting && !still ? Math.abs(Math.cos(now / 120)) * 18 : 0), -1, COLOURS.wala, shown && r.winner === 'meron')
    ctx.font = '700 16px system-ui, sans-serif'; ctx.textAlign = 'center'
    ctx.fillStyle = COLOURS.meron; ctx.fillText(t('spot_meron').toUpperCase(), 90, h - 16)
    ctx.fillStyle = COLOURS.wala; ctx.fillText(t('spot_wala').toUpperCase(), w - 90, h - 16)
    if (shown) {
      ctx.fillStyle = COLOURS[r.winner]; ctx.beginPath(); ctx.roundRect(w / 2 - 110, 100, 220, 40, 10); ctx.fill()
      ctx.fillStyle = '#ffffff'; ctx.font = '700 20px system-ui, sans-serif'; ctx.fillText(t('wins_' + r.winner), w / 2, 127)
    } else if (snap.preview) {
      ctx.fillStyle = 'rgba(0, 0, 0, 0.55)'; ctx.beginPath(); ctx.roundRect(w / 2 - 130, 100, 260, 40, 10); ctx.fill()
      ctx.fillStyle = '#ffffff'; ctx.font = '600 17px system-ui, sans-serif'
      ctx.fillText(t('spot_meron') + ' ' + pays(snap.preview.meron) + '  ·  ' + t('spot_wala') + ' ' + pays(snap.preview.wala), w / 2, 126)
    }
  }

  var resultText = function (r) { return t('wins_' + r.winner) }

  window.TALA_TABLE_PAGE('cockfight', {
    spots: SPOTS,
    spotButton: function (spot) { return { label: t('spot_' + spot), cls: spot === 'meron' ? 'red' : spot === 'wala' ? 'blue' : 'green' } },
    layout: function (container, button) { SPOTS.forEach(function (spot) { container.appendChild(button(spot)) }) },
    // Each fight has its own odds: the spots say what a winning 1.00 returns.
    update: function (snap, buttons) {
      var odds = snap.preview
      if (!odds) return
      SPOTS.forEach(function (spot) { buttons[spot].querySelector('.name').textContent = t('spot_' + spot) + ' · ' + pays(odds[spot]) })
    },
    payouts: [{ label: t('spot_draw'), pays: '8' }],
    draw: draw,
    resultText: resultText,
    roadItem: function (r) { return { text: t('spot_' + r.winner).charAt(0), label: resultText(r), cls: 'road-' + r.winner } },
  })
})()
