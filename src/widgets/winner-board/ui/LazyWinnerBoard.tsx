import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { GameType } from '@/shared/api'
import { withTexts } from '@/shared/i18n'

// The board, its query and the `community` texts: a chunk of their own, fetched only once the
// board's place comes near the screen (it sits below the fold).
const WinnerBoard = lazy(() => withTexts(import('./WinnerBoard.tsx'), 'community').then((m) => ({ default: m.WinnerBoard })))

/** True once the element is within a screen of the viewport (at once where nothing can tell). */
function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement | null>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    if (typeof IntersectionObserver !== 'function') {
      setNear(true)
      return
    }
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true)
    }, { rootMargin: '100% 0px' })
    seen.observe(el)
    return () => seen.disconnect()
  }, [near])
  return [ref, near]
}

/** The winner board where a page places it (home, lobbies), loaded when scrolled near. */
export function LazyWinnerBoard({ gameType }: { gameType?: GameType }) {
  const [ref, near] = useNearViewport()
  return (
    <div ref={ref} className="tl-winners-slot">
      {near && (
        <Suspense fallback={null}>
          <WinnerBoard {...(gameType ? { gameType } : {})} />
        </Suspense>
      )}
    </div>
  )
}
