/**
 * The agent centre's realtimeSalary page (issue 16): the realtime_salary contracts. A self-contained page module;
 * the agent-centre shell mounts it lazily: `lazy(() => import('./pages/realtimeSalary'))`.
 */
import { ContractKindPage } from '../contracts/ContractKindPage.tsx'

export default function Page() {
  return <ContractKindPage kind="realtime_salary" />
}
