import { expect } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { AnyEventObject } from 'xstate'
import { AuthModal } from '@/shared/ui'
import { failureText, i18n } from '@/shared/i18n'
import { heldServer, lastModals as modals, noticesFixture, testActor, user, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { AnyMachineSnapshot } from 'xstate'
import { freePlayModel } from '@machines/testing/models/freePlay.model.ts'
import type { freePlayMachine } from '@machines/freePlay.machine.ts'
import { memberInfoFixture, renderWithApp, resetAuthState, withModules } from '../testing/harness.tsx'
import { AuthModals } from '../ui/AuthModals.tsx'

/**
 * Free play (machines/freePlay.machine.ts) on its real screen: the Free trial button of the
 * login modal (FREEPLAY3 on), in the app's actor system where the flow lives. The free-play
 * login waits for the path's step: a success stores the session, closes the modals and goes
 * to the home page; a refusal shows in the app's dialog in the player's language and the button
 * works again.
 */
const FREE_PLAY = '/wps/session/login/freeplay'
const SERVER_ENGLISH = 'Server English'

type Machine = typeof freePlayMachine

interface FreePlayRun {
  readonly server: HeldServer
  readonly router: ReturnType<typeof renderWithApp>['router']
}

const button = () => screen.getByTestId('free-play')

export const freePlayScreen: ScreenModel<Machine, FreePlayRun> = {
  name: 'freePlay',
  paths: freePlayModel,
  async start() {
    const server = heldServer(
      {
        '/wps/member/info': { value: memberInfoFixture },
        '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
      },
      [FREE_PLAY],
    )
    const { router } = renderWithApp(<AuthModals />, { status: withModules({ FREEPLAY3: '1' }), at: '/promotions' })
    modals.open(AuthModal.login)
    await screen.findByTestId('free-play')
    return { server, router }
  },
  actual: () => testActor('freePlay').getSnapshot() as AnyMachineSnapshot,
  stop: () => resetAuthState(),
  see: {
    'freePlay.idle': ({ router }, _s, event: AnyEventObject) => {
      if (event.type === 'xstate.done.actor.freePlay') {
        // Playing: the session holds the trial login, the modals are closed, the home page shows.
        expect(sessionStorage.getItem('token')).toBe('t0k3n')
        expect(screen.queryByTestId('login-form-username')).toBeNull()
        expect(router.state.location.pathname).toBe('/')
        return
      }
      expect(sessionStorage.getItem('token')).toBeNull()
      if (event.type === 'xstate.error.actor.freePlay') {
        expect(screen.getByTestId('failure-dialog')).toBeInTheDocument()
        const dialog = screen.getByTestId('dialog')
        expect(dialog).toHaveTextContent(failureText({ code: 'MODULE_DISABLED', message: SERVER_ENGLISH }))
        expect(dialog).not.toHaveTextContent(SERVER_ENGLISH)
      }
      expect(within(screen.getByTestId('login-form-username').closest('[role="dialog"]') as HTMLElement).getByTestId('free-play')).toBeInTheDocument()
      expect(button()).toBeEnabled()
      expect(button()).toHaveTextContent(i18n.t('header.freeTrial'))
    },
    'freePlay.loggingIn': ({ server }) => {
      expect(button()).toBeDisabled()
      expect(server.calls(FREE_PLAY)).toBeGreaterThan(0)
    },
  },
  cause: {
    async 'freePlay.requested'({ server }) {
      const calls = server.calls(FREE_PLAY)
      await user().click(button())
      await waitFor(() => expect(server.calls(FREE_PLAY)).toBe(calls + 1))
    },
    'xstate.done.actor.freePlay': ({ server }, event) => server.reply(FREE_PLAY, { value: event.output }),
    'xstate.error.actor.freePlay': ({ server }) => server.reply(FREE_PLAY, { fail: { code: 'MODULE_DISABLED', message: SERVER_ENGLISH } }),
  },
}
