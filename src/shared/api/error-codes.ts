/**
 * Stable error codes carried by every failed reply `{ success: false, code, message }`.
 * Clients branch on `code`, never on `message` (which is human text and may change).
 * Each code maps to one HTTP status so proxies and logs tell the story too.
 */
export const ErrorCodes = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_INVALID: 400,
  PAYLOAD_TAMPERED: 400,
  PAYLOAD_EXPIRED: 400,
  CAPTCHA_INVALID: 400,
  /** Wrong username or password (never says which). `value.captcha` true when the captcha must now be shown. */
  LOGIN_FAILED: 400,
  /** A captcha is required for this attempt; `value.captcha` is true. */
  CAPTCHA_REQUIRED: 400,
  BOT_CHECK_FAILED: 400,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  ACCOUNT_EXISTS: 400,
  AFFILIATE_INVALID: 400,
  PASSWORD_MISMATCH: 400,
  /** The new password is in the list of leaked passwords (or is the deployment's default weak password): choose another. */
  PASSWORD_BREACHED: 400,
  /** "Username/Email does not exist" (the e-mail reset; answered the same way whether or not, see server). */
  ACCOUNT_NOT_FOUND: 400,
  /** Security binding: the item is bound already and cannot be set this way (payee name, authenticator). */
  ALREADY_BOUND: 400,
  /** Security binding: nothing of that kind is bound (e.g. removing an authenticator that is not there). */
  NOT_BOUND: 400,
  /** Security binding: the e-mail or mobile number belongs to another account. */
  IN_USE: 400,
  /** A whitelabel module needed by this call is switched off. */
  MODULE_DISABLED: 403,
  /** "Non-member account unable to login" (spec §6). */
  NON_MEMBER: 403,
  /** A trial (free-play) account asked for something only a real account may do. */
  TRIAL_ACCOUNT: 403,
  /** Social sign-in: the state is unknown, used, expired or from another browser. */
  SOCIAL_STATE_INVALID: 400,
  /** Social sign-in: the provider refused, or its answer (code, ID token) did not verify. */
  SOCIAL_FAILED: 400,
  /** Social sign-in: the pending-link ticket is unknown, used or expired. */
  SOCIAL_TICKET_INVALID: 400,
  /** Social sign-in: the identity or the account already has a link (links are permanent). */
  SOCIAL_ALREADY_LINKED: 400,
  /** Social sign-in: this provider is not configured or switched off by the operator. */
  SOCIAL_DISABLED: 403,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  ADMIN_DISABLED: 403,
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** The request took too long to arrive (the server's request timeout). */
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The request line and headers together are over the server's limit (a very long URL, huge cookies). */
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  /** "too many requests, try again after 5 minutes" */
  TOO_MANY_REQUESTS: 429,
  /** Wallet (issue 4): not enough money in the wallet the movement draws on. */
  INSUFFICIENT_FUNDS: 400,
  /** Withdrawal or transfer: part of the amount is bonus money whose turnover is not met; `value` { locked, remaining, available }. */
  TURNOVER_REQUIRED: 409,
  /** GCS_walletTransfer on a single-wallet merchant, or between two unknown/identical wallets. */
  TRANSFER_NOT_ALLOWED: 400,
  /** The game does not exist or is switched off. */
  GAME_NOT_FOUND: 404,
  /** "game under maintenance": `value.suggestions` lists other games of the same type. */
  GAME_MAINTENANCE: 409,
  /** A shared table's round stopped taking bets before the slip arrived. */
  BETS_CLOSED: 409,
  /** A sportsbook bet named odds that are no longer the current ones; `value.legs` [{ fixture, selection, odds }] gives the odds now. */
  ODDS_CHANGED: 409,
  /** Every seat of a card room is taken for this hand. */
  TABLE_FULL: 409,
  /** A seamless-wallet call whose vendor signature is missing or wrong. */
  SIGNATURE_INVALID: 401,
  /** Deposit: the channel does not exist or the operator switched it off. */
  DEPOSIT_CHANNEL_UNAVAILABLE: 400,
  /** Deposit: the amount is outside the channel's min/max (or not above a fee the member pays); `value` { min, max }. */
  DEPOSIT_AMOUNT_OUT_OF_RANGE: 400,
  /** Deposit: the member already has the most pending requests allowed; `value` { maxPending }. */
  DEPOSIT_PENDING_LIMIT: 409,
  /** Admin: the deposit was already approved or rejected. */
  DEPOSIT_NOT_PENDING: 409,
  /** Records: `to` before `from`, a day that does not exist, or a span longer than `value.maxDays`. */
  RECORDS_RANGE_INVALID: 400,
  /** Money out: no payment password is set yet (set one in the security centre). */
  PAYMENT_PASSWORD_NOT_SET: 400,
  /** Money out: the payment password is wrong. */
  PAYMENT_PASSWORD_INVALID: 400,
  /** Payout account: no payee (account holder) name is bound yet. */
  PAYEE_NAME_REQUIRED: 400,
  /** Payout account: the holder name is not the bound payee name. */
  PAYEE_NAME_MISMATCH: 400,
  /** A count or daily total limit is reached; `value` says the limit and what is left. */
  LIMIT_REACHED: 400,
  /** The amount is outside the operator's range; `value` gives min and max. */
  AMOUNT_OUT_OF_RANGE: 400,
  /** The withdrawal is not in a state that allows this (already confirmed, not disbursed yet...). */
  WITHDRAWAL_STATE: 409,
  /** A proof image is not a png or jpeg, is over 5 MB, or there are more than 3. */
  PROOF_INVALID: 400,
  /** Feedback refused (spec §5): content, word count, confirmations or an image; `value` says which. */
  FEEDBACK_INVALID: 400,
  /** Operator: the feedback was already answered. */
  FEEDBACK_STATE: 409,
  /** Chat room: the message is empty, too long or has control characters; `value` says which. */
  CHAT_INVALID: 400,
  /** Chat room: the operator muted the member; `value` says until when. */
  CHAT_MUTED: 403,
  /** Operator: the notice was withdrawn (it cannot be rescheduled or withdrawn again). */
  NOTICE_STATE: 409,
  /** Operator: the agent application was already approved or rejected. */
  APPLICATION_STATE: 409,
  /** A reward (mission, promotion, rebate, referral) is not ready to claim: not complete, not approved, nothing earned, or the activity is closed. */
  NOT_CLAIMABLE: 409,
  /** The reward was claimed already (it is credited once, whatever the number of clicks). */
  ALREADY_CLAIMED: 409,
  /** Agent centre: the caller is not an agent (isAgent 1, 2, 41 or 42). */
  NOT_AGENT: 403,
  /** Contracts: the contract is not in a state that allows this (already answered, ended...). */
  CONTRACT_STATE: 409,
  /** Contracts: the rates are above the offering agent's own contract of the kind, or it has none (or a downline's contract is above them). */
  CONTRACT_CEILING: 409,
  /** Contracts: the offer would end contracts the downline gave; `value.wouldEnd` lists them, and the offer must be sent again with `terminateLower`. */
  CONFIRM_REQUIRED: 409,
  /** Points: the balance is below what the redeem or conversion takes; `value` { balance, needed }. */
  POINTS_INSUFFICIENT: 400,
  /** Points: fewer points than the conversion minimum (or than one step of the ratio); `value` { minimum, step }. */
  POINTS_BELOW_MINIMUM: 400,
  /** Point mall: not enough of the reward left for the quantity asked. */
  REWARD_SOLD_OUT: 409,
  /** Point mall: the member's valid bets are below the reward's amount requirement; `value` { required, current }. */
  REWARD_REQUIREMENT_NOT_MET: 409,
  /** Operator: the redemption was already approved or rejected. */
  REDEMPTION_STATE: 409,
  /** Player protection: the member excluded themself; only withdrawals and records until `value.until` (null: permanent). */
  SELF_EXCLUDED: 403,
  /** Player protection: the member is on a break or time-out until `value.until`; only withdrawals and records meanwhile. */
  ON_BREAK: 403,
  /** Player protection: this login session is older than the member's session time limit; log in again to play on. */
  SESSION_TIME_LIMIT_REACHED: 403,
  /** Player protection: the deposit would pass the member's deposit limit; `value` { period, limit, used, remaining }. */
  DEPOSIT_LIMIT_REACHED: 409,
  /** Player protection: the bet could take the period's net loss past the member's loss limit. */
  LOSS_LIMIT_REACHED: 409,
  /** Player protection: the bet would take the period's stakes past the member's wager limit. */
  WAGER_LIMIT_REACHED: 409,
  /** Player protection: a break, time-out or self-exclusion in force cannot be ended or shortened; `value` is the block. */
  PROTECTION_ACTIVE: 409,
  INTERNAL: 500,
  MAINTENANCE: 503,
  /** The database is away (restarting, down): try again shortly. */
  SERVICE_UNAVAILABLE: 503,
  /** More password checks at once than the server can do in time: this one was not tried (nothing counted); again after Retry-After. */
  SERVER_BUSY: 503,
} as const

export type ErrorCode = keyof typeof ErrorCodes

export const errorCodeList = Object.keys(ErrorCodes) as ErrorCode[]

export const httpStatusOf = (code: ErrorCode): number => ErrorCodes[code]
