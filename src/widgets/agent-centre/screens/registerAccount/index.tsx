import { RegisterDownlineForm } from '@/features/register-downline'
import { useCentre } from '../../model/centre.ts'
import { agentKeys } from '../../model/keys.ts'

/** A new downline changes the team list and, with an offer, the contracts given. */
const changes = [agentKeys.team(), agentKeys.contracts()]

/** Register account (features/register-downline); a registration refreshes the centre's team size. */
export default function RegisterAccountPage() {
  const { refresh } = useCentre()
  return <RegisterDownlineForm changes={changes} onRegistered={refresh} />
}
