/* What the house live tables share (baccarat.js, roulette.js, cockfight.js, bingo.js and poker.js
   give the game): the table's live feed (server-sent events from /house/api/table/stream), the
   countdown of the round's phases on the server's clock, chips, the slip of bets and placing it,
   the member's bets and what they returned, the road of last results and the round's committed
   seed hash. The flow (the round's phases, the slip, placing it, waiting for the settlement, a
   poker player's cards and moves) is the houseTable machine (machines/houseTable.machine.ts, built
   into flows.js, loaded first); this page provides its calls and draws its state. The server
   decides and settles everything. Plain JS, no framework.
   `game`: { spots, spotButton(spot) -> {label, cls}, layout(container, button), draw(ctx, canvas, snap, now, still),
   resultText(result), roadItem(result) -> {text, label, cls}, payouts: [{label, pays}], update(snap, buttons)? (a round's
   own figures on the spots, such as a fight's odds), tick(snap, now, slipsOfTheRound)? (on every frame: bingo marks its cards),
   moves? ({ spot: phase }: a direct table, where a tap on a spot is the whole move, one chip: poker's ante while betting
   and call while dealing), fold(button)? (the page's fold button, a direct table's), hand(hand)? (the member's own cards
   once dealt), extras()? (more of a slip's body), betsText(slip)? }.
   A table's own word for a text is its key with the engine after it (place_bingo: "Buy cards"). */
window.TALA_TABLE_PAGE = function (engine, game) {
  'use strict'
  var LANG = window.TALA_TABLE_LANG // table-texts.js, loaded first
  var FLOW = window.TALA_HOUSE_FLOWS // flows.js, loaded first
  var t = LANG.t
  var page = window.TALA_HOUSE_PAGE(t) // house-page.js, loaded first
  var s = page.session
  var $ = page.$
  var money = page.money
  var info = null
  var offset = 0
  var view = null
  var feedNote = ''
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
  var spotName = function (spot) { return game.spotButton(spot).label }
  var sum = function (o) { return Object.keys(o).reduce(function (a, k) { return a + o[k] }, 0) }
  var call = function (path, body) { return page.api('POST', path, body).then(function (env) { if (!env.success) throw env; return env.value }) }

  /** The round's phase as the machine has it. */
  var phaseOf = function (v) { return v.matches({ atTable: { round: 'betting' } }) ? 'betting' : v.matches({ atTable: { round: 'dealing' } }) ? 'dealing' : 'showing' }

  function noteText(note) {
    if (!note) return ''
    if (note.key === 'placed') return (game.moves ? t('placed_' + note.spot) : te('placed')) + ': ' + money(note.amount)
    if (note.key === 'limit') return t('limit') + ' ' + money(note.amount)
    if (note.key === 'closed') return t('closed')
    if (note.key === 'folded') return t('folded')
    if (note.key === 'won') return t('youWin') + ' ' + money(note.amount)
    if (note.key === 'returned') return t('returned') + ': ' + money(note.amount)
    if (note.key === 'lost') return t('youLose')
    if (note.code === 'TABLE_FULL') return t('tableFull')
    return page.errorText({ code: note.code })
  }

  /** Reads the member's bets again until those of the round are settled (the settlement job pays them just after the result). */
  function awaitSettlement(roundId) {
    var tries = 8
    var read = function () {
      return call('/house/api/table/state', { s: s }).then(function (v) {
        var waiting = v.slips.some(function (x) { return x.roundId === roundId && (x.status === 'placed' || x.status === 'pending') })
        if (!waiting) return { slips: v.slips, balance: v.balance }
        if (tries-- > 0) return new Promise(function (r) { setTimeout(r, 700) }).then(read)
        // Still unpaid (a busy server): no verdict rather than a loss the slip has not had.
        throw new Error('not settled yet')
      })
    }
    return read()
  }

  var logic = FLOW.table.provide({
    actors: {
      loadTable: FLOW.fromPromise(function () {
        return call('/house/api/table/state', { s: s }).then(function (v) {
          info = v
          offset = v.table.serverNow - Date.now()
          return { chips: v.chips, roundLimit: v.roundLimit, balance: v.balance, table: v.table, slips: v.slips }
        })
      }),
      placeSlip: FLOW.fromPromise(function (a) {
        var body = { s: s, round: a.input.roundId, spots: a.input.spots }
        if (game.extras) Object.assign(body, game.extras())
        return call('/house/api/table/bet', body)
      }),
      awaitSettlement: FLOW.fromPromise(function (a) { return awaitSettlement(a.input.roundId) }),
      fetchHand: FLOW.fromPromise(function (a) {
        return call('/house/api/table/state', { s: s }).then(function (v) {
          if (!v.hand || v.hand.roundId !== a.input.roundId) throw new Error('no hand')
          return v.hand
        })
      }),
    },
    delays: {
      untilClose: function (a) { return Math.max(0, a.context.snap.closesAt - serverNow()) },
      untilResult: function (a) { return Math.max(0, a.context.snap.resultAt - serverNow()) },
    },
  })
  var actor = FLOW.createActor(logic, { input: game.moves ? { moves: game.moves } : {} })

  function renderSpots(v) {
    var c = v.context
    var placing = v.matches({ atTable: { slip: 'placing' } })
    game.spots.forEach(function (spot) {
      var b = buttons[spot]
      var staked = (c.slip[spot] || 0) + (c.placed[spot] || 0)
      b.querySelector('.staked').textContent = staked ? money(staked) : ''
      b.classList.toggle('on', staked > 0)
      // A direct table's move is made once, in its own phase: the machine says when.
      if (game.moves) b.disabled = placing || !v.can({ type: 'spot.tapped', spot: spot })
    })
    if (game.fold) game.fold().disabled = !v.can({ type: 'hand.folded' })
    $('slipTotal').textContent = money(sum(c.slip))
    $('place').disabled = placing || !v.can({ type: 'slip.submitted' })
    $('clear').disabled = placing || sum(c.slip) === 0
  }

  function renderChips(c) {
    if ($('chips').children.length > 0) {
      Array.prototype.forEach.call($('chips').children, function (b) { b.setAttribute('aria-pressed', String(Number(b.getAttribute('data-value')) === c.chip)) })
      return
    }
    c.chips.forEach(function (value) {
      var b = document.createElement('button')
      b.type = 'button'; b.className = 'chip'; b.textContent = money(value)
      b.setAttribute('data-value', String(value)); b.setAttribute('aria-pressed', String(value === c.chip)); b.setAttribute('data-testid', 'table-chip-' + value)
      b.addEventListener('click', function () { actor.send({ type: 'chip.picked', value: value }) })
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
      b.addEventListener('click', function () { actor.send({ type: 'spot.tapped', spot: spot }) })
      buttons[spot] = b
      return b
    }, function () { actor.send({ type: 'hand.folded' }) })
  }

  function renderMine(slips) {
    var table = $('mine')
    table.textContent = ''
    if (slips.length === 0) return
    var head = document.createElement('tr')
    ;['round', 'bets', 'stake', 'returned', 'status'].forEach(function (k) { var th = document.createElement('th'); th.scope = 'col'; th.textContent = t(k); head.appendChild(th) })
    table.appendChild(head)
    slips.forEach(function (x) {
      var tr = document.createElement('tr')
      var round = document.createElement('td'); round.textContent = x.roundId.split(':').pop(); tr.appendChild(round)
      var bets = document.createElement('td'); bets.textContent = game.betsText ? game.betsText(x) : x.spots.map(function (b) { return spotName(b.spot) + ' ' + money(b.stake) }).join(', '); tr.appendChild(bets)
      var stake = document.createElement('td'); stake.textContent = money(x.stake); tr.appendChild(stake)
      var won = document.createElement('td'); won.textContent = x.win === null ? '—' : money(x.win); if (x.win > 0) won.className = 'won'; tr.appendChild(won)
      var status = document.createElement('td'); status.textContent = t('status_' + x.status); tr.appendChild(status)
      table.appendChild(tr)
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

  /** Draws what changed in the machine's state (the frame loop draws the table and the clock). */
  function render(v) {
    var before = view
    view = v
    $('retryRow').hidden = !v.matches('unavailable')
    if (!v.matches('atTable')) {
      $('outcome').textContent = v.matches('unavailable') ? noteText(v.context.note) : ''
      return
    }
    var c = v.context
    if (!before || !before.matches('atTable')) {
      $('title').textContent = info.game.name
      // A direct table's spots are its moves: no chips to pick, no slip to build.
      if (game.moves) { $('chipRow').hidden = true; $('slipRow').hidden = true }
      buildSpots()
      renderRules()
      connect()
      frame()
    }
    renderChips(c)
    var snap = c.snap
    if (!before || before.context.snap !== snap) {
      $('hash').textContent = snap.serverSeedHash
      $('players').textContent = (info.game.room ? info.game.room + ' · ' : '') + t('players') + ': ' + snap.players
      if (game.update) game.update(snap, buttons)
      renderRoad(snap.history)
    }
    if (!before || before.context.slips !== c.slips) renderMine(c.slips)
    if (!before || before.context.balance !== c.balance) page.showBalance(c.balance)
    if (game.hand && (!before || before.context.hand !== c.hand)) game.hand(c.hand)
    $('message').textContent = feedNote || noteText(c.note)
    renderSpots(v)
  }

  var lastPhase = null
  function frame() {
    var now = serverNow()
    var v = view
    var snap = v.context.snap
    var phase = phaseOf(v)
    // In table seconds (a test may shorten them).
    var left = Math.max(0, Math.ceil(((phase === 'betting' ? snap.closesAt : snap.endsAt) - now) / info.secondMs))
    var label = phase === 'betting' ? te('phase_betting') + ' · ' + t('closesIn') + ' ' + left + ' s'
      : phase === 'dealing' ? t('phase_dealing_' + engine) : t('phase_showing') + ' · ' + t('nextIn') + ' ' + left + ' s'
    if ($('phase').textContent !== label) $('phase').textContent = label
    if (phase !== lastPhase) { lastPhase = phase; $('phase').className = 'phase ' + phase }
    var outcome = phase === 'showing' && snap.result ? game.resultText(snap.result) : ''
    if ($('outcome').textContent !== outcome) $('outcome').textContent = outcome
    game.draw(ctx, canvas, snap, now, still)
    if (game.tick) game.tick(snap, now, v.context.slips.filter(function (x) { return x.roundId === snap.roundId }))
    if (still) setTimeout(frame, 250)
    else window.requestAnimationFrame(frame)
  }

  function connect() {
    var feed = new EventSource('/house/api/table/stream?table=' + encodeURIComponent(info.game.tableId))
    feed.onmessage = function (e) {
      var snap = JSON.parse(e.data)
      offset = snap.serverNow - Date.now()
      feedNote = ''
      actor.send({ type: 'feed.snapshot', snap: snap })
    }
    feed.onerror = function () { if (feed.readyState !== EventSource.CLOSED) { feedNote = t('offline'); $('message').textContent = feedNote } }
    feed.addEventListener('busy', function () { feed.close(); feedNote = t('busy'); $('message').textContent = feedNote; setTimeout(connect, 5000) })
  }

  function renderRules() {
    $('rulesText').textContent = t('rulesText_' + engine)
    var table = $('rulesTable')
    // Bingo and poker pay from a pot, not by odds: their rules text says it all.
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

  $('place').addEventListener('click', function () { actor.send({ type: 'slip.submitted' }) })
  $('clear').addEventListener('click', function () { actor.send({ type: 'slip.cleared' }) })
  $('retry').addEventListener('click', function () { actor.send({ type: 'retry.pressed' }) })
  actor.subscribe(render)
  actor.start()
  return { t: t }
}
