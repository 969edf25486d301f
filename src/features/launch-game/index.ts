export { GAME_LAUNCH_ID, launchGameLogic, useLaunchGame, useLaunchVendor, useGameClosed, type LaunchDeps } from './model/launchGame.ts'
export { useCurrentGame, currentGame, type CurrentGame } from './model/currentGame.ts'
export { GameLaunchHost } from './ui/GameLaunchHost.tsx'
