import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BreakDuration, ExclusionDuration, PlayerLimitsReply, RealityCheckMinutes } from '@/shared/api'
import { playerLimitsQuery, protectionKeys, saveRealityCheck, startBreak, startExclusion } from '../api/calls.ts'

/** The member's limits, reality check and any block in force. */
export const usePlayerLimits = () => useQuery(playerLimitsQuery())

/** Sets the reality check's interval; the reply is the page's new state. */
export function useRealityCheckChoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes) => saveRealityCheck(minutes),
    onSuccess: (state: PlayerLimitsReply) => {
      queryClient.setQueryData(protectionKeys.limits(), state)
      void queryClient.invalidateQueries({ queryKey: protectionKeys.meter() })
    },
  })
}

/** Starts a break or time-out (15 minutes from a game; 24 hours, 7 or 30 days from the page). */
export function useTakeBreak() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (duration: BreakDuration) => startBreak(duration),
    onSettled: () => queryClient.invalidateQueries({ queryKey: protectionKeys.all }),
  })
}

/** Starts a self-exclusion (it cannot be undone before its end). */
export function useSelfExclude() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (duration: ExclusionDuration) => startExclusion(duration),
    onSettled: () => queryClient.invalidateQueries({ queryKey: protectionKeys.all }),
  })
}
