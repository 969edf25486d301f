import { lazy, Suspense } from 'react'
import { withTexts } from '@/shared/i18n'
import { Spinner } from '@/shared/ui'

// The form, its machine and the `community` texts are a chunk of their own, fetched when the
// help centre shows it.
const FeedbackPanel = lazy(() => withTexts(import('./FeedbackPanel.tsx'), 'community').then((m) => ({ default: m.FeedbackPanel })))

/** The feedback section (/help#feedback), reached from the footer's Feedback link. */
export function FeedbackSection() {
  return (
    <section id="feedback" className="tl-feedback-section" aria-labelledby="feedback-title">
      <Suspense fallback={<div role="status" className="tl-feedback-section__loading"><Spinner size={24} /></div>}>
        <FeedbackPanel />
      </Suspense>
    </section>
  )
}
