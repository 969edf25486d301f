/* The house slot: renders reels, paylines and paytable from the provider's state, spins
   through /house/api/spin (the provider bets and settles with the platform's seamless
   wallet) and tells the parent page the new balance. Plain JS, no framework. */
(function () {
  'use strict'
  var SVG_NS = 'http://www.w3.org/2000/svg'
  var LANG = window.TALA_SLOT_LANG // slot-texts.js, loaded first
  var lang = LANG.code
  var t = LANG.t
  var s = new URLSearchParams(location.search).get('s') || ''
  // The game session stays in memory only: out of the address bar, history and any link
  // copied from the page (the language stays).
  if (s) {
    var rest = new URLSearchParams(location.search)
    rest.delete('s')
    var q = rest.toString()
    history.replaceState(null, '', location.pathname + (q ? '?' + q : '') + location.hash)
  }
  // The provider's error messages are English; show the page's own text for the codes it expects.
  var errorText = function (env) {
    if (env.code === 'INSUFFICIENT_FUNDS') return t('funds')
    if (env.code === 'UNAUTHORIZED') return t('expired')
    return t('error')
  }
  var $ = function (id) { return document.getElementById(id) }
  var state = null
  var money = function (minor) { return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }

  document.documentElement.lang = LANG.html
  document.title = t('title')
  $('reels').setAttribute('aria-label', t('reels'))
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })

  function api(method, path, body) {
    var init = { method: method, headers: {} }
    if (body) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body) }
    return fetch(path, init).then(function (r) { return r.json() })
  }
  function showBalance(b) {
    $('balance').textContent = money(b)
    if (window.parent !== window) window.parent.postMessage({ type: 'tala:balance', balance: b }, location.origin)
  }
  // A copy of the symbol drawn in slot.html's sprite (#sym-<NAME>); decorative, the holder names it.
  function symbolSvg(name) {
    var svg = document.createElementNS(SVG_NS, 'svg')
    svg.setAttribute('class', 'sym'); svg.setAttribute('viewBox', '0 0 64 64')
    svg.setAttribute('aria-hidden', 'true'); svg.setAttribute('focusable', 'false')
    var use = document.createElementNS(SVG_NS, 'use'); use.setAttribute('href', '#sym-' + name)
    svg.appendChild(use)
    return svg
  }
  function renderGrid(grid, winning) {
    var reels = $('reels'); reels.innerHTML = ''
    grid.forEach(function (col, r) {
      var reel = document.createElement('div'); reel.className = 'reel'
      col.forEach(function (sym, row) {
        var cell = document.createElement('div'); cell.className = 'cell'
        var name = state.symbols[sym]
        cell.setAttribute('role', 'img'); cell.setAttribute('aria-label', t('sym_' + name)); cell.title = t('sym_' + name)
        cell.setAttribute('data-symbol', name)
        cell.appendChild(symbolSvg(name))
        if (winning && winning[r + ':' + row]) cell.className += ' win'
        reel.appendChild(cell)
      })
      reels.appendChild(reel)
    })
  }
  function renderFair(f) { $('hash').textContent = f.serverSeedHash; $('nonce').textContent = f.nonce; $('client').value = f.clientSeed }
  function load() {
    api('POST', '/house/api/state', { s: s }).then(function (env) {
      if (!env.success) { $('result').textContent = errorText(env); return }
      state = env.value
      $('title').textContent = state.game.name
      $('rtp').textContent = t('rtp') + ' ' + state.game.rtp.toFixed(2) + '% · ' + t(state.game.volatility)
      var sel = $('stake')
      state.stakes.forEach(function (v) { var o = document.createElement('option'); o.value = v; o.textContent = money(v); sel.appendChild(o) })
      var table = $('paytable'); table.innerHTML = '<tr><th scope="col"></th><th scope="col">3</th><th scope="col">4</th><th scope="col">5</th></tr>'
      state.paytable.forEach(function (p) {
        var tr = document.createElement('tr')
        var th = document.createElement('th'); th.scope = 'row'
        var label = document.createElement('span'); label.className = 'pay-sym'
        var name = document.createElement('span'); name.textContent = t('sym_' + p.symbol)
        label.appendChild(symbolSvg(p.symbol)); label.appendChild(name); th.appendChild(label); tr.appendChild(th)
        p.pays.forEach(function (m) { var td = document.createElement('td'); td.textContent = '×' + m.toFixed(2); tr.appendChild(td) })
        table.appendChild(tr)
      })
      renderGrid([[1, 2, 3], [4, 5, 6], [7, 1, 2], [3, 4, 5], [6, 7, 0]])
      renderFair(state.fair)
      showBalance(state.balance)
      $('spin').disabled = false
    }).catch(function () { $('result').textContent = t('error') })
  }
  $('spin').addEventListener('click', function () {
    $('spin').disabled = true; $('reels').className = 'reels spinning'; $('result').textContent = ''
    api('POST', '/house/api/spin', { s: s, stake: Number($('stake').value) }).then(function (env) {
      $('reels').className = 'reels'
      if (!env.success) { $('result').textContent = errorText(env); return }
      var v = env.value, winning = {}
      v.wins.forEach(function (w) { for (var r = 0; r < w.count; r++) winning[r + ':' + state.paylines[w.line][r]] = true })
      renderGrid(v.grid, winning)
      $('result').textContent = v.win > 0 ? t('win') + ' ' + money(v.win) : t('noWin')
      $('lastRound').textContent = v.roundId
      $('verifyLink').href = '/house/slot/verify?round=' + encodeURIComponent(v.roundId) + '&lang=' + lang
      $('verifyLink').hidden = false
      $('nonce').textContent = v.nonce + 1
      showBalance(v.balance)
    }).catch(function () { $('result').textContent = t('error') }).then(function () { $('spin').disabled = false })
  })
  $('setClient').addEventListener('click', function () {
    api('POST', '/house/api/client-seed', { s: s, clientSeed: $('client').value.trim() }).then(function (env) { if (env.success) renderFair(env.value); else $('result').textContent = env.code === 'VALIDATION_FAILED' ? t('badSeed') : errorText(env) })
  })
  $('rotate').addEventListener('click', function () {
    api('POST', '/house/api/rotate', { s: s }).then(function (env) {
      if (!env.success) { $('result').textContent = errorText(env); return }
      $('revealed').textContent = t('revealed') + ': ' + env.value.revealed.serverSeed + ' (sha256 ' + env.value.revealed.serverSeedHash + ')'
      renderFair(env.value.next)
    })
  })
  load()
})()
