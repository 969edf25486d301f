import type { ReactNode } from 'react'

/**
 * The frame every page shares: a title band and the page body. `testId` is the stable
 * `page-<route name>` hook of the end-to-end tests.
 */
export function PageFrame({ testId, title, titleHidden = false, children, wide = false, className }: {
  testId: string
  title: string
  titleHidden?: boolean
  children?: ReactNode
  wide?: boolean
  className?: string
}) {
  return (
    <div className={['tl-page', wide ? 'tl-page--wide' : '', className ?? ''].filter(Boolean).join(' ')} data-testid={testId}>
      <div className={titleHidden ? 'tl-visually-hidden' : 'tl-page__band'}>
        <h1 className="tl-page__title">{title}</h1>
      </div>
      {children !== undefined && <div className="tl-page__body">{children}</div>}
    </div>
  )
}
