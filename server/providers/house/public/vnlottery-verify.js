/* The Vietnamese lottery's verification (/house/vnlottery/verify?round=<draw or ticket id>&lang=<code>):
   reads the draw (or a ticket's draw) from /house/api/lottery/verify and, once drawn, recomputes
   here in the browser with Web Crypto: SHA-256 of the revealed server seed against the hash shown
   before sales closed, every prize from HMAC-SHA256(seed, "game:draw no:previous result:k")
   (eight 32-bit words a block, a digit floor(word * 10 / 2^32) each, the prizes in the board's
   order), and what each bet of the ticket returned. Plain JS, no framework. */
(function () {
  'use strict'
  var LANG = window.TALA_VNLOTTERY_LANG // vnlottery-texts.js, with the texts every house game shares
  var t = LANG.t
  var $ = function (id) { return document.getElementById(id) }
  var enc = new TextEncoder()
  var hex = function (buf) { return Array.prototype.map.call(new Uint8Array(buf), function (b) { return b.toString(16).padStart(2, '0') }).join('') }

  document.documentElement.lang = LANG.html
  document.title = t('vTitle')
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })

  /** The prizes recomputed in the layout of the recorded ones (names, how many numbers, how many digits). */
  function recompute(d) {
    return crypto.subtle.importKey('raw', enc.encode(d.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']).then(function (key) {
      var need = d.result.reduce(function (a, p) { return a + p.numbers.reduce(function (b, n) { return b + n.length }, 0) }, 0)
      var blocks = []
      for (var k = 0; k * 8 < need; k++) blocks.push(crypto.subtle.sign('HMAC', key, enc.encode(d.game + ':' + d.drawNo + ':' + d.previousResult + ':' + k)))
      return Promise.all(blocks)
    }).then(function (sigs) {
      var digits = []
      sigs.forEach(function (s) { var v = new DataView(s); for (var w = 0; w < 8; w++) digits.push(Math.floor((v.getUint32(w * 4) * 10) / 4294967296)) })
      var i = 0
      return d.result.map(function (p) {
        return { prize: p.prize, numbers: p.numbers.map(function (n) { var out = ''; for (var j = 0; j < n.length; j++) out += digits[i++]; return out }) }
      })
    })
  }

  /** How many times a bet ("lo:27", "x2:12-34" …) wins on the prizes: the published rules. */
  function hits(selection, prizes) {
    var p = selection.split(':')
    var nums = p[1].split('-')
    var special = prizes.filter(function (x) { return x.prize === 'DB' })[0].numbers[0]
    var ends = []
    prizes.forEach(function (x) { x.numbers.forEach(function (n) { ends.push(n.slice(-2)) }) })
    if (p[0] === 'lo') return ends.filter(function (e) { return e === nums[0] }).length
    if (p[0] === 'de') return special.slice(-2) === nums[0] ? 1 : 0
    if (p[0] === '3c') return special.slice(-3) === nums[0] ? 1 : 0
    return nums.every(function (n) { return ends.indexOf(n) >= 0 }) ? 1 : 0
  }

  var text = function (prizes) { return prizes.map(function (p) { return p.prize + ':' + p.numbers.join(',') }).join('|') }
  function row(label, recorded, recomputed, ok) {
    var tr = document.createElement('tr')
    var th = document.createElement('th'); th.scope = 'row'; th.textContent = label; tr.appendChild(th)
    ;[recorded, recomputed].forEach(function (v) { var td = document.createElement('td'); var c = document.createElement('code'); c.textContent = v; td.appendChild(c); tr.appendChild(td) })
    var mark = document.createElement('td'); mark.textContent = ok ? '✓ ' + t('vSame') : '✗ ' + t('vDiff'); mark.className = ok ? 'ok' : 'bad'; tr.appendChild(mark)
    $('checks').appendChild(tr)
  }

  var form = window.TALA_VERIFY_FORM(LANG, '/house/api/lottery/verify', function (v) {
    var d = v.draw
    if (d.game.indexOf('VN') !== 0) { $('verdict').textContent = t('vNotFound'); return }
    $('details').hidden = false
    $('drawTitle').textContent = t('vDraw') + ' ' + d.drawId
    $('vCommitted').textContent = d.serverSeedHash
    $('vServerSeed').textContent = d.serverSeed || '—'
    $('vPrevious').textContent = d.previousResult || '—'
    while ($('checks').rows.length > 1) $('checks').deleteRow(1)
    if (d.status === 'cancelled') { $('verdict').textContent = t('vCancelled'); return }
    if (!d.serverSeed) { $('verdict').textContent = t('vOpen'); return }
    Promise.all([crypto.subtle.digest('SHA-256', enc.encode(d.serverSeed)), recompute(d)]).then(function (r) {
      var hash = hex(r[0])
      var prizes = r[1]
      var ok = hash === d.serverSeedHash && text(prizes) === text(d.result)
      row(t('vHash'), d.serverSeedHash, hash, hash === d.serverSeedHash)
      d.result.forEach(function (p, i) { row(t('prize_' + p.prize), p.numbers.join(' '), prizes[i].numbers.join(' '), p.numbers.join() === prizes[i].numbers.join()) })
      if (v.ticket) {
        var total = 0
        v.ticket.bets.forEach(function (b) {
          var win = hits(b.selection, prizes) * Math.floor((b.stake * b.odds) / 100)
          total += win
          row(b.selection + ' · ' + form.money(b.stake) + ' @ ' + (b.odds / 100).toFixed(2), b.win === null ? '—' : form.money(b.win), form.money(win), b.win === win)
          ok = ok && b.win === win
        })
        if (v.ticket.status === 'settled') { row(t('vTicketWin'), form.money(v.ticket.win), form.money(total), v.ticket.win === total); ok = ok && v.ticket.win === total }
      }
      $('verdict').textContent = ok ? t('vMatch') : t('vMismatch')
    }).catch(function () { $('verdict').textContent = t('error') })
  })
})()
