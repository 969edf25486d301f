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
  }
  return page
}
