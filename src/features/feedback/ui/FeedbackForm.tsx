import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Label, TextArea, TextField as AriaTextField, Text } from 'react-aria-components'
import { countChars, countWords, FeedbackFiles, type FeedbackRulesReply } from '@/shared/api'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button, Checkbox, TextField } from '@/shared/ui'
import { Paths } from '@/shared/config'
import {
  feedbackMachine, feedbackProblems, type FeedbackProblem, type FeedbackSubmission, type ImagePick,
} from '@machines/feedback.machine.ts'
import { sendFeedback } from '../api/calls.ts'
import { ImagePreviews } from './ImagePreviews.tsx'

const Required = () => <span className="tl-feedback__required" aria-hidden="true">*</span>

/**
 * The feedback form (spec §5) driven by machines/feedback.machine.ts: the content with its
 * character and word counters, an optional contact, up to 3 images with previews and each
 * refused pick's reason, the 18+ and terms confirmations; items marked * are required.
 */
export function FeedbackForm({ rules, token }: { rules: FeedbackRulesReply; token: string }) {
  const { t } = useTranslation('community')
  const logic = useMemo(
    () => feedbackMachine.provide({
      actors: {
        sendFeedback: fromPromise<unknown, FeedbackSubmission>(({ input, signal }) =>
          sendFeedback(token, { ...input, images: input.images.map((i) => i.file as Blob) }, signal)),
      },
    }),
    [token],
  )
  const machineRules = useMemo(() => ({ ...rules, types: [...FeedbackFiles.types] }), [rules])
  const actor = useActorRef(logic, { input: { rules: machineRules } })
  const state = useSelector(actor, (s) => s)
  const c = state.context
  const busy = state.hasTag('busy')

  if (state.matches('sent')) {
    return (
      <div className="tl-feedback__sent" role="status" data-testid="feedback-sent">
        <p>{t('feedback.sent')}</p>
        <Button variant="secondary" onPress={() => actor.send({ type: 'feedback.again' })}>
          {t('feedback.again')}
        </Button>
      </div>
    )
  }

  const problems = c.touched ? feedbackProblems(c) : []
  const problemText = (p: FeedbackProblem) =>
    t(`feedback.problem.${p}`, { max: p === 'tooLong' ? rules.maxChars : rules.maxWords, min: rules.minWords })
  const contentProblem = problems.find((p) => p === 'content' || p === 'tooLong' || p === 'words')
  const overChars = c.chars > rules.maxChars
  const wordsOut = c.content.trim() !== '' && (c.words < rules.minWords || c.words > rules.maxWords)

  return (
    <form
      className="tl-feedback__form"
      data-testid="feedback-form"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'feedback.submitted' })
      }}
    >
      <p className="tl-feedback__note">{t('feedback.requiredNote')}</p>
      <AriaTextField
        className="tl-field"
        value={c.content}
        isRequired
        isInvalid={!!contentProblem}
        validationBehavior="aria"
        onChange={(value) => actor.send({ type: 'content.changed', value, chars: countChars(value), words: countWords(value) })}
      >
        <Label className="tl-field__label">
          {t('feedback.content')} <Required />
        </Label>
        <TextArea className="tl-field__input tl-feedback__text" rows={4} data-testid="feedback-content" aria-describedby="feedback-counters" />
        <p id="feedback-counters" className="tl-feedback__counters" aria-live="polite">
          <span className={overChars ? 'tl-feedback__over' : undefined} data-testid="feedback-chars">
            {t('feedback.chars', { count: c.chars, max: rules.maxChars })}
          </span>
          {' · '}
          <span className={wordsOut ? 'tl-feedback__over' : undefined} data-testid="feedback-words">
            {t('feedback.words', { count: c.words, min: rules.minWords, max: rules.maxWords })}
          </span>
        </p>
        {contentProblem && (
          <Text slot="errorMessage" className="tl-field__error" data-testid="feedback-content-error">
            {problemText(contentProblem)}
          </Text>
        )}
      </AriaTextField>
      <TextField label={t('feedback.contact')} value={c.contact} maxLength={64} onChange={(value) => actor.send({ type: 'contact.changed', value })} testId="feedback-contact" />
      <div className="tl-feedback__picker">
        <span className="tl-field__label" id="feedback-images-label">
          {t('feedback.images', { count: rules.maxImages })}
        </span>
        {/* The browser's own file button speaks the browser's language: a translated one stands in for it. */}
        <input
          id="feedback-images-input"
          className="tl-visually-hidden"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-labelledby="feedback-images-pick feedback-images-label"
          disabled={c.images.length >= rules.maxImages}
          data-testid="feedback-image-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []).map((f): ImagePick => ({ name: f.name, type: f.type, size: f.size, file: f }))
            actor.send({ type: 'images.picked', files })
            e.target.value = ''
          }}
        />
        <label htmlFor="feedback-images-input" id="feedback-images-pick" className="tl-btn tl-btn--secondary tl-btn--sm tl-feedback__pick" aria-disabled={c.images.length >= rules.maxImages}>
          {t('feedback.pick')}
        </label>
        <ImagePreviews images={c.images} onRemove={(index) => actor.send({ type: 'image.removed', index })} />
        {c.refused.length > 0 && (
          <ul className="tl-feedback__refused" role="alert" data-testid="feedback-refused">
            {c.refused.map((r, i) => (
              <li key={`${r.name}-${i}`}>{t(`feedback.refused.${r.reason}`, { name: r.name, max: rules.maxImages })}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="tl-feedback__confirm">
        <Checkbox isSelected={c.adult} onChange={(value) => actor.send({ type: 'adult.toggled', value })} testId="feedback-adult">
          {t('feedback.adult', { age: rules.minAge })} <Required />
        </Checkbox>
        {problems.includes('adult') && <p className="tl-field__error" data-testid="feedback-adult-error">{problemText('adult')}</p>}
        <Checkbox isSelected={c.terms} onChange={(value) => actor.send({ type: 'terms.toggled', value })} testId="feedback-terms">
          {t('feedback.terms')} <Required />
        </Checkbox>
        <a href={`${Paths.help}#terms`} className="tl-feedback__terms-link">{t('feedback.termsLink')}</a>
        {problems.includes('terms') && <p className="tl-field__error" data-testid="feedback-terms-error">{problemText('terms')}</p>}
      </div>
      {c.failure && (
        <p role="alert" className="tl-field__error" data-testid="feedback-failure">
          {failureText(c.failure, 'feedback')}
        </p>
      )}
      <Button type="submit" variant="primary" isDisabled={busy} data-testid="feedback-submit">
        {busy ? t('feedback.sending') : t('feedback.submit')}
      </Button>
    </form>
  )
}
