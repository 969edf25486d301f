import './missions.css'
import { useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { EmptyState, ErrorState, ListSkeleton } from '@/shared/list'
import { useMissions } from './model.ts'
import { MissionRow } from './MissionRow.tsx'
import { Leaderboard } from './Leaderboard.tsx'

/**
 * Mission activity (missionLeaderboard, spec §2): the operator's missions with the member's
 * progress from real bets and deposits, the reward, the status, a claim when complete (once:
 * `@/features/claim-reward`), and the leaderboard of a chosen mission.
 */
export default function MissionsPage() {
  const { t } = useTranslation()
  const page = useMissions()
  const [chosen, setChosen] = useState<number | null>(null)
  const missions = page.list?.list ?? []
  const shown = missions.find((m) => m.id === chosen) ?? missions[0]
  return (
    <section className="tl-missions" aria-labelledby="mc-missions-title" data-testid="missions">
      <h3 id="mc-missions-title" className="tl-missions__title">
        {t('rewards.mission.title')}
      </h3>
      {page.value === 'failed' ? (
        <ErrorState failure={page.loadFailure} onRetry={page.retry} />
      ) : page.list === null ? (
        <ListSkeleton rows={3} columns={2} />
      ) : missions.length === 0 ? (
        <EmptyState message={t('rewards.mission.empty')} />
      ) : (
        <>
          <ul className="tl-missions__list">
            {missions.map((mission) => (
              <MissionRow key={mission.id} mission={mission} row={page.row(String(mission.id))} onClaim={(action) => page.perform(String(mission.id), action)} />
            ))}
          </ul>
          {shown && <Leaderboard missions={missions} chosen={shown} onChoose={setChosen} />}
        </>
      )}
    </section>
  )
}
