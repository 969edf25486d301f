/** A decorative spinner; pair it with text (LoadingScreen) or a label for screen readers. */
export function Spinner({ size = 40 }: { size?: number }) {
  return <span className="tl-spinner" style={{ width: size, height: size }} aria-hidden="true" />
}

/** A whole screen that says it is loading. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="tl-loading-screen" role="status" aria-live="polite" data-testid="loading-screen">
      <Spinner size={48} />
      <span className="tl-loading-screen__label">{label}</span>
    </div>
  )
}
