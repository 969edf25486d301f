import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { ProtectionBlock } from '@/shared/api'
import { failureText, i18n } from '@/shared/i18n'
import { formatGmt8DateTime } from '@/shared/lib'
import { formatInstant } from '@/features/player-protection'
import { heldServer, testDialogs, user, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { protectionBlockModel } from '@machines/testing/models/protectionBlock.model.ts'
import type { BlockRequest, protectionBlockMachine, ProtectionBlockContext } from '@machines/protectionBlock.machine.ts'
import { closeDialog, LIMITS, leaveResponsiblePlay, limitsState, renderResponsiblePlay } from '../testing/protection.tsx'

/**
 * Taking a break or excluding oneself (machines/protectionBlock.machine.ts) on its real screen:
 * the responsible-play page's buttons (a 7-day break, a permanent self-exclusion), the app's
 * dialog that asks first, the call that waits for the path's step, then the block shown with
 * its end, or the refusal in the member's language with the end of the block in force (GMT+8,
 * to the second). A new choice while the confirmation shows is made after another dialog took
 * its place (the app shows one dialog at a time), as the machine allows.
 */
const BREAK = '/wps/relay/MCS2_takeBreak'
const EXCLUDE = '/wps/relay/MCS2_selfExclude'
const SERVER_ENGLISH = 'Server English'
const IN_FORCE: ProtectionBlock = { kind: 'exclusion', startedAt: '2026-06-05T04:00:00.000Z', until: '2027-06-05T04:00:30.000Z' }
const refusal = { code: 'PROTECTION_ACTIVE', message: SERVER_ENGLISH, value: IN_FORCE }

type Machine = typeof protectionBlockMachine

interface BlockRun {
  readonly server: HeldServer
}

const requestOf = (s: AnyMachineSnapshot) => (s.context as ProtectionBlockContext).request!
const pathOf = (r: BlockRequest) => (r.kind === 'break' ? BREAK : EXCLUDE)
const buttonOf = (r: BlockRequest) => screen.getByTestId(`${r.kind}-${r.duration}`)
const confirmId = (r: BlockRequest) => (r.kind === 'break' ? 'break-confirm' : 'exclusion-confirm')
const allButtons = () => ['break-24h', 'break-7d', 'break-30d', 'exclusion-6mo', 'exclusion-1y', 'exclusion-5y', 'exclusion-permanent'].map((id) => screen.getByTestId(id))

/** The block the server starts for a request. */
const taken = (r: BlockRequest): ProtectionBlock => {
  const now = Date.now()
  return r.kind === 'break'
    ? { kind: 'timeout', startedAt: new Date(now).toISOString(), until: new Date(now + 7 * 24 * 3_600_000).toISOString() }
    : { kind: 'exclusion', startedAt: new Date(now).toISOString(), until: null }
}

/** Told apart by what the screen shows: which confirmation, which call. */
const paths: PathModel<Machine> = {
  ...protectionBlockModel,
  serializeState: (s) => JSON.stringify([s.value, (s.context as ProtectionBlockContext).request?.kind ?? null]),
  events: [
    { type: 'block.requested', request: { kind: 'break', duration: '7d' } },
    { type: 'block.requested', request: { kind: 'exclusion', duration: 'permanent' } },
    { type: 'block.confirmed' },
    { type: 'block.cancelled' },
    { type: 'xstate.done.actor.takeBlock', output: 'the block the server started' },
    { type: 'xstate.error.actor.takeBlock', error: refusal },
  ],
}

export const protectionBlockScreen: ScreenModel<Machine, BlockRun> = {
  name: 'protectionBlock',
  paths,
  async start() {
    const server = heldServer({ [LIMITS]: { value: limitsState() } }, [BREAK, EXCLUDE])
    await renderResponsiblePlay()
    return { server }
  },
  stop: () => leaveResponsiblePlay(),
  see: {
    'protectionBlock.idle': (_run, _s, event) => {
      for (const b of allButtons()) expect(b).toBeEnabled()
      expect(screen.queryByTestId('break-confirm')).toBeNull()
      expect(screen.queryByTestId('exclusion-confirm')).toBeNull()
      if (event.type === 'xstate.done.actor.takeBlock') {
        // What the server started shows first on the page (its text and end: checked as it arrives).
        expect(screen.getByTestId('protection-block')).toBeInTheDocument()
      } else if (event.type === 'xstate.error.actor.takeBlock') {
        const dialog = screen.getByTestId('dialog')
        expect(screen.getByTestId('failure-dialog')).toBeInTheDocument()
        expect(dialog).toHaveTextContent(failureText(refusal))
        expect(dialog).toHaveTextContent(i18n.t('failure.blockUntil', { until: formatGmt8DateTime(Date.parse(IN_FORCE.until!)) }))
        expect(dialog).toHaveTextContent('2027-06-05 12:00:30')
        expect(dialog).not.toHaveTextContent(SERVER_ENGLISH)
      } else {
        expect(screen.queryByTestId('dialog')).toBeNull()
      }
    },
    'protectionBlock.confirming': (_run, s) => {
      const r = requestOf(s)
      expect(screen.getByTestId(confirmId(r))).toBeInTheDocument()
      const duration = i18n.t(`protection.duration.${r.duration}`)
      const title = r.kind === 'break' ? i18n.t('protection.break.confirmTitle', { duration }) : i18n.t('protection.exclusion.confirmTitle', { duration })
      expect(screen.getByRole('alertdialog')).toHaveTextContent(title)
      expect(screen.getByTestId('dialog-cancel')).toBeEnabled()
    },
    'protectionBlock.taking': (run, s) => {
      for (const b of allButtons()) expect(b).toBeDisabled()
      expect(screen.queryByTestId('dialog')).toBeNull()
      expect(run.server.calls(pathOf(requestOf(s)))).toBeGreaterThan(0)
    },
  },
  cause: {
    async 'block.requested'(_run, event, before) {
      if (before.matches('confirming')) {
        // Another dialog takes the confirmation's place (one dialog at a time); the member closes it.
        testDialogs().open({ message: 'Another notice', testId: 'other-notice' })
        await screen.findByTestId('other-notice')
      }
      await closeDialog()
      await user().click(buttonOf(event.request as BlockRequest))
    },
    async 'block.confirmed'(run, _event, before) {
      const r = requestOf(before)
      const calls = run.server.calls(pathOf(r))
      await user().click(screen.getByTestId('dialog-confirm'))
      await waitFor(() => expect(run.server.calls(pathOf(r))).toBe(calls + 1))
      expect(run.server.lastBody(pathOf(r))).toEqual(r.kind === 'break' ? { duration: r.duration } : { duration: r.duration, confirm: true })
    },
    'block.cancelled': () => user().click(screen.getByTestId('dialog-cancel')),
    async 'xstate.done.actor.takeBlock'({ server }, _event: AnyEventObject, before) {
      const r = requestOf(before)
      const block = taken(r)
      server.answer(LIMITS, { value: limitsState({ block }) })
      await server.reply(pathOf(r), { value: { block } })
      const text = block.until === null ? i18n.t('protection.block.exclusionPermanent') : i18n.t('protection.block.timeout', { until: formatInstant(block.until) })
      await waitFor(() => expect(screen.getByTestId('protection-block')).toHaveTextContent(text))
    },
    'xstate.error.actor.takeBlock': ({ server }, event: AnyEventObject, before) =>
      server.reply(pathOf(requestOf(before)), { fail: event.error as { code: string; message: string; value: unknown } }),
  },
}
