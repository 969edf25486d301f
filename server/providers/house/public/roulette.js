/* The house roulette table: its spots (the 37 numbers and the outside bets), its drawn wheel
   (the wheel turns and the ball runs the other way, slowing into the pocket the server drew
   while bets are closed), its road and its result line. table-page.js does the rest. */
(function () {
  'use strict'
  var t = window.TALA_TABLE_LANG.t
  var WHEEL = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26]
  var RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]
  var OUTSIDE = ['low', 'even', 'red', 'black', 'odd', 'high', 'dozen1', 'dozen2', 'dozen3', 'column1', 'column2', 'column3']
  var NUMBERS = []
  for (var n = 0; n <= 36; n++) NUMBERS.push('n' + n)
  var colourOf = function (n) { return n === 0 ? 'green' : RED.indexOf(n) >= 0 ? 'red' : 'black' }
  var FILL = { red: '#c8102e', black: '#1b1b1b', green: '#138a36' }
  var POCKET = (Math.PI * 2) / 37

  function draw(ctx, canvas, snap, now, still) {
    var w = canvas.width, h = canvas.height
    ctx.clearRect(0, 0, w, h)
    ctx.fillStyle = '#0d5c3a'; ctx.fillRect(0, 0, w, h)
    var cx = 200, cy = h / 2, R = 130
    var r = snap.result
    var spinning = r && now >= snap.closesAt && now < snap.resultAt && !still
    var landed = r && (now >= snap.resultAt || (still && now >= snap.closesAt))
    // The wheel turns slowly all the time; the ball's angle is measured on the turning wheel.
    var wheel = still ? 0 : (now / 4000) % (Math.PI * 2)
    ctx.fillStyle = '#5a3a1a'; ctx.beginPath(); ctx.arc(cx, cy, R + 12, 0, Math.PI * 2); ctx.fill()
    WHEEL.forEach(function (num, i) {
      var a = wheel + i * POCKET - Math.PI / 2
      ctx.fillStyle = FILL[colourOf(num)]
      ctx.beginPath(); ctx.moveTo(cx, cy); ctx.arc(cx, cy, R, a - POCKET / 2, a + POCKET / 2); ctx.closePath(); ctx.fill()
      ctx.save(); ctx.translate(cx + Math.cos(a) * (R - 14), cy + Math.sin(a) * (R - 14)); ctx.rotate(a + Math.PI / 2)
      ctx.fillStyle = '#ffffff'; ctx.font = '600 10px system-ui, sans-serif'; ctx.textAlign = 'center'; ctx.fillText(String(num), 0, 4); ctx.restore()
    })
    ctx.fillStyle = '#8a6a3a'; ctx.beginPath(); ctx.arc(cx, cy, R * 0.55, 0, Math.PI * 2); ctx.fill()
    ctx.fillStyle = '#d4af37'; ctx.beginPath(); ctx.arc(cx, cy, 12, 0, Math.PI * 2); ctx.fill()
    if (r && (spinning || landed)) {
      var target = wheel + WHEEL.indexOf(r.pocket) * POCKET - Math.PI / 2
      var p = landed ? 1 : (now - snap.closesAt) / (snap.resultAt - snap.closesAt)
      var ball = target - Math.pow(1 - p, 2) * Math.PI * 12
      var radius = landed ? R - 30 : R - 30 + (1 - p) * 24
      ctx.fillStyle = '#ffffff'; ctx.beginPath(); ctx.arc(cx + Math.cos(ball) * radius, cy + Math.sin(ball) * radius, 7, 0, Math.PI * 2); ctx.fill()
    }
    // The croupier, and the result board.
    ctx.fillStyle = '#1d1d2b'; ctx.beginPath(); ctx.ellipse(w - 90, h - 10, 50, 70, 0, Math.PI, 0); ctx.fill()
    ctx.fillStyle = '#e8b98f'; ctx.beginPath(); ctx.arc(w - 90, h - 100, 18, 0, Math.PI * 2); ctx.fill()
    ctx.fillStyle = '#2b1a12'; ctx.beginPath(); ctx.arc(w - 90, h - 106, 18, Math.PI, 0); ctx.fill()
    ctx.strokeStyle = '#1d1d2b'; ctx.lineWidth = 9; ctx.lineCap = 'round'
    var wave = spinning ? Math.sin(now / 150) * 10 : 0
    ctx.beginPath(); ctx.moveTo(w - 130, h - 60); ctx.lineTo(w - 175, h - 90 + wave); ctx.stroke()
    ctx.textAlign = 'center'
    if (landed) {
      ctx.fillStyle = FILL[r.colour]; ctx.beginPath(); ctx.arc(470, cy, 54, 0, Math.PI * 2); ctx.fill()
      ctx.strokeStyle = '#d4af37'; ctx.lineWidth = 4; ctx.stroke()
      ctx.fillStyle = '#ffffff'; ctx.font = '700 44px system-ui, sans-serif'; ctx.fillText(String(r.pocket), 470, cy + 15)
    } else {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.85)'; ctx.font = '600 18px system-ui, sans-serif'
      ctx.fillText(now < snap.closesAt ? t('phase_betting') : t('phase_dealing_roulette'), 470, cy + 6)
    }
  }

  var resultText = function (r) { return t('lands') + ' ' + r.pocket + ' (' + t('colour_' + r.colour) + ')' }

  window.TALA_TABLE_PAGE('roulette', {
    spots: NUMBERS.concat(OUTSIDE),
    spotButton: function (spot) {
      if (spot.charAt(0) === 'n') { var num = Number(spot.slice(1)); return { label: String(num), cls: 'num ' + colourOf(num) } }
      return { label: t('spot_' + spot), cls: 'outside' + (spot === 'red' ? ' red' : spot === 'black' ? ' black' : '') }
    },
    layout: function (container, button) {
      var grid = document.createElement('div'); grid.className = 'numbers'
      NUMBERS.forEach(function (spot) { grid.appendChild(button(spot)) })
      var outside = document.createElement('div'); outside.className = 'outside-bets'
      OUTSIDE.forEach(function (spot) { outside.appendChild(button(spot)) })
      container.appendChild(grid); container.appendChild(outside)
    },
    payouts: [{ label: t('number'), pays: '35' }].concat(['red', 'black', 'odd', 'even', 'low', 'high'].map(function (s) { return { label: t('spot_' + s), pays: '1' } }),
      ['dozen1', 'dozen2', 'dozen3', 'column1', 'column2', 'column3'].map(function (s) { return { label: t('spot_' + s), pays: '2' } })),
    draw: draw,
    resultText: resultText,
    roadItem: function (r) { return { text: String(r.pocket), label: resultText(r), cls: 'road-' + r.colour } },
  })
})()
