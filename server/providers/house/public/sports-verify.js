/* The sportsbook's verification (/house/sports/verify?round=<bet or fixture id>&lang=<code>): reads
   the bet (its selections) or the fixture as recorded from /house/api/sports/verify and, for each
   settled fixture, recomputes here in the browser with Web Crypto: SHA-256 of the revealed server
   seed against the hash shown from the start, the match from HMAC-SHA256(server seed,
   "fixture:block") by sports-rules.js (the teams' thresholds from their ratings), the final score,
   each selection won or lost, and what the bet returned. Plain JS, no framework. */
(function () {
  'use strict'
  var LANG = window.TALA_SPORTS_LANG // sports-texts.js, with the texts every house game shares
  var RULES = window.TALA_SPORTS_RULES
  var t = LANG.t
  var $ = function (id) { return document.getElementById(id) }
  var enc = new TextEncoder()
  var hex = function (buf) { return Array.prototype.map.call(new Uint8Array(buf), function (b) { return b.toString(16).padStart(2, '0') }).join('') }

  document.documentElement.lang = LANG.html
  document.title = t('vTitle')
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })

  var finalText = function (f, r) { return r.home + ' – ' + r.away + (r.decider ? ' (' + f[r.decider].name + ' ' + t('decider') + ')' : '') }
  /** The events as text in one key order (the database keeps an object's keys in its own order). */
  var evs = function (r) { return r.events.map(function (e) { return e.minute + ':' + e.side + ':' + e.points }).join(',') }
  var same = function (a, b) { return a.home === b.home && a.away === b.away && (a.decider || null) === (b.decider || null) && evs(a) === evs(b) }

  /** One fixture recomputed from its revealed seed: { hash, match } (a promise), or null while it is not settled. */
  function recompute(f) {
    if (!f.serverSeed) return Promise.resolve(null)
    var thr = RULES.thresholds(f.sport, f.home.rating, f.away.rating)
    return Promise.all([crypto.subtle.digest('SHA-256', enc.encode(f.serverSeed)), RULES.words(f.serverSeed, f.fixtureId, RULES.wordsNeeded(f.sport))]).then(function (r) {
      return { hash: hex(r[0]), match: RULES.match(f.sport, thr, r[1]) }
    })
  }

  function row(table, label, recorded, recomputed, ok) {
    var tr = document.createElement('tr')
    var th = document.createElement('th'); th.scope = 'row'; th.textContent = label; tr.appendChild(th)
    ;[recorded, recomputed].forEach(function (v) { var td = document.createElement('td'); var c = document.createElement('code'); c.textContent = v; td.appendChild(c); tr.appendChild(td) })
    var mark = document.createElement('td'); mark.textContent = ok ? '✓ ' + t('vSame') : '✗ ' + t('vDiff'); mark.className = ok ? 'ok' : 'bad'; tr.appendChild(mark)
    table.appendChild(tr)
  }

  function show(v) {
    $('details').hidden = false
    var box = $('fixtures')
    box.textContent = ''
    Promise.all(v.fixtures.map(recompute)).then(function (done) {
      var ok = true
      var open = false
      var byId = {}
      v.fixtures.forEach(function (f, i) {
        byId[f.fixtureId] = { f: f, c: done[i] }
        var h = document.createElement('h2'); h.textContent = t('vFixture') + ' ' + f.fixtureId + ': ' + f.home.name + ' (' + f.home.rating + ') – ' + f.away.name + ' (' + f.away.rating + '), ' + f.league; box.appendChild(h)
        var dl = document.createElement('dl'); dl.className = 'verify-seeds'
        ;[['vCommitted', f.serverSeedHash], ['vServerSeed', f.serverSeed || '—']].forEach(function (p) {
          var dt = document.createElement('dt'); dt.textContent = t(p[0]); dl.appendChild(dt)
          var dd = document.createElement('dd'); var c = document.createElement('code'); c.textContent = p[1]; dd.appendChild(c); dl.appendChild(dd)
        })
        box.appendChild(dl)
        var c = done[i]
        if (!c) { open = true; return }
        var table = document.createElement('table'); table.className = 'verify-table'
        var head = document.createElement('tr')
        ;['', 'vRecorded', 'vRecomputed', ''].forEach(function (k) { var th = document.createElement('th'); th.scope = 'col'; th.textContent = k ? t(k) : ''; head.appendChild(th) })
        table.appendChild(head)
        var hashOk = c.hash === f.serverSeedHash
        var matchOk = same(c.match, f.result)
        row(table, t('vHash'), f.serverSeedHash, c.hash, hashOk)
        row(table, t('vFinal'), finalText(f, f.result), finalText(f, c.match), matchOk)
        box.appendChild(table)
        ok = ok && hashOk && matchOk
      })
      var bet = v.bet
      $('betTable').hidden = !bet || open
      if (bet && !open) {
        var legsOk = bet.legs.every(function (l) {
          var x = byId[l.fixture]
          var won = RULES.wins(x.f.line2, x.f.total2, l.selection, x.c.match)
          return l.won === null || l.won === won
        })
        var allWon = bet.legs.every(function (l) { var x = byId[l.fixture]; return RULES.wins(x.f.line2, x.f.total2, l.selection, x.c.match) })
        var win = allWon ? bet.maxWin : 0
        $('recWin').textContent = bet.win === null ? '—' : form.money(bet.win) + (bet.cashedOut ? ' (' + t('cashedOut') + ')' : '')
        $('newWin').textContent = form.money(win) + ' (' + bet.legs.map(function (l) { return l.selection + ' @ ' + (l.odds / 100).toFixed(2) }).join(', ') + ')'
        // A bet cashed out was paid the value taken before its matches ended: its selections are checked, not its win.
        var winOk = legsOk && (bet.status !== 'settled' || bet.cashedOut || bet.win === win)
        form.mark('okWin', winOk)
        ok = ok && winOk
      }
      if (open) { $('verdict').textContent = t('vOpen'); $('verdict').className = 'result'; return }
      $('verdict').textContent = ok ? t('vMatch') : t('vMismatch')
      $('verdict').className = ok ? 'result ok' : 'result bad'
    }).catch(function () { $('verdict').textContent = t('error') })
  }
  var form = window.TALA_VERIFY_FORM(LANG, '/house/api/sports/verify', show) // verify-form.js, loaded first
})()
