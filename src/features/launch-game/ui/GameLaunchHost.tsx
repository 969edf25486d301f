import { useLoaderWhile } from '@/shared/ui'
import { useLaunchBusy } from '../model/launchGame.ts'

/** Mounted once by the app: the loader shows while a launch is busy. Renders nothing. */
export function GameLaunchHost() {
  useLoaderWhile(useLaunchBusy())
  return null
}
