/* What the house live tables share (baccarat.js and roulette.js give the game): the table's
   live feed (server-sent events from /house/api/table/stream), the countdown of the round's
   phases on the server's clock, chips, the slip of bets and placing it, the member's bets and
   what they returned, the road of last results and the round's committed seed hash. The
   server decides and settles everything; this page draws it. Plain JS, no framework.
   `game`: { spots, spotButton(spot) -> {label, cls}, layout(container, button), draw(ctx, canvas, snap, now, still),
   resultText(result), roadItem(result) -> {text, label, cls}, payouts: [{label, pays}], update(snap, buttons)? (a round's
   own figures on the spots, such as a fight's odds), tick(snap, now, slipsOfTheRound)? (on every frame: bingo marks its cards) }.
   A table's own word for a text is its key with the engine after it (place_bingo: "Buy cards"). */
window.TALA_TABLE_PAGE = function (engine, game) {
  'use strict'
  var LANG = window.TALA_TABLE_LANG // table-texts.js, loaded first
  var t = LANG.t
  var page = window.TALA_HOUSE_PAGE(t) // house-page.js, loaded first
  var s = page.session
  var $ = page.$
  var money = page.money
  var state = null
  var snap = null
  var offset = 0
  var chip = 0
  var slip = {}
  var placedOn = {}
  var busy = false
  var settledShown = null
  var buttons = {}
  var canvas = $('felt')
  var ctx = canvas.getContext('2d')
  var still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches

  /** A table's own word for a key when it has one (bingo buys cards rather than placing bets). */
  var te = function (key) { var own = t(key + '_' + engine); return own === key + '_' + engine ? t(key) : own }

  document.documentElement.lang = LANG.html
  document.title = t('title_' + engine)
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = te(el.getAttribute('data-t')) })
  $('verifyLink').href = '/house/' + engine + '/verify?lang=' + LANG.code
  $('how').textContent = t('how_' + engine)

  var serverNow = function () { return Date.now() + offset }
  var phaseAt = function (now) { return !snap ? null : now < snap.closesAt ? 'betting' : now < snap.resultAt ? 'dealing' : 'showing' }
  var say = function (text) { $('message').textContent = text }
  var sum = function (o) { return Object.keys(o).reduce(function (a, k) { return a + o[k] }, 0) }
  var spotName = function (spot) { return game.spotButton(spot).label }

  function failureText(env) {
    if (env.code === 'BETS_CLOSED') return t('closed')
    if (env.code === 'LIMIT_REACHED') return t('limit') + ' ' + money(state.roundLimit)
    return page.errorText(env)
  }

  function renderSpots() {
    game.spots.forEach(function (spot) {
      var b = buttons[spot]
      var staked = (slip[spot] || 0) + (placedOn[spot] || 0)
      b.querySelector('.staked').textContent = staked ? money(staked) : ''
      b.classList.toggle('on', staked > 0)
    })
    $('slipTotal').textContent = money(sum(slip))
    var open = phaseAt(serverNow()) === 'betting'
    $('place').disabled = busy || !open || sum(slip) === 0
    $('clear').disabled = busy || sum(slip) === 0
  }

  function renderChips() {
    chip = state.chips[0]
    state.chips.forEach(function (value) {
      var b = document.createElement('button')
      b.type = 'button'; b.className = 'chip'; b.textContent = money(value)
      b.setAttribute('aria-pressed', String(value === chip)); b.setAttribute('data-testid', 'table-chip-' + value)
      b.addEventListener('click', function () {
        chip = value
        Array.prototype.forEach.call($('chips').children, function (c) { c.setAttribute('aria-pressed', String(c === b)) })
      })
      $('chips').appendChild(b)
    })
  }

  function buildSpots() {
    game.layout($('spots'), function (spot) {
      var look = game.spotButton(spot)
      var b = document.createElement('button')
      b.type = 'button'; b.className = 'spot ' + (look.cls || ''); b.setAttribute('data-testid', 'table-spot-' + spot)
      var name = document.createElement('span'); name.className = 'name'; name.textContent = look.label; b.appendChild(name)
      var staked = document.createElement('span'); staked.className = 'staked'; b.appendChild(staked)
      b.addEventListener('click', function () { tap(spot) })
      buttons[spot] = b
      return b
    })
  }

  function tap(spot) {
    if (phaseAt(serverNow()) !== 'betting') { say(t('closed')); return }
    if (sum(slip) + sum(placedOn) + chip > state.roundLimit) { say(t('limit') + ' ' + money(state.roundLimit)); return }
    slip[spot] = (slip[spot] || 0) + chip
    say('')
    renderSpots()
  }

  function place() {
    if (busy || !snap) return
    var spots = Object.keys(slip).map(function (spot) { return { spot: spot, stake: slip[spot] } })
    if (spots.length === 0) { say(t('pickFirst')); return }
    busy = true
    renderSpots()
    var round = snap.roundId
    var body = { s: s, round: round, spots: spots }
    if (game.extras) Object.assign(body, game.extras())
    page.api('POST', '/house/api/table/bet', body).then(function (env) {
      if (!env.success) { say(failureText(env)); if (env.code === 'BETS_CLOSED') slip = {}; return }
      if (snap && snap.roundId === round) spots.forEach(function (x) { placedOn[x.spot] = (placedOn[x.spot] || 0) + x.stake })
      slip = {}
      say(te('placed') + ': ' + money(env.value.stake))
      page.showBalance(env.value.balance)
      state.slips.unshift({ betId: env.value.betId, roundId: round, spots: spots, cards: env.value.cards || [], stake: env.value.stake, win: null, status: 'placed' })
      renderMine()
    }).catch(function () { say(t('error')) }).then(function () { busy = false; renderSpots() })
  }

  function renderMine() {
    var table = $('mine')
    table.textContent = ''
    if (state.slips.length === 0) return
    var head = document.createElement('tr')
    ;['round', 'bets', 'stake', 'returned', 'status'].forEach(function (k) { var th = document.createElement('th'); th.scope = 'col'; th.textContent = t(k); head.appendChild(th) })
    table.appendChild(head)
    state.slips.forEach(function (x) {
      var tr = document.createElement('tr')
      var round = document.createElement('td'); round.textContent = x.roundId.split(':').pop(); tr.appendChild(round)
      var bets = document.createElement('td'); bets.textContent = game.betsText ? game.betsText(x) : x.spots.map(function (b) { return spotName(b.spot) + ' ' + money(b.stake) }).join(', '); tr.appendChild(bets)
      var stake = document.createElement('td'); stake.textContent = money(x.stake); tr.appendChild(stake)
      var won = document.createElement('td'); won.textContent = x.win === null ? '—' : money(x.win); if (x.win > 0) won.className = 'won'; tr.appendChild(won)
      var status = document.createElement('td'); status.textContent = t('status_' + x.status); tr.appendChild(status)
      table.appendChild(tr)
    })
  }

  /** After a round's result, reads the member's bets again until the settlement has paid them. */
  function refreshMine(roundId, tries) {
    page.api('POST', '/house/api/table/state', { s: s }).then(function (env) {
      if (!env.success) return
      state.slips = env.value.slips
      renderMine()
      page.showBalance(env.value.balance)
      var mine = state.slips.filter(function (x) { return x.roundId === roundId })
      var waiting = mine.some(function (x) { return x.status === 'placed' || x.status === 'pending' })
      if (waiting && tries > 0) { setTimeout(function () { refreshMine(roundId, tries - 1) }, 700); return }
      if (mine.length > 0 && !waiting) {
        var back = mine.reduce(function (a, x) { return a + (x.win || 0) }, 0)
        var staked = mine.reduce(function (a, x) { return a + (x.status === 'settled' ? x.stake : 0) }, 0)
        say(back > staked ? t('youWin') + ' ' + money(back - staked) : back > 0 ? t('returned') + ': ' + money(back) : t('youLose'))
      }
    })
  }

  function renderRoad(history) {
    var road = $('road')
    road.textContent = ''
    history.slice().reverse().forEach(function (h) {
      var item = game.roadItem(h.result)
      var li = document.createElement('li')
      li.className = item.cls; li.textContent = item.text; li.title = t('round') + ' ' + h.roundNo + ': ' + item.label
      li.setAttribute('aria-label', item.label)
      road.appendChild(li)
    })
  }

  function apply(next) {
    offset = next.serverNow - Date.now()
    var newRound = !snap || snap.roundId !== next.roundId
    snap = next
    if (newRound) { slip = {}; placedOn = {}; $('hash').textContent = next.serverSeedHash; say('') }
    $('players').textContent = t('players') + ': ' + next.players
    if (game.update) game.update(next, buttons)
    renderRoad(next.history)
    var phase = phaseAt(serverNow())
    $('outcome').textContent = phase === 'showing' && next.result ? game.resultText(next.result) : ''
    if (phase === 'showing' && settledShown !== next.roundId) {
      settledShown = next.roundId
      if (state.slips.some(function (x) { return x.roundId === next.roundId })) refreshMine(next.roundId, 8)
    }
    renderSpots()
  }

  var lastPhase = null
  function frame() {
    var now = serverNow()
    var phase = phaseAt(now)
    if (snap) {
      // In table seconds (a test may shorten them).
      var left = Math.max(0, Math.ceil(((phase === 'betting' ? snap.closesAt : snap.endsAt) - now) / state.secondMs))
      var label = phase === 'betting' ? te('phase_betting') + ' · ' + t('closesIn') + ' ' + left + ' s'
        : phase === 'dealing' ? t('phase_dealing_' + engine) : t('phase_showing') + ' · ' + t('nextIn') + ' ' + left + ' s'
      if ($('phase').textContent !== label) $('phase').textContent = label
      if (phase !== lastPhase) {
        lastPhase = phase
        $('phase').className = 'phase ' + phase
        // The feed brings the next snapshot; the page changes phase on its own clock in between.
        if (phase === 'showing' && snap.result) apply(snap)
        renderSpots()
      }
      game.draw(ctx, canvas, snap, now, still)
      if (game.tick) game.tick(snap, now, state.slips.filter(function (x) { return x.roundId === snap.roundId }))
    }
    if (still) setTimeout(frame, 250)
    else window.requestAnimationFrame(frame)
  }

  function connect() {
    var feed = new EventSource('/house/api/table/stream?table=' + encodeURIComponent(state.game.id))
    feed.onmessage = function (e) { if ($('message').textContent === t('offline')) say(''); apply(JSON.parse(e.data)) }
    feed.onerror = function () { if (feed.readyState !== EventSource.CLOSED) say(t('offline')) }
    feed.addEventListener('busy', function () { feed.close(); say(t('busy')); setTimeout(connect, 5000) })
  }

  function renderRules() {
    $('rulesText').textContent = t('rules_' + engine)
    var table = $('rulesTable')
    // Bingo pays from its pot, not by odds: its rules text says it all.
    table.hidden = game.payouts.length === 0
    var head = document.createElement('tr')
    ;['bet', 'pays'].forEach(function (k) { var th = document.createElement('th'); th.scope = 'col'; th.textContent = t(k); head.appendChild(th) })
    table.appendChild(head)
    game.payouts.forEach(function (p) {
      var tr = document.createElement('tr')
      var th = document.createElement('th'); th.scope = 'row'; th.textContent = p.label; tr.appendChild(th)
      var td = document.createElement('td'); td.textContent = p.pays + ' ' + t('toOne'); tr.appendChild(td)
      table.appendChild(tr)
    })
  }

  $('place').addEventListener('click', place)
  $('clear').addEventListener('click', function () { slip = {}; say(''); renderSpots() })

  page.api('POST', '/house/api/table/state', { s: s }).then(function (env) {
    if (!env.success) { $('outcome').textContent = page.errorText(env); return }
    state = env.value
    $('title').textContent = state.game.name
    renderChips()
    buildSpots()
    renderRules()
    page.showBalance(state.balance)
    renderMine()
    apply(state.table)
    connect()
    frame()
  }).catch(function () { $('outcome').textContent = t('error') })
  return { t: t }
}
