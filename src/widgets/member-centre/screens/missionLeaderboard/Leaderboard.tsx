import { useId } from 'react'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { EmptyState, ErrorState, ListSkeleton } from '@/shared/list'
import type { MissionView } from '@/shared/api'
import { useLeaderboard } from './model.ts'
import { useMissionMeasure } from './MissionRow.tsx'

/** The leaderboard of the chosen mission: rank, masked account, progress, and the member's own place. */
export function Leaderboard({ missions, chosen, onChoose }: { missions: readonly MissionView[]; chosen: MissionView; onChoose: (id: number) => void }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const measure = useMissionMeasure()
  const id = useId()
  const board = useLeaderboard(chosen.id)
  return (
    <section aria-labelledby={`${id}-title`} data-testid="mission-leaderboard">
      <h4 id={`${id}-title`} className="tl-missions__subtitle">
        {t('rewards.mission.leaderboard')}
      </h4>
      <label className="tl-missions__pick">
        <span>{t('rewards.mission.choose')}</span>
        <select value={chosen.id} onChange={(e) => onChoose(Number(e.target.value))} data-testid="mission-leaderboard-pick">
          {missions.map((m) => (
            <option key={m.id} value={m.id}>
              {m.title[language] || m.title.en}
            </option>
          ))}
        </select>
      </label>
      {board.status === 'loading' ? (
        <ListSkeleton rows={3} columns={3} />
      ) : board.status === 'failed' ? (
        <ErrorState failure={board.failure} onRetry={board.retry} />
      ) : board.board.list.length === 0 ? (
        <EmptyState message={t('rewards.mission.boardEmpty')} />
      ) : (
        <table className="tl-missions__board">
          <thead>
            <tr>
              <th scope="col">{t('rewards.mission.rank')}</th>
              <th scope="col">{t('rewards.mission.account')}</th>
              <th scope="col">{t('rewards.mission.progressColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {board.board.list.map((row) => (
              <tr key={row.rank}>
                <td>{row.rank}</td>
                <td>{row.account}</td>
                <td>{measure(chosen, row.progress)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {board?.status === 'ready' && (
        <p className="tl-missions__meta" data-testid="mission-my-rank">
          {board.board.me.rank === null ? t('rewards.mission.notRanked') : t('rewards.mission.myRank', { rank: board.board.me.rank })}
        </p>
      )}
    </section>
  )
}
