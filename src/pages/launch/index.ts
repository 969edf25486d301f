/**
 * THE launch seam of the lobby: every game tile, hot/recent/favourite strip and vendor
 * popup calls `launchGame(game)` (through the widgets' `onLaunch` prop). The game-launch
 * feature (launch machine, /game page, house provider) is built on the wallet branch; at
 * merge the lead replaces the body below with that feature's launch call, here only.
 *
 * Until then: without a session the login popup opens (spec §4: login is checked first);
 * with one, nothing happens: no launch is faked.
 */
import type { GameEntry } from '@/shared/api'
import { requireLogin } from '@/entities/session'

export function launchGame(_game: GameEntry): void {
  requireLogin()
}
