import { chromium } from 'playwright'
const port = process.argv[2]
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage({ viewport: { width: 1280, height: 800 } })
await p.addInitScript(() => window.localStorage.setItem('lang', 'en'))
await p.goto(`http://localhost:${port}/index`)
await p.getByTestId('header-login').click()
await p.getByTestId('login-username').fill('demo01')
await p.getByTestId('login-password').fill('Demo1234')
await p.getByTestId('login-submit').click()
await p.getByTestId('member-block').waitFor()
await p.waitForTimeout(4000)
console.log(port, JSON.stringify(await p.evaluate(() => [...document.querySelectorAll('.tl-modal-overlay')].map((e) => [e.getAttribute('data-exiting'), (e.textContent || '').slice(0, 30)]))))
await b.close()
