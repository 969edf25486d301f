/* The house slot: renders reels, paylines and paytable from the provider's state, spins
   through /house/api/spin (the provider bets and settles with the platform's seamless
   wallet) and tells the parent page the new balance. The flow is the houseRound machine
   (flows.js, loaded first). Plain JS, no framework. */
(function () {
  'use strict'
  var SVG_NS = 'http://www.w3.org/2000/svg'
  var LANG = window.TALA_SLOT_LANG // slot-texts.js, loaded first
  var lang = LANG.code
  var t = LANG.t
  var page = window.TALA_HOUSE_PAGE(t) // house-page.js, loaded first
  var s = page.session
  var errorText = page.errorText
  var $ = page.$
  var money = page.money
  var state = null

  document.documentElement.lang = LANG.html
  document.title = t('title')
  $('reels').setAttribute('aria-label', t('reels'))
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })

  var api = page.api
  var showBalance = page.showBalance
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
  var FLOWS = window.TALA_HOUSE_FLOWS // flows.js, loaded first
  var call = function (path, body) { return api('POST', path, body).then(function (env) { if (!env.success) throw env; return env.value }) }
  var lastShown = null

  function renderGame() {
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
  }

  /** A spin's result: the grid with its winning cells, what it paid and its round for the verify link. */
  function renderSpin(v) {
    var winning = {}
    v.wins.forEach(function (w) { for (var r = 0; r < w.count; r++) winning[r + ':' + state.paylines[w.line][r]] = true })
    renderGrid(v.grid, winning)
    $('result').textContent = v.win > 0 ? t('win') + ' ' + money(v.win) : t('noWin')
    $('lastRound').textContent = v.roundId
    $('verifyLink').href = '/house/slot/verify?round=' + encodeURIComponent(v.roundId) + '&lang=' + lang
    $('verifyLink').hidden = false
  }

  // The spin and the seed panel are the houseRound machine (machines/houseRound.machine.ts): this page provides its calls and draws it.
  var actor = FLOWS.createActor(FLOWS.round.provide({
    actors: {
      loadGame: FLOWS.fromPromise(function () { return call('/house/api/state', { s: s }).then(function (v) { state = v; return v }) }),
      playRound: FLOWS.fromPromise(function (a) { return call('/house/api/spin', { s: s, stake: a.input.stake }) }),
      setClientSeed: FLOWS.fromPromise(function (a) { return call('/house/api/client-seed', { s: s, clientSeed: a.input.clientSeed }) }),
      rotateSeed: FLOWS.fromPromise(function () { return call('/house/api/rotate', { s: s }) }),
    },
  }))
  var before = null
  actor.subscribe(function (v) {
    var c = v.context
    var was = before
    before = v
    $('retryRow').hidden = !v.matches('unavailable')
    if (v.matches('unavailable')) { $('result').textContent = errorText({ code: c.failure ? c.failure.code : '' }); return }
    if (v.matches('loading')) return
    if (!was || was.matches('loading') || was.matches('unavailable')) { renderGame(); showBalance(c.balance) }
    var spinning = v.matches('playing')
    $('reels').className = spinning ? 'reels spinning' : 'reels'
    $('spin').disabled = !v.can({ type: 'round.played' })
    if (spinning) $('result').textContent = ''
    if (c.last && c.last !== lastShown) { lastShown = c.last; renderSpin(c.last) }
    page.renderRound(v, was)
  })
  $('spin').addEventListener('click', function () { actor.send({ type: 'round.played' }) })
  page.bindRound(actor)
  actor.start()
})()
