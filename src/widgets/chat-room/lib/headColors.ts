/** The configured chat header colour (brand chatHeaderColor) and a text colour readable on it. */

const FALLBACK = '#1d3f8f'
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

const channel = (c: number): number => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export const luminance = (hex: string): number => {
  const h = hex.length === 4 ? hex.slice(1).split('').map((c) => c + c).join('') : hex.slice(1)
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
}

const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/**
 * The header's background (the brand's colour when it is a plain hex colour, else the default:
 * the value lands in a style, so nothing else is let through) and the text colour, white or
 * near-black, whichever reads better on it.
 */
export const chatHeadColors = (configured: string | undefined): { background: string; text: string } => {
  const background = configured && HEX.test(configured.trim()) ? configured.trim() : FALLBACK
  const bg = luminance(background)
  const text = contrast(bg, 1) >= contrast(bg, luminance('#111111')) ? '#ffffff' : '#111111'
  return { background, text }
}
