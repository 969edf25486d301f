import { expect } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot } from 'xstate'
import { failureText, i18n } from '@/shared/i18n'
import { heldServer, TestQueries, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { feedbackModel } from '@machines/testing/models/feedback.model.ts'
import { feedbackProblems, type feedbackMachine, type FeedbackContext } from '@machines/feedback.machine.ts'
import { FeedbackForm } from '../ui/FeedbackForm.tsx'

/**
 * The feedback form (machines/feedback.machine.ts) on its real screen, as the help centre shows
 * it to a member: the content with its counters, a contact, images picked (a GIF refused with
 * its reason) and removed, the 18+ and terms boxes; a submit with something missing says what,
 * and sends nothing. The send waits for the path's step: a refusal shows in the member's
 * language with the form kept, a success thanks the member and offers another.
 */
const SEND = '/wps/feedback'
const SERVER_ENGLISH = 'Server English'
const rules = { maxChars: 140, minWords: 1, maxWords: 60, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, minAge: 18 }

type Machine = typeof feedbackMachine

interface FeedbackRun {
  readonly server: HeldServer
}

const user = () => userEvent.setup({ applyAccept: false })
const ctx = (s: AnyMachineSnapshot) => s.context as FeedbackContext
const tc = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { ns: 'community', ...options })
const submit = () => screen.getByTestId('feedback-submit')

/** A box is ticked only while unticked (a second press would untick it: another event). */
const paths: PathModel<Machine> = {
  ...feedbackModel,
  offered: (s, e) => {
    const c = ctx(s)
    if (e.type === 'adult.toggled') return !c.adult
    if (e.type === 'terms.toggled') return !c.terms
    if (e.type === 'image.removed') return c.images.length > 0
    return true
  },
}

const problemTexts = {
  content: () => tc('feedback.problem.content', { max: rules.maxWords, min: rules.minWords }),
  adult: () => tc('feedback.problem.adult', { max: rules.maxWords, min: rules.minWords }),
  terms: () => tc('feedback.problem.terms', { max: rules.maxWords, min: rules.minWords }),
}

export const feedbackScreen: ScreenModel<Machine, FeedbackRun> = {
  name: 'feedback',
  paths,
  async start() {
    const server = heldServer({}, [SEND])
    render(<FeedbackForm rules={rules} token="t0k3n" />, { wrapper: TestQueries })
    await screen.findByTestId('feedback-form')
    return { server }
  },
  see: {
    'feedback.editing': (_run, s) => {
      const c = ctx(s)
      expect(submit()).toBeEnabled()
      expect(submit()).toHaveTextContent(tc('feedback.submit'))
      expect(screen.getByTestId('feedback-content')).toHaveValue(c.content)
      expect(screen.getByTestId('feedback-chars')).toHaveTextContent(tc('feedback.chars', { count: c.chars, max: rules.maxChars }))
      // What is missing shows once the member pressed submit.
      const problems = c.touched ? feedbackProblems(c) : []
      for (const p of ['content', 'adult', 'terms'] as const) {
        const shown = screen.queryByTestId(`feedback-${p}-error`)
        if (problems.includes(p)) expect(shown).toHaveTextContent(problemTexts[p]())
        else expect(shown).toBeNull()
      }
      const images = screen.queryByTestId('feedback-images')
      if (c.images.length > 0) expect(images!.querySelectorAll('li')).toHaveLength(c.images.length)
      else expect(images).toBeNull()
      if (c.refused.length > 0) expect(screen.getByTestId('feedback-refused')).toHaveTextContent(tc('feedback.refused.type', { name: 'a.gif' }))
      const failure = screen.queryByTestId('feedback-failure')
      if (c.failure) {
        expect(failure).toHaveTextContent(failureText({ code: 'TOO_MANY_REQUESTS', message: SERVER_ENGLISH }, 'feedback'))
        expect(failure).not.toHaveTextContent(SERVER_ENGLISH)
      } else expect(failure).toBeNull()
      expect(screen.queryByTestId('feedback-sent')).toBeNull()
    },
    'feedback.submitting': ({ server }) => {
      expect(submit()).toBeDisabled()
      expect(submit()).toHaveTextContent(tc('feedback.sending'))
      expect(server.calls(SEND)).toBeGreaterThan(0)
    },
    'feedback.sent': () => {
      expect(screen.getByTestId('feedback-sent')).toHaveTextContent(tc('feedback.sent'))
      expect(screen.queryByTestId('feedback-form')).toBeNull()
    },
  },
  cause: {
    async 'content.changed'(_run, event) {
      const field = screen.getByTestId('feedback-content')
      const u = user()
      await u.clear(field)
      if (event.value) {
        await u.click(field)
        await u.paste(event.value as string)
      }
    },
    async 'contact.changed'(_run, event) {
      const field = screen.getByTestId('feedback-contact')
      const u = user()
      await u.clear(field)
      await u.click(field)
      await u.paste(event.value as string)
    },
    'adult.toggled': () => user().click(screen.getByTestId('feedback-adult')),
    'terms.toggled': () => user().click(screen.getByTestId('feedback-terms')),
    'images.picked': () => user().upload(screen.getByTestId('feedback-image-input'), [
      new File([new Uint8Array(1000)], 'shot.png', { type: 'image/png' }),
      new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' }),
    ]),
    'image.removed': () => user().click(screen.getAllByRole('button', { name: tc('feedback.remove', { name: 'shot.png' }) })[0]!),
    async 'feedback.submitted'({ server }, _event, before) {
      const calls = server.calls(SEND)
      await user().click(submit())
      if (feedbackProblems(ctx(before)).length > 0) {
        // Something is missing: nothing is sent.
        await waitFor(() => expect(screen.getAllByText(/./, { selector: '.tl-field__error' }).length).toBeGreaterThan(0))
        expect(server.calls(SEND)).toBe(calls)
        return
      }
      await waitFor(() => expect(server.calls(SEND)).toBe(calls + 1))
    },
    'feedback.again': () => user().click(screen.getByRole('button', { name: tc('feedback.again') })),
    'xstate.done.actor.sendFeedback': ({ server }, event) => server.reply(SEND, { value: event.output }),
    'xstate.error.actor.sendFeedback': ({ server }) => server.reply(SEND, { fail: { code: 'TOO_MANY_REQUESTS', message: SERVER_ENGLISH }, status: 429 }),
  },
}
