import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n, loadTexts } from '@/shared/i18n'
import { mockFetch, TestQueries } from '@/shared/testing'
import { FeedbackForm } from './FeedbackForm.tsx'

beforeAll(async () => {
  await initI18n('en')
  await loadTexts('community')
})
afterEach(() => vi.unstubAllGlobals())

const rules = { maxChars: 140, minWords: 2, maxWords: 5, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, minAge: 18 }
const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' })
const show = () => render(<FeedbackForm rules={rules} token="t0k3n" />, { wrapper: TestQueries })

describe('the feedback form', () => {
  it('counts characters and words, marks required items, and shows what is missing without sending', async () => {
    const fetch = mockFetch({})
    show()
    expect(screen.getByText('Items marked * are required.')).toBeInTheDocument()
    await userEvent.type(screen.getByTestId('feedback-content'), 'Slow lobby')
    expect(screen.getByTestId('feedback-chars')).toHaveTextContent('10/140 characters')
    expect(screen.getByTestId('feedback-words')).toHaveTextContent('2 words (2–5)')
    await userEvent.type(screen.getByTestId('feedback-content'), ' at night again and again')
    expect(screen.getByTestId('feedback-words')).toHaveTextContent('7 words (2–5)')
    await userEvent.click(screen.getByTestId('feedback-submit'))
    expect(screen.getByTestId('feedback-content-error')).toHaveTextContent('Use between 2 and 5 words.')
    expect(screen.getByTestId('feedback-adult-error')).toHaveTextContent('Please confirm your age.')
    expect(screen.getByTestId('feedback-terms-error')).toHaveTextContent('Please agree to the terms and conditions.')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a picked file with its reason and keeps the good ones with a remove button', async () => {
    mockFetch({})
    const user = userEvent.setup({ applyAccept: false })
    show()
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    const gif = new File([new Uint8Array(4)], 'anim.gif', { type: 'image/gif' })
    await user.upload(screen.getByTestId('feedback-image-input'), [png('one.png'), gif, big])
    const refused = screen.getByTestId('feedback-refused')
    expect(refused).toHaveTextContent('anim.gif: only PNG or JPG images can be added.')
    expect(refused).toHaveTextContent('big.png: the image is larger than 5 MB.')
    await user.upload(screen.getByTestId('feedback-image-input'), [png('two.png'), png('three.png'), png('four.png')])
    expect(screen.getByTestId('feedback-refused')).toHaveTextContent('four.png: at most 3 images.')
    expect(screen.getByTestId('feedback-images').querySelectorAll('li')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Remove one.png' }))
    expect(screen.getByTestId('feedback-images').querySelectorAll('li')).toHaveLength(2)
  })

  it('previews a picked image as a data: URL, which the site\'s Content-Security-Policy allows (img-src \'self\' data:)', async () => {
    mockFetch({})
    show()
    await userEvent.upload(screen.getByTestId('feedback-image-input'), [png('shot.png')])
    const preview = await screen.findByRole('img', { name: 'Preview of shot.png' })
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
  })

  it('sends the feedback with its images as multipart, then thanks the member', async () => {
    let sent: { method?: string; body?: unknown } = {}
    const fetch = mockFetch({
      '/wps/feedback': (_url, init) => {
        sent = { method: init?.method, body: init?.body }
        return { value: { id: 7, createdAt: 0 } }
      },
    })
    show()
    await userEvent.type(screen.getByTestId('feedback-content'), 'Lobby is slow')
    await userEvent.type(screen.getByTestId('feedback-contact'), 'viber 0917')
    await userEvent.upload(screen.getByTestId('feedback-image-input'), [png('shot.png')])
    await userEvent.click(screen.getByTestId('feedback-adult'))
    await userEvent.click(screen.getByTestId('feedback-terms'))
    await userEvent.click(screen.getByTestId('feedback-submit'))
    expect(await screen.findByTestId('feedback-sent')).toHaveTextContent('Thank you! Your feedback was sent.')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(sent.method).toBe('PUT')
    const form = sent.body as FormData
    expect(JSON.parse(String(form.get('body')))).toEqual({ content: 'Lobby is slow', contact: 'viber 0917', adultConfirmed: true, termsAgreed: true })
    expect((form.getAll('images')[0] as File).name).toBe('shot.png')
    await userEvent.click(screen.getByRole('button', { name: 'Send more feedback' }))
    expect(screen.getByTestId('feedback-content')).toHaveValue('')
  })

  it('shows the server refusal and lets the member send again', async () => {
    let answer: 'limit' | 'ok' = 'limit'
    mockFetch({
      '/wps/feedback': () => (answer === 'limit'
        ? { fail: { code: 'TOO_MANY_REQUESTS', message: 'Try tomorrow' }, status: 429 }
        : { value: { id: 8, createdAt: 0 } }),
    })
    show()
    await userEvent.type(screen.getByTestId('feedback-content'), 'Lobby is slow')
    await userEvent.click(screen.getByTestId('feedback-adult'))
    await userEvent.click(screen.getByTestId('feedback-terms'))
    await userEvent.click(screen.getByTestId('feedback-submit'))
    await waitFor(() => expect(screen.getByTestId('feedback-failure')).toBeInTheDocument())
    answer = 'ok'
    await userEvent.click(screen.getByTestId('feedback-submit'))
    expect(await screen.findByTestId('feedback-sent')).toBeInTheDocument()
  })
})
