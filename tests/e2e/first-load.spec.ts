import { test, expect, type Page } from './support/test.ts'

// What moves on the first screens, as a player who has not asked for reduced motion sees it.
test.use({ reducedMotion: 'no-preference' })

/** Holds the requests matching `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  return release
}

// The page's response asks for its host's status beside the scripts (server/plugins/static.ts),
// and the app's own status call takes that reply instead of asking again.
test('home asks for the status once, with the page', async ({ page }) => {
  const statusCalls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/system/status') statusCalls.push(r.url())
  })
  const response = await page.goto('/index')
  const statusAddress = `/wps/system/status?url=${encodeURIComponent(new URL(page.url()).host)}`
  expect((response?.headers().link ?? '').split(', ')[0]).toBe(`<${statusAddress}>; rel=preload; as=fetch; crossorigin`)
  await expect(page.getByTestId('home-hot')).toBeVisible()
  expect(statusCalls).toEqual([`${new URL(page.url()).origin}${statusAddress}`])
})

// The first error stack a page formats inside the app's script costs tens of milliseconds: no
// error is thrown and caught on the way to home's or a hall's first screen. Effect itself reads
// the engine's stack twice when it loads (its start-up probes, its published code): only those.
test("loading home and a game hall formats no error stack but Effect's start-up probes", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(globalThis, { __stacksFormatted: seen })
    Error.prepareStackTrace = (error, frames) => {
      seen.push(frames.slice(0, 2).map((f) => `${f.getFunctionName() ?? '?'}@${f.getFileName() ?? '?'}:${f.getLineNumber() ?? 0}`).join(' < '))
      return `${String(error)}\n${frames.map((f) => `    at ${String(f)}`).join('\n')}`
    }
  })
  const effectProbe = (stack: string) => /~effect\/(?:Effect\/stackProbe|Utils\/internal)@/.test(stack)
  for (const [path, ready] of [['/index', 'home-hot'], ['/rng', 'game-card']] as const) {
    await page.goto(path)
    await expect(page.getByTestId(ready).first()).toBeVisible()
    const formatted = await page.evaluate(() => (globalThis as unknown as { __stacksFormatted: string[] }).__stacksFormatted)
    expect(formatted.filter((stack) => !effectProbe(stack)), path).toEqual([])
    expect(formatted.filter(effectProbe).length, path).toBeLessThanOrEqual(2)
  }
})

// A hall's first screen is a screenful of games in one small answer; the vendor's other games
// come when the player scrolls to them, not beside the first tiles' art.
test('a hall asks for one screenful of games, and for the rest when the player scrolls to them', async ({ page }) => {
  const lists: Array<{ page: number; pageSize: number }> = []
  page.on('request', (r) => {
    if (r.url().endsWith('/GCSGAME_gameList')) lists.push(JSON.parse(r.postData() ?? '{}') as { page: number; pageSize: number })
  })
  await page.goto('/rng')
  const grid = page.getByTestId('game-grid')
  await expect(grid.getByTestId('game-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(lists).toEqual([expect.objectContaining({ page: 1, pageSize: 60 })])
  const count = Number((await page.getByTestId('game-count').innerText()).replace(/\D/g, ''))
  expect(count).toBeGreaterThan(60)
  await grid.evaluate((el) => { el.scrollTop = el.scrollHeight / 2 })
  await expect.poll(() => lists.length).toBeGreaterThan(1)
  await expect(grid.getByTestId('game-card').first()).toBeVisible()
  await expect(grid.getByTestId('vgrid-waiting')).toHaveCount(0)
  expect(await grid.evaluate((el) => el.scrollTop)).toBeGreaterThan(1000)
})

// A placeholder shines while the games load: the compositor must be able to run that on its
// own. An animated background-position repaints on the main thread every frame, beside the
// scripts and the first render it is waiting for.
test('the placeholders shown while games load animate only what the compositor runs alone', async ({ page }) => {
  const release = await holdRequests(page, '**/wps/relay/GCSGAME_hotGamesV2')
  await page.goto('/index')
  await expect(page.locator('.tl-skeleton').first()).toBeVisible()
  const animated = await page.evaluate(() =>
    document.getAnimations().flatMap((a) => {
      const effect = a.effect as KeyframeEffect | null
      const props = (effect?.getKeyframes() ?? []).flatMap((k) => Object.keys(k).filter((p) => !['offset', 'easing', 'composite', 'computedOffset'].includes(p)))
      const target = effect?.target as Element | null
      return [{ on: target?.className ?? '', props: [...new Set(props)] }]
    }),
  )
  release()
  expect(animated.some((a) => a.on.includes('tl-skeleton'))).toBe(true)
  for (const a of animated) expect(a.props.filter((p) => p !== 'transform' && p !== 'opacity'), a.on).toEqual([])
})

// A wait shorter than its delay shows no spinner at all; a longer one shows a turning ring.
// Until then nothing turns, so the compositor is not drawing 60 frames a second beside the
// scripts and renders the page is waiting for.
async function ringAfterItsDelay(page: Page, selector: string, appear: string, delayMs: number) {
  // One read in the page, of the ring there at that moment (the app replaces the page's own
  // splash with its copy): its animations, the appear animation's clock (gone once it has run:
  // a slow machine may read after that), its opacity, and whether it turns.
  const read = () =>
    page.evaluate(
      ([sel, name]) => {
        const el = document.querySelector(sel)
        if (!el) return null
        const animations = el.getAnimations()
        const a = animations.find((x) => (x as CSSAnimation).animationName === name)
        return {
          names: getComputedStyle(el).animationName.split(', '),
          time: a ? Number(a.currentTime) : Infinity,
          opacity: getComputedStyle(el).opacity,
          turning: animations.some((x) => x.playState === 'running' && (x.effect as KeyframeEffect).getKeyframes().some((k) => 'transform' in k)),
        }
      },
      [selector, appear] as const,
    )
  let early: Awaited<ReturnType<typeof read>> = null
  await expect.poll(async () => (early = await read()) !== null).toBe(true)
  expect(early!.names).toContain(appear)
  // Before its delay has run out the ring is not there yet.
  expect(early!.time < delayMs ? early!.opacity : '0').toBe('0')
  await expect.poll(async () => { const r = await read(); return r?.opacity === '1' && r.turning }, { timeout: delayMs + 5000 }).toBe(true)
}

test('the splash and the loading screen show a ring only when the wait is longer than a moment', async ({ page }) => {
  // The splash stays while the locale file loads; then the loading screen, until the status.
  const releaseLocale = await holdRequests(page, /\/assets\/ty-[\w-]+\.js$/)
  const releaseStatus = await holdRequests(page, '**/wps/system/status*')
  await page.goto('/rng', { waitUntil: 'commit' })
  // The splash says what it is to a screen reader, in the default language, with no visible text.
  await expect(page.locator('.boot-splash__label')).toHaveText('Naglo-load…')
  // Measured in the page and polled: the app's first render replaces index.html's splash with its own.
  await expect.poll(() => page.locator('.boot-splash__label').evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual([1, 1])
  await ringAfterItsDelay(page, '.boot-splash__ring', 'boot-appear', 1000)
  releaseLocale()
  await ringAfterItsDelay(page, '.tl-loading-screen .tl-spinner', 'tl-spinner-appear', 500)
  releaseStatus()
  await expect(page.getByTestId('game-card').first()).toBeVisible()
})

// The header holds the scrolling notices and a clock that ticks every second: a blurred
// backdrop under them, or under a modal's overlay over the page, is drawn again for every frame
// they change (without a GPU, a third of a core while the notices scroll, a tenth while a modal
// is open over the clock).
test('nothing sits on a blurred backdrop: not the header, nor a modal over the page', async ({ page }) => {
  const blurred = () => page.evaluate(() => [...document.querySelectorAll('*')]
    .filter((el) => getComputedStyle(el).backdropFilter !== 'none').map((el) => el.className || el.tagName))
  await page.goto('/index')
  await expect(page.getByTestId('notice-marquee')).toBeVisible()
  expect(await blurred()).toEqual([])
  await page.getByTestId('header-login').click()
  await expect(page.getByTestId('modal-login')).toBeVisible()
  expect(await blurred()).toEqual([])
})

// The notices scroll for ever: they start only once the page has had two seconds to build,
// and until then the first notice reads from its start.
test('the notice line shows its start and holds still for two seconds before it scrolls', async ({ page }) => {
  await page.goto('/index')
  const track = page.getByTestId('notice-marquee').locator('.tl-marquee__track')
  await expect(track).toBeVisible()
  const read = () => track.evaluate((el) => {
    const view = el.parentElement!.getBoundingClientRect()
    const animation = el.getAnimations()[0]
    return { offset: Math.round(el.getBoundingClientRect().left - view.left), delay: Number(animation?.effect?.getTiming().delay), time: Number(animation?.currentTime) }
  })
  const early = await read()
  expect(early.delay).toBe(2000)
  // Read before the delay ran out: the text starts at the line's left edge.
  if (early.time < 2000) expect(early.offset).toBe(0)
  await expect.poll(async () => (await read()).offset, { timeout: 8000 }).toBeLessThan(-20)
})

// Chromium builds each SVG image as a document of its own on the page's main thread: the
// favicon, the manifest's icon and the header's logo were three such tasks in the first second.
test('the first screens ask for no SVG image: logo, favicon and app icons are pictures', async ({ page }) => {
  const svgs: string[] = []
  page.on('response', (r) => {
    if ((r.headers()['content-type'] ?? '').startsWith('image/svg+xml')) svgs.push(r.url())
  })
  for (const path of ['/index', '/rng']) {
    await page.goto(path)
    await expect(page.locator('.tl-logo__img')).toHaveJSProperty('complete', true)
    expect(await page.locator('.tl-logo__img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  }
  await expect(page.getByTestId('game-card').first()).toBeVisible()
  expect(svgs).toEqual([])
  expect(await page.locator('.tl-logo__img').getAttribute('src')).toMatch(/\/brand\/logo\.webp$/)
  const icons = [
    await page.locator('link[rel="icon"]').getAttribute('href'),
    await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
    ...((await (await page.request.get('/manifest.webmanifest')).json()) as { icons: Array<{ src: string }> }).icons.map((i) => i.src),
  ]
  expect(icons).toHaveLength(5)
  for (const icon of icons) {
    const res = await page.request.get(icon!)
    expect(res.status(), icon!).toBe(200)
    expect(res.headers()['content-type'], icon!).toBe('image/png')
  }
})

// Over a phone's link the first art is what the player waits for: the header's logo and the
// vendor tabs' logos are asked for at low priority and never raised, the first two tiles high.
test("a hall asks for its first art ahead of the logos beside it", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  // Each request's path and its priority, the last Chromium gave it.
  const requests = new Map<string, { path: string; priority: string }>()
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { path: new URL(e.request.url).pathname, priority: e.request.initialPriority }))
  cdp.on('Network.resourceChangedPriority', (e) => {
    const request = requests.get(e.requestId)
    if (request) request.priority = e.newPriority
  })
  await page.goto('/rng')
  await expect(page.getByTestId('game-card').nth(1).locator('img')).toHaveJSProperty('complete', true)
  await expect(page.locator('.tl-logo__img')).toHaveJSProperty('complete', true)
  const of = (matches: (path: string) => boolean) => [...requests.values()].filter((r) => matches(r.path)).map((r) => r.priority)
  expect(of((path) => path.endsWith('/brand/logo.webp'))).toEqual(['Low'])
  const vendorLogos = of((path) => path.startsWith('/img/vendor/'))
  expect(vendorLogos.length).toBeGreaterThan(0)
  expect(new Set(vendorLogos)).toEqual(new Set(['Low']))
  const firstArt = await page.getByTestId('game-card').locator('img').evaluateAll((imgs) => imgs.slice(0, 2).map((i) => new URL((i as HTMLImageElement).src).pathname))
  for (const art of firstArt) expect(of((path) => path === art), art).toEqual(['High'])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })

  // The winner board sits below home's lanes: neither its script nor its list belongs to the
  // first screen, which a short page before the lanes arrived once made it part of.
  test('home asks for the winner board only once the player scrolls near it', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/relay/GCSGAME_getRankList') asked.push(r.url())
    })
    await page.goto('/index')
    await expect(page.locator('section.tl-lane').first()).toBeVisible()
    await page.waitForTimeout(1_000)
    expect(asked).toEqual([])
    await page.getByTestId('footer-partners').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('winner-board')).toBeVisible()
    // The board shows its skeleton first and asks for its list right after: the request event can trail.
    await expect.poll(() => asked.length).toBe(1)
  })
})
