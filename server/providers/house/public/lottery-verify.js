/* The e-lottery's verification (/house/lottery/verify?round=<draw or ticket id>&lang=<code>):
   reads the draw (or a ticket and its draw) as recorded from /house/api/lottery/verify and, once
   drawn, recomputes here in the browser with Web Crypto (lottery-rules.js): SHA-256 of the
   revealed server seed against the hash shown before sales closed, the balls from HMAC-SHA256(
   server seed, "game:draw number:previous result"), and each bet's return at its recorded odds.
   Plain JS, no framework. */
(function () {
  'use strict'
  var LANG = window.TALA_LOTTERY_LANG // lottery-texts.js, with the texts every house game shares
  var RULES = window.TALA_LOTTERY_RULES
  var t = LANG.t
  var $ = function (id) { return document.getElementById(id) }

  document.documentElement.lang = LANG.html
  document.title = t('vTitle')
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })

  function betRow(table, cells, ok) {
    var tr = document.createElement('tr')
    cells.forEach(function (c, i) {
      var cell = document.createElement(i === 0 ? 'th' : 'td')
      if (i === 0) cell.scope = 'row'
      cell.textContent = c
      tr.appendChild(cell)
    })
    if (ok !== undefined) { var mark = document.createElement('td'); mark.textContent = ok ? '✓ ' + t('vSame') : '✗ ' + t('vDiff'); mark.className = ok ? 'ok' : 'bad'; tr.appendChild(mark) }
    table.appendChild(tr)
  }

  function show(v) {
    var d = v.draw
    $('details').hidden = false
    $('vDraw').textContent = d.drawId
    $('vGame').textContent = t('title_' + d.game)
    $('vCommitted').textContent = d.serverSeedHash
    $('vServerSeed').textContent = d.serverSeed || '—'
    $('vPrevious').textContent = d.previousResult === null ? '—' : d.previousResult + (d.previousDrawNo !== null ? ' (' + t('vDraw') + ' ' + d.previousDrawNo + ')' : '')
    $('drawTable').hidden = true
    $('betTable').hidden = true
    if (d.status === 'cancelled') { $('verdict').textContent = t('vCancelled'); return }
    if (!d.serverSeed || !d.result) { $('verdict').textContent = t('vOpen'); return }
    Promise.all([RULES.sha256(d.serverSeed), RULES.balls(d.game, d.serverSeed, d.drawNo, d.previousResult)]).then(function (r) {
      var hashOk = r[0] === d.serverSeedHash
      var balls = r[1]
      var ballsOk = balls.join(',') === d.result.join(',')
      $('drawTable').hidden = false
      $('recHash').textContent = d.serverSeedHash
      $('newHash').textContent = r[0]
      form.mark('okHash', hashOk)
      $('recBalls').textContent = d.result.join(' ')
      $('newBalls').textContent = balls.join(' ')
      form.mark('okBalls', ballsOk)
      var ok = hashOk && ballsOk
      var tk = v.ticket
      if (tk) {
        var table = $('betTable')
        table.textContent = ''
        table.hidden = false
        betRow(table, [t('vBet'), t('vRecorded'), t('vRecomputed')])
        var total = 0
        tk.bets.forEach(function (b) {
          // Each bet's return from the recomputed balls, at the odds recorded when it was bought.
          var win = RULES.betReturn(d.game, b.selection, b.stake, b.odds, balls)
          total += win
          var same = b.win === null || b.win === win
          ok = ok && same
          betRow(table, [RULES.label(t, d.game, b.selection) + ' @ ' + (b.odds / 100).toFixed(2) + ' · ' + form.money(b.stake), b.win === null ? '—' : form.money(b.win), form.money(win)], same)
        })
        var paidOk = tk.status !== 'settled' || tk.win === total
        ok = ok && paidOk
        betRow(table, [t('vTicket'), tk.win === null ? '—' : form.money(tk.win), form.money(total)], paidOk)
      }
      $('verdict').textContent = ok ? t('vMatch') : t('vMismatch')
      $('verdict').className = ok ? 'result ok' : 'result bad'
    }).catch(function () { $('verdict').textContent = t('error') })
  }
  var form = window.TALA_VERIFY_FORM(LANG, '/house/api/lottery/verify', show) // verify-form.js, loaded first
})()
