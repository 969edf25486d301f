/**
 * The agent centre's dailySalary page (issue 16): the daily_salary contracts. A self-contained page module;
 * the agent-centre shell mounts it lazily: `lazy(() => import('./pages/dailySalary'))`.
 */
import { ContractKindPage } from '../contracts/ContractKindPage.tsx'

export default function Page() {
  return <ContractKindPage kind="daily_salary" />
}
