/* The house sportsbook's page (SPORTS and ESPORTS titles): the board of the title's leagues
   (fixtures before kick-off with their countdown, in play with the score and minute, just
   ended), each fixture's markets with their odds, the bet slip (singles or a parlay, at the
   odds the player picked: when the odds have moved the server refuses and the player accepts
   the new odds or refuses them), and the member's bets, which may be cashed out while open.
   The slip runs machines/sportsSlip.machine.ts (bundled into flows.js, loaded first); this page
   provides its calls and draws its state. The server prices, decides and settles everything;
   the page reads the board every 1.5 s and draws it. Plain JS. */
(function () {
  'use strict'
  var LANG = window.TALA_SPORTS_LANG // sports-texts.js, loaded first
  var t = LANG.t
  var page = window.TALA_HOUSE_PAGE(t) // house-page.js, loaded first
  var s = page.session
  var $ = page.$
  var money = page.money
  var state = null
  var offset = 0
  var shownBalance = null
  var shownBets = ''
  var FLOW = window.TALA_HOUSE_FLOWS // flows.js, loaded first
  /** The slip's flow (machines/sportsSlip.machine.ts): its snapshot. */
  var view = null
  var cards = {}
  var fixtures = {}

  document.documentElement.lang = LANG.html
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })
  $('verifyLink').href = '/house/sports/verify?lang=' + LANG.code

  var say = function (text) { $('message').textContent = text }
  var odds = function (hundredths) { return (hundredths / 100).toFixed(2) }
  var half = function (doubled) { var v = Math.abs(doubled) / 2; return (doubled > 0 ? '+' : '−') + v.toFixed(1) }
  var serverNow = function () { return Date.now() + offset }

  /** A selection's short label on its button, and its full name (slip, bets, screen readers). */
  function pickLabel(f, selection) {
    var p = selection.split(':')
    if (p[0] === 'ou') return t(p[1]) + ' ' + (f.total2 / 2).toFixed(1)
    if (p[0] === 'hcp') return (p[1] === 'home' ? '1 ' + half(f.line2) : '2 ' + half(-f.line2))
    return p[1] === 'home' ? '1' : p[1] === 'away' ? '2' : 'X'
  }
  function pickName(f, selection) {
    var p = selection.split(':')
    var team = p[1] === 'home' ? f.home : p[1] === 'away' ? f.away : ''
    if (p[0] === 'ou') return t('m_ou') + ': ' + t(p[1]) + ' ' + (f.total2 / 2).toFixed(1)
    if (p[0] === 'hcp') return t('m_hcp') + ': ' + team + ' ' + (p[1] === 'home' ? half(f.line2) : half(-f.line2))
    return t('m_' + p[0]) + ': ' + (team || t('draw'))
  }
  var marketsOf = function (f) { return f.sport === 'football' ? ['1x2', 'hcp', 'ou'] : ['ml', 'hcp', 'ou'] }
  var picksOf = function (m) { return m === '1x2' ? ['home', 'draw', 'away'] : m === 'ou' ? ['over', 'under'] : ['home', 'away'] }

  function clockText(f, now) {
    if (f.phase === 'pre') return t('kickoffIn') + ' ' + Math.max(0, Math.ceil((f.kickoffAt - now) / state.secondMs)) + ' s'
    if (f.phase === 'live') return t('live') + ' ' + Math.min(f.minutes, f.minute + 1) + "'"
    return t('fullTime')
  }

  function buildCard(f) {
    var card = document.createElement('article')
    card.className = 'fixture'
    card.setAttribute('data-testid', 'sports-fixture')
    card.setAttribute('data-fixture', f.id)
    var head = document.createElement('header')
    var teams = document.createElement('span'); teams.className = 'teams'; teams.textContent = f.home + ' – ' + f.away; head.appendChild(teams)
    var clock = document.createElement('span'); clock.className = 'clock'; head.appendChild(clock)
    card.appendChild(head)
    var score = document.createElement('p'); score.className = 'score'; card.appendChild(score)
    var goals = document.createElement('p'); goals.className = 'goals muted'; card.appendChild(goals)
    var buttons = {}
    marketsOf(f).forEach(function (m) {
      var row = document.createElement('div'); row.className = 'market'
      var name = document.createElement('span'); name.className = 'mname'; name.textContent = t('m_' + m); row.appendChild(name)
      var picks = document.createElement('div'); picks.className = 'picks'
      picksOf(m).forEach(function (p) {
        var sel = m + ':' + p
        var b = document.createElement('button')
        b.type = 'button'; b.className = 'pick'
        b.setAttribute('data-testid', 'sports-pick'); b.setAttribute('data-selection', sel)
        var label = document.createElement('span'); label.className = 'plabel'; label.textContent = pickLabel(f, sel); b.appendChild(label)
        var price = document.createElement('span'); price.className = 'podds'; b.appendChild(price)
        b.addEventListener('click', function () { toggle(f.id, sel) })
        buttons[sel] = b
        picks.appendChild(b)
      })
      row.appendChild(picks)
      card.appendChild(row)
    })
    var note = document.createElement('p'); note.className = 'note'; card.appendChild(note)
    return { el: card, clock: clock, score: score, goals: goals, note: note, buttons: buttons }
  }

  function updateCard(c, f, now) {
    c.el.setAttribute('data-phase', f.phase)
    c.el.setAttribute('data-status', f.status)
    c.clock.textContent = clockText(f, now)
    c.score.hidden = f.phase === 'pre'
    c.score.textContent = f.score.home + ' – ' + f.score.away + (f.final && f.final.decider ? ' (' + f[f.final.decider] + ' ' + t('decider') + ')' : '')
    c.goals.hidden = f.goals.length === 0
    c.goals.textContent = f.goals.map(function (g) { return (g.minute + 1) + "' " + f[g.side] }).join(', ')
    c.note.textContent = f.status === 'suspended' ? t('suspended') : f.status === 'closed' && f.phase !== 'pre' ? t('closed') : ''
    Object.keys(c.buttons).forEach(function (sel) {
      var b = c.buttons[sel]
      var o = f.odds[sel]
      var offered = f.status === 'open' && o !== null && o !== undefined
      b.disabled = !offered
      b.querySelector('.podds').textContent = offered ? odds(o) : '—'
      b.setAttribute('aria-pressed', String(legsNow().some(function (l) { return l.fixture === f.id && l.selection === sel })))
      b.setAttribute('aria-label', f.home + ' – ' + f.away + ', ' + pickName(f, sel) + (offered ? ', ' + odds(o) : ''))
    })
  }

  function renderBoard() {
    var now = serverNow()
    var board = $('board')
    var seen = {}
    fixtures = {}
    state.board.leagues.forEach(function (league) {
      var id = 'league-' + league.id
      var section = document.getElementById(id)
      if (!section) {
        section = document.createElement('section'); section.className = 'league'; section.id = id
        var h = document.createElement('h2'); h.textContent = league.name + (league.game ? ' · ' + league.game : ''); section.appendChild(h)
        var none = document.createElement('p'); none.className = 'muted none'; none.textContent = t('noFixtures'); section.appendChild(none)
        board.appendChild(section)
      }
      section.querySelector('.none').hidden = league.fixtures.length > 0
      league.fixtures.forEach(function (f) {
        fixtures[f.id] = f
        seen[f.id] = true
        var c = cards[f.id]
        if (!c) { c = cards[f.id] = buildCard(f); section.appendChild(c.el) }
        updateCard(c, f, now)
      })
    })
    Object.keys(cards).forEach(function (id) { if (!seen[id]) { cards[id].el.remove(); delete cards[id] } })
  }

  /** A selection's names as it was added (its fixture may leave the board before the slip does). */
  var names = {}
  var legsNow = function () { return view ? view.context.legs : [] }

  function toggle(fixtureId, selection) {
    var f = fixtures[fixtureId]
    if (!f || f.odds[selection] == null) return
    names[fixtureId + '|' + selection] = { name: f.home + ' – ' + f.away, pick: pickName(f, selection) }
    actor.send({ type: 'selection.toggled', leg: { fixture: fixtureId, selection: selection, odds: f.odds[selection] } })
  }

  var stakeMinor = function () { var v = Number(String($('stake').value).replace(/,/g, '').trim()); return isFinite(v) ? Math.round(v * 100) : 0 }
  /** A parlay's odds as the server reckons them: the product, rounded down to hundredths, capped. */
  function parlayOdds(list) {
    var product = list.reduce(function (a, o) { return a * BigInt(o) }, BigInt(1))
    var scale = BigInt(100) ** BigInt(Math.max(0, list.length - 1))
    return Math.min(Number(product / scale), state.limits.maxParlayOdds)
  }

  function noteText(note) {
    if (!note) return ''
    if (note.key === 'placed') return t('placed') + ': ' + money(note.amount)
    if (note.key === 'minStake') return t('minStake') + ' ' + money(view.context.minStake)
    if (note.key === 'failed') return failureText({ code: note.code })
    return t(note.key)
  }

  function renderSlip() {
    if (!view || !state) return
    var c = view.context
    var legs = c.legs
    var list = $('slipLegs')
    list.textContent = ''
    $('slipEmpty').hidden = legs.length > 0
    $('slipForm').hidden = legs.length === 0
    $('modeParlay').disabled = legs.length < 2
    $('modeSingles').setAttribute('aria-pressed', String(c.mode === 'singles'))
    $('modeParlay').setAttribute('aria-pressed', String(c.mode === 'parlay'))
    $('acceptAny').checked = c.acceptAny
    legs.forEach(function (l) {
      var named = names[l.fixture + '|' + l.selection] || { name: l.fixture, pick: l.selection }
      var li = document.createElement('li')
      var row = document.createElement('div'); row.className = 'leg'
      var text = document.createElement('span')
      var now = fixtures[l.fixture] && fixtures[l.fixture].odds[l.selection]
      text.textContent = named.name + ' · ' + named.pick + ' @ ' + odds(l.odds)
      if (now && now !== l.odds) { var was = document.createElement('span'); was.className = 'was'; was.textContent = ' (' + t('odds') + ' ' + odds(now) + ')'; text.appendChild(was) }
      row.appendChild(text)
      var rm = document.createElement('button'); rm.type = 'button'; rm.className = 'quiet'; rm.textContent = '×'; rm.setAttribute('aria-label', t('remove') + ': ' + named.name + ', ' + named.pick)
      rm.disabled = !view.matches('editing')
      rm.addEventListener('click', function () { actor.send({ type: 'selection.toggled', leg: l }) })
      row.appendChild(rm)
      li.appendChild(row)
      list.appendChild(li)
    })
    var stake = c.stake
    if (legs.length === 0 || !(stake > 0)) $('summary').textContent = ''
    else if (c.mode === 'parlay') {
      var o = parlayOdds(legs.map(function (l) { return l.odds }))
      $('summary').textContent = t('totalOdds') + ' ' + odds(o) + ' · ' + t('potential') + ' ' + money(Math.min(Math.floor(stake * o / 100), state.limits.maxPayout))
    } else {
      $('summary').textContent = t('stake') + ' ' + money(stake * legs.length) + ' · ' + t('potential') + ' ' + money(legs.reduce(function (a, l) { return a + Math.min(Math.floor(stake * l.odds / 100), state.limits.maxPayout) }, 0))
    }
    $('changed').hidden = !view.matches('oddsChanged')
    $('place').disabled = !view.matches('editing') || legs.length === 0
    $('clear').disabled = !view.matches('editing')
  }

  function failureText(env) {
    if (env.code === 'BETS_CLOSED') return t('betsClosed')
    if (env.code === 'ODDS_CHANGED') return t('oddsChanged')
    if (env.code === 'LIMIT_REACHED') return view && view.context.stake > state.limits.maxStake ? t('limitBet') + ' ' + money(state.limits.maxStake) : t('limitExposure') + ' ' + money(state.limits.exposure)
    if (env.code === 'VALIDATION_FAILED') return t('parlayRule')
    return page.errorText(env)
  }

  $('place').addEventListener('click', function () { actor.send({ type: 'slip.submitted' }) })
  $('clear').addEventListener('click', function () { actor.send({ type: 'slip.cleared' }) })
  $('stake').addEventListener('input', function () { actor.send({ type: 'stake.changed', stake: stakeMinor() }) })
  $('acceptAny').addEventListener('change', function () { actor.send({ type: 'acceptAny.toggled' }) })
  $('modeSingles').addEventListener('click', function () { actor.send({ type: 'mode.chosen', mode: 'singles' }) })
  $('modeParlay').addEventListener('click', function () { actor.send({ type: 'mode.chosen', mode: 'parlay' }) })
  // The player's answer to changed odds: take the odds now and place again, or keep them out of the slip.
  $('accept').addEventListener('click', function () { actor.send({ type: 'changes.accepted' }) })
  $('refuse').addEventListener('click', function () { actor.send({ type: 'changes.refused' }) })
  $('retry').addEventListener('click', function () { actor.send({ type: 'retry.pressed' }) })

  function renderMine() {
    var key = JSON.stringify(state.bets)
    if (key === shownBets) return
    shownBets = key
    var table = $('mine')
    table.textContent = ''
    $('noBets').hidden = state.bets.length > 0
    if (state.bets.length === 0) return
    var head = document.createElement('tr')
    var labels = ['selections', 'odds', 'stake', 'returned', 'status', 'verifyBet'].map(t)
    labels.forEach(function (label) { var th = document.createElement('th'); th.scope = 'col'; th.textContent = label; head.appendChild(th) })
    table.appendChild(head)
    state.bets.forEach(function (b) {
      var tr = document.createElement('tr')
      var legs = document.createElement('td')
      b.legs.forEach(function (l) {
        var line = document.createElement('div')
        var f = { home: l.home, away: l.away, line2: l.line2 || 0, total2: l.line2 || 0 }
        line.textContent = l.home + ' – ' + l.away + ': ' + pickName(f, l.selection).split(': ').pop() + ' @ ' + odds(l.odds) + (l.final ? ' (' + l.final.home + '–' + l.final.away + ')' : '')
        if (l.won !== null) { var mark = document.createElement('span'); mark.className = l.won ? 'won' : 'lost'; mark.textContent = ' ' + t(l.won ? 'won' : 'lost'); line.appendChild(mark) }
        legs.appendChild(line)
      })
      tr.appendChild(legs)
      var o = document.createElement('td'); o.textContent = odds(b.odds); tr.appendChild(o)
      var st = document.createElement('td'); st.textContent = money(b.stake); tr.appendChild(st)
      var won = document.createElement('td'); won.textContent = b.win === null ? '—' : money(b.win); if (b.win > 0) won.className = 'won'; tr.appendChild(won)
      var status = document.createElement('td'); status.textContent = t('status_' + b.status) + (b.cashedOut ? ' (' + t('cashedOut') + ')' : ''); tr.appendChild(status)
      if (b.cashOut) {
        var out = document.createElement('button')
        out.type = 'button'; out.className = 'cashout'; out.textContent = t('cashOut') + ' ' + money(b.cashOut)
        out.setAttribute('data-testid', 'sports-cashout')
        out.addEventListener('click', function () { cashOut(b.betId, b.cashOut, out) })
        status.appendChild(document.createElement('br')); status.appendChild(out)
      }
      var v = document.createElement('td')
      var a = document.createElement('a'); a.href = '/house/sports/verify?round=' + encodeURIComponent(b.betId) + '&lang=' + LANG.code; a.target = '_blank'; a.rel = 'noopener'; a.textContent = t('verifyBet')
      v.appendChild(a); tr.appendChild(v)
      // On a phone each bet is a card, each figure under its column's name (sports.css).
      Array.prototype.forEach.call(tr.children, function (td, i) { td.setAttribute('data-label', labels[i]) })
      table.appendChild(tr)
    })
  }

  /** Settles a bet now at the value shown; a value that has moved is said, and the next read shows it. */
  function cashOut(betId, amount, button) {
    button.disabled = true
    page.api('POST', '/house/api/sports/cashout', { s: s, bet: betId, amount: amount }).then(function (env) {
      if (env.success) {
        shownBalance = env.value.balance
        page.showBalance(env.value.balance)
        say(t('cashedOutFor') + ' ' + money(env.value.win))
      } else if (env.code === 'ODDS_CHANGED' && env.value && env.value.cashOut) say(t('cashOutMoved') + ' ' + money(env.value.cashOut))
      else say(failureText(env))
      return refresh()
    }).catch(function () { say(t('error')) })
  }

  function apply(value) {
    state = value
    offset = value.board.serverNow - Date.now()
    if (shownBalance !== value.balance) { shownBalance = value.balance; page.showBalance(value.balance) }
    renderBoard()
    renderSlip()
    renderMine()
  }

  var timer = null
  function refresh() {
    if (timer) clearTimeout(timer)
    return page.api('POST', '/house/api/sports/state', { s: s }).then(function (env) {
      if (!env.success) { if (env.code === 'UNAUTHORIZED') { say(page.errorText(env)); return } throw new Error(env.code) }
      apply(env.value)
    }).catch(function () { /* the next read tries again */ }).then(function () { timer = setTimeout(refresh, 1500) })
  }

  /** Places each single in turn, or the parlay; a refusal carries what was placed before it (sportsSlip.machine.ts PlaceFailure). */
  function placeBets(input) {
    var bets = input.mode === 'parlay' ? [input.legs] : input.legs.map(function (l) { return [l] })
    var placed = []
    var balance
    var total = 0
    var next = function (i) {
      if (i >= bets.length) return Promise.resolve({ placed: placed, stake: total, balance: balance })
      var legs = bets[i]
      return page.api('POST', '/house/api/sports/bet', { s: s, stake: input.stake, acceptAnyOdds: input.acceptAny, legs: legs.map(function (l) { return { fixture: l.fixture, selection: l.selection, odds: l.odds } }) }).then(function (env) {
        if (!env.success) throw { code: env.code, value: env.value, placed: placed, balance: balance }
        placed = placed.concat(legs.map(function (l) { return l.fixture }))
        balance = shownBalance = env.value.balance
        total += input.stake
        page.showBalance(balance)
        return next(i + 1)
      }, function () { throw { code: 'NETWORK', placed: placed, balance: balance } })
    }
    var done = next(0)
    done.then(refresh, refresh)
    return done
  }

  var lastNote = null
  /** Why the board did not load (an ended session says so), or null. */
  var loadFailure = null
  var actor = FLOW.createActor(FLOW.sportsSlip.provide({
    actors: {
      loadBoard: FLOW.fromPromise(function () {
        return page.api('POST', '/house/api/sports/state', { s: s }).then(function (env) {
          loadFailure = env.success ? null : env
          if (!env.success) throw env
          $('title').textContent = env.value.game.name
          document.title = env.value.game.name + ' · ' + t(env.value.game.gameType === 'ESPORTS' ? 'title_esports' : 'title')
          apply(env.value)
          timer = setTimeout(refresh, 1500)
          return { balance: env.value.balance, minStake: env.value.limits.minStake, maxLegs: env.value.limits.maxLegs }
        })
      }),
      placeBets: FLOW.fromPromise(function (arg) { return placeBets(arg.input) }),
    },
  }))
  actor.subscribe(function (snap) {
    view = snap
    $('retry').hidden = !snap.matches('unavailable')
    if (snap.matches('unavailable')) say(loadFailure ? page.errorText(loadFailure) : t('error'))
    if (snap.context.note !== lastNote) { lastNote = snap.context.note; if (lastNote || snap.matches('editing')) say(noteText(lastNote)) }
    renderSlip()
    if (state) renderBoard()
  })
  actor.start()
})()
