import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { loadPage, PageOf, type PageLoader } from './pageComponents.tsx'

const page = (text: string) => vi.fn<PageLoader>(async () => () => <p>{text}</p>)
const renderPage = (loader: PageLoader) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <PageOf loader={loader} />
    </Suspense>,
  )

describe('page components', () => {
  it('a page whose chunk is already in renders in the first render, with no loading screen before it', async () => {
    const loader = page('the hall')
    await loadPage(loader)
    renderPage(loader)
    expect(screen.getByText('the hall')).toBeInTheDocument()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it('a page still loading shows the loading screen, then the page', async () => {
    renderPage(page('the promotions'))
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('the promotions')).toBeInTheDocument()
  })

  it('loads each chunk once, however often it is asked for', async () => {
    const loader = page('vip')
    await Promise.all([loadPage(loader), loadPage(loader)])
    renderPage(loader)
    await loadPage(loader)
    expect(loader).toHaveBeenCalledTimes(1)
  })
})
