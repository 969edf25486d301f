export { launchGame, gameClosed } from './model/launchGame.ts'
export { useCurrentGame, currentGame, type CurrentGame } from './model/currentGame.ts'
export { GameLaunchHost } from './ui/GameLaunchHost.tsx'
