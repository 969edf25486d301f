import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { configureClient, type LimitView, type PlayerLimitsReply } from '@/shared/api'
import { DialogHost } from '@/shared/ui'
import { TestSystem, signOutClient } from '@/shared/testing'
import ResponsiblePlayPage from '../screens/responsiblePlay/index.tsx'

/**
 * Test helpers of the responsible-play page (never imported by application code): the limits'
 * reply as the contract shapes it, and the page rendered for a logged-in member with the app's
 * dialog. The calls are answered by the test's own fake server (heldServer).
 */

export const LIMITS = '/wps/relay/MCS2_getPlayerLimits'
export const noLimit: LimitView = { value: null, used: null, pending: null }

export const limitsState = (over: Partial<PlayerLimitsReply> = {}, limits: Partial<PlayerLimitsReply['limits']> = {}): PlayerLimitsReply => ({
  limits: {
    depositDay: noLimit, depositWeek: noLimit, depositMonth: noLimit, lossDay: noLimit, lossWeek: noLimit, lossMonth: noLimit,
    wagerDay: noLimit, wagerWeek: noLimit, wagerMonth: noLimit, sessionMinutes: noLimit, ...limits,
  },
  realityCheckMinutes: 0,
  block: null,
  coolingOffHours: 24,
  ...over,
})

/** The page for the member juan, once its limits are read. */
export async function renderResponsiblePlay(): Promise<void> {
  sessionStorage.setItem('token', 't0k3n')
  configureClient({ token: () => 't0k3n' })
  render(<TestSystem><ResponsiblePlayPage /><DialogHost /></TestSystem>)
  await screen.findByTestId('limit-lossDay')
}

export function leaveResponsiblePlay(): void {
  signOutClient()
}

/** Closes the dialog shown (its only or confirming button), as a user would. */
export async function closeDialog(): Promise<void> {
  const ok = screen.queryByTestId('dialog-confirm')
  if (ok) await userEvent.setup().click(ok)
  await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull())
}
