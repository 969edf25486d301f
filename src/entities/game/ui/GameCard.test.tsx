import { beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { initI18n } from '@/shared/i18n'
import { GameCard } from './GameCard.tsx'

beforeAll(async () => {
  await initI18n('en')
})

describe('game tile', () => {
  it('is named "Play" plus the text it shows, so a voice-control user can say what they see', () => {
    const game = { gameId: 'g1', gameName: 'Epic Eagles', vassalage: 'TCG_SEA', vendorName: 'Tala Sea Slots', gameType: 'RNG', isGame: '1', image: 'a.png', isHot: 0, rtpBp: 9650 } as const
    render(<GameCard game={game} artUrl="/img/a.png" onLaunch={vi.fn()} />)
    const button = screen.getByRole('button', { name: 'Play Epic Eagles Tala Sea Slots · RTP 96.50%' })
    const visible = [...button.querySelectorAll('span')].map((s) => s.textContent).join(' ')
    expect(visible).toBe('Epic Eagles Tala Sea Slots · RTP 96.50%')
  })
})
