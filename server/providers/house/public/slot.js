/* The house slot: renders reels, paylines and paytable from the provider's state, spins
   through /house/api/spin (the provider bets and settles with the platform's seamless
   wallet) and tells the parent page the new balance. Plain JS, no framework. */
(function () {
  'use strict'
  var GLYPHS = { WILD: '★', SEVEN: '7', BAR: '▬', BELL: '🔔', MELON: '🍉', GRAPE: '🍇', LEMON: '🍋', CHERRY: '🍒' }
  var TEXT = {
    en: { balance: 'Balance', stake: 'Stake', spin: 'Spin', paytable: 'Paytable', fair: 'Provably fair', hash: 'Server seed hash', nonce: 'Next nonce', client: 'Client seed', set: 'Set', rotate: 'Rotate seed', last: 'Last round', win: 'You win', noWin: 'No win', funds: 'Insufficient balance', error: 'Something went wrong, try again', revealed: 'Revealed server seed', linesNote: '10 paylines, pays left to right, wild substitutes. Wins are multiples of the line bet (stake / 10).', verifyNote: 'Check a round offline: npm run verify-round -- <roundId>' },
    ty: { balance: 'Balanse', stake: 'Taya', spin: 'Paikutin', paytable: 'Talaan ng bayad', fair: 'Mapapatunayang patas', hash: 'Hash ng server seed', nonce: 'Susunod na nonce', client: 'Client seed', set: 'Itakda', rotate: 'Palitan ang seed', last: 'Huling round', win: 'Panalo ka ng', noWin: 'Walang panalo', funds: 'Kulang ang balanse', error: 'May nangyaring mali, subukan muli', revealed: 'Inilantad na server seed', linesNote: '10 paylines, bayad mula kaliwa pakanan, ang wild ay pamalit. Ang panalo ay multiple ng taya bawat linya (taya / 10).', verifyNote: 'Suriin ang round offline: npm run verify-round -- <roundId>' },
  }
  var params = new URLSearchParams(location.search)
  var s = params.get('s') || ''
  var lang = TEXT[params.get('lang')] ? params.get('lang') : 'en'
  var t = function (k) { return TEXT[lang][k] || TEXT.en[k] }
  var $ = function (id) { return document.getElementById(id) }
  var state = null
  var money = function (minor) { return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }

  document.documentElement.lang = lang === 'ty' ? 'tl' : lang
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
  function renderGrid(grid, winning) {
    var reels = $('reels'); reels.innerHTML = ''
    grid.forEach(function (col, r) {
      var reel = document.createElement('div'); reel.className = 'reel'
      col.forEach(function (sym, row) {
        var cell = document.createElement('div'); cell.className = 'cell'
        var name = state.symbols[sym]
        cell.textContent = GLYPHS[name] || name; cell.title = name
        if (winning && winning[r + ':' + row]) cell.className += ' win'
        reel.appendChild(cell)
      })
      reels.appendChild(reel)
    })
  }
  function renderFair(f) { $('hash').textContent = f.serverSeedHash; $('nonce').textContent = f.nonce; $('client').value = f.clientSeed }
  function load() {
    api('GET', '/house/api/state?s=' + encodeURIComponent(s)).then(function (env) {
      if (!env.success) { $('result').textContent = env.message; return }
      state = env.value
      $('title').textContent = state.game.name
      $('rtp').textContent = 'RTP ' + state.game.rtp.toFixed(2) + '% · ' + state.game.volatility
      var sel = $('stake')
      state.stakes.forEach(function (v) { var o = document.createElement('option'); o.value = v; o.textContent = money(v); sel.appendChild(o) })
      var table = $('paytable'); table.innerHTML = '<tr><th></th><th>3</th><th>4</th><th>5</th></tr>'
      state.paytable.forEach(function (p) {
        var tr = document.createElement('tr')
        tr.innerHTML = '<th title="' + p.symbol + '">' + (GLYPHS[p.symbol] || p.symbol) + '</th>' + p.pays.map(function (m) { return '<td>×' + m.toFixed(2) + '</td>' }).join('')
        table.appendChild(tr)
      })
      renderGrid([[1, 2, 3], [4, 5, 6], [7, 1, 2], [3, 4, 5], [6, 7, 0]])
      renderFair(state.fair)
      showBalance(state.balance)
      $('spin').disabled = false
    })
  }
  $('spin').addEventListener('click', function () {
    $('spin').disabled = true; $('reels').className = 'reels spinning'; $('result').textContent = ''
    api('POST', '/house/api/spin', { s: s, stake: Number($('stake').value) }).then(function (env) {
      $('reels').className = 'reels'
      if (!env.success) { $('result').textContent = env.code === 'INSUFFICIENT_FUNDS' ? t('funds') : env.message || t('error'); return }
      var v = env.value, winning = {}
      v.wins.forEach(function (w) { for (var r = 0; r < w.count; r++) winning[r + ':' + state.paylines[w.line][r]] = true })
      renderGrid(v.grid, winning)
      $('result').textContent = v.win > 0 ? t('win') + ' ' + money(v.win) : t('noWin')
      $('lastRound').textContent = v.roundId
      $('nonce').textContent = v.nonce + 1
      showBalance(v.balance)
    }).catch(function () { $('result').textContent = t('error') }).then(function () { $('spin').disabled = false })
  })
  $('setClient').addEventListener('click', function () {
    api('POST', '/house/api/client-seed', { s: s, clientSeed: $('client').value.trim() }).then(function (env) { if (env.success) renderFair(env.value); else $('result').textContent = env.message })
  })
  $('rotate').addEventListener('click', function () {
    api('POST', '/house/api/rotate', { s: s }).then(function (env) {
      if (!env.success) { $('result').textContent = env.message; return }
      $('revealed').textContent = t('revealed') + ': ' + env.value.revealed.serverSeed + ' (sha256 ' + env.value.revealed.serverSeedHash + ')'
      renderFair(env.value.next)
    })
  })
  load()
})()
