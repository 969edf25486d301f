import { beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n, loadTexts } from '@/shared/i18n'
import type { MoneyRequestView } from './useMoneyRequest.ts'
import { MoneyForm } from './MoneyForm.tsx'

beforeAll(async () => {
  await initI18n('en')
  await loadTexts('member')
})

type Sent = { amount: number }
const view = (over: Partial<MoneyRequestView<Sent>> = {}): MoneyRequestView<Sent> => ({
  state: 'editing', busy: false, result: null, failure: null, submit: () => {}, retry: () => {}, again: () => {}, ...over,
})

function Form({ request, clearsAmount, onSubmit = () => {} }: { request: MoneyRequestView<Sent>; clearsAmount?: boolean; onSubmit?: (amount: number, password: string) => void }) {
  return (
    <MoneyForm
      id="pay"
      title="Pay"
      submitLabel="Send"
      doneText={(r) => (r ? `Sent ${r.amount}` : null)}
      request={request}
      range={{ min: 100_00, max: 500_00 }}
      clearsAmount={clearsAmount}
      onSubmit={onSubmit}
    />
  )
}

/** Types the amount and the password, and sends. */
async function send(amount: string, password: string) {
  await userEvent.type(screen.getByTestId('pay-amount'), amount)
  await userEvent.type(screen.getByTestId('pay-password'), password)
  await userEvent.click(screen.getByTestId('pay-submit'))
}

describe('the money form', () => {
  it('refuses an amount outside the range and a password that is not six digits, before anything is sent', async () => {
    const onSubmit = vi.fn()
    render(<Form request={view()} onSubmit={onSubmit} />)
    await send('50', '12')
    expect(screen.getByText('The amount must be from 100.00 to 500.00.')).toBeInTheDocument()
    expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the amount in minor units with the password, then empties the password field', async () => {
    const onSubmit = vi.fn()
    render(<Form request={view()} onSubmit={onSubmit} />)
    await send('120.50', '246810')
    expect(onSubmit).toHaveBeenCalledWith(120_50, '246810')
    expect(screen.getByTestId('pay-password')).toHaveValue('')
    expect(screen.getByTestId('pay-amount')).toHaveValue('120.50')
  })

  it('after a success says so politely; a transfer empties its amount, a withdrawal keeps it', async () => {
    for (const clearsAmount of [true, false]) {
      const { rerender, unmount } = render(<Form request={view({ state: 'submitting', busy: true })} clearsAmount={clearsAmount} />)
      expect(screen.getByTestId('pay-submit')).toHaveAttribute('aria-busy', 'true')
      await userEvent.type(screen.getByTestId('pay-amount'), '200')
      rerender(<Form request={view({ state: 'done', result: { amount: 200_00 } })} clearsAmount={clearsAmount} />)
      expect(screen.getByRole('status')).toHaveTextContent('Sent 20000')
      expect(screen.getByTestId('pay-submit')).not.toHaveAttribute('aria-busy')
      expect(screen.getByTestId('pay-amount')).toHaveValue(clearsAmount ? '' : '200')
      unmount()
    }
  })

  it('says a refusal in the member\'s language, as an alert', () => {
    render(<Form request={view({ state: 'failed', failure: { code: 'INSUFFICIENT_FUNDS', message: 'Server English' } })} />)
    expect(screen.getByTestId('pay-failed')).toHaveAttribute('role', 'alert')
    expect(screen.getByTestId('pay-failed')).not.toHaveTextContent('Server English')
  })
})
