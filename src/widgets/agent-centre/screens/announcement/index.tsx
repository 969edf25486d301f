import { useId, useState } from 'react'
import { AgentEndpoints, call, type AgentNotice, type Language } from '@/shared/api'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { EmptyState, ErrorState, ListSkeleton, usePagedQuery, RecordPage, type FetchPage } from '@/shared/list'
import { SafeHtml } from '@/shared/ui'
import { sessionToken } from '@/entities/session'
import { agentKeys } from '../../model/keys.ts'

const ALL = 100

/** The agents' notices in a language, all on one page. */
const fetchNotices: FetchPage<{ language: Language }, AgentNotice> = async ({ filter, signal }) => {
  const reply = await call(AgentEndpoints.agentNotices, { token: sessionToken() ?? '', query: { language: filter.language }, signal })
  return { rows: reply.list, total: reply.list.length }
}

/**
 * Announcement (spec §2): the operator's notices for agents, newest first; the list of titles
 * and the chosen notice's text (server HTML, sanitised), like the announcement modal.
 */
export default function AgentAnnouncementPage() {
  const { t } = useTranslation()
  const id = useId()
  const language = useLanguage()
  const { list } = usePagedQuery(agentKeys.notices(language), fetchNotices, { language }, { pageSize: ALL })
  const [chosen, setChosen] = useState<string | null>(null)
  const shown = list.rows.find((n) => n.id === chosen) ?? list.rows[0]
  return (
    <RecordPage
      title={t('agent.menu.announcement')}
      testId="agent-notices"
    >
      {list.status === 'failed' ? (
        <ErrorState failure={list.failure} onRetry={list.retry} />
      ) : list.status === 'empty' ? (
        <EmptyState message={t('agent.notices.empty')} />
      ) : list.status !== 'ready' || !shown ? (
        <ListSkeleton rows={3} columns={1} />
      ) : (
        <>
          <ul className="tl-records__crumbs" aria-label={t('agent.notices.list')} data-testid="agent-notice-list">
            {list.rows.map((n) => (
              <li key={n.id}>
                <button type="button" aria-current={n.id === shown.id ? 'true' : undefined} onClick={() => setChosen(n.id)} data-testid="agent-notice-item">
                  {n.title}
                </button>
              </li>
            ))}
          </ul>
          <article className="tl-records__panel" aria-labelledby={`${id}-notice`} data-testid="agent-notice">
            <h4 id={`${id}-notice`} className="tl-records__subtitle">
              {shown.title}
            </h4>
            <p className="tl-records__muted">{formatGmt8(shown.date)}</p>
            <SafeHtml html={shown.content} />
          </article>
        </>
      )}
    </RecordPage>
  )
}
