import type { AnyMachineSnapshot } from 'xstate'
import type { GameEntry } from '@/shared/api'
import { gameLaunchMachine } from '../../gameLaunch.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const game = (gameType: GameEntry['gameType'], gameId = `g-${gameType}`): GameEntry => ({
  gameId, gameName: gameId, vassalage: 'V', gameType, isGame: '', image: '', isHot: 0,
})

/** The server's default free-play game types (status info.freePlayGameTypes). */
const FREE_PLAY = ['RNG', 'FISH', 'BINGO']

export const gameLaunchModel: PathModel<typeof gameLaunchMachine> = {
  machine: gameLaunchMachine,
  input: {},
  serializeState: (s: AnyMachineSnapshot) => {
    const ctx = s.context as { game: GameEntry | null; vendor: { gameType: string } | null; playing: { url: string } | null }
    return JSON.stringify([s.value, ctx.game?.gameType ?? null, ctx.vendor?.gameType ?? null, ctx.playing !== null])
  },
  events: [
    { type: 'launch.requested', game: game('RNG'), loggedIn: false, trial: false, freePlayGameTypes: FREE_PLAY },
    { type: 'launch.requested', game: game('LIVE'), loggedIn: false, trial: false, freePlayGameTypes: FREE_PLAY },
    { type: 'launch.requested', game: game('RNG'), loggedIn: true, trial: false, freePlayGameTypes: FREE_PLAY },
    { type: 'launch.requested', game: game('LIVE'), loggedIn: true, trial: true, freePlayGameTypes: FREE_PLAY },
    { type: 'launch.requested', game: game('SPORTS'), loggedIn: true, trial: false, freePlayGameTypes: FREE_PLAY },
    { type: 'vendor.requested', vendor: { gameType: 'COCKFIGHT', vassalage: 'DS88' }, loggedIn: false, trial: false, freePlayGameTypes: FREE_PLAY },
    { type: 'vendor.requested', vendor: { gameType: 'SPORTS', vassalage: 'ARENA' }, loggedIn: true, trial: false, freePlayGameTypes: FREE_PLAY },
    { type: 'vendor.requested', vendor: { gameType: 'ELOTT', vassalage: 'TCG_ELOTT' }, loggedIn: true, trial: true, freePlayGameTypes: FREE_PLAY },
    { type: 'login.succeeded', trial: false },
    { type: 'login.succeeded', trial: true },
    { type: 'login.cancelled' },
    { type: 'warning.confirmed' },
    { type: 'game.closed' },
    { type: 'xstate.done.actor.launch', output: { game_url: '/house/slot/?s=abc' } },
    { type: 'xstate.done.actor.launch', output: {} },
    { type: 'xstate.done.actor.findVendorGame', output: game('SPORTS') },
    { type: 'xstate.done.actor.findVendorGame', output: null },
    { type: 'xstate.error.actor.findVendorGame', error: { code: 'NETWORK', message: 'offline' } },
    { type: 'xstate.error.actor.launch', error: { code: 'TRIAL_ACCOUNT', message: 'real account needed' } },
    { type: 'xstate.error.actor.launch', error: { code: 'GAME_MAINTENANCE', message: 'The game is under maintenance.' } },
  ],
  simplePaths: false,
}
