import type { GameEntry, GameRoom } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { useToken } from '@/entities/session'
import { useGameRooms, useVendorGames } from '@/entities/game'

/**
 * The rooms of a PVP vendor's card games (GLS2_roomList, members only): stake and seats per
 * room; pressing Join asks to launch the room's game in that room (`onLaunch(game, room)`).
 */
export function PvpRooms({ vassalage, onLaunch }: { vassalage: string; onLaunch: (game: GameEntry, room: GameRoom) => void }) {
  const token = useToken()
  if (!token) return null
  return <Rooms token={token} vassalage={vassalage} onLaunch={onLaunch} />
}

function Rooms({ token, vassalage, onLaunch }: { token: string; vassalage: string; onLaunch: (game: GameEntry, room: GameRoom) => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const rooms = useGameRooms(token, vassalage)
  const games = useVendorGames('PVP', vassalage)
  if (!rooms.data || rooms.data.length === 0 || !games.data) return null
  const byId = new Map(games.data.map((g) => [g.gameId, g]))
  // The first rooms only: a table of every room of every game would be a wall.
  const shown = rooms.data.slice(0, 30)
  return (
    <section className="tl-rooms" aria-labelledby="pvp-rooms" data-testid="pvp-rooms">
      <h2 id="pvp-rooms" className="tl-lane__title">{t('lobby.rooms.title')}</h2>
      <table className="tl-rooms__table">
        <thead>
          <tr>
            <th scope="col">{t('lobby.rooms.room')}</th>
            <th scope="col">{t('lobby.rooms.minBet')}</th>
            <th scope="col">{t('lobby.rooms.seats')}</th>
            <th scope="col"><span className="tl-visually-hidden">{t('lobby.rooms.join')}</span></th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => {
            const game = byId.get(r.gameId)
            return (
              <tr key={r.roomId}>
                <td>{r.roomName}</td>
                <td className="tl-rooms__amount">{formatAmount(r.minBet)}</td>
                <td>{r.seats}</td>
                <td>{game && <Button size="sm" onPress={() => onLaunch(game, r)}>{t('lobby.rooms.join')}</Button>}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
