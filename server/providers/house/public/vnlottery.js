/* The Vietnamese lottery's page (TCG_LOTTO_VN titles): the region's provinces on sale with the
   countdown to each draw's close, the bet type and number picker (a 00–99 grid, or three digits
   for 3 càng), the ticket and its total, the latest results in the real prize layout, the
   member's tickets with a verify link, and the rules with every odds figure from the server.
   The server prices, checks and settles everything; the page reads its state every 5 s and
   when a draw's sales close. Plain JS. */
(function () {
  'use strict'
  var LANG = window.TALA_VNLOTTERY_LANG // vnlottery-texts.js, loaded first
  var t = LANG.t
  var page = window.TALA_HOUSE_PAGE(t) // house-page.js, loaded first
  var $ = page.$
  var money = page.money
  var state = null
  var offset = 0
  var region = null
  var drawId = null
  var type = 'lo'
  var picked = []
  var bets = []
  var shownResult = null
  var busy = false

  document.documentElement.lang = LANG.html
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })
  $('verifyLink').href = '/house/vnlottery/verify?lang=' + LANG.code
  $('regions').setAttribute('aria-label', t('regionLabel'))
  $('grid').setAttribute('aria-label', t('numbers'))

  var say = function (text) { $('message').textContent = text }
  var serverNow = function () { return Date.now() + offset }
  var two = function (n) { return (n < 10 ? '0' : '') + n }
  var el = function (tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e }
  var odds = function (h) { return '×' + (h / 100).toFixed(2) }
  /** A draw's Vietnam date and time from its day number and time of day in schedule seconds. */
  function when(drawNo, drawAt) {
    var d = new Date(drawNo * 86400000)
    var sec = Math.round(drawAt / state.secondMs + 25200) % 86400
    return two(d.getUTCDate()) + '/' + two(d.getUTCMonth() + 1) + ' ' + two(Math.floor(sec / 3600)) + ':' + two(Math.floor(sec / 60) % 60)
  }
  function countdown(ms) {
    var s = Math.max(0, Math.ceil(ms / state.secondMs))
    return two(Math.floor(s / 3600)) + ':' + two(Math.floor(s / 60) % 60) + ':' + two(s % 60)
  }
  var betName = function (b) { return t('bt_' + b.type) + ' ' + b.numbers.join('-') }
  var selectionName = function (sel) { var p = sel.split(':'); return t('bt_' + p[0]) + ' ' + p[1] }
  function failure(env) {
    if (env.code === 'BETS_CLOSED') return t('betsClosed')
    if (env.code === 'LIMIT_REACHED') return t('limitReached')
    if (env.code === 'VALIDATION_FAILED') return t('invalidBet')
    if (env.code === 'FORBIDDEN') return t('forbidden')
    return page.errorText(env)
  }

  function load() {
    var body = { s: page.session }
    if (region) body.region = region
    return page.api('POST', '/house/api/vnlottery/state', body).then(function (env) {
      if (!env.success) { say(failure(env)); return }
      state = env.value
      offset = state.serverNow - Date.now()
      region = state.region
      render()
    }).catch(function () { say(t('error')) })
  }

  function render() {
    $('title').textContent = state.game.name
    document.title = state.game.name
    page.showBalance(state.balance)
    renderRegions()
    renderDraws()
    renderTypes()
    renderTicket()
    renderResults()
    renderMine()
    renderRules()
  }

  function renderRegions() {
    var nav = $('regions')
    nav.hidden = state.regions.length < 2
    nav.textContent = ''
    state.regions.forEach(function (r) {
      var b = el('button', 'tab', t('region_' + r))
      b.type = 'button'
      b.setAttribute('aria-pressed', String(r === region))
      b.addEventListener('click', function () { if (r !== region) { region = r; drawId = null; load() } })
      nav.appendChild(b)
    })
  }

  function renderDraws() {
    var box = $('draws')
    box.textContent = ''
    $('noDraws').hidden = state.draws.length > 0
    if (!state.draws.some(function (d) { return d.drawId === drawId })) drawId = state.draws.length ? state.draws[0].drawId : null
    state.draws.forEach(function (d) {
      var b = el('button', 'tab draw')
      b.type = 'button'
      b.setAttribute('data-draw', d.drawId)
      b.setAttribute('data-testid', 'vn-draw')
      b.setAttribute('aria-pressed', String(d.drawId === drawId))
      b.appendChild(el('strong', '', d.province))
      b.appendChild(el('span', 'muted', t('drawTime') + ' ' + when(d.drawNo, d.drawAt)))
      b.appendChild(el('span', 'clock'))
      b.addEventListener('click', function () { drawId = d.drawId; renderDraws(); renderTicket() })
      box.appendChild(b)
    })
    tick()
  }

  /** The countdowns; a draw whose sales have just closed makes the page read the state again. */
  function tick() {
    if (!state) return
    var now = serverNow()
    var due = false
    var box = $('draws')
    if (!box) return
    Array.prototype.forEach.call(box.querySelectorAll('[data-draw]'), function (b) {
      var d = state.draws.filter(function (x) { return x.drawId === b.getAttribute('data-draw') })[0]
      // A button of a draw the last reading no longer lists is redrawn with the next reading.
      if (!d) return
      var left = d.closesAt - now
      b.querySelector('.clock').textContent = left > 0 ? t('closesIn') + ' ' + countdown(left) : t('salesClosed')
      if (left <= 0) due = true
    })
    if (due && !busy) { busy = true; load().then(function () { busy = false }) }
  }

  function renderTypes() {
    var box = $('types')
    box.textContent = ''
    state.betTypes.forEach(function (bt) {
      var b = el('button', 'type')
      b.type = 'button'
      b.setAttribute('data-type', bt)
      b.setAttribute('aria-pressed', String(bt === type))
      b.appendChild(el('span', '', t('bt_' + bt)))
      b.appendChild(el('small', '', odds(state.odds[bt])))
      b.addEventListener('click', function () { type = bt; picked = []; renderTypes() })
      box.appendChild(b)
    })
    var k = type.charAt(0) === 'x' ? Number(type.slice(1)) : 0
    $('hint').textContent = k ? t('hint_x') + ' ' + k : t('hint_' + type)
    $('grid').hidden = type === '3c'
    $('threeRow').hidden = type !== '3c'
    renderGrid()
  }

  function renderGrid() {
    var grid = $('grid')
    if (!grid.firstChild) {
      for (var n = 0; n < 100; n++) {
        var b = el('button', 'num', two(n))
        b.type = 'button'
        b.setAttribute('data-num', two(n))
        b.addEventListener('click', function (e) {
          var v = e.currentTarget.getAttribute('data-num')
          var i = picked.indexOf(v)
          if (i >= 0) picked.splice(i, 1); else picked.push(v)
          renderGrid()
        })
        grid.appendChild(b)
      }
    }
    Array.prototype.forEach.call(grid.children, function (b) { b.setAttribute('aria-pressed', String(picked.indexOf(b.getAttribute('data-num')) >= 0)) })
  }

  function addBets() {
    var stake = Math.round(Number(String($('stake').value).replace(',', '.')) * 100)
    var lim = state.limits
    if (!(stake >= lim.minStake && stake <= lim.maxStake)) { say(t('badStake') + ' ' + money(lim.maxStake)); return }
    var fresh = []
    if (type === '3c') {
      var v = $('three').value.trim()
      if (!/^\d{3}$/.test(v)) { say(t('badNumber')); return }
      fresh.push({ type: type, numbers: [v], stake: stake })
    } else if (type.charAt(0) === 'x') {
      var k = Number(type.slice(1))
      if (picked.length !== k) { say(t('pickExactly') + ' ' + k); return }
      fresh.push({ type: type, numbers: picked.slice().sort(), stake: stake })
    } else {
      if (!picked.length) { say(t('pickSome')); return }
      picked.slice().sort().forEach(function (n) { fresh.push({ type: type, numbers: [n], stake: stake }) })
    }
    if (bets.length + fresh.length > lim.maxBets) { say(t('tooManyBets') + ' ' + lim.maxBets); return }
    bets = bets.concat(fresh)
    picked = []
    $('three').value = ''
    say('')
    renderGrid()
    renderTicket()
  }

  function renderTicket() {
    var list = $('ticketBets')
    list.textContent = ''
    var d = state.draws.filter(function (x) { return x.drawId === drawId })[0]
    $('ticketDraw').textContent = d ? d.province + ' · ' + when(d.drawNo, d.drawAt) : ''
    bets.forEach(function (b, i) {
      var li = el('li', 'bet')
      li.appendChild(el('span', '', betName(b) + ' · ' + money(b.stake) + ' @ ' + odds(state.odds[b.type])))
      var rm = el('button', 'quiet small', t('remove'))
      rm.type = 'button'
      rm.setAttribute('aria-label', t('remove') + ' ' + betName(b))
      rm.addEventListener('click', function () { bets.splice(i, 1); renderTicket() })
      li.appendChild(rm)
      list.appendChild(li)
    })
    $('ticketEmpty').hidden = bets.length > 0
    $('total').textContent = money(bets.reduce(function (a, b) { return a + b.stake }, 0))
    $('place').disabled = busy || !bets.length || !d
  }

  function place() {
    if (busy || !bets.length || !drawId) return
    busy = true
    renderTicket()
    var sent = bets.slice()
    page.api('POST', '/house/api/vnlottery/bet', { s: page.session, draw: drawId, bets: sent }).then(function (env) {
      busy = false
      if (!env.success) { say(failure(env)); renderTicket(); return }
      bets = []
      say(t('placed') + ': ' + money(env.value.stake))
      page.showBalance(env.value.balance)
      return load()
    }).catch(function () { busy = false; say(t('error')); renderTicket() })
  }

  function renderResults() {
    var tabs = $('resultTabs')
    tabs.textContent = ''
    $('noResults').hidden = state.results.length > 0
    if (!state.results.some(function (r) { return r.drawId === shownResult })) shownResult = state.results.length ? state.results[0].drawId : null
    state.results.forEach(function (r) {
      var b = el('button', 'tab small', r.province + ' ' + when(r.drawNo, r.drawAt).slice(0, 5))
      b.type = 'button'
      b.setAttribute('aria-pressed', String(r.drawId === shownResult))
      b.addEventListener('click', function () { shownResult = r.drawId; renderResults() })
      tabs.appendChild(b)
    })
    var board = $('board')
    board.textContent = ''
    var r = state.results.filter(function (x) { return x.drawId === shownResult })[0]
    $('verifyDraw').hidden = !r
    if (!r) return
    $('verifyDraw').textContent = t('verifyBet') + ': ' + r.drawId
    $('verifyDraw').href = '/house/vnlottery/verify?round=' + encodeURIComponent(r.drawId) + '&lang=' + LANG.code
    var cap = el('caption', '', r.province + ' · ' + when(r.drawNo, r.drawAt))
    board.appendChild(cap)
    r.prizes.forEach(function (p) {
      var tr = el('tr', p.prize === 'DB' ? 'special' : '')
      var th = el('th', '', t('prize_' + p.prize))
      th.scope = 'row'
      if (p.prize === 'DB') th.title = t('special')
      tr.appendChild(th)
      var td = el('td', 'nums')
      p.numbers.forEach(function (n) { td.appendChild(el('span', 'n', n)) })
      tr.appendChild(td)
      board.appendChild(tr)
    })
  }

  function renderMine() {
    var table = $('mine')
    table.textContent = ''
    $('noTickets').hidden = state.tickets.length > 0
    if (!state.tickets.length) return
    var head = el('tr')
    ;['drawCol', 'betsCol', 'stakeCol', 'status', 'returned', ''].forEach(function (k) { var th = el('th', '', k ? t(k) : ''); th.scope = 'col'; head.appendChild(th) })
    table.appendChild(head)
    state.tickets.forEach(function (tk) {
      var tr = el('tr')
      var cell = function (k, text, cls) { var td = el('td', cls || '', text); if (k) td.setAttribute('data-label', t(k)); tr.appendChild(td); return td }
      var no = Number(tk.drawId.split(':')[1])
      cell('drawCol', (tk.province || tk.drawId) + ' ' + when(no, tk.drawAt))
      var list = cell('betsCol', '')
      tk.bets.forEach(function (b) {
        var line = selectionName(b.selection) + ' · ' + money(b.stake) + ' @ ' + odds(b.odds)
        if (b.win !== null && b.win > 0) line += ' → ' + money(b.win)
        list.appendChild(el('div', '', line))
      })
      cell('stakeCol', money(tk.stake))
      cell('status', t('status_' + tk.status))
      var won = tk.status === 'settled' && tk.win > 0
      cell('returned', tk.status === 'settled' ? money(tk.win) + ' ' + (won ? t('won') : t('lost')) : tk.status === 'void' ? money(tk.stake) : '—', won ? 'won' : tk.status === 'settled' ? 'lost' : '')
      var v = cell('', '')
      var a = el('a', '', t('verifyBet'))
      a.href = '/house/vnlottery/verify?round=' + encodeURIComponent(tk.ticketId) + '&lang=' + LANG.code
      a.target = '_blank'
      a.rel = 'noopener'
      v.appendChild(a)
      table.appendChild(tr)
    })
  }

  function renderRules() {
    var table = $('oddsTable')
    table.textContent = ''
    var head = el('tr')
    ;['betType', 'odds', 'rules'].forEach(function (k) { var th = el('th', '', t(k)); th.scope = 'col'; head.appendChild(th) })
    table.appendChild(head)
    state.betTypes.forEach(function (bt) {
      var tr = el('tr')
      var th = el('th', '', t('bt_' + bt))
      th.scope = 'row'
      tr.appendChild(th)
      tr.appendChild(el('td', 'fig', odds(state.odds[bt])))
      tr.appendChild(el('td', '', t(bt.charAt(0) === 'x' ? 'rule_x' : 'rule_' + bt)))
      table.appendChild(tr)
    })
    var lim = state.limits
    var ul = $('limits')
    ul.textContent = ''
    ;[[t('prizesCount'), state.prizeCount], [t('closeBefore'), state.closeBefore / 60], [t('stakeRange'), money(lim.minStake) + ' – ' + money(lim.maxStake)],
      [t('maxBets'), lim.maxBets], [t('maxPayout'), money(lim.maxPayoutPerSelection)]].forEach(function (row) { ul.appendChild(el('li', '', row[0] + ': ' + row[1])) })
  }

  $('add').addEventListener('click', addBets)
  $('clear').addEventListener('click', function () { bets = []; say(''); renderTicket() })
  $('place').addEventListener('click', place)
  setInterval(tick, 1000)
  setInterval(function () { if (!busy) load() }, 5000)
  load()
})()
