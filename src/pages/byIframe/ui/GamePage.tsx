import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /game: the game frame (header only); the iframe comes with game launch. */
export function GamePage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-game" title={t('page.game.title')} />
}
