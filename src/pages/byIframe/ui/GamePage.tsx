import { useCallback, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Paths } from '@/shared/config'
import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { useCurrentGame, useGameClosed } from '@/features/launch-game'
import { GameSessionBar } from '@/features/player-protection'
import './game-page.css'

/** /game (spec §2): the launched game in an iframe under the header, with the session meter over it (a break or the reality check's Stop leaves for home). */
export function GamePage() {
  const { t } = useTranslation()
  const game = useCurrentGame()
  const gameClosed = useGameClosed()
  useEffect(() => () => gameClosed(), [gameClosed])
  const navigate = useNavigate()
  const leave = useCallback(() => navigate(Paths.index), [navigate])
  return (
    <PageFrame testId="page-game" title={game?.name || t('page.game.title')} titleHidden wide>
      {game && <GameSessionBar onLeave={leave} />}
      {game ? (
        <iframe className="tl-game-frame" src={game.url} title={game.name || t('page.game.title')} data-testid="game-frame" allow="fullscreen; autoplay" />
      ) : (
        <p className="tl-game-empty">{t('launch.noGame')}</p>
      )}
    </PageFrame>
  )
}
