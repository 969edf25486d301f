import { useMemo } from 'react'
import qrcode from 'qrcode-generator'

/** The dark modules of a QR code of `text` as one SVG path (one unit per module, a 4-module quiet zone). */
export function qrPath(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const count = qr.getModuleCount()
  const quiet = 4
  let path = ''
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`
    }
  }
  return { size: count + quiet * 2, path }
}

/** A QR code of `text`, drawn as SVG, named for a screen reader by `label`. */
export function QrCode({ text, label, size = 176, testId }: { text: string; label: string; size?: number; testId?: string }) {
  const qr = useMemo(() => qrPath(text), [text])
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" data-testid={testId}>
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  )
}
