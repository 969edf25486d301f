import { useLoaderWhile } from '@/shared/ui'
import { useFreePlayBusy } from '@/features/free-play'
import { useLaunchBusy } from '@/features/launch-game'

/**
 * The loader overlay while a long-lived flow of the root system calls the server (a game
 * launch, free play): those flows outlive the button that started them. Renders nothing.
 */
export function FlowLoader() {
  const launching = useLaunchBusy()
  const freePlaying = useFreePlayBusy()
  useLoaderWhile(launching || freePlaying)
  return null
}
