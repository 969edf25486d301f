import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { formatFeedback } from './cli-feedback.ts'

const env = { ADMIN_TOKEN: 'token-0123456789' }

describe('feedback commands', () => {
  it('parses list, show and answer', () => {
    expect(parseCliArgs(['feedback', 'list'], env)).toMatchObject({ ok: true, command: { kind: 'feedbackList' } })
    expect(parseCliArgs(['feedback', 'list', '--status', 'open'], env)).toMatchObject({ ok: true, command: { kind: 'feedbackList', status: 'open' } })
    expect(parseCliArgs(['feedback', 'show', '12'], env)).toMatchObject({ ok: true, command: { kind: 'feedbackShow', id: '12' } })
    expect(parseCliArgs(['feedback', 'answer', '12', '--text', 'Thank you'], env)).toMatchObject({ ok: true, command: { kind: 'feedbackAnswer', id: '12', text: 'Thank you' } })
  })

  it('refuses what does not fit', () => {
    expect(parseCliArgs(['feedback', 'list', '--status', 'closed'], env)).toMatchObject({ ok: false, error: '--status is open or answered.' })
    expect(parseCliArgs(['feedback', 'answer', '12'], env)).toMatchObject({ ok: false, error: 'feedback answer needs --text <answer>.' })
    expect(parseCliArgs(['feedback', 'show', 'x'], env)).toMatchObject({ ok: false })
    expect(parseCliArgs(['feedback', 'show', '3', '--text', 'x'], env)).toMatchObject({ ok: false, error: '--text does not belong to "feedback show".' })
  })

  it('shows the images by type and size', () => {
    const text = formatFeedback({
      id: 3, account: 'demo01', content: 'Slow lobby', contact: null, status: 'open', answer: null, answeredBy: null, answeredAt: null, createdAt: '2026-12-05T04:00:00.000Z',
      images: [{ position: 1, contentType: 'image/png', bytes: 2048 }],
    })
    expect(text).toContain('images: 1. image/png 2.0 KB')
    expect(text).toContain('contact: none')
  })
})
