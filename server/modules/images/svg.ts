/**
 * Generated SVG artwork: a logo per game vendor (colours derived from its code, so each
 * vendor keeps its look without anyone drawing it) and the Tala brand logo (tala = star).
 */
import { createHash } from 'node:crypto'
import { escapeHtml } from '../../lib/html.ts'

/** A stable hue (0-359) per vendor code. */
export const hueOf = (code: string): number => createHash('sha256').update(code).digest().readUInt16BE(0) % 360

const initialsOf = (name: string): string => {
  const words = name.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w))
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

export const vendorLogoSvg = (code: string, displayName: string): string => {
  const hue = hueOf(code)
  const hue2 = (hue + 40) % 360
  const name = escapeHtml(displayName)
  const fontSize = displayName.length > 18 ? 15 : displayName.length > 12 ? 18 : 22
  // Long names are squeezed into the space right of the badge rather than overflowing.
  const fit = displayName.length * fontSize * 0.58 > 144 ? ' textLength="144" lengthAdjust="spacingAndGlyphs"' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${name}">
<title>${name}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue}, 65%, 34%)"/><stop offset="1" stop-color="hsl(${hue2}, 70%, 50%)"/>
</linearGradient></defs>
<rect width="240" height="96" rx="14" fill="url(#bg)"/>
<circle cx="46" cy="48" r="28" fill="hsl(${hue}, 80%, 92%)" fill-opacity="0.95"/>
<text x="46" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="22" fill="hsl(${hue}, 60%, 28%)">${escapeHtml(initialsOf(displayName))}</text>
<text x="154" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}"${fit} fill="#ffffff">${name}</text>
</svg>
`
}

/** Eight-pointed star path centred on (cx, cy). */
const starPath = (cx: number, cy: number, outer: number, inner: number): string => {
  const points: string[] = []
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = (Math.PI / 8) * i - Math.PI / 2
    points.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`)
  }
  return `M${points.join('L')}Z`
}

export const brandLogoSvg = (brandName: string): string => {
  const name = escapeHtml(brandName)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="48" viewBox="0 0 168 48" role="img" aria-label="${name}">
<title>${name}</title>
<defs><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#ffe58a"/><stop offset="1" stop-color="#f2a900"/>
</linearGradient></defs>
<path d="${starPath(24, 24, 22, 9)}" fill="url(#gold)" stroke="#b37400" stroke-width="1"/>
<circle cx="24" cy="24" r="4" fill="#fffbe6"/>
<text x="54" y="24" dy="0.36em" font-family="system-ui, sans-serif" font-weight="800" font-size="30" letter-spacing="1" fill="#f2a900">${name}</text>
</svg>
`
}

/** A 5×5 mirrored identicon from a hex id (member avatars): no account data inside. */
export const avatarSvg = (hexId: string): string => {
  const bytes = Buffer.from(hexId.padEnd(16, '0').slice(0, 16), 'hex')
  const hue = bytes.readUInt16BE(0) % 360
  const cells: string[] = []
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      const bit = ((bytes[2 + ((y * 3 + x) >> 3)] ?? 0) >> ((y * 3 + x) & 7)) & 1
      if (bit) {
        for (const cx of x === 2 ? [2] : [x, 4 - x]) cells.push(`<rect x="${8 + cx * 16}" y="${8 + y * 16}" width="16" height="16"/>`)
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${hue},40%,92%)"/><g fill="hsl(${hue},55%,45%)">${cells.join('')}</g></svg>`
}
