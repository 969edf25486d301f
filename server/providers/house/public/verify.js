/* The public round verification page (/house/slot/verify?round=<id>&lang=<code>): asks the
   provider to recompute a round from its revealed seeds (/house/api/verify) and shows the
   seeds, the hash committed before play, and the recorded outcome beside the recomputed
   one. Plain JS, no framework; texts from slot-texts.js. */
(function () {
  'use strict'
  var LANG = window.TALA_SLOT_LANG // slot-texts.js, loaded first
  var t = LANG.t
  var $ = function (id) { return document.getElementById(id) }

  document.documentElement.lang = LANG.html
  document.title = t('verifyTitle')
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })

  function show(v) {
    form.showSeeds(v)
    var c = v.check
    $('compare').hidden = !c
    $('refused').hidden = !c || v.status === 'settled'
    if (!c) { $('verdict').textContent = t('vHidden'); $('verdict').className = 'result'; return }
    $('recHash').textContent = v.serverSeedHash
    $('newHash').textContent = c.recomputed.hash
    $('recStops').textContent = v.recorded.stops.join(' ')
    $('newStops').textContent = c.recomputed.stops.join(' ')
    $('recWin').textContent = form.money(v.recorded.win)
    $('newWin').textContent = form.money(c.recomputed.win)
    form.mark('okHash', c.hashMatches)
    form.mark('okStops', c.stopsMatch)
    form.mark('okWin', c.winMatches)
    $('verdict').textContent = c.matches ? t('vMatch') : t('vMismatch')
    $('verdict').className = c.matches ? 'result ok' : 'result bad'
  }
  var form = window.TALA_VERIFY_FORM(LANG, '/house/api/verify', show) // verify-form.js, loaded first
})()
