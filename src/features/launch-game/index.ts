export { loadLaunchGameLogic, useLaunchGame, useLaunchVendor, useGameClosed, useLaunchBusy, type LaunchPlace } from './model/launchGame.ts'
export { launchGameLogic, type LaunchDeps } from './model/launchLogic.ts'
export { useCurrentGame, storedGame, type CurrentGame } from './model/currentGame.ts'
