import { useQuery } from '@tanstack/react-query'
import { call, Endpoints, type GameType, type RankEntry } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import '../winner-board.css'

/** The board refreshes every minute while shown; the server caches it for a few seconds. */
export const BOARD_REFRESH_MS = 60_000
const BOARD_SIZE = 10

export const winnerBoardQuery = (gameType?: GameType) => ({
  queryKey: ['winners', gameType ?? 'all'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(Endpoints.rankList, { body: { limit: BOARD_SIZE, ...(gameType ? { gameType } : {}) }, signal }),
  staleTime: 30_000,
  refetchInterval: BOARD_REFRESH_MS,
})

function WinRow({ entry }: { entry: RankEntry }) {
  const { t } = useTranslation('community')
  const formatAmount = useFormatAmount()
  return (
    <li className="tl-winners__row">
      <span className="tl-winners__who">{t('winners.won', { account: entry.account, amount: formatAmount(entry.winAmount) })}</span>
      {entry.multiplier !== undefined && <span className="tl-winners__multiplier">{t('winners.multiplier', { value: entry.multiplier })}</span>}
      <span className="tl-winners__game">{t('winners.on', { game: entry.gameName, vendor: entry.vassalage })}</span>
      <time className="tl-winners__time" dateTime={new Date(entry.time).toISOString()}>
        {formatGmt8(entry.time, 'MM-dd HH:mm')}
      </time>
    </li>
  )
}

/** The winner board (GCSGAME_getRankList): the latest big wins of real rounds, masked accounts. */
export function WinnerBoard({ gameType }: { gameType?: GameType }) {
  const { t } = useTranslation('community')
  const board = useQuery(winnerBoardQuery(gameType))
  const list = board.data?.list ?? []
  // Nothing to show when it cannot load: the board is a bonus, never an error on the page.
  if (board.isError && list.length === 0) return null
  return (
    <section className="tl-winners" aria-labelledby={`winners-${gameType ?? 'all'}`} data-testid="winner-board">
      <h2 id={`winners-${gameType ?? 'all'}`} className="tl-winners__title">{t('winners.title')}</h2>
      {board.isPending ? (
        <div className="tl-winners__list tl-skeleton" aria-hidden="true" />
      ) : list.length === 0 ? (
        <p className="tl-muted">{t('winners.empty')}</p>
      ) : (
        <ol className="tl-winners__list">
          {list.map((e, i) => <WinRow key={`${e.gameId}-${e.time}-${i}`} entry={e} />)}
        </ol>
      )}
    </section>
  )
}
