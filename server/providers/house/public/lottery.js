/* The house e-lottery's page (ELOTT titles; the game, 5 digits or 3 dice, is the one the server
   named in the page's data-game for this session): the draw on sale with its countdowns and
   committed seed hash, the last results as they are drawn, the bet board with the server's odds,
   the ticket (chips stacked on selections, up to the server's limit of bets) and the member's
   tickets with their returns and verify links. The ticket runs machines/lotterySlip.machine.ts
   (bundled into flows.js, loaded first); this page provides its calls and the `untilClose` delay
   and draws its state. The server draws, decides and pays everything.
   The page reads the game's state every second rather than listening to a stream: the reading is
   the member's own (balance, tickets) as much as the draw's, a draw changes once a minute or
   less, and each reading is a few indexed rows; the tables' public SSE feed carries no member data. */
(function () {
  'use strict'
  var LANG = window.TALA_LOTTERY_LANG // lottery-texts.js, loaded first
  var t = LANG.t
  var page = window.TALA_HOUSE_PAGE(t) // house-page.js, loaded first
  var RULES = window.TALA_LOTTERY_RULES // lottery-rules.js, loaded first
  var FLOW = window.TALA_HOUSE_FLOWS // flows.js, loaded first
  var s = page.session
  var $ = page.$
  var money = page.money
  var GAME = document.querySelector('[data-game]').getAttribute('data-game')
  var POLL_MS = 1000
  /** Chip values in minor units; those inside the server's stake limits are offered. */
  var CHIPS = [100, 500, 1000, 5000, 10000, 50000]
  var state = null
  var offset = 0
  var view = null
  var shownBalance = null
  var shownResults = ''
  var shownTickets = ''
  var picks = {}
  var chipButtons = {}

  document.documentElement.lang = LANG.html
  document.title = t('title_' + GAME)
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })
  $('verifyLink').href = '/house/lottery/verify?lang=' + LANG.code

  var fill = function (text, figures) { return text.replace(/\{(\w+)\}/g, function (m, k) { return Object.prototype.hasOwnProperty.call(figures, k) ? String(figures[k]) : m }) }
  var odds = function (hundredths) { return (hundredths / 100).toFixed(2) }
  var serverNow = function () { return Date.now() + offset }
  var drawNoOf = function (drawId) { return drawId.split(':').pop() }
  var verifyHref = function (id) { return '/house/lottery/verify?round=' + encodeURIComponent(id) + '&lang=' + LANG.code }
  var say = function (text) { $('message').textContent = text }
  var clock = function (ms) { var sec = Math.max(0, Math.ceil(ms / 1000)); return Math.floor(sec / 60) + ':' + String(sec % 60).padStart(2, '0') }
  var label = function (selection) { return RULES.label(t, GAME, selection) }
  var betsNow = function () { return view ? view.context.bets : [] }

  /** The balls of a result: digits, or dice faces with their number for screen readers. */
  function ballsOf(balls) {
    var box = document.createElement('span')
    box.className = 'balls'
    balls.forEach(function (b) {
      var ball = document.createElement('span')
      ball.className = GAME === 'ELOTT3D' ? 'ball die' : 'ball'
      if (GAME === 'ELOTT3D') {
        var face = document.createElement('span'); face.className = 'pips'; face.setAttribute('aria-hidden', 'true')
        RULES.pips(b).forEach(function (cell) { var pip = document.createElement('i'); pip.style.gridArea = Math.ceil(cell / 3) + ' / ' + ((cell - 1) % 3 + 1); face.appendChild(pip) })
        ball.appendChild(face)
        var n = document.createElement('span'); n.className = 'sr'; n.textContent = String(b); ball.appendChild(n)
      } else ball.textContent = String(b)
      box.appendChild(ball)
    })
    return box
  }
  var link = function (href, text) { var a = document.createElement('a'); a.href = href; a.target = '_blank'; a.rel = 'noopener'; a.textContent = text; return a }

  function buildBoard() {
    var board = $('board')
    RULES.groups(GAME).forEach(function (g) {
      var group = document.createElement('div'); group.className = 'group'
      var h = document.createElement('h3'); h.id = 'group-' + g.key; h.textContent = t(g.key); group.appendChild(h)
      var box = document.createElement('div'); box.setAttribute('role', 'group'); box.setAttribute('aria-labelledby', h.id)
      var row = null
      var kind = null
      g.selections.forEach(function (sel) {
        // Sides in a row of four, numbers in rows of their own.
        var numeric = /^\d+$/.test(sel.split(':')[1])
        if (numeric !== kind) { kind = numeric; row = document.createElement('div'); row.className = 'picks' + (numeric ? ' many' : ''); box.appendChild(row) }
        var b = document.createElement('button')
        b.type = 'button'; b.className = 'pick'
        b.setAttribute('data-testid', 'lottery-pick'); b.setAttribute('data-selection', sel)
        var name = document.createElement('span'); name.className = 'plabel'; name.textContent = RULES.short(t, sel); b.appendChild(name)
        var price = document.createElement('span'); price.className = 'podds'; price.textContent = odds(state.odds[sel]); b.appendChild(price)
        b.setAttribute('aria-label', label(sel) + ', ' + t('odds') + ' ' + odds(state.odds[sel]))
        b.addEventListener('click', function () { actor.send({ type: 'selection.tapped', selection: sel }) })
        picks[sel] = b
        row.appendChild(b)
      })
      group.appendChild(box)
      board.appendChild(group)
    })
  }

  function buildChips(chips) {
    chips.forEach(function (c) {
      var b = document.createElement('button')
      b.type = 'button'; b.className = 'chip'; b.textContent = money(c)
      b.setAttribute('data-testid', 'lottery-chip')
      b.addEventListener('click', function () { actor.send({ type: 'chip.picked', stake: c }) })
      chipButtons[c] = b
      $('chips').appendChild(b)
    })
  }

  /** The rules with the server's figures, and every selection's odds as the server sent them. */
  function renderRules() {
    var l = state.limits
    $('rulesGame').textContent = fill(t('rules_' + GAME), { interval: state.game.interval, closeBefore: state.game.closeBefore })
    $('rulesLimits').textContent = fill(t('rules_limits'), { minStake: money(l.minStake), maxStake: money(l.maxStake), maxBets: l.maxBets, maxPayout: money(l.maxPayoutPerSelection) })
    var table = $('oddsTable')
    var head = document.createElement('tr')
    ;['selection', 'odds'].forEach(function (k) { var th = document.createElement('th'); th.scope = 'col'; th.textContent = t(k); head.appendChild(th) })
    table.appendChild(head)
    Object.keys(state.odds).forEach(function (sel) {
      var tr = document.createElement('tr')
      var th = document.createElement('th'); th.scope = 'row'; th.textContent = label(sel); tr.appendChild(th)
      var td = document.createElement('td'); td.textContent = odds(state.odds[sel]); tr.appendChild(td)
      table.appendChild(tr)
    })
  }

  function renderBoard() {
    var onTicket = {}
    betsNow().forEach(function (b) { onTicket[b.selection] = true })
    Object.keys(picks).forEach(function (sel) {
      picks[sel].disabled = !view || !view.can({ type: 'selection.tapped', selection: sel })
      picks[sel].setAttribute('aria-pressed', String(!!onTicket[sel]))
    })
    Object.keys(chipButtons).forEach(function (c) {
      chipButtons[c].setAttribute('aria-pressed', String(!!view && view.context.chip === Number(c)))
      chipButtons[c].disabled = !view || !view.can({ type: 'chip.picked', stake: Number(c) })
    })
  }

  function renderTicket() {
    if (!view || !state) return
    var bets = betsNow()
    var list = $('ticketBets')
    list.textContent = ''
    $('ticketEmpty').hidden = bets.length > 0
    bets.forEach(function (b) {
      var li = document.createElement('li')
      var text = document.createElement('span')
      text.textContent = label(b.selection) + ' @ ' + odds(state.odds[b.selection]) + ' · ' + money(b.stake) + ' (' + t('ifWins') + ' ' + money(Math.floor(b.stake * state.odds[b.selection] / 100)) + ')'
      li.appendChild(text)
      var rm = document.createElement('button'); rm.type = 'button'; rm.className = 'quiet remove'; rm.textContent = '×'
      rm.setAttribute('aria-label', t('remove') + ': ' + label(b.selection))
      rm.disabled = !view.can({ type: 'bet.removed', selection: b.selection })
      rm.addEventListener('click', function () { actor.send({ type: 'bet.removed', selection: b.selection }) })
      li.appendChild(rm)
      list.appendChild(li)
    })
    var total = bets.reduce(function (a, b) { return a + b.stake }, 0)
    $('total').textContent = bets.length ? t('total') + ' ' + money(total) : ''
    $('place').disabled = !view.can({ type: 'ticket.submitted' })
    $('clear').disabled = bets.length === 0 || !view.can({ type: 'ticket.cleared' })
  }

  /** The draw on sale: its number, hash and countdowns (redrawn every quarter second). */
  function renderClock() {
    if (!state) return
    var d = state.current
    var now = serverNow()
    $('drawNo').textContent = drawNoOf(d.drawId)
    $('drawHash').textContent = d.serverSeedHash
    var closed = !!view && view.matches({ ready: 'closed' })
    $('closesLabel').hidden = closed
    $('closesIn').textContent = closed ? t('salesClosed') : clock(d.closesAt - now)
    $('drawIn').textContent = clock(d.drawAt - now)
    // The draw before it, whose sales have closed, until its result is in the list.
    var before = Number(d.drawNo) - 1
    var beforeAt = d.drawAt - state.game.interval * state.secondMs
    var shown = state.results.some(function (r) { return r.drawNo === before })
    $('pending').hidden = shown || now < beforeAt - state.game.closeBefore * state.secondMs
    if (!shown) $('pending').textContent = fill(t(now < beforeAt ? 'pendingDraw' : 'drawing'), { draw: before, time: clock(beforeAt - now) })
  }

  function renderResults() {
    var key = state.results.map(function (r) { return r.drawId }).join()
    if (key === shownResults) return
    var first = shownResults === ''
    shownResults = key
    var list = $('results')
    list.textContent = ''
    $('noResults').hidden = state.results.length > 0
    state.results.forEach(function (r) {
      var li = document.createElement('li')
      li.setAttribute('data-testid', 'lottery-result'); li.setAttribute('data-draw', r.drawId)
      var no = document.createElement('span'); no.className = 'rno'; no.textContent = t('draw') + ' ' + r.drawNo; li.appendChild(no)
      li.appendChild(ballsOf(r.result))
      li.appendChild(link(verifyHref(r.drawId), t('verify')))
      list.appendChild(li)
    })
    // A new result is said once it arrives (not the ones already there when the page opened).
    var last = state.results[0]
    if (last && !first) $('latest').textContent = t('latest') + ': ' + t('draw') + ' ' + last.drawNo + ': ' + last.result.join(' ')
  }

  var statusOf = function (tk) {
    if (tk.status === 'void') return 'cancelled'
    if (tk.status === 'settled' || tk.status === 'paying') return tk.win > 0 ? 'won' : 'lost'
    return tk.status === 'pending' ? 'pending' : 'placed'
  }

  function renderMine() {
    var key = JSON.stringify(state.tickets)
    if (key === shownTickets) return
    shownTickets = key
    var table = $('mine')
    table.textContent = ''
    $('noTickets').hidden = state.tickets.length > 0
    if (state.tickets.length === 0) return
    var labels = ['draw', 'bets', 'stake', 'result', 'returned', 'status', 'verify'].map(t)
    var head = document.createElement('tr')
    labels.forEach(function (l) { var th = document.createElement('th'); th.scope = 'col'; th.textContent = l; head.appendChild(th) })
    table.appendChild(head)
    state.tickets.forEach(function (tk) {
      var tr = document.createElement('tr')
      tr.setAttribute('data-testid', 'lottery-my-ticket'); tr.setAttribute('data-status', statusOf(tk))
      var cell = function (content, cls) { var td = document.createElement('td'); if (typeof content === 'string') td.textContent = content; else td.appendChild(content); if (cls) td.className = cls; tr.appendChild(td); return td }
      cell(drawNoOf(tk.drawId))
      var bets = document.createElement('div')
      tk.bets.forEach(function (b) {
        var line = document.createElement('div')
        line.textContent = label(b.selection) + ' @ ' + odds(b.odds) + ' · ' + money(b.stake)
        if (b.win !== null) { var mark = document.createElement('span'); mark.className = b.win > 0 ? 'won' : 'lost'; mark.textContent = ' ' + t(b.win > 0 ? 'status_won' : 'status_lost'); line.appendChild(mark) }
        bets.appendChild(line)
      })
      cell(bets)
      cell(money(tk.stake))
      cell(tk.result ? ballsOf(tk.result) : '—')
      cell(tk.win === null ? '—' : money(tk.win), tk.win > 0 ? 'won' : '')
      cell(t('status_' + statusOf(tk)), 'status')
      cell(link(verifyHref(tk.ticketId), t('verify')))
      // On a phone each ticket is a card, each figure under its column's name (lottery.css).
      Array.prototype.forEach.call(tr.children, function (td, i) { td.setAttribute('data-label', labels[i]) })
      table.appendChild(tr)
    })
  }

  var drawOf = function (d) { return { drawId: d.drawId, closesAt: d.closesAt, drawAt: d.drawAt } }

  function apply(value) {
    state = value
    offset = value.serverNow - Date.now()
    if (shownBalance !== value.balance) { shownBalance = value.balance; page.showBalance(value.balance) }
    renderClock()
    renderResults()
    renderMine()
    // A later draw on sale opens the ticket for it (the machine ignores the one it already sells).
    if (view && !view.matches('loading')) actor.send({ type: 'draw.opened', draw: drawOf(value.current) })
  }

  var timer = null
  function refresh() {
    if (timer) clearTimeout(timer)
    return page.api('POST', '/house/api/lottery/state', { s: s, game: GAME }).then(function (env) {
      if (!env.success) { if (env.code === 'UNAUTHORIZED') { say(page.errorText(env)); return } throw new Error(env.code) }
      apply(env.value)
    }).catch(function () { /* the next reading tries again */ }).then(function () { timer = setTimeout(refresh, POLL_MS) })
  }

  function failureText(code) {
    if (code === 'BETS_CLOSED') return t('betsClosed')
    if (code === 'LIMIT_REACHED') return t('limitReached')
    if (code === 'VALIDATION_FAILED') return t('badTicket')
    return page.errorText({ code: code })
  }
  function noteText(note) {
    if (!note) return ''
    if (note.key === 'placed') return t('placed') + ': ' + money(note.amount)
    if (note.key === 'ticketFull') return fill(t('ticketFull'), { maxBets: view.context.maxBets })
    if (note.key === 'limitBet') return t('limitBet') + ' ' + money(view.context.maxStake)
    if (note.key === 'failed') return failureText(note.code)
    return t(note.key)
  }

  $('place').addEventListener('click', function () { actor.send({ type: 'ticket.submitted' }) })
  $('clear').addEventListener('click', function () { actor.send({ type: 'ticket.cleared' }) })
  $('retry').addEventListener('click', function () { actor.send({ type: 'retry.pressed' }) })

  var loadFailure = null
  var actor = FLOW.createActor(FLOW.lotterySlip.provide({
    actors: {
      loadLottery: FLOW.fromPromise(function () {
        return page.api('POST', '/house/api/lottery/state', { s: s, game: GAME }).then(function (env) {
          loadFailure = env.success ? null : env
          if (!env.success) throw env
          var v = env.value
          $('title').textContent = v.game.name
          document.title = v.game.name + ' · ' + t('title_' + GAME)
          var first = state === null
          apply(v)
          if (first) { buildBoard(); renderRules() }
          var chips = CHIPS.filter(function (c) { return c >= v.limits.minStake && c <= v.limits.maxStake })
          if (first) buildChips(chips)
          timer = setTimeout(refresh, POLL_MS)
          return { balance: v.balance, chips: chips, maxStake: v.limits.maxStake, maxBets: v.limits.maxBets, draw: drawOf(v.current) }
        })
      }),
      placeTicket: FLOW.fromPromise(function (arg) {
        var body = { s: s, game: GAME, draw: arg.input.drawId, bets: arg.input.bets.map(function (b) { return { selection: b.selection, stake: b.stake } }) }
        return page.api('POST', '/house/api/lottery/bet', body).then(function (env) {
          if (!env.success) throw { code: env.code }
          shownBalance = env.value.balance
          page.showBalance(env.value.balance)
          refresh()
          return { ticketId: env.value.ticketId, stake: env.value.stake, balance: env.value.balance }
        }, function () { throw { code: 'NETWORK' } })
      }),
    },
    delays: {
      untilClose: function (arg) { return Math.max(0, arg.context.draw.closesAt - serverNow()) },
    },
  }))
  var lastNote = null
  actor.subscribe(function (snap) {
    view = snap
    $('retry').hidden = !snap.matches('unavailable')
    if (snap.matches('unavailable')) say(loadFailure ? page.errorText(loadFailure) : t('error'))
    if (snap.context.note !== lastNote) { lastNote = snap.context.note; say(noteText(lastNote)) }
    renderBoard()
    renderTicket()
    renderClock()
  })
  actor.start()
  setInterval(renderClock, 250)
})()
