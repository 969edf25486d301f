import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation, useLanguage } from '@/shared/i18n'
import { Button, PageFrame, SafeHtml, Spinner } from '@/shared/ui'
import { useHelpCenter } from '@/entities/help'
import { FeedbackSection } from '@/features/feedback'
import { HELP_NOTICES_ID, HelpNotices, useHelpNotices } from './HelpNotices.tsx'
import '../help-page.css'

const hashId = (): string => decodeURIComponent(window.location.hash.slice(1))

/**
 * The entry the reader chose (click or /help#<id>, back and forward included). The menu marks
 * it itself rather than relying on :hover, which lands on another entry once the sticky menu
 * moves under a still pointer after the jump.
 */
function useChosenCategory(): [string, (id: string) => void] {
  const [chosen, setChosen] = useState(hashId)
  useEffect(() => {
    const onHash = () => setChosen(hashId())
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])
  return [chosen, setChosen]
}

/**
 * The help centre from /wps/system/helpCenter: a menu of categories and, for each category
 * (anchored by its id for /help#<id>), its articles with sanitised HTML; the operator's help
 * notices (type H) first, as a section of their own (/help#notices) when there are any.
 */
function HelpCenter({ testId, titleKey, children }: { testId: string; titleKey: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const help = useHelpCenter(lang)
  const [chosen, choose] = useChosenCategory()
  const notices = useHelpNotices()
  const menu = [...(notices.length > 0 ? [{ id: HELP_NOTICES_ID, title: t('help.notices') }] : []), ...(help.data?.categories ?? [])]

  return (
    <PageFrame testId={testId} title={t(titleKey)} wide>
      {help.data ? (
        help.data.categories.length === 0 && notices.length === 0 ? (
          <p className="tl-muted">{t('help.empty')}</p>
        ) : (
          <div className="tl-help">
            <nav className="tl-help__menu" aria-label={t('help.categories')}>
              <ul>
                {menu.map((c) => (
                  <li key={c.id}>
                    <a
                      href={`#${c.id}`}
                      aria-current={c.id === chosen ? 'location' : undefined}
                      onClick={() => choose(c.id)}
                    >
                      {c.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="tl-help__content">
              <HelpNotices notices={notices} />
              {help.data.categories.map((c) => (
                <section key={c.id} id={c.id} className="tl-help__category" aria-labelledby={`help-${c.id}`}>
                  <h2 id={`help-${c.id}`}>{c.title}</h2>
                  {c.articles.map((a) => (
                    <details key={a.id} className="tl-help__article" open={c.articles.length === 1}>
                      <summary>{a.title}</summary>
                      <SafeHtml html={a.content} />
                    </details>
                  ))}
                </section>
              ))}
            </div>
          </div>
        )
      ) : help.isError && !help.isFetching ? (
        <div className="tl-help__error" role="alert">
          <p>{t('errors.network')}</p>
          <Button onPress={() => void help.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <div className="tl-help__loading" role="status">
          <Spinner size={32} />
          <span className="tl-visually-hidden">{t('common.loading')}</span>
        </div>
      )}
      {children}
    </PageFrame>
  )
}

/** /help: help and the user agreement (reached from registration), and the feedback form (/help#feedback, from the footer). */
export const HelpPage = () => (
  <HelpCenter testId="page-help" titleKey="page.help.title">
    <FeedbackSection />
  </HelpCenter>
)
/** /helpmc: the help centre alone, without header. */
export const HelpMcPage = () => <HelpCenter testId="page-helpmc" titleKey="page.helpmc.title" />
