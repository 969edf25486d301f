import { expect } from 'vitest'
import { waitFor, within, screen } from '@testing-library/react'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { SetPlayerLimitReply } from '@/shared/api'
import { failureText, i18n } from '@/shared/i18n'
import { formatInstant } from '@/features/player-protection'
import { heldServer, user, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { playerLimitModel } from '@machines/testing/models/playerLimit.model.ts'
import type { playerLimitMachine, PlayerLimitContext } from '@machines/playerLimit.machine.ts'
import { LIMITS, leaveResponsiblePlay, limitsState, renderResponsiblePlay } from '../testing/protection.tsx'

/**
 * One limit's edit flow (machines/playerLimit.machine.ts) on its real screen: the daily loss
 * limit's row of the responsible-play page, with 1,000.00 in force. The member sets a lower
 * one (applied at once) or a higher one or a removal (pending its cooling-off), with the save
 * call waiting for the path's step; a refusal shows in the member's language, with retry and
 * cancel. The page's limits are read at once.
 */
const SAVE = '/wps/relay/MCS2_setPlayerLimit'
const SERVER_ENGLISH = 'Server English'
const IN_FORCE = 1_000_00
const EFFECTIVE_AT = '2026-12-06T04:00:00.000Z'
const refusal = { code: 'VALIDATION_FAILED', message: SERVER_ENGLISH }

type Machine = typeof playerLimitMachine

interface LimitRun {
  readonly server: HeldServer
}

const ctx = (s: AnyMachineSnapshot) => s.context as PlayerLimitContext
const inRange = (c: PlayerLimitContext) => c.draft !== null && c.draft >= c.min && c.draft <= c.max

const row = () => screen.getByTestId('limit-lossDay')
const inRow = (id: string) => within(row()).getByTestId(`limit-lossDay-${id}`)
const queryInRow = (id: string) => within(row()).queryByTestId(`limit-lossDay-${id}`)
const button = (name: string) => within(row()).getByRole('button', { name })

/** The reply to the save the screen sent: the whole page's state as the server would answer it. */
function reply(sent: { value: number | null }, outcome: 'applied' | 'pending'): SetPlayerLimitReply {
  const lossDay = outcome === 'applied'
    ? { value: sent.value, used: sent.value === null ? null : 0, pending: null }
    : { value: IN_FORCE, used: 0, pending: { value: sent.value, effectiveAt: EFFECTIVE_AT } }
  return { outcome, effectiveAt: outcome === 'applied' ? new Date().toISOString() : EFFECTIVE_AT, state: limitsState({}, { lossDay }) }
}

/**
 * The Remove button shows while a limit is in force and no removal is waiting: not after a
 * removal was saved (the row then has no limit, or its removal pending).
 */
const paths: PathModel<Machine> = {
  ...playerLimitModel,
  events: playerLimitModel.events.map((e) => (e.type === 'xstate.error.actor.saveLimit' ? { ...e, error: refusal } : e)),
  offered: (s, e) => e.type !== 'limit.removeRequested' || !((s.matches('applied') || s.matches('pending')) && ctx(s).draft === null),
}

/** Not editing: the row's buttons, no field. */
function notEditing(busy: boolean) {
  expect(queryInRow('input')).toBeNull()
  const edit = inRow('edit')
  if (busy) expect(edit).toBeDisabled()
  else expect(edit).toBeEnabled()
}

export const playerLimitScreen: ScreenModel<Machine, LimitRun> = {
  name: 'playerLimit',
  paths,
  async start() {
    const server = heldServer({ [LIMITS]: { value: limitsState({}, { lossDay: { value: IN_FORCE, used: 120_00, pending: null } }) } }, [SAVE])
    await renderResponsiblePlay()
    return { server }
  },
  stop: () => leaveResponsiblePlay(),
  see: {
    'playerLimit.viewing': () => {
      notEditing(false)
      expect(inRow('value')).toHaveTextContent('1,000.00')
      expect(inRow('remove')).toBeEnabled()
      expect(within(row()).queryByRole('status')).toBeNull()
      expect(within(row()).queryByRole('alert')).toBeNull()
    },
    'playerLimit.editing': (_run, s) => {
      const field = inRow('input')
      expect(field).toBeEnabled()
      if (inRange(ctx(s))) expect(field).toHaveValue('500')
      const error = queryInRow('input-error')
      if (ctx(s).invalid) expect(error).toHaveTextContent(i18n.t('protection.limits.invalidAmount'))
      else expect(error).toBeNull()
      expect(inRow('save')).toBeEnabled()
      expect(button(i18n.t('common.cancel'))).toBeEnabled()
      expect(within(row()).queryByRole('alert')).toBeNull()
    },
    'playerLimit.saving': (run) => {
      notEditing(true)
      expect(run.server.calls(SAVE)).toBeGreaterThan(0)
      expect(within(row()).queryByRole('alert')).toBeNull()
    },
    'playerLimit.applied': (_run, s) => {
      notEditing(false)
      expect(within(row()).getByRole('status')).toHaveTextContent(i18n.t('protection.limits.applied'))
      // What the server applied is what the row shows in force.
      expect(inRow('value')).toHaveTextContent(ctx(s).draft === null ? i18n.t('protection.limits.none') : '500.00')
      expect(queryInRow('pending')).toBeNull()
    },
    'playerLimit.pending': (_run, s) => {
      notEditing(false)
      const at = formatInstant(EFFECTIVE_AT)
      expect(within(row()).getByRole('status')).toHaveTextContent(i18n.t('protection.limits.savedPending', { at }))
      expect(inRow('value')).toHaveTextContent('1,000.00')
      expect(inRow('pending')).toHaveTextContent(ctx(s).draft === null
        ? i18n.t('protection.limits.pendingRemoval', { at })
        : i18n.t('protection.limits.pendingRaise', { value: '500.00', at }))
      if (ctx(s).draft === null) expect(queryInRow('remove')).toBeNull()
    },
    'playerLimit.failed': () => {
      const alert = within(row()).getByRole('alert')
      expect(alert).toHaveTextContent(failureText(refusal))
      expect(alert).not.toHaveTextContent(SERVER_ENGLISH)
      expect(within(alert).getByRole('button', { name: i18n.t('common.retry') })).toBeEnabled()
      expect(within(alert).getByRole('button', { name: i18n.t('common.cancel') })).toBeEnabled()
      expect(queryInRow('remove')).toBeNull()
      expect(queryInRow('input')).toBeNull()
    },
  },
  cause: {
    'limit.editStarted': () => user().click(inRow('edit')),
    async 'limit.valueChanged'(_run, event) {
      const field = inRow('input')
      const u = user()
      await u.clear(field)
      await u.type(field, event.value === null ? 'abc' : String((event.value as number) / 100))
    },
    async 'limit.submitted'(run, _event, before) {
      const calls = run.server.calls(SAVE)
      await user().click(inRow('save'))
      if (!inRange(ctx(before))) {
        expect(run.server.calls(SAVE)).toBe(calls)
        return
      }
      await waitFor(() => expect(run.server.calls(SAVE)).toBe(calls + 1))
      expect(run.server.lastBody(SAVE)).toEqual({ key: 'lossDay', value: ctx(before).draft })
    },
    async 'limit.removeRequested'(run) {
      const calls = run.server.calls(SAVE)
      await user().click(inRow('remove'))
      await waitFor(() => expect(run.server.calls(SAVE)).toBe(calls + 1))
      expect(run.server.lastBody(SAVE)).toEqual({ key: 'lossDay', value: null })
    },
    async 'limit.editCancelled'(_run, _event, before) {
      const where = before.matches('failed') ? within(row()).getByRole('alert') : row()
      await user().click(within(where).getByRole('button', { name: i18n.t('common.cancel') }))
    },
    async 'limit.retried'(run) {
      const calls = run.server.calls(SAVE)
      await user().click(within(within(row()).getByRole('alert')).getByRole('button', { name: i18n.t('common.retry') }))
      await waitFor(() => expect(run.server.calls(SAVE)).toBe(calls + 1))
    },
    async 'xstate.done.actor.saveLimit'({ server }, event: AnyEventObject) {
      const answer = reply(server.lastBody(SAVE) as { value: number | null }, (event.output as SetPlayerLimitReply).outcome as 'applied' | 'pending')
      server.answer(LIMITS, { value: answer.state })
      await server.reply(SAVE, { value: answer })
    },
    'xstate.error.actor.saveLimit': ({ server }, event: AnyEventObject) => server.reply(SAVE, { fail: event.error as { code: string; message: string } }),
  },
}
