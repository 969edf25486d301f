/**
 * THE launch seam of the lobby: every game tile, hot/recent/favourite strip, PVP room and
 * vendor popup calls `launchGame(game, room?)` (through the widgets' `onLaunch` prop). The
 * game-launch feature (launch machine, /game page, house provider) is built on the wallet
 * branch; at merge the lead replaces the body below with that feature's launch call (gameId,
 * or roomId for a PVP room), here only.
 *
 * Until then: without a session the login popup opens (spec §4: login is checked first);
 * with one, nothing happens: no launch is faked.
 */
import type { GameEntry, GameRoom } from '@/shared/api'
import { requireLogin } from '@/entities/session'

export function launchGame(_game: GameEntry, _room?: GameRoom): void {
  requireLogin()
}
