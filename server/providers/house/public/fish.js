/* The house fish hunter: draws a sea of fish, and shoots through /house/api/fish/shoot (the
   provider decides the shot and settles it with the platform's seamless wallet); tells the
   parent page the new balance. The sea only draws: a fish tapped there, or its target button,
   sends the same shot. Plain JS, no framework. */
(function () {
  'use strict'
  var LANG = window.TALA_FISH_LANG // fish-texts.js, loaded first
  var t = LANG.t
  var page = window.TALA_HOUSE_PAGE(t) // house-page.js, loaded first
  var s = page.session
  var errorText = page.errorText
  var $ = page.$
  var money = page.money
  var state = null

  document.documentElement.lang = LANG.html
  document.title = t('title')
  Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = t(el.getAttribute('data-t')) })

  var api = function (path, body) { return page.api('POST', path, body) }
  var showBalance = page.showBalance

  // The sea: fish swim across in lanes; rarer fish are bigger and slower.
  var COLORS = ['#9be7ff', '#ff8c42', '#ffd23f', '#5fd068', '#ff5d8f', '#b084f5', '#8d99ae', '#4cc9f0']
  var canvas = $('sea')
  var ctx = canvas.getContext('2d')
  var still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  var swimmers = []
  var bursts = []
  function spawn(index, x) {
    var size = 16 + index * 6
    var dir = Math.random() < 0.5 ? 1 : -1
    return { index: index, id: state.fish[index].id, size: size, dir: dir, y: 30 + Math.random() * (canvas.height - 60),
      x: x !== undefined ? x : (dir > 0 ? -size * 2 : canvas.width + size * 2), speed: (1.6 - index * 0.12) * (0.7 + Math.random() * 0.6) }
  }
  function drawFish(f) {
    ctx.save()
    ctx.translate(f.x, f.y)
    ctx.scale(f.dir, 1)
    ctx.fillStyle = COLORS[f.index % COLORS.length]
    ctx.beginPath(); ctx.ellipse(0, 0, f.size, f.size * 0.55, 0, 0, Math.PI * 2); ctx.fill()
    ctx.beginPath(); ctx.moveTo(-f.size * 0.8, 0); ctx.lineTo(-f.size * 1.5, -f.size * 0.5); ctx.lineTo(-f.size * 1.5, f.size * 0.5); ctx.closePath(); ctx.fill()
    ctx.fillStyle = '#0b1b2b'; ctx.beginPath(); ctx.arc(f.size * 0.5, -f.size * 0.12, Math.max(2, f.size * 0.1), 0, Math.PI * 2); ctx.fill()
    ctx.restore()
    ctx.fillStyle = '#ffffff'; ctx.font = '600 12px system-ui, sans-serif'; ctx.textAlign = 'center'
    ctx.fillText('×' + state.fish[f.index].multiplier, f.x, f.y + f.size * 0.55 + 14)
  }
  function frame() {
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    swimmers.forEach(function (f, i) {
      if (!still) f.x += f.speed * f.dir
      if (f.x < -f.size * 3 || f.x > canvas.width + f.size * 3) swimmers[i] = spawn(f.index)
      drawFish(f)
    })
    bursts = bursts.filter(function (b) { return b.life > 0 })
    bursts.forEach(function (b) {
      ctx.strokeStyle = b.caught ? 'rgba(255, 210, 63,' + b.life / 30 + ')' : 'rgba(255, 255, 255,' + b.life / 30 + ')'
      ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(b.x, b.y, 40 - b.life, 0, Math.PI * 2); ctx.stroke()
      b.life -= 1
    })
    if (!still || bursts.length) window.requestAnimationFrame(frame)
  }
  function startSea() {
    state.fish.forEach(function (_, i) { swimmers.push(spawn(i, Math.random() * canvas.width)) })
    if (state.fish.length > 3) [0, 1, 2].forEach(function (i) { swimmers.push(spawn(i, Math.random() * canvas.width)) })
    window.requestAnimationFrame(frame)
  }

  var FLOWS = window.TALA_HOUSE_FLOWS // flows.js, loaded first
  var call = function (path, body) { return api(path, body).then(function (env) { if (!env.success) throw env; return env.value }) }
  var aimedAt = null
  var lastShown = null

  /** A shot's result: caught or escaped, its round for the verify link, a burst where the fish was. */
  function renderShot(v) {
    var name = t('fish_' + v.fish)
    $('result').textContent = v.caught ? t('caught') + ' ' + name + ': +' + money(v.win) : name + ' ' + t('escaped')
    $('result').className = v.caught ? 'result caught' : 'result'
    $('lastRound').textContent = v.roundId
    $('verifyLink').href = '/house/fish/verify?round=' + encodeURIComponent(v.roundId) + '&lang=' + LANG.code
    $('verifyLink').hidden = false
    var target = aimedAt || swimmers.filter(function (f) { return f.id === v.fish })[0]
    aimedAt = null
    if (target) {
      bursts.push({ x: target.x, y: target.y, life: 30, caught: v.caught })
      if (v.caught && target.index !== undefined) swimmers[swimmers.indexOf(target)] = spawn(target.index)
      if (still) window.requestAnimationFrame(frame)
    }
  }

  // The shots and the seed panel are the houseRound machine (machines/houseRound.machine.ts): this page provides its calls and draws it.
  var actor = FLOWS.createActor(FLOWS.round.provide({
    actors: {
      loadGame: FLOWS.fromPromise(function () { return call('/house/api/fish/state', { s: s }).then(function (v) { state = v; return v }) }),
      playRound: FLOWS.fromPromise(function (a) { return call('/house/api/fish/shoot', { s: s, stake: a.input.stake, fish: a.input.target }) }),
      setClientSeed: FLOWS.fromPromise(function (a) { return call('/house/api/client-seed', { s: s, clientSeed: a.input.clientSeed }) }),
      rotateSeed: FLOWS.fromPromise(function () { return call('/house/api/rotate', { s: s }) }),
    },
  }))
  function shoot(fishId, at) {
    if (!actor.getSnapshot().can({ type: 'round.played', target: fishId })) return
    aimedAt = at || null
    actor.send({ type: 'round.played', target: fishId })
  }

  canvas.addEventListener('click', function (e) {
    if (!state) return
    var box = canvas.getBoundingClientRect()
    var x = (e.clientX - box.left) * canvas.width / box.width
    var y = (e.clientY - box.top) * canvas.height / box.height
    var hit = swimmers.filter(function (f) { return Math.abs(f.x - x) < f.size * 1.4 && Math.abs(f.y - y) < f.size }).pop()
    if (hit) shoot(hit.id, hit)
  })

  function renderGame() {
    $('title').textContent = state.game.name
    $('rtp').textContent = t('rtp') + ' ' + state.game.rtp.toFixed(2) + '%'
    var sel = $('stake')
    state.stakes.forEach(function (v) { var o = document.createElement('option'); o.value = v; o.textContent = money(v); sel.appendChild(o) })
    var table = $('rulesTable')
    var head = document.createElement('tr')
    ;['fish', 'multiplier', 'chance'].forEach(function (k) { var th = document.createElement('th'); th.scope = 'col'; th.textContent = t(k); head.appendChild(th) })
    table.appendChild(head)
    state.fish.forEach(function (f) {
      var tr = document.createElement('tr')
      var th = document.createElement('th'); th.scope = 'row'; th.textContent = t('fish_' + f.id); tr.appendChild(th)
      var m = document.createElement('td'); m.textContent = '×' + f.multiplier; tr.appendChild(m)
      var c = document.createElement('td'); c.textContent = (state.game.rtp / f.multiplier).toFixed(2) + '%'; tr.appendChild(c)
      table.appendChild(tr)
      var b = document.createElement('button')
      b.type = 'button'; b.className = 'target'; b.setAttribute('data-fish', f.id); b.setAttribute('data-testid', 'fish-target-' + f.id)
      b.textContent = t('fish_' + f.id) + ' ×' + f.multiplier
      b.addEventListener('click', function () { shoot(f.id) })
      $('targets').appendChild(b)
    })
    startSea()
  }

  var before = null
  actor.subscribe(function (v) {
    var c = v.context
    var was = before
    before = v
    $('retryRow').hidden = !v.matches('unavailable')
    if (v.matches('unavailable')) { $('result').textContent = errorText({ code: c.failure ? c.failure.code : '' }); return }
    if (v.matches('loading')) return
    if (!was || was.matches('loading') || was.matches('unavailable')) { renderGame(); showBalance(c.balance) }
    var ready = v.can({ type: 'round.played' })
    Array.prototype.forEach.call(document.querySelectorAll('.target'), function (b) { b.disabled = !ready })
    if (v.matches('playing')) $('result').textContent = ''
    if (c.last && c.last !== lastShown) { lastShown = c.last; renderShot(c.last) }
    page.renderRound(v, was)
  })
  page.bindRound(actor)
  actor.start()
})()
