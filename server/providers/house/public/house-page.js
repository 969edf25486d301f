/* What every house game page shares (loaded before the game's own script): the game session
   taken from the launch URL and kept in memory only (out of the address bar, history and any
   link copied from the page; the language stays), the provider's API, the page's own text for
   the failure codes it expects (the provider's messages are English), money in minor units,
   the balance told to the parent page, and the provably-fair panel's figures. */
window.TALA_HOUSE_PAGE = function (t) {
  'use strict'
  var s = new URLSearchParams(location.search).get('s') || ''
  if (s) {
    var rest = new URLSearchParams(location.search)
    rest.delete('s')
    var q = rest.toString()
    history.replaceState(null, '', location.pathname + (q ? '?' + q : '') + location.hash)
  }
  var $ = function (id) { return document.getElementById(id) }
  var page = {
    session: s,
    $: $,
    money: function (minor) { return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) },
    errorText: function (env) {
      if (env.code === 'INSUFFICIENT_FUNDS') return t('funds')
      if (env.code === 'UNAUTHORIZED') return t('expired')
      return t('error')
    },
    api: function (method, path, body) {
      var init = { method: method, headers: {} }
      if (body) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body) }
      return fetch(path, init).then(function (r) { return r.json() })
    },
    /** Shows the balance in #balance and tells the parent page (the header follows it). */
    showBalance: function (b) {
      $('balance').textContent = page.money(b)
      if (window.parent !== window) window.parent.postMessage({ type: 'tala:balance', balance: b }, location.origin)
    },
    renderFair: function (f) { $('hash').textContent = f.serverSeedHash; $('nonce').textContent = f.nonce; $('client').value = f.clientSeed },
    /** What a single-round page (slot, fish) shows the same way of its houseRound state `v` (`was` the one before): the seed panel, the balance after a round, a failure. */
    renderRound: function (v, was) {
      var c = v.context
      $('setClient').disabled = !v.can({ type: 'clientSeed.submitted', clientSeed: '' })
      $('rotate').disabled = !v.can({ type: 'seed.rotated' })
      if (was && was.context.balance !== c.balance) page.showBalance(c.balance)
      // After a round only the nonce moves: the client seed being typed stays.
      var seedsMoved = c.fair && (!was || !was.context.fair || was.context.fair.serverSeedHash !== c.fair.serverSeedHash || was.context.fair.clientSeed !== c.fair.clientSeed)
      if (seedsMoved) page.renderFair(c.fair)
      else if (c.fair) $('nonce').textContent = c.fair.nonce
      if (c.revealed && (!was || was.context.revealed !== c.revealed)) $('revealed').textContent = t('revealed') + ': ' + c.revealed.serverSeed + ' (sha256 ' + c.revealed.serverSeedHash + ')'
      if (c.failure && (!was || was.context.failure !== c.failure)) $('result').textContent = c.failure.call === 'seed' && c.failure.code === 'VALIDATION_FAILED' ? t('badSeed') : page.errorText({ code: c.failure.code })
    },
    /** The controls a single-round page sends to its houseRound actor: the stake, the seed panel, and Try again. */
    bindRound: function (actor) {
      $('stake').addEventListener('change', function () { actor.send({ type: 'stake.picked', stake: Number($('stake').value) }) })
      $('setClient').addEventListener('click', function () { actor.send({ type: 'clientSeed.submitted', clientSeed: $('client').value.trim() }) })
      $('rotate').addEventListener('click', function () { actor.send({ type: 'seed.rotated' }) })
      $('retry').addEventListener('click', function () { actor.send({ type: 'retry.pressed' }) })
    },
  }
  return page
}
