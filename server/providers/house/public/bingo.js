/* The house bingo room (75 balls): cards are bought while a game is open (the page picks each
   purchase's card seed, so the house cannot choose who gets which card); then the balls are
   called one by one on the drawn board, the member's cards are daubed as they come, and the
   line and full-house winners show with the pot they share. The draw and the winners come from
   the server once buying closes; table-page.js does the rest (feed, countdown, buying, records). */
(function () {
  'use strict'
  var t = window.TALA_TABLE_LANG.t
  var LETTERS = ['B', 'I', 'N', 'G', 'O']
  var money = function (minor) { return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }
  var cardsBox = null
  var shownKey = ''

  /** How many balls are out at `now`: one every (calling time / 75), stopping at the full house. */
  function ballsOut(snap, now) {
    var r = snap.result
    if (!r || !r.draw || now < snap.closesAt) return 0
    var last = r.fullHouse && r.fullHouse.ball >= 0 ? r.fullHouse.ball + 1 : 75
    if (now >= snap.resultAt) return last
    return Math.min(last, Math.floor((now - snap.closesAt) / ((snap.resultAt - snap.closesAt) / 75)) + 1)
  }

  function draw(ctx, canvas, snap, now) {
    var w = canvas.width, h = canvas.height
    ctx.clearRect(0, 0, w, h)
    ctx.fillStyle = '#23124a'; ctx.fillRect(0, 0, w, h)
    var out = ballsOut(snap, now)
    var called = snap.result && snap.result.draw ? snap.result.draw.slice(0, out) : []
    var set = {}
    called.forEach(function (n) { set[n] = true })
    // The caller's ball: the latest ball, big.
    var last = called[called.length - 1]
    ctx.fillStyle = '#ffffff'; ctx.beginPath(); ctx.arc(90, 110, 62, 0, Math.PI * 2); ctx.fill()
    ctx.strokeStyle = '#ffcc33'; ctx.lineWidth = 8; ctx.stroke()
    ctx.fillStyle = '#23124a'; ctx.textAlign = 'center'
    if (last) {
      ctx.font = '700 22px system-ui, sans-serif'; ctx.fillText(LETTERS[Math.floor((last - 1) / 15)], 90, 88)
      ctx.font = '700 46px system-ui, sans-serif'; ctx.fillText(String(last), 90, 136)
    } else {
      ctx.font = '700 26px system-ui, sans-serif'; ctx.fillText('75', 90, 120)
    }
    ctx.fillStyle = '#ffffff'; ctx.font = '600 15px system-ui, sans-serif'
    ctx.fillText(t('ball') + ' ' + out + ' ' + t('ofBalls'), 90, 200)
    if (snap.staked) { ctx.fillText(t('pot') + ' ' + money(Math.floor(snap.staked * 0.9)), 90, 226) }
    // The board: B I N G O rows of 15.
    var x0 = 190, y0 = 24, cell = 34
    LETTERS.forEach(function (letter, row) {
      ctx.fillStyle = '#ffcc33'; ctx.font = '700 18px system-ui, sans-serif'; ctx.fillText(letter, x0 - 16, y0 + row * (cell + 18) + 24)
      for (var i = 0; i < 15; i++) {
        var n = row * 15 + i + 1
        var x = x0 + i * cell, y = y0 + row * (cell + 18)
        ctx.fillStyle = set[n] ? (n === last ? '#ffcc33' : '#e05297') : '#3a2470'
        ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell / 2 - 2, 0, Math.PI * 2); ctx.fill()
        ctx.fillStyle = set[n] ? '#1b1b1b' : '#b9a8e0'; ctx.font = '600 13px system-ui, sans-serif'
        ctx.fillText(String(n), x + cell / 2, y + cell / 2 + 5)
      }
    })
  }

  /** Draws the member's cards of this game and daubs the numbers called. */
  function tick(snap, now, slips) {
    if (!cardsBox) return
    var out = ballsOut(snap, now)
    var cards = []
    slips.forEach(function (x) { (x.cards || []).forEach(function (c) { cards.push(c) }) })
    var key = snap.roundId + ':' + cards.length + ':' + out
    if (key === shownKey) return
    shownKey = key
    var called = {}
    ;(snap.result && snap.result.draw ? snap.result.draw.slice(0, out) : []).forEach(function (n) { called[n] = true })
    cardsBox.textContent = ''
    var head = document.createElement('h2'); head.className = 'muted'; head.textContent = t('yourCards'); cardsBox.appendChild(head)
    if (cards.length === 0) { var none = document.createElement('p'); none.className = 'muted'; none.textContent = t('noCards'); cardsBox.appendChild(none); return }
    var grid = document.createElement('div'); grid.className = 'bingo-cards'
    cards.forEach(function (c, i) {
      var table = document.createElement('table'); table.className = 'bingo-card'; table.setAttribute('data-testid', 'bingo-card')
      var caption = document.createElement('caption'); caption.textContent = t('card') + ' ' + (i + 1); table.appendChild(caption)
      var tr = document.createElement('tr')
      LETTERS.forEach(function (l) { var th = document.createElement('th'); th.scope = 'col'; th.textContent = l; tr.appendChild(th) })
      table.appendChild(tr)
      for (var r = 0; r < 5; r++) {
        var row = document.createElement('tr')
        for (var col = 0; col < 5; col++) {
          var n = c.numbers[r * 5 + col]
          var td = document.createElement('td')
          td.textContent = n === 0 ? t('free') : String(n)
          if (n === 0 || called[n]) td.className = n === 0 ? 'hit free' : 'hit'
          row.appendChild(td)
        }
        table.appendChild(row)
      }
      grid.appendChild(table)
    })
    cardsBox.appendChild(grid)
  }

  function resultText(r) {
    if (!r.line || !r.fullHouse) return t('phase_showing')
    var part = function (name, won) { return t(name) + ' ' + t('onBall') + ' ' + (won.ball + 1) + ', ' + t('cardsShare') + ' ' + won.cards + ', ' + money(won.prize) }
    return part('lineWon', r.line) + ' · ' + part('fullHouseWon', r.fullHouse)
  }

  var seedOf = function () {
    var bytes = new Uint8Array(12)
    crypto.getRandomValues(bytes)
    return Array.prototype.map.call(bytes, function (b) { return b.toString(16).padStart(2, '0') }).join('')
  }

  window.TALA_TABLE_PAGE('bingo', {
    spots: ['card'],
    spotButton: function () { return { label: t('spot_card'), cls: 'green' } },
    layout: function (container, button) {
      container.appendChild(button('card'))
      cardsBox = document.createElement('div'); cardsBox.className = 'bingo-mine'; cardsBox.setAttribute('data-testid', 'bingo-cards')
      container.appendChild(cardsBox)
    },
    extras: function () { return { cardSeed: seedOf() } },
    betsText: function (x) { return x.spots.length + ' × ' + t('card') },
    payouts: [],
    draw: draw,
    tick: tick,
    resultText: resultText,
    roadItem: function (r) { var n = r.fullHouse ? r.fullHouse.ball + 1 : 0; return { text: String(n), label: t('wins_bingo') + ' ' + n, cls: 'road-bingo' } },
  })
})()
