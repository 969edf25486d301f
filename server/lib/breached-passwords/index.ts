/**
 * Is a password one of the commonly leaked ones (list.txt, see README.md)? Compared in NFC
 * and lower case, so "Password1" counts as "password1". Read from disk once, on first use.
 */
import { readFileSync } from 'node:fs'
import { normalizePassword } from '../../../src/shared/api/index.ts'

let list: ReadonlySet<string> | null = null

const load = (): ReadonlySet<string> => {
  list ??= new Set(readFileSync(new URL('./list.txt', import.meta.url), 'utf8').split('\n').filter((p) => p !== ''))
  return list
}

export const isBreachedPassword = (password: string): boolean => load().has(normalizePassword(password).toLowerCase())
