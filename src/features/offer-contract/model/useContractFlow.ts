import { useEffect, useMemo, useRef } from 'react'
import { useActorRef } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { Contract, ContractOfferRequest, ContractTerms } from '@/shared/api'
import { contractOfferMachine, type SimulateInput } from '@machines/contractOffer.machine.ts'
import { acceptOffer, previewOffer, rejectOffer, sendOffer, simulateOffer, terminateContract } from '../api/calls.ts'

/** The machine with the real calls; `onChanged` refreshes the page's lists. */
export function useContractFlow(input: { role: 'upline' | 'downline'; contract: Contract | null; terms: ContractTerms | null }, onChanged: () => void) {
  const changed = useRef(onChanged)
  useEffect(() => {
    changed.current = onChanged
  }, [onChanged])
  const logic = useMemo(() => contractOfferMachine.provide({
    actors: {
      previewOffer: fromPromise(({ input: terms }: { input: ContractTerms }) => previewOffer(terms)),
      simulateOffer: fromPromise(({ input: q }: { input: SimulateInput }) => simulateOffer(q)),
      sendOffer: fromPromise(({ input: req }: { input: ContractOfferRequest }) => sendOffer(req)),
      acceptOffer: fromPromise(({ input: x }: { input: { contractId: number; terminateLower: boolean } }) => acceptOffer(x.contractId, x.terminateLower)),
      rejectOffer: fromPromise(({ input: x }: { input: { contractId: number } }) => rejectOffer(x.contractId)),
      terminateContract: fromPromise(({ input: x }: { input: { contractId: number } }) => terminateContract(x.contractId)),
    },
    actions: { changed: () => changed.current() },
  }), [])
  return useActorRef(logic, { input })
}
