import { useState } from 'react'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { Button, ManagedModal, SafeHtml, useModal } from '@/shared/ui'
import { useOpenMemberCentre } from '@/entities/session'
import { NOTICE_MODAL, formatNoticeDate, useNotices } from '@/entities/notice'
import '../notice-modal.css'

/**
 * The announcement modal (spec §2): the notices by title on the left, the chosen one on the
 * right. The top bar opens it on the player notices; after a login it opens once on the popup
 * notices (`name` NOTICE_POPUP_MODAL, `kind` 'popup'). Its link to the reward centre closes it
 * and opens the member centre on that page (a login or a real account is asked for first).
 */
export function NoticeModal({ name = NOTICE_MODAL, kind = 'player' }: { name?: string; kind?: 'player' | 'popup' }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const state = useNotices(lang)
  const list = state.data?.[kind] ?? []
  const [chosen, setChosen] = useState<string | null>(null)
  const current = list.find((n) => n.id === chosen) ?? list[0] ?? null
  const modal = useModal(name)
  const openMemberCentre = useOpenMemberCentre()

  return (
    <ManagedModal name={name} title={t('notice.title')} className="tl-notice-modal">
      {current ? (
        <div className="tl-notices">
          <ul className="tl-notices__list" aria-label={t('notice.list')}>
            {list.map((n) => (
              <li key={n.id}>
                <button type="button" className="tl-notices__item" aria-current={n.id === current.id ? 'true' : undefined} onClick={() => setChosen(n.id)}>
                  {n.title}
                </button>
              </li>
            ))}
          </ul>
          <article className="tl-notices__detail" aria-live="polite">
            <h3 className="tl-notices__title">{current.title}</h3>
            <time className="tl-notices__date" dateTime={new Date(current.date).toISOString()}>
              {formatNoticeDate(current.date)}
            </time>
            <SafeHtml html={current.content} className="tl-notices__content" />
          </article>
        </div>
      ) : (
        <p className="tl-muted">{t('notice.none')}</p>
      )}
      <Button
        variant="secondary"
        size="sm"
        onPress={() => {
          modal.close()
          openMemberCentre('rewardCenter')
        }}
        data-testid="notice-reward-centre"
      >
        {t('notice.openRewards')}
      </Button>
    </ManagedModal>
  )
}
