/**
 * The agent centre's hourlySalary page (issue 16): the hourly_salary contracts. A self-contained page module;
 * the agent-centre shell mounts it lazily: `lazy(() => import('./pages/hourlySalary'))`.
 */
import { ContractKindPage } from '../contracts/ContractKindPage.tsx'

export default function Page() {
  return <ContractKindPage kind="hourly_salary" />
}
