import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { type MerchantWalletReply } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { TestSystem, bootedApp, gameVendorFixture, mockFetch, statusFixture, testModals, signInClient, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { SeamlessPage } from './SeamlessPage.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the route reads them with the page's chunk (withTexts in routes.tsx).
  await loadTexts('member')
})
afterEach(() => {
  signOutClient()
  vi.unstubAllGlobals()
})

const logIn = () => {
  signInClient()
}

function renderSeamless(wallet: MerchantWalletReply | null) {
  mockFetch({
    '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
    '/wps/v2/wallets/balance': { value: { sumBalance: 1_000 } },
    ...(wallet ? { '/wps/relay/GCS_merchantWallet': { value: wallet } } : {}),
  })
  const status = statusFixture()
  rememberSystemInfo(status)
  const logic = bootedApp(status).provide({ actors: { session: sessionLogic } })
  return render(
    <MemoryRouter initialEntries={['/seamless']}>
      <TestSystem logic={logic} input={{ session: readStoredSession() }}>
        <SystemProvider status={status} imageCdn="/img">
          <SeamlessPage />
        </SystemProvider>
      </TestSystem>
    </MemoryRouter>,
  )
}

describe('/seamless', () => {
  it('a single wallet: says there is nothing to transfer and shows no transfer form', async () => {
    logIn()
    renderSeamless({ isSingle: true, main: 123_456, wallets: [] })
    const mode = await screen.findByTestId('seamless-mode-single')
    expect(mode).toHaveTextContent('Single wallet')
    expect(mode).toHaveTextContent('there is nothing to transfer before you play')
    expect(await screen.findByTestId('wallet-single')).toBeInTheDocument()
    expect(screen.getByTestId('wallet-list')).toHaveTextContent('1,234.56')
    expect(screen.queryByTestId('wallet-transfer')).toBeNull()
  })

  it('a wallet per vendor: explains the transfers and shows the transfer form', async () => {
    logIn()
    renderSeamless({ isSingle: false, main: 50_000, wallets: [{ vassalage: 'PG', balance: 5000 }] })
    expect(await screen.findByTestId('seamless-mode-multi')).toHaveTextContent("Move money from your main wallet into a vendor's wallet")
    expect(await screen.findByTestId('wallet-transfer')).toBeInTheDocument()
    expect(screen.queryByTestId('wallet-single')).toBeNull()
  })

  it('a visitor is offered the login, and no wallet is asked for', async () => {
    renderSeamless(null)
    await userEvent.click(await screen.findByTestId('seamless-login'))
    await waitFor(() => expect(testModals().names()).toContain('login'))
  })
})
