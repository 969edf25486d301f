import { Endpoints } from './endpoints.ts'
import { AccountEndpoints } from './endpoints-account.ts'
import { AgentEndpoints } from './endpoints-agent.ts'
import { ContractEndpoints } from './endpoints-contracts.ts'
import { DepositEndpoints } from './endpoints-deposit.ts'
import { RecordsEndpoints } from './endpoints-records.ts'
import { RewardsEndpoints } from './endpoints-rewards.ts'
import { SecurityEndpoints } from './endpoints-security.ts'
import { TransferEndpoints } from './endpoints-transfer.ts'
import { WithdrawEndpoints } from './endpoints-withdraw.ts'
import { LotteryEndpoints } from './endpoints-lottery.ts'
import { ProtectionEndpoints } from './endpoints-protection.ts'
import { PointsEndpoints } from './endpoints-points.ts'
import { FeedbackEndpoints } from './endpoints-feedback.ts'
import { JoinEndpoints } from './endpoints-join.ts'
import { PromotionEndpoints } from './endpoints-promotions.ts'
import { ChatEndpoints } from './endpoints-chat.ts'

/** Every call of the contract in one table: what the OpenAPI document, the fuzz suite and the contract tests walk. */
export const AllEndpoints = {
  ...Endpoints, ...AccountEndpoints, ...SecurityEndpoints, ...TransferEndpoints, ...AgentEndpoints, ...ContractEndpoints, ...DepositEndpoints, ...RecordsEndpoints, ...RewardsEndpoints, ...WithdrawEndpoints, ...LotteryEndpoints, ...ProtectionEndpoints, ...PointsEndpoints, ...FeedbackEndpoints, ...JoinEndpoints, ...PromotionEndpoints, ...ChatEndpoints,
} as const
