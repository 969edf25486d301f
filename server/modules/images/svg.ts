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

/** Average advance of a bold sans glyph, in ems (DejaVu Sans Bold, the widest we render with). */
const BOLD_EM = 0.7

/** The largest size, up to `max`, at which `text` fits `width` px. */
const fitFontSize = (text: string, width: number, max: number): number => Math.max(9, Math.min(max, Math.floor(width / (text.length * BOLD_EM))))

export const vendorLogoSvg = (code: string, displayName: string): string => {
  const hue = hueOf(code)
  const hue2 = (hue + 40) % 360
  const name = escapeHtml(displayName)
  // The name fits the 144 px right of the badge in a wide bold face (DejaVu Sans, which the
  // pictures are rendered with, is wider than most): smaller type for longer names, and a
  // squeeze where a renderer honours textLength.
  const fontSize = fitFontSize(displayName, 144, 22)
  const fit = displayName.length * fontSize * BOLD_EM > 144 ? ' textLength="144" lengthAdjust="spacingAndGlyphs"' : ''
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

/**
 * The app icon (home screen, install prompt): the logo's star on the site's background, in a
 * square. `maskable` keeps the star inside the central 80% that every launcher's mask shows.
 */
export const brandIconSvg = ({ maskable = false }: { maskable?: boolean } = {}): string => {
  const outer = maskable ? 15 : 21
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
<defs><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#ffe58a"/><stop offset="1" stop-color="#f2a900"/>
</linearGradient></defs>
<rect width="48" height="48" rx="${maskable ? 0 : 10}" fill="#0a0e17"/>
<path d="${starPath(24, 24, outer, outer * 0.41)}" fill="url(#gold)" stroke="#b37400" stroke-width="0.6"/>
<circle cx="24" cy="24" r="${(outer * 0.18).toFixed(2)}" fill="#fffbe6"/>
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

/** Words of a game name broken into at most three lines of about 14 characters. */
const nameLines = (name: string): string[] => {
  const lines: string[] = []
  for (const word of name.split(/\s+/)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && (last + ' ' + word).length <= 14) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ')] : lines
}

/**
 * Game artwork: the vendor's colours (same hue as its logo), a hue shift per game so
 * neighbouring tiles differ, the game's name large and the vendor's name small.
 */
export const gameArtSvg = (gameId: string, gameName: string, vendorCode: string, vendorName: string): string => {
  const hue = hueOf(vendorCode)
  const shift = hueOf(gameId) % 50
  const lines = nameLines(gameName)
  const top = 96 - (lines.length - 1) * 13
  const text = lines
    .map((l, i) => `<text x="90" y="${top + i * 26}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${fitFontSize(l, 160, 21)}"${l.length > 14 ? ' textLength="160" lengthAdjust="spacingAndGlyphs"' : ''} fill="#ffffff">${escapeHtml(l)}</text>`)
    .join('')
  const name = escapeHtml(gameName)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180" role="img" aria-label="${name}">
<title>${name}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${(hue + shift) % 360}, 70%, 30%)"/><stop offset="1" stop-color="hsl(${(hue + shift + 50) % 360}, 75%, 52%)"/>
</linearGradient></defs>
<rect width="180" height="180" rx="18" fill="url(#g)"/>
<circle cx="150" cy="30" r="48" fill="#ffffff" fill-opacity="0.08"/><circle cx="24" cy="164" r="60" fill="#000000" fill-opacity="0.12"/>
${text}
<text x="90" y="162" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="600" font-size="12" fill="hsl(${hue}, 80%, 90%)">${escapeHtml(vendorName)}</text>
</svg>
`
}
