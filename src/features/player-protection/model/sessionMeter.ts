import { useQuery } from '@tanstack/react-query'
import { sessionMeterQuery } from '../api/calls.ts'

/** The game session's figures (MCS2_getGameSessionMeter), asked again every few seconds while shown. */
export const useSessionMeter = () => useQuery(sessionMeterQuery())
