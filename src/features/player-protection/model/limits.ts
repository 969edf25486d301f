import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PlayerLimitsReply, RealityCheckMinutes } from '@/shared/api'
import { playerLimitsQuery, protectionKeys, saveRealityCheck } from '../api/calls.ts'

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
