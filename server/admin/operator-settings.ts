/**
 * The settings an operator may read and change with `npm run admin -- setting get|set`.
 * An allowlist: each key has a parser from the command-line text, so a typo or a bad value
 * is refused instead of stored. Keys such as `payloadKey` or `authenticatorKey` are never
 * listed: secrets stay out of the operator API.
 */
import type { SettingKey, SettingValues } from '../db/settings.ts'

interface OperatorSetting<K extends SettingKey> {
  readonly key: K
  readonly help: string
  /** The value from text, or null when the text is not a valid value. */
  readonly parse: (text: string) => SettingValues[K] | null
  /** The default when the setting is not stored. */
  readonly fallback: SettingValues[K]
}

const parseBoolean = (text: string): boolean | null => {
  const t = text.trim().toLowerCase()
  if (['true', 'on', '1', 'yes'].includes(t)) return true
  if (['false', 'off', '0', 'no'].includes(t)) return false
  return null
}

const loginIpVerification: OperatorSetting<'loginIpVerification'> = {
  key: 'loginIpVerification',
  help: 'true|false: a login from an IP the account never used needs extra verification (spec §4)',
  parse: parseBoolean,
  fallback: false,
}

export const operatorSettings: Readonly<Record<string, OperatorSetting<SettingKey>>> = {
  loginIpVerification,
} as Record<string, OperatorSetting<SettingKey>>

export const operatorSettingKeys = Object.keys(operatorSettings)
