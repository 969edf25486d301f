/**
 * Country flags for the dialing-code pickers: /img/flags/<country code lowercase>.svg, the
 * 4:3 SVGs of the flag-icons package (MIT, pinned in package.json). Only the countries the
 * pickers offer (../account/countries.ts) are served; each file is read once and kept.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { countries } from '../account/index.ts'

const FLAGS_DIR = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3')

/** Lowercase ISO 3166-1 alpha-2 codes of the offered countries. */
export const flagCodes: ReadonlySet<string> = new Set(countries.map((c) => c.countryCode.toLowerCase()))

const cache = new Map<string, Promise<string>>()

/** The flag SVG of `file` ("ph.svg"), or null when it is not an offered country's flag. */
export function flagSvg(file: string): Promise<string> | null {
  const match = /^([a-z]{2})\.svg$/.exec(file)
  const code = match?.[1]
  if (!code || !flagCodes.has(code)) return null
  let svg = cache.get(code)
  if (!svg) {
    svg = readFile(join(FLAGS_DIR, `${code}.svg`), 'utf8')
    svg.catch(() => cache.delete(code))
    cache.set(code, svg)
  }
  return svg
}
