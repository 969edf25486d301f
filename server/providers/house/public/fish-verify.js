/* The fish hunter's shot verification (/house/fish/verify?round=<id>&lang=<code>): reads the
   shot as recorded from /house/api/fish/verify and recomputes it here, in the browser, with
   Web Crypto: SHA-256 of the revealed server seed against the hash shown before play, the
   draw u from HMAC-SHA256(server seed, "client seed:nonce"), and the catch rule
   u x M x 10000 < RTP x 2^32. Plain JS, no framework. */
(function () {
  'use strict'
  var FISH = window.TALA_FISH_LANG // fish-texts.js, with the texts every house game shares
  var t = FISH.t
  var $ = function (id) { return document.getElementById(id) }
  var enc = new TextEncoder()
  var hex = function (buf) { return Array.prototype.map.call(new Uint8Array(buf), function (b) { return b.toString(16).padStart(2, '0') }).join('') }

  document.documentElement.lang = FISH.html
  document.title = t('verifyTitle')
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })

  function recompute(v) {
    var key = crypto.subtle.importKey('raw', enc.encode(v.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    return Promise.all([
      crypto.subtle.digest('SHA-256', enc.encode(v.serverSeed)),
      key.then(function (k) { return crypto.subtle.sign('HMAC', k, enc.encode(v.clientSeed + ':' + v.nonce)) }),
    ]).then(function (r) {
      var draw = new DataView(r[1]).getUint32(0)
      var caught = BigInt(draw) * BigInt(v.multiplier) * 10000n < BigInt(v.rtpBp) * 4294967296n
      return { hash: hex(r[0]), draw: draw, win: caught ? v.stake * v.multiplier : 0 }
    })
  }
  function show(v) {
    form.showSeeds(v)
    $('vFish').textContent = t('fish_' + v.fish) + ' ×' + v.multiplier
    $('compare').hidden = !v.serverSeed
    $('refused').hidden = !v.serverSeed || v.status === 'settled'
    if (!v.serverSeed) { $('verdict').textContent = t('vHidden'); $('verdict').className = 'result'; return }
    recompute(v).then(function (c) {
      var hashOk = c.hash === v.serverSeedHash
      var drawOk = c.draw === v.recorded.draw
      var winOk = v.status !== 'settled' || c.win === v.recorded.win
      $('recHash').textContent = v.serverSeedHash; $('newHash').textContent = c.hash
      $('recDraw').textContent = v.recorded.draw; $('newDraw').textContent = c.draw
      $('recWin').textContent = form.money(v.recorded.win); $('newWin').textContent = form.money(c.win)
      form.mark('okHash', hashOk); form.mark('okDraw', drawOk); form.mark('okWin', winOk)
      var ok = hashOk && drawOk && winOk
      $('verdict').textContent = ok ? t('vMatch') : t('vMismatch')
      $('verdict').className = ok ? 'result ok' : 'result bad'
    })
  }
  var form = window.TALA_VERIFY_FORM(FISH, '/house/api/fish/verify', show) // verify-form.js, loaded first
})()
