import { useTranslation } from '@/shared/i18n'
import { pageItems } from './pagination.ts'

/**
 * The pager under a list (spec §9: page range 3, margin 1): previous, the pages, next. Plain
 * buttons at least 32 px square; the current page is marked `aria-current`. Nothing shows
 * for a single page.
 */
export function Pagination({ page, pageCount, onChange, disabled = false }: { page: number; pageCount: number; onChange: (page: number) => void; disabled?: boolean }) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  return (
    <nav className="tl-pager" aria-label={t('list.pagination')} data-testid="list-pager">
      <button type="button" className="tl-pager__button" onClick={() => onChange(page - 1)} disabled={disabled || page <= 1} aria-label={t('list.previous')} data-testid="list-pager-previous">
        ‹
      </button>
      {pageItems(page, pageCount).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="tl-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="tl-pager__button"
            onClick={() => item !== page && onChange(item)}
            disabled={disabled}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('list.page', { page: item })}
            data-testid={`list-pager-${item}`}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="tl-pager__button" onClick={() => onChange(page + 1)} disabled={disabled || page >= pageCount} aria-label={t('list.next')} data-testid="list-pager-next">
        ›
      </button>
    </nav>
  )
}
