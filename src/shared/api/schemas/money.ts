import { Schema } from 'effect'
import { Minor } from './wallet.ts'

/** The client's id for one money request: sent twice, it takes effect once. */
export const RequestId = Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64), Schema.isPattern(/^[A-Za-z0-9_-]+$/u))

/** The operator's range for an amount, in minor units (a failure's value). */
export const AmountRange = Schema.Struct({ min: Minor, max: Minor }).annotate({ identifier: 'AmountRange' })
/** TURNOVER_REQUIRED: the bonus still locked, the valid bets still to place, and what may leave now (minor units). */
export const TurnoverLock = Schema.Struct({ locked: Minor, remaining: Minor, available: Minor }).annotate({ identifier: 'TurnoverLock' })
