import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { useFreePlay } from '../model/freePlay.ts'

/** Free trial (spec §2, §4): starts machines/freePlay.machine.ts (the root system's `freePlay` actor, model/freePlay.ts). */
export function FreePlayButton({ variant = 'secondary', size = 'md', testId = 'free-play' }: { variant?: 'secondary' | 'ghost'; size?: 'sm' | 'md'; testId?: string }) {
  const { t } = useTranslation()
  const { start, busy } = useFreePlay()
  return (
    <Button variant={variant} size={size} isDisabled={busy} onPress={start} data-testid={testId}>
      {t('header.freeTrial')}
    </Button>
  )
}
