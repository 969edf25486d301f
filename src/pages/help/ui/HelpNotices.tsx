import { useQuery } from '@tanstack/react-query'
import type { Notice } from '@/shared/api'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { SafeHtml } from '@/shared/ui'
import { formatNoticeDate, helpNoticesQuery } from '@/entities/notice'
import { useToken } from '@/entities/session'

export const HELP_NOTICES_ID = 'notices'

/** The operator's help notices (type H) in the reader's language; none while loading or on failure, so the topics stand alone. */
export function useHelpNotices(): readonly Notice[] {
  const lang = useLanguage()
  const token = useToken()
  return useQuery(helpNoticesQuery(lang, token)).data ?? []
}

/** The help notices as one section of the help centre (/help#notices), each opened by its title. */
export function HelpNotices({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation()
  if (notices.length === 0) return null
  return (
    <section id={HELP_NOTICES_ID} className="tl-help__category" aria-labelledby="help-notices" data-testid="help-notices">
      <h2 id="help-notices">{t('help.notices')}</h2>
      {notices.map((n) => (
        <details key={n.id} className="tl-help__article" open={notices.length === 1}>
          <summary>
            {n.title} <time className="tl-muted" dateTime={new Date(n.date).toISOString()}>{formatNoticeDate(n.date)}</time>
          </summary>
          <SafeHtml html={n.content} />
        </details>
      ))}
    </section>
  )
}
