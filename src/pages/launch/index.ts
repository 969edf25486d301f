/**
 * The launch seam of the lobby: every game tile, hot/recent/favourite strip, PVP room and
 * vendor popup calls `launchGame(game, room?)` (through the widgets' `onLaunch` prop), and this
 * hands it to the game-launch feature (login first, trial warning, launch call, /game).
 */
export { launchGame } from '@/features/launch-game'
