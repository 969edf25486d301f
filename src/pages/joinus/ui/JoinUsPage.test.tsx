import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createChallenge } from 'altcha-lib/v1'
import { MemoryRouter } from 'react-router'
import type { AgentProgrammeReply } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { TestSystem, bootedApp, decryptBody, mockFetch, statusFixture, type MockRoutes } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { JoinUsPage } from './JoinUsPage.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the route reads them with the page's chunk (withTexts in routes.tsx).
  await loadTexts('join')
})
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const programme: AgentProgrammeReply = {
  contracts: [
    { kind: 'dividend', period: 'weekly', tiers: [{ minActive: 0, minAmount: 0, rateBp: 1000 }, { minActive: 5, minAmount: 5_000_000, rateBp: 1500 }] },
    { kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 25 }] },
  ],
}

function renderJoin(routes: MockRoutes) {
  mockFetch(routes)
  const status = statusFixture()
  rememberSystemInfo(status)
  const logic = bootedApp(status).provide({ actors: { session: sessionLogic } })
  return render(
    <MemoryRouter initialEntries={['/join']}>
      <TestSystem logic={logic} input={{ session: readStoredSession() }}>
        <SystemProvider status={status} imageCdn="/img">
          <JoinUsPage />
        </SystemProvider>
      </TestSystem>
    </MemoryRouter>,
  )
}

const fill = async (form: HTMLElement, values: Record<string, string>) => {
  for (const [id, value] of Object.entries(values)) {
    const input = within(form).getByTestId(`join-${id}`)
    await userEvent.clear(input)
    await userEvent.type(input, value)
  }
}

describe('Join us page', () => {
  it('shows the commission model from the house contracts, tier by tier', async () => {
    renderJoin({ '/wps/agent/programme': { value: programme } })
    const dividend = await screen.findByTestId('join-kind-dividend')
    expect(dividend).toHaveTextContent('Dividend')
    expect(dividend).toHaveTextContent("A share of your team's net loss · Paid every week")
    const rows = within(dividend).getAllByTestId('join-tiers-dividend-row')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toHaveTextContent('5 or more')
    expect(rows[1]).toHaveTextContent('50,000.00 or more')
    expect(rows[1]).toHaveTextContent('15%')
    expect(screen.getByTestId('join-kind-realtime_salary')).toHaveTextContent('Paid every 5 minutes')
    expect(screen.getByTestId('join-kind-realtime_salary')).toHaveTextContent('0.25%')
  })

  it('says so when the house gives no contract yet', async () => {
    renderJoin({ '/wps/agent/programme': { value: { contracts: [] } } })
    expect(await screen.findByTestId('join-model-none')).toHaveTextContent('The commission terms are being updated')
  })

  it('checks the form before sending, shows a taken account under its field, then the application received', async () => {
    const sent: Record<string, unknown>[] = []
    renderJoin({
      '/wps/agent/programme': { value: programme },
      '/wps/altcha/challenge': async () => ({ value: await createChallenge({ hmacKey: 'k', maxnumber: 20, number: 4 }) }),
      '/wps/agent/application': (_url, init) => {
        sent.push(decryptBody(init?.body))
        return sent.length === 1 ? { fail: { code: 'ACCOUNT_EXISTS', message: 'taken' } } : { value: { id: 7, account: 'maria01', status: 'pending' } }
      },
    })
    const form = await screen.findByTestId('join-form')
    await fill(form, { account: 'X1', contact: 'bad handle' })
    await userEvent.click(within(form).getByTestId('join-submit'))
    expect(await within(form).findByTestId('join-account-error')).toHaveTextContent('4 to 16 lower-case letters')
    expect(within(form).getByTestId('join-contact-error')).toHaveTextContent('Telegram username of 5 to 32')
    expect(within(form).getByTestId('join-name-error')).toHaveTextContent('Your name')
    expect(sent).toEqual([])
    await fill(form, { account: 'maria01', password: 'Agent#2026x', confirm: 'Agent#2026x', name: 'Maria Santos', contact: '@maria_santos', message: 'Facebook group' })
    await userEvent.click(within(form).getByTestId('join-submit'))
    expect(await within(form).findByTestId('join-account-error')).toHaveTextContent('This account is taken')
    await userEvent.click(within(form).getByTestId('join-submit'))
    const done = await screen.findByTestId('join-done')
    expect(done).toHaveTextContent('Application received')
    expect(done).toHaveTextContent('log in with the account maria01')
    expect(done).toHaveTextContent('contact you by Telegram')
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]).toEqual({ altcha: expect.any(String), account: 'maria01', password: 'Agent#2026x', name: 'Maria Santos', contactKind: 'telegram', contact: '@maria_santos', message: 'Facebook group', language: 'en' })
  })

  it('switches the contact field with its kind and checks it by that kind', async () => {
    renderJoin({ '/wps/agent/programme': { value: programme } })
    const form = await screen.findByTestId('join-form')
    await userEvent.click(within(form).getByTestId('join-contact-kind-email'))
    expect(within(form).getByLabelText(/E-mail address/)).toBeInTheDocument()
    await fill(form, { contact: 'nope' })
    await userEvent.click(within(form).getByTestId('join-submit'))
    expect(await within(form).findByTestId('join-contact-error')).toHaveTextContent('such as name@example.com')
  })
})
