import { useEffect } from 'react'
import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { useCurrentGame, useGameClosed } from '@/features/launch-game'
import './game-page.css'

/** /game (spec §2): the launched game in an iframe under the header. */
export function GamePage() {
  const { t } = useTranslation()
  const game = useCurrentGame()
  const gameClosed = useGameClosed()
  useEffect(() => () => gameClosed(), [gameClosed])
  return (
    <PageFrame testId="page-game" title={game?.name || t('page.game.title')} titleHidden wide>
      {game ? (
        <iframe className="tl-game-frame" src={game.url} title={game.name || t('page.game.title')} data-testid="game-frame" allow="fullscreen; autoplay" />
      ) : (
        <p className="tl-game-empty">{t('launch.noGame')}</p>
      )}
    </PageFrame>
  )
}
