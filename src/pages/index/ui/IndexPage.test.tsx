import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { type Language, type Notice } from '@/shared/api'
import { initI18n } from '@/shared/i18n'
import { TestSystem, bootedApp, mockFetch, statusFixture, signInClient, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { IndexPage } from './IndexPage.tsx'

// The banners a fresh site shows: the seed's (server/db/seed-data/announcements.ts), as the server
// sends them (its HTML, in the language asked for).
interface SeededAnnouncement { readonly type: string; readonly title: Record<Language, string>; readonly body: Record<Language, readonly string[]> }
const seed = import.meta.glob<readonly SeededAnnouncement[]>('/server/db/seed-data/announcements.ts', { eager: true, import: 'announcements' })
const announcements = Object.values(seed)[0]!

afterEach(() => {
  signOutClient()
  vi.unstubAllGlobals()
})

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const seededBanners = (lang: Language): Notice[] =>
  announcements.filter((a) => a.type === 'B').map((a, i) => ({
    id: `b${i}`, title: a.title[lang], content: a.body[lang].map((p) => `<p>${html(p)}</p>`).join(''), date: Date.UTC(2026, 11, 1), type: 'B' as const,
  }))

/** Sign-up calls in each language: the header's "Sign up" and the words a banner would use. */
const SIGN_UP = /sign.?up|register|mag-?sign.?up|magparehistro|magrehistro|注册|สมัคร|đăng ký/i

function renderHome(lang: Language) {
  const status = statusFixture()
  rememberSystemInfo(status)
  mockFetch({
    '/wps/relay/MCSFE_getListAnnouncements': { value: { player: [], banners: seededBanners(lang), popup: [], promotion: [] } },
    '/wps/relay/GCSGAME_gameVendor': { value: { data: { lanes: [] } } },
  })
  const logic = bootedApp(status).provide({ actors: { session: sessionLogic } })
  return render(
    <MemoryRouter initialEntries={['/index']}>
      <TestSystem logic={logic} input={{ session: readStoredSession() }}>
        <SystemProvider status={status} imageCdn="/img">
          <IndexPage />
        </SystemProvider>
      </TestSystem>
    </MemoryRouter>,
  )
}

describe('home banners', () => {
  // Issue 38, item 6: the welcome banner told logged-in members "Sign up today".
  for (const lang of ['en', 'ty', 'cn', 'th', 'vi'] as const) {
    it(`${lang}: a logged-in member's home banners call nobody to sign up`, async () => {
      await initI18n(lang)
      signInClient()
      renderHome(lang)
      const [welcome] = seededBanners(lang)
      const title = await screen.findByRole('heading', { name: welcome!.title })
      const banners = title.closest('section')!
      // The text renders after the title has painted.
      await within(banners).findByText((_, el) => el?.classList.contains('tl-banner__text') === true && (el.textContent ?? '') !== '')
      expect(banners).toHaveTextContent(/./)
      expect(banners.textContent).not.toMatch(SIGN_UP)
    })
  }
})
