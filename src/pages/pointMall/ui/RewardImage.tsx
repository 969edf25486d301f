import { useState } from 'react'
import type { PointRewardKind } from '@/shared/api'

/** A reward's picture (decorative: the name is beside it), or a drawn gift or coin when it has none or it fails. */
export function RewardImage({ src, kind }: { src: string; kind: PointRewardKind }) {
  const [failed, setFailed] = useState(false)
  if (src !== '' && !failed) {
    return <img className="tl-mall__image" src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
  }
  return (
    <div className={`tl-mall__image tl-mall__image--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="56" height="56" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
        {kind === 'item' ? (
          <>
            <rect x="7" y="18" width="34" height="24" rx="2" />
            <rect x="4" y="12" width="40" height="8" rx="2" />
            <path d="M24 12v30M24 12c-3-7-12-7-12-2s9 2 12 2c3 0 12 3 12-2s-9-5-12 2" />
          </>
        ) : (
          <>
            <circle cx="24" cy="24" r="17" />
            <circle cx="24" cy="24" r="11" />
            <path d="M24 17v14M20.5 20.5h5.5a2.5 2.5 0 0 1 0 5h-4a2.5 2.5 0 0 0 0 5h5.5" />
          </>
        )}
      </svg>
    </div>
  )
}
