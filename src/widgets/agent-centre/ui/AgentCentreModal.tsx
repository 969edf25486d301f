import '../agent-centre.css'
import { Suspense, useId, useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { ManagedModal } from '@/shared/ui'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { AGENT_CENTRE_MODAL } from '@/entities/session'
import { useAgentCentrePage, useShowAgentCentrePage } from '../model/page.ts'
import { CentreProvider, useCentreMachine } from '../model/centre.ts'
import { entryFor, visiblePages } from '../model/pages.ts'

/**
 * The agent centre (spec §2): a modal titled Agent with a side menu, default page
 * agentTeamOverview, shown once its data is loaded (a skeleton until then, a retry on
 * failure). The page shown is the modal's payload in the `modals` actor; dividend, daily and
 * hourly salary are listed only while the operator's switch is on. On a phone the menu folds
 * into a drawer under a button naming the page shown.
 */
export function AgentCentreModal() {
  const { t } = useTranslation()
  const view = useCentreMachine()
  return (
    <ManagedModal name={AGENT_CENTRE_MODAL} title={t('agent.title')} width={920} height={520} className="tl-agent-centre" testId="agent-centre">
      {view.status === 'failed' ? (
        <ErrorState failure={view.failure} onRetry={view.retry} />
      ) : view.centre === null ? (
        <ListSkeleton rows={6} columns={3} />
      ) : (
        <CentreProvider value={{ centre: view.centre, refresh: view.refresh }}>
          <CentreLayout switches={view.centre.switches} />
        </CentreProvider>
      )}
    </ManagedModal>
  )
}

function CentreLayout({ switches }: { switches: Parameters<typeof visiblePages>[0] }) {
  const { t } = useTranslation()
  const pages = visiblePages(switches)
  const current = entryFor(pages, useAgentCentrePage())
  const show = useShowAgentCentrePage()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const menuId = useId()
  return (
    <div className="tl-agent-centre__layout" data-testid="agent-centre-ready">
      <nav aria-label={t('agent.menuLabel')} className="tl-agent-centre__nav">
        <button type="button" className="tl-agent-centre__drawer-toggle" aria-expanded={drawerOpen} aria-controls={menuId} onClick={() => setDrawerOpen((o) => !o)} data-testid="agent-centre-drawer">
          <span aria-hidden="true">☰</span> {t(current.labelKey)}
        </button>
        <ul id={menuId} className={['tl-agent-centre__menu', drawerOpen ? 'is-open' : ''].filter(Boolean).join(' ')}>
          {pages.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className="tl-agent-centre__item"
                aria-current={entry.id === current.id ? 'page' : undefined}
                onClick={() => {
                  show(entry.id)
                  setDrawerOpen(false)
                }}
                data-testid={`agent-centre-${entry.id}`}
              >
                {t(entry.labelKey)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="tl-agent-centre__page" data-testid={`agent-centre-page-${current.id}`}>
        {/* A boundary per page: a page left while the next one loads is gone, and loads afresh when chosen again. */}
        <Suspense key={current.id} fallback={<ListSkeleton rows={4} columns={2} />}>
          <current.Page />
        </Suspense>
      </div>
    </div>
  )
}
