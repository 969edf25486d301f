export { GAME_LAUNCH_ID, launchGameLogic, useLaunchGame, useLaunchVendor, useGameClosed, useLaunchBusy, type LaunchDeps } from './model/launchGame.ts'
export { useCurrentGame, storedGame, type CurrentGame } from './model/currentGame.ts'
