/**
 * The agent centre's dividend page (issue 16): the dividend contracts. A self-contained page module;
 * the agent-centre shell mounts it lazily: `lazy(() => import('./pages/dividend'))`.
 */
import { ContractKindPage } from '../contracts/ContractKindPage.tsx'

export default function Page() {
  return <ContractKindPage kind="dividend" />
}
