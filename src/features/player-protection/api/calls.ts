import { queryOptions } from '@tanstack/react-query'
import { call, ProtectionEndpoints, type BreakDuration, type ExclusionDuration, type LimitKey, type RealityCheckMinutes } from '@/shared/api'
import { memberScope } from '@/shared/lib'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''
const scope = [...memberScope, 'protection'] as const

/** The protection reads' query keys. */
export const protectionKeys = {
  all: scope,
  limits: () => [...scope, 'limits'] as const,
  meter: () => [...scope, 'meter'] as const,
}

/** How often the bar over a game asks for the session's figures. */
export const METER_POLL_MS = 7_000

export const playerLimitsQuery = () =>
  queryOptions({ queryKey: protectionKeys.limits(), queryFn: ({ signal }) => call(ProtectionEndpoints.playerLimits, { token: token(), body: {}, signal }) })

/** The game session's figures, asked again every few seconds while the bar is shown. */
export const sessionMeterQuery = () =>
  queryOptions({
    queryKey: protectionKeys.meter(),
    queryFn: ({ signal }) => call(ProtectionEndpoints.gameSessionMeter, { token: token(), body: {}, signal }),
    // A session the server refuses to meter (a trial account) is not asked again.
    refetchInterval: (query) => (query.state.status === 'error' ? false : METER_POLL_MS),
  })

export const saveLimit = (change: { key: LimitKey; value: number | null }, signal: AbortSignal) =>
  call(ProtectionEndpoints.setPlayerLimit, { token: token(), body: change, signal })
export const saveRealityCheck = (minutes: RealityCheckMinutes) => call(ProtectionEndpoints.setRealityCheck, { token: token(), body: { minutes } })
export const startBreak = (duration: BreakDuration) => call(ProtectionEndpoints.takeBreak, { token: token(), body: { duration } })
export const startExclusion = (duration: ExclusionDuration) => call(ProtectionEndpoints.selfExclude, { token: token(), body: { duration, confirm: true } })
