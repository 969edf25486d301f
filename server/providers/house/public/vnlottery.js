/* The Vietnamese lottery's page (TCG_LOTTO_VN titles): the region's provinces on sale with the
   countdown to each draw's close, the bet type and number picker (a 00–99 grid, or three digits
   for 3 càng), the ticket and its total, the latest results in the real prize layout, the
   member's tickets with a verify link, and the rules with every odds figure from the server.
   The server prices, checks and settles everything; the page reads its state every 5 s and
   when a draw's sales close. The ticket runs machines/vnTicket.machine.ts (flows.js, loaded
   first). Plain JS. */
(function () {
  'use strict'
  var LANG = window.TALA_VNLOTTERY_LANG // vnlottery-texts.js, loaded first
  var t = LANG.t
  var page = window.TALA_HOUSE_PAGE(t) // house-page.js, loaded first
  var FLOW = window.TALA_HOUSE_FLOWS // flows.js, loaded first
  var $ = page.$
  var money = page.money
  var state = null
  var offset = 0
  var region = null
  var type = 'lo'
  var picked = []
  var shownResult = null
  var busy = false
  var actor = null
  var ticket = function () { return actor.getSnapshot() }
  // The odds table the launch opened the game in (lottoPrizeMode); the server prices every ticket at it.
  var prizeMode = (function () { var m = new URLSearchParams(location.search).get('mode'); return m === 'ZY' || m === 'SEA' ? m : 'Lott' })()

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
  /** A draw's Vietnam date and time from its time in schedule seconds (test draws' numbers are not days). */
  function when(drawNo, drawAt) {
    var vn = Math.round(drawAt / state.secondMs + 25200)
    var d = new Date(Math.floor(vn / 86400) * 86400000)
    var sec = vn % 86400
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
    var body = { s: page.session, prizeMode: prizeMode }
    if (region) body.region = region
    return page.api('POST', '/house/api/vnlottery/state', body).then(function (env) {
      if (!env.success) { say(failure(env)); return }
      state = env.value
      offset = state.serverNow - Date.now()
      region = state.region
      if (!actor) startTicket(state.limits.maxBets)
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
      b.addEventListener('click', function () { if (r !== region) { region = r; actor.send({ type: 'draw.chosen', drawId: null }); load() } })
      nav.appendChild(b)
    })
  }

  function renderDraws() {
    var box = $('draws')
    box.textContent = ''
    $('noDraws').hidden = state.draws.length > 0
    var drawId = ticket().context.drawId
    // The chosen draw closed or belongs to another region: the first one on sale instead.
    if (!state.draws.some(function (d) { return d.drawId === drawId })) actor.send({ type: 'draw.chosen', drawId: state.draws.length ? state.draws[0].drawId : null })
    drawId = ticket().context.drawId
    state.draws.forEach(function (d) {
      var b = el('button', 'tab draw')
      b.type = 'button'
      b.setAttribute('data-draw', d.drawId)
      b.setAttribute('data-testid', 'vn-draw')
      b.setAttribute('aria-pressed', String(d.drawId === drawId))
      b.appendChild(el('strong', '', d.province))
      b.appendChild(el('span', 'muted', t('drawTime') + ' ' + when(d.drawNo, d.drawAt)))
      b.appendChild(el('span', 'clock'))
      b.addEventListener('click', function () { actor.send({ type: 'draw.chosen', drawId: d.drawId }); renderDraws() })
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
    actor.send({ type: 'bets.added', bets: fresh })
    // A ticket too full for them keeps the picks, and says so.
    if (ticket().context.note) return
    picked = []
    $('three').value = ''
    say('')
    renderGrid()
  }

  function renderTicket() {
    if (!state) return
    var snap = ticket()
    var bets = snap.context.bets
    var list = $('ticketBets')
    list.textContent = ''
    var d = state.draws.filter(function (x) { return x.drawId === snap.context.drawId })[0]
    $('ticketDraw').textContent = d ? d.province + ' · ' + when(d.drawNo, d.drawAt) : ''
    bets.forEach(function (b, i) {
      var li = el('li', 'bet')
      li.appendChild(el('span', '', betName(b) + ' · ' + money(b.stake) + ' @ ' + odds(state.odds[b.type])))
      var rm = el('button', 'quiet small', t('remove'))
      rm.type = 'button'
      rm.setAttribute('aria-label', t('remove') + ' ' + betName(b))
      rm.disabled = snap.matches('placing')
      rm.addEventListener('click', function () { actor.send({ type: 'bet.removed', index: i }) })
      li.appendChild(rm)
      list.appendChild(li)
    })
    $('ticketEmpty').hidden = bets.length > 0
    $('total').textContent = money(bets.reduce(function (a, b) { return a + b.stake }, 0))
    $('place').disabled = snap.matches('placing') || !bets.length || !d
    $('clear').disabled = snap.matches('placing')
  }

  function noteText(note) {
    if (!note) return ''
    if (note.key === 'placed') return t('placed') + ': ' + money(note.amount)
    if (note.key === 'tooManyBets') return t('tooManyBets') + ' ' + ticket().context.maxBets
    if (note.key === 'betsClosed') return t('betsClosed')
    if (note.code === 'NETWORK') return t('error')
    return failure({ code: note.code })
  }

  /** The ticket's flow, once the first reading gives its limit. */
  function startTicket(maxBets) {
    actor = FLOW.createActor(FLOW.vnTicket.provide({
      actors: {
        placeTicket: FLOW.fromPromise(function (arg) {
          var body = { s: page.session, prizeMode: prizeMode, draw: arg.input.drawId, bets: arg.input.bets }
          return page.api('POST', '/house/api/vnlottery/bet', body).then(function (env) {
            if (!env.success) throw { code: env.code }
            page.showBalance(env.value.balance)
            load()
            return { stake: env.value.stake, balance: env.value.balance }
          }, function () { throw { code: 'NETWORK' } })
        }),
      },
    }), { input: { maxBets: maxBets } })
    var lastNote = null
    actor.subscribe(function (snap) {
      if (snap.context.note !== lastNote) { lastNote = snap.context.note; say(noteText(lastNote)) }
      renderTicket()
    })
    actor.start()
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
      b.setAttribute('data-draw', r.drawId)
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
      tr.setAttribute('data-testid', 'vn-ticket-row')
      tr.setAttribute('data-draw', tk.drawId)
      tr.setAttribute('data-status', tk.status)
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
    $('modeText').textContent = t('prizeMode') + ': ' + t('mode_' + state.prizeMode)
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
  $('clear').addEventListener('click', function () { actor.send({ type: 'ticket.cleared' }) })
  $('place').addEventListener('click', function () { actor.send({ type: 'ticket.submitted' }) })
  setInterval(tick, 1000)
  setInterval(function () { if (!busy) load() }, 5000)
  load()
})()
