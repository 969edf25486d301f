import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { initI18n } from '@/shared/i18n'
import { bootedApp, mockFetch, statusFixture, TestSystem } from '@/shared/testing'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { FeedbackSection } from './FeedbackSection.tsx'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const rules = { maxChars: 140, minWords: 1, maxWords: 60, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, minAge: 18 }
const show = () => render(
  <TestSystem logic={bootedApp(statusFixture()).provide({ actors: { session: sessionLogic } })} input={{ session: readStoredSession() }}>
    <FeedbackSection />
  </TestSystem>,
)

describe('the help centre feedback section', () => {
  it('loads its chunk and texts, and asks a visitor to log in', async () => {
    const fetch = mockFetch({ '/wps/feedback/rules': { value: rules } })
    show()
    expect(await screen.findByTestId('feedback-login')).toHaveTextContent('Log in')
    expect(screen.getByRole('region', { name: 'Feedback' })).toHaveAttribute('id', 'feedback')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows a member the form with the operator word bounds', async () => {
    sessionStorage.setItem('account', 'juan')
    sessionStorage.setItem('customerId', 'c1')
    sessionStorage.setItem('isAgent', '0')
    sessionStorage.setItem('token', 't0k3n')
    mockFetch({ '/wps/feedback/rules': { value: { ...rules, minWords: 3, maxWords: 20 } } })
    show()
    expect(await screen.findByTestId('feedback-form')).toBeInTheDocument()
    expect(screen.getByTestId('feedback-words')).toHaveTextContent('0 words (3–20)')
    expect(screen.getByText('I confirm I am at least 18 years old')).toBeInTheDocument()
  })

  it('tells a free-play account that feedback needs a real one', async () => {
    sessionStorage.setItem('account', 'trial1')
    sessionStorage.setItem('customerId', 'c2')
    sessionStorage.setItem('isAgent', '4')
    sessionStorage.setItem('token', 't0k3n')
    const fetch = mockFetch({ '/wps/feedback/rules': { value: rules } })
    show()
    expect(await screen.findByTestId('feedback-trial')).toBeInTheDocument()
    expect(screen.queryByTestId('feedback-form')).toBeNull()
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/wps/feedback'))).toEqual([])
  })
})
