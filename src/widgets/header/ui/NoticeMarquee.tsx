import type { CSSProperties } from 'react'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { MegaphoneIcon, useModals } from '@/shared/ui'
import { NOTICE_MODAL, useNotices } from '@/entities/notice'

/** The scrolling list of player notices; a click opens the notice modal when there is any. */
export function NoticeMarquee() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const modals = useModals()
  const state = useNotices(lang)
  const list = state.data?.player ?? []
  const text = list.map((n) => n.title).join('   •   ')
  // Roughly constant reading speed, whatever the length.
  const duration = Math.max(12, Math.round(text.length / 6))

  return (
    <div className="tl-marquee" data-testid="notice-marquee">
      <MegaphoneIcon size={18} className="tl-marquee__icon" />
      {list.length > 0 ? (
        <button type="button" className="tl-marquee__button" onClick={() => modals.open(NOTICE_MODAL, { width: 880, height: 460 })} title={t('notice.open')}>
          <span className="tl-marquee__viewport">
            <span className="tl-marquee__track" style={{ '--tl-marquee-duration': `${duration}s` } as CSSProperties}>
              {text}
            </span>
          </span>
        </button>
      ) : (
        <span className="tl-marquee__empty">{state.isPending ? t('common.loading') : t('notice.none')}</span>
      )}
    </div>
  )
}
