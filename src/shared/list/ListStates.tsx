import type { CSSProperties } from 'react'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'

/** Row height shared by the skeleton and the kit's tables, so nothing jumps when rows arrive. */
export const LIST_ROW_HEIGHT = 44

/** Grey bars in the shape of the list that is loading: `rows` rows of `columns` cells. */
export function ListSkeleton({ rows, columns }: { rows: number; columns: number }) {
  const { t } = useTranslation()
  return (
    <div className="tl-list-skeleton" role="status" aria-busy="true" data-testid="list-loading" style={{ '--tl-row-height': `${LIST_ROW_HEIGHT}px`, '--tl-columns': columns } as CSSProperties}>
      <span className="tl-visually-hidden">{t('list.loading')}</span>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="tl-list-skeleton__row" aria-hidden="true">
          {Array.from({ length: columns }, (_, c) => (
            <span key={c} className="tl-list-skeleton__cell" />
          ))}
        </div>
      ))}
    </div>
  )
}

/** Nothing matches: one sentence saying so (the page may say what to change). */
export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation()
  return (
    <p className="tl-list-empty" role="status" data-testid="list-empty">
      {message ?? t('list.empty')}
    </p>
  )
}

/** The load failed: what went wrong in the member's language, and a retry. */
export function ErrorState({ failure, onRetry }: { failure?: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  const known = typeof failure === 'object' && failure !== null && 'code' in failure && 'message' in failure
  const reason = known ? failureText(failure as { code: string; message: string }) : t('errors.network')
  return (
    <div className="tl-list-error" role="alert" data-testid="list-error">
      <p>
        {t('list.failed')} {reason}
      </p>
      <Button variant="secondary" size="sm" onPress={onRetry} data-testid="list-retry">
        {t('list.retry')}
      </Button>
    </div>
  )
}
