/**
 * The Lighthouse bench's baseline page (scripts/bench/support/baseline-site.ts): one screen drawn
 * with the libraries the product's brief names (React and react-dom, react-router, XState with
 * @xstate/react, Effect schemas, i18next with react-i18next, TanStack Query,
 * react-aria-components, date-fns, js-cookie), each used as the app uses it, and nothing of the
 * product: no server call, no actor system, no header or lanes of its own. What this page scores
 * on a machine is what the stack leaves the app on that machine that day.
 */
import { StrictMode, Suspense, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Link, Route, Routes } from 'react-router'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query'
import { assign, setup } from 'xstate'
import { useMachine } from '@xstate/react'
import { Schema } from 'effect'
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { format } from 'date-fns'
import Cookies from 'js-cookie'

const Home = Schema.Struct({ brand: Schema.String, headline: Schema.String, games: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })) })
const decodeHome = Schema.decodeUnknownSync(Home)

const menu = setup({ types: { context: {} as { opened: number }, events: {} as { type: 'open' } } }).createMachine({
  id: 'menu',
  context: { opened: 0 },
  on: { open: { actions: assign({ opened: ({ context }) => context.opened + 1 }) } },
})

void i18next.use(initReactI18next).init({
  lng: Cookies.get('lang') ?? 'en',
  resources: { en: { translation: { login: 'Log in', join: 'Join', hot: 'Hot games', fresh: 'New games', today: 'Today is {{date}}.', menu: 'Menu ({{count}})' } } },
})

const games = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}` }))

function Screen() {
  const { t } = useTranslation()
  const [state, send] = useMachine(menu)
  // Suspended until the data is in, so the screen is drawn once, whole (nothing shifts).
  const home = useSuspenseQuery({ queryKey: ['home'], queryFn: async () => decodeHome({ brand: 'Stack', headline: 'Slots, live casino, sports and lottery with one wallet, on your phone', games }) })
  return (
    <>
      <header>
        <strong>{home.data.brand}</strong>
        <Button onPress={() => send({ type: 'open' })}>{t('menu', { count: state.context.opened })}</Button>
        <Button>{t('login')}</Button>
        <Button>{t('join')}</Button>
      </header>
      <main>
        <h1>{home.data.headline}</h1>
        <p>{t('today', { date: format(new Date(), 'yyyy-MM-dd') })} <Link to="/">{home.data.brand}</Link></p>
        <Tabs>
          <TabList aria-label={t('hot')}>
            <Tab id="hot">{t('hot')}</Tab>
            <Tab id="new">{t('fresh')}</Tab>
          </TabList>
          <TabPanel id="hot"><ul>{home.data.games.map((g) => <li key={g.id}>{g.name}</li>)}</ul></TabPanel>
          <TabPanel id="new"><ul>{home.data.games.slice(6).map((g) => <li key={g.id}>{g.name}</li>)}</ul></TabPanel>
        </Tabs>
      </main>
    </>
  )
}

const queryClient = new QueryClient()
const root = createRoot(document.getElementById('root')!)
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Suspense fallback={null}><Screen /></Suspense>} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  )
})
