import type { ReactNode } from 'react'
import type { GameEntry } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { LazyImage, type ImageLoad } from '@/shared/ui'
import { formatRtp } from '../lib/art.ts'
import '../game.css'

/**
 * One game tile: lazy artwork, name, vendor and RTP. Pressing it asks to launch the game
 * (`onLaunch`); `action` (a favourite heart) sits in a corner. `artUrl` is the artwork's
 * address under the image base URL of this visit. Kept to a few elements:
 * a virtualized grid shows dozens at once.
 */
export function GameCard({ game, artUrl, onLaunch, action, load = 'lazy' }: {
  game: GameEntry
  artUrl: string
  onLaunch: (game: GameEntry) => void
  action?: ReactNode
  /** How its art loads: when near the viewport (default), at once, or at once and first. */
  load?: ImageLoad
}) {
  // i18n.t, not the hook: a grid mounts dozens of cards per keystroke, and the grid above
  // re-renders them when the language changes.
  const t = i18n.t.bind(i18n)
  const meta = `${game.vendorName ?? game.vassalage}${game.rtpBp !== undefined ? ` · RTP ${formatRtp(game.rtpBp)}` : ''}`
  // The button's name is "Play <its visible text>", so a voice-control user can say what they see (WCAG 2.5.3).
  return (
    <div className="tl-game" data-testid="game-card" data-game-id={game.gameId}>
      <button type="button" className="tl-game__open" onClick={() => onLaunch(game)} aria-label={t('lobby.play', { name: `${game.gameName} ${meta}` })}>
        <LazyImage src={artUrl} alt="" width={160} height={160} className="tl-game__art" load={load} />
        <span className="tl-game__name">{game.gameName}</span>
        <span className="tl-game__meta">{meta}</span>
      </button>
      {game.isHot === 1 && <span className="tl-game__hot">{t('lobby.hot')}</span>}
      {action}
    </div>
  )
}
