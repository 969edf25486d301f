import { expect } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyEventObject } from 'xstate'
import { failureText } from '@/shared/i18n'
import type { HeldServer } from './server.ts'

/** A fresh user for each step (user-event's own advice). */
export const user = () => userEvent.setup()

/** Whether a button says it is busy (aria-busy). */
export const isBusy = (button: HTMLElement) => button.getAttribute('aria-busy') === 'true'

/** Types `text` into a field, replacing what it held, as a player pasting it would. */
export async function fill(input: HTMLElement, text: string) {
  const u = user()
  await u.clear(input)
  if (text === '') return
  await u.click(input)
  await u.paste(text)
}

/**
 * What every screen of machines/formSubmit.machine.ts shares, by the page's test ids
 * (`<prefix>-form`, `<prefix>-failed`, `<prefix>-<field>`): the failed state's alert and
 * retry, the form sent (or refused by the page's own check, nothing sent), and the server's
 * answers (a reply, a lost connection, a taken account).
 */
export function formSubmitScreenParts<TRun extends { readonly server: HeldServer }>({ prefix, path, retryLabel, typeForm }: {
  prefix: string
  /** The call the form makes. */
  path: string
  /** The retry button's name. */
  retryLabel: () => string
  /** Fills the form for the path's `form.submitted` (`mismatch`: a confirmation unlike the password). */
  typeForm: (event: AnyEventObject, mismatch: boolean) => Promise<void>
}) {
  const form = () => screen.getByTestId(`${prefix}-form`)
  const field = (id: string) => within(form()).getByTestId(`${prefix}-${id}`)
  const failed = () => within(form()).getByTestId(`${prefix}-failed`)
  return {
    form,
    field,
    seeFailed: () => {
      expect(failed()).toHaveTextContent(failureText({ code: 'NETWORK', message: '' }))
      expect(within(failed()).getByRole('button', { name: retryLabel() })).toBeEnabled()
      expect(isBusy(field('submit'))).toBe(false)
    },
    cause: {
      async 'form.submitted'(run: TRun, event: AnyEventObject) {
        const calls = run.server.calls(path)
        const mismatch = Object.keys(event.errors as object).length > 0
        await typeForm(event, mismatch)
        await user().click(field('submit'))
        if (mismatch) {
          // The page's own check: nothing is sent.
          await waitFor(() => expect(field('confirm-error')).toBeInTheDocument())
          expect(run.server.calls(path)).toBe(calls)
          return
        }
        await waitFor(() => expect(run.server.calls(path)).toBe(calls + 1))
      },
      async retry(run: TRun) {
        const calls = run.server.calls(path)
        await user().click(within(failed()).getByRole('button', { name: retryLabel() }))
        await waitFor(() => expect(run.server.calls(path)).toBe(calls + 1))
      },
      'xstate.done.actor.submit': ({ server }: TRun, event: AnyEventObject) => server.reply(path, { value: event.output }),
      'xstate.error.actor.submit': ({ server }: TRun, event: AnyEventObject) =>
        server.reply(path, (event.error as { code: string }).code === 'NETWORK' ? { networkError: true } : { fail: { code: 'ACCOUNT_EXISTS', message: 'Server English' } }),
    },
  }
}
