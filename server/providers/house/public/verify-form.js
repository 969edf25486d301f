/* What the house games' verification pages share: the round form (the round in the address,
   checked at once when the page opens with one), asking `apiPath` for the round, and the
   seeds of a round (from the hash committed before play to the stake) and the matches /
   differs marks. Each page's own script shows what it checks. */
window.TALA_VERIFY_FORM = function (lang, apiPath, show) {
  'use strict'
  var t = lang.t
  var $ = function (id) { return document.getElementById(id) }
  function check(round) {
    $('details').hidden = true
    $('verdict').className = 'result'
    $('verdict').textContent = ''
    fetch(apiPath + '?round=' + encodeURIComponent(round)).then(function (r) { return r.json() }).then(function (env) {
      if (env.success) show(env.value)
      else $('verdict').textContent = env.code === 'NOT_FOUND' || env.code === 'VALIDATION_FAILED' ? t('vNotFound') : t('error')
    }).catch(function () { $('verdict').textContent = t('error') })
  }
  $('form').addEventListener('submit', function (e) {
    e.preventDefault()
    var round = $('round').value.trim()
    if (!round) return
    history.replaceState(null, '', '?round=' + encodeURIComponent(round) + '&lang=' + lang.code)
    check(round)
  })
  var asked = new URLSearchParams(location.search).get('round')
  if (asked) { $('round').value = asked; check(asked) }
  var money = function (minor) { return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }
  return {
    money: money,
    showSeeds: function (v) {
      $('details').hidden = false
      $('vRound').textContent = v.roundId
      $('vCommitted').textContent = v.serverSeedHash
      $('vServerSeed').textContent = v.serverSeed || '—'
      $('vClient').textContent = v.clientSeed
      $('vNonce').textContent = v.nonce
      $('vStake').textContent = money(v.stake)
    },
    mark: function (id, ok) {
      $(id).textContent = ok ? '✓ ' + t('vSame') : '✗ ' + t('vDiff')
      $(id).className = ok ? 'ok' : 'bad'
    },
  }
}
