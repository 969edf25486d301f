/**
 * Table types for Kysely. jsonb columns are written as JSON text (see `json.ts`) and read
 * back already parsed by both drivers, hence the separate select and insert types.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

/** A jsonb column: select gives the parsed value, insert/update take JSON text. */
export type Json<T> = ColumnType<T, string, string>

/** Text per language (the five locale files: ty, en, cn, th, vi). */
export interface Localized {
  readonly ty: string
  readonly en: string
  readonly cn: string
  readonly th: string
  readonly vi: string
}

export interface SettingsTable {
  key: string
  value: Json<unknown>
  updated_at: Generated<Date>
}

export interface WhitelabelModulesTable {
  mod_id: string
  parent_id: string | null
  enabled: boolean
  sort: number
}

export interface RegisterRulesTable {
  field: string
  enabled: boolean
  required: boolean
  pattern_id: string
  accepted_pattern: string
  min_length: number
  max_length: number
}

export interface ResourcesTable {
  id: Generated<number>
  resource_type: string
  url: string
  qr_code_url: string
  label_name_en: string
  sort: number
}

export interface DomainRoutesTable {
  id: Generated<number>
  domain: string
  speed: number
  sort: number
}

export interface HelpCategoriesTable {
  id: string
  title: Json<Localized>
  sort: number
}

export interface HelpArticlesTable {
  id: string
  category_id: string
  title: Json<Localized>
  /** Sanitised HTML per language. */
  content: Json<Localized>
  sort: number
}

export interface GameVendorsTable {
  vassalage: string
  game_type: string
  display_name: string
  group_name: string
  account_type_id: number
  is_hot: number
  is_game: string
  sort: number
  enabled: boolean
}

export interface GamesTable {
  id: string
  vassalage: string
  game_type: string
  name: string
  /** Stated RTP in basis points (9650 = 96.50%). */
  rtp_bp: number
  volatility: 'low' | 'medium' | 'high'
  is_hot: number
  /** The house provider's engine that plays this game. */
  house_game: Generated<string>
  maintenance: Generated<boolean>
  /** Largest credit of a round as a multiple of its stake; null = the setting maxWinMultiple. */
  max_win_multiple: Generated<number | null>
  enabled: Generated<boolean>
  sort: Generated<number>
  created_at: Generated<Date>
}

export interface WalletAccountsTable {
  id: Generated<string>
  member_id: number | null
  kind: 'main' | 'vendor' | 'house' | 'cashier' | 'trial' | 'hold'
  vendor: Generated<string>
  /** Minor units; pg returns bigint as a string. */
  balance: ColumnType<string, string | number | undefined, string | number>
  allow_negative: Generated<boolean>
  mirror_trial: Generated<boolean>
  created_at: Generated<Date>
}

export interface LedgerTransactionsTable {
  id: Generated<string>
  idempotency_key: string
  kind: string
  meta: Json<Record<string, unknown>>
  created_at: Generated<Date>
}

export interface LedgerEntriesTable {
  id: Generated<string>
  tx_id: string
  account_id: string
  amount: ColumnType<string, string | number, never>
  balance_after: ColumnType<string, string | number, never>
  created_at: Generated<Date>
}

export interface SeamlessTransactionsTable {
  vendor: string
  tx_id: string
  kind: 'debit' | 'credit' | 'rollback'
  member_id: number | null
  round_id: string | null
  amount: ColumnType<string, string | number, string | number>
  status: 'pending' | 'ok' | 'refused' | 'cancelled' | 'rolled_back'
  ref_tx_id: string | null
  response: Json<unknown> | null
  created_at: Generated<Date>
}

/** What a bonus asks to be wagered before it can leave (migration 0028). */
export interface TurnoverRequirementsTable {
  id: Generated<string>
  member_id: number
  tx_id: string
  bonus: ColumnType<string, string | number, string | number>
  required: ColumnType<string, string | number, string | number>
  created_at: Generated<Date>
}

export interface BetsTable {
  id: Generated<string>
  vendor: string
  round_id: string
  member_id: number
  game_id: string
  wallet_id: string
  stake: ColumnType<string, string | number, string | number>
  win: ColumnType<string, string | number | undefined, string | number>
  status: 'open' | 'settled' | 'rolled_back'
  created_at: Generated<Date>
  settled_at: Date | null
}

export interface VendorSecretsTable {
  vendor: string
  secret: string
  created_at: Generated<Date>
}

export interface GameSessionsTable {
  token_hash: string
  /** The platform session (sessions.token_hash) that launched the game; the game ends with it. */
  session_hash: string
  member_id: number
  game_id: string
  launch_id: string
  language: string
  expires_at: Date
  created_at: Generated<Date>
  /** The PVP room (game_rooms.id) the game was launched into; null for other games. */
  room_id: string | null
}

export interface FairSeedsTable {
  id: Generated<string>
  member_id: number
  server_seed: string
  server_seed_hash: string
  client_seed: string
  next_nonce: Generated<number>
  active: Generated<boolean>
  created_at: Generated<Date>
  revealed_at: Date | null
}

export interface SlotRoundsTable {
  round_id: string
  member_id: number
  game_id: string
  seed_id: string
  client_seed: string
  nonce: number
  stake: ColumnType<string, string | number, string | number>
  win: ColumnType<string, string | number, string | number>
  rtp_bp: number
  volatility: string
  stops: Json<number[]>
  status: 'settled' | 'refused' | 'rolled_back'
  created_at: Generated<Date>
}

/** A shot of the house fish hunter (migration 0032): the seed and nonce that decided it, and what it paid. */
export interface FishShotsTable {
  round_id: string
  member_id: number
  game_id: string
  seed_id: string
  client_seed: string
  nonce: number
  stake: ColumnType<string, string | number, string | number>
  fish: string
  multiplier: number
  rtp_bp: number
  /** The first four bytes of the round's HMAC as an unsigned integer (fish-math.ts). */
  draw: ColumnType<string, string | number, string | number>
  win: ColumnType<string, string | number, string | number>
  status: 'settled' | 'refused'
  created_at: Generated<Date>
}

/** A round of a house shared table (migration 0033): its seed (sealed until settled), times and result. */
export interface TableRoundsTable {
  round_id: string
  table_id: string
  engine: string
  round_no: ColumnType<string, string | number, string | number>
  server_seed: string
  server_seed_hash: string
  opens_at: Date
  closes_at: Date
  result_at: Date
  status: Generated<'open' | 'settled'>
  result: Json<unknown> | null
  lease_owner: string | null
  lease_until: Date | null
  settled_at: Date | null
  /** Seats taken in a PVP room's hand (a room has no more players than seats). */
  seats_taken: Generated<number>
}

/** What one member has staked on one table round, kept under the round's limit. */
export interface TableStakesTable {
  round_id: string
  member_id: number
  staked: ColumnType<string, string | number, string | number>
}

/** A slip of bets on a table round: one wallet round (bet_id). */
export interface TableBetsTable {
  bet_id: string
  round_id: string
  member_id: number
  game_id: string
  spots: Json<Array<{ spot: string; stake: number }>>
  stake: ColumnType<string, string | number, string | number>
  win: ColumnType<string, string | number, string | number> | null
  status: 'pending' | 'placed' | 'refused' | 'void' | 'settled'
  created_at: Generated<Date>
  settled_at: Date | null
}

/** A fixture of the house sportsbook: a row from when anyone first looks at it or bets on it (0037). */
export interface SportsFixturesTable {
  fixture_id: string
  league_id: string
  slot_no: ColumnType<string, string | number, string | number>
  home: string
  away: string
  server_seed: string
  server_seed_hash: string
  opens_at: Date
  kickoff_at: Date
  ends_at: Date
  status: Generated<'open' | 'settled'>
  result: Json<unknown> | null
  lease_owner: string | null
  lease_until: Date | null
  settled_at: Date | null
}

/** A lottery draw (0038): its sealed seed and hash, times, and once drawn the previous result it used and its own. */
export interface LotteryDrawsTable {
  draw_id: string
  game: string
  draw_no: ColumnType<string, string | number, string | number>
  server_seed: string
  server_seed_hash: string
  closes_at: Date
  draw_at: Date
  status: Generated<'open' | 'drawn' | 'cancelled'>
  prev_draw_no: ColumnType<string | null, string | number | null | undefined, string | number | null>
  prev_result: string | null
  result: string | null
  lease_owner: string | null
  lease_until: Date | null
  drawn_at: Date | null
}

/** A lottery ticket: one wallet round (ticket_id) of one or more bets on one draw. */
export interface LotteryTicketsTable {
  ticket_id: string
  draw_id: string
  member_id: number
  game_id: string
  stake: ColumnType<string, string | number, string | number>
  win: ColumnType<string | null, string | number | null | undefined, string | number | null>
  status: 'pending' | 'placed' | 'paying' | 'refused' | 'void' | 'settled'
  created_at: Generated<Date>
  settled_at: Date | null
}

export interface LotteryBetsTable {
  ticket_id: string
  bet_no: number
  selection: string
  stake: ColumnType<string, string | number, string | number>
  odds: number
  win: ColumnType<string | null, string | number | null | undefined, string | number | null>
}

/** What a selection of a draw may pay at most, summed over its tickets not refused or void. */
export interface LotteryExposureTable {
  draw_id: string
  selection: string
  payout: ColumnType<string, string | number, string | number>
}

/** The operator's odds and limit of one lottery bet type (0041); null keeps the default. */
export interface LotteryOddsTable {
  family: string
  bet_type: string
  odds: number | null
  max_payout: ColumnType<string | null, string | number | null, string | number | null>
  updated_by: string
  updated_at: Date
}

/** A sportsbook bet (a single or a parlay): one wallet round (bet_id). */
export interface SportsBetsTable {
  bet_id: string
  member_id: number
  game_id: string
  stake: ColumnType<string, string | number, string | number>
  /** The bet's odds in hundredths (a parlay's: its legs' multiplied). */
  odds: number
  /** What the bet pays if it wins, capped. */
  max_win: ColumnType<string, string | number, string | number>
  win: ColumnType<string, string | number, string | number> | null
  /** `paying`: the win is decided (fixtures settled, or cashed out) and its credit is on its way. */
  status: 'pending' | 'placed' | 'paying' | 'refused' | 'void' | 'settled'
  /** Settled early at the cash-out value the player took. */
  cashed_out: Generated<boolean>
  created_at: Generated<Date>
  settled_at: Date | null
}

/** A selection of a sportsbook bet, with the odds taken; `won` once its fixture is settled. */
export interface SportsLegsTable {
  bet_id: string
  leg_no: number
  fixture_id: string
  selection: string
  odds: number
  line2: number | null
  won: boolean | null
}

/** A member's stake on sportsbook bets not yet settled, kept under the exposure limit. */
export interface SportsExposureTable {
  member_id: number
  open_stake: ColumnType<string, string | number, string | number>
}

export interface GameLaunchesTable {
  id: Generated<string>
  member_id: number
  game_id: string
  launched_at: Generated<Date>
}

export interface FavoriteGamesTable {
  member_id: number
  game_id: string
  created_at: Generated<Date>
}

export interface GameRoomsTable {
  id: string
  game_id: string
  name: string
  /** Minimum bet in minor units (bigint: arrives as a string from the driver). */
  min_bet: ColumnType<string | number | bigint, number, number>
  seats: number
  enabled: Generated<boolean>
  sort: Generated<number>
}

export interface AnnouncementsTable {
  id: Generated<number>
  type: string
  title: Json<Localized>
  /** Sanitised HTML per language. */
  content: Json<Localized>
  date: Date
  /** 'B' shown to everyone, 'A' only after login. */
  execution: string
  sort: number
  /** When it stops showing (0046); NULL: until withdrawn. */
  ends_at: Generated<Date | null>
  withdrawn_at: Generated<Date | null>
  withdrawn_by: Generated<string | null>
  /** The operator who wrote it; NULL: the seed. */
  created_by: Generated<string | null>
}

export interface RegionBlocksTable {
  id: Generated<number>
  kind: 'country' | 'cidr'
  value: string
  created_at: Generated<Date>
}

export interface CaptchasTable {
  /** sha256 of the id held in the visitor's cookie; the raw id is never stored. */
  id_hash: string
  answer_hash: string
  expires_at: Date
  used_at: Date | null
  created_at: Generated<Date>
}

export interface MembersTable {
  id: Generated<number>
  account: string
  password_hash: string
  /** 0 member, 1/2/41/42 agent, 4 trial (spec §6). */
  is_agent: Generated<number>
  nickname: Generated<string>
  mobile_num: string | null
  country_dialing_code: string | null
  email: string | null
  payee_name: string | null
  payment_password_hash: string | null
  qq_num: string | null
  line: string | null
  whatsapp: string | null
  facebook: string | null
  wechat: string | null
  id_number: string | null
  recommender_id: string | null
  affiliate_code: string | null
  upline_id: number | null
  referral_code: string | null
  register_domain: string | null
  register_url: string | null
  register_ip: string | null
  trial_balance: Generated<number>
  first_login_at: Date | null
  password_changed_at: Generated<Date>
  created_at: Generated<Date>
  /** Date of birth (0050), set once by the member as yyyy-MM-dd; read it as `birthday::text` (drivers parse a date differently). */
  birthday: ColumnType<Date | null, string | null | undefined, string | null>
}

export interface SessionsTable {
  token_hash: string
  member_id: number
  expires_at: Date
  revoked_at: Date | null
  ip: string
  user_agent: string
  created_at: Generated<Date>
}

export interface RememberTokensTable {
  token_hash: string
  member_id: number
  expires_at: Date
  revoked_at: Date | null
  created_at: Generated<Date>
}

export interface LoginFailuresTable {
  key: string
  count: number
  window_start: Date
}

export type CodePurpose = 'sms_login' | 'sms_register' | 'sms_reset' | 'email_reset' | 'login_ip' | 'bind_email' | 'bind_mobile'

export interface VerificationCodesTable {
  id: Generated<number>
  purpose: CodePurpose
  target: string
  code_hash: string
  expires_at: Date
  used_at: Date | null
  attempts: Generated<number>
  created_at: Generated<Date>
}

export interface OutboxTable {
  id: Generated<number>
  channel: 'sms' | 'email'
  to: string
  subject: Generated<string>
  body: string
  provider: string
  created_at: Generated<Date>
  sent_at: Date | null
}

export interface MemberIpsTable {
  member_id: number
  ip: string
  first_seen: Generated<Date>
}

export interface ThrottlesTable {
  key: string
  count: number
  window_start: Date
  last_at: Date | null
  blocked_until: Date | null
}

export interface AltchaUsedTable {
  payload_hash: string
  expires_at: Date
}

export interface LoginChallengesTable {
  id_hash: string
  member_id: number
  ip: string
  remember: boolean
  default_password: boolean
  expires_at: Date
  used_at: Date | null
  /** Wrong bank-name or authenticator answers (0006). */
  attempts: Generated<number>
  created_at: Generated<Date>
}

/** 0006: a member's authenticator app (TOTP). */
export interface MemberAuthenticatorsTable {
  member_id: number
  /** AES-256-GCM of the base32 secret; never sent to a client once bound. */
  secret_enc: string
  bound_at: Date | null
  last_step: number | null
  created_at: Generated<Date>
}

export interface SocialProvidersTable {
  provider: 'google' | 'facebook'
  display_name: string
  issuer: string
  client_id: string
  client_secret: string
  enabled: Generated<boolean>
  updated_at: Generated<Date>
}

export interface SocialStatesTable {
  state_hash: string
  browser_hash: string
  provider: 'google' | 'facebook'
  nonce: string
  code_verifier: string
  redirect_uri: string
  expires_at: Date
  used_at: Date | null
  created_at: Generated<Date>
}

export interface SocialTicketsTable {
  ticket_hash: string
  provider: 'google' | 'facebook'
  subject: string
  email: string | null
  email_verified: Generated<boolean>
  name: string | null
  expires_at: Date
  used_at: Date | null
  created_at: Generated<Date>
}

export interface SocialIdentitiesTable {
  id: Generated<number>
  provider: 'google' | 'facebook'
  subject: string
  member_id: number
  email: string | null
  created_at: Generated<Date>
}

/** Which version of each functions/<name>.sql the database runs (apply-functions.ts). */
export interface AppliedFunctionsTable {
  name: string
  sha256: string
  applied_at: Generated<Date>
}

export interface DepositChannelsTable {
  id: Generated<number>
  kind: 'bank' | 'ewallet'
  name: Json<Localized>
  instructions: Json<Localized>
  min_amount: ColumnType<string, string | number, string | number>
  max_amount: ColumnType<string, string | number, string | number>
  fee_bp: Generated<number>
  fee_fixed: ColumnType<string, string | number | undefined, string | number>
  fee_payer: Generated<'member' | 'site'>
  bank_name: string
  account_number: string
  account_holder: string
  auto_approve_seconds: number | null
  enabled: Generated<boolean>
  sort: Generated<number>
  created_by: string
  created_at: Generated<Date>
  updated_by: string
  updated_at: Generated<Date>
}

export interface DepositRequestsTable {
  id: Generated<string>
  member_id: number
  channel_id: number
  request_id: string
  reference: string
  amount: ColumnType<string, string | number, string | number>
  fee: ColumnType<string, string | number, string | number>
  fee_payer: 'member' | 'site'
  credit: ColumnType<string, string | number, string | number>
  status: Generated<'pending' | 'approved' | 'rejected'>
  reason: string | null
  auto_approve_at: Date | null
  created_at: Generated<Date>
  decided_at: Date | null
  decided_by: string | null
  ledger_tx_id: string | null
}

export interface DepositAuditTable {
  id: Generated<string>
  operator: string
  action: 'channel_add' | 'channel_enable' | 'channel_disable' | 'approve' | 'reject' | 'auto_approve'
  channel_id: number | null
  deposit_id: string | null
  detail: Json<Record<string, unknown>>
  created_at: Generated<Date>
}

/** Minor units in a bigint column: pg returns a string, PGlite a number. */
type Money = ColumnType<string | number, string | number, string | number>

export interface PayoutAccountsTable {
  id: Generated<string>
  member_id: number
  kind: 'bank' | 'ewallet'
  provider: string
  account_number: string
  holder_name: string
  created_at: Generated<Date>
}

export type WithdrawalStatus = 'pending' | 'approved' | 'disbursed' | 'rejected' | 'received' | 'partial' | 'not_received'

export interface WithdrawalsTable {
  id: Generated<string>
  member_id: number
  request_id: string
  payout_account_id: string
  amount: Money
  status: Generated<WithdrawalStatus>
  reject_reason: string | null
  received_amount: Money | null
  auto_received: Generated<boolean>
  case_status: 'open' | 'answered' | null
  case_answer: string | null
  case_refunded: Money | null
  created_at: Generated<Date>
  approved_at: Date | null
  approved_by: string | null
  disbursed_at: Date | null
  disbursed_by: string | null
  rejected_at: Date | null
  rejected_by: string | null
  confirmed_at: Date | null
  case_answered_at: Date | null
  case_answered_by: string | null
  /** requested + the promised minutes of that moment (migration 0031). */
  due_at: Date
  /** disbursed + the auto-receive minutes of that moment; null until disbursed. */
  auto_receive_at: Date | null
}

export interface WithdrawalProofsTable {
  id: Generated<string>
  withdrawal_id: string
  content_type: 'image/png' | 'image/jpeg'
  bytes: Buffer
  created_at: Generated<Date>
}

export interface WithdrawalSettingsTable {
  id: number
  min_amount: Money
  max_amount: Money
  auto_receive_minutes: number
  promised_minutes: number
  upline_min: Money
  upline_max: Money
  upline_daily: Money
  updated_at: Generated<Date>
  updated_by: Generated<string>
}

export interface WithdrawalOperatorLogTable {
  id: Generated<string>
  operator: string
  action: string
  withdrawal_id: string | null
  detail: Json<Record<string, unknown>>
  created_at: Generated<Date>
}

/** One row: moved by every statement that writes games or game_vendors (migration 0027). */
export interface CatalogueVersionTable {
  single: Generated<boolean>
  /** bigint: pg returns a string, PGlite a number. */
  version: Generated<string | number>
}

export interface OperatorJournalTable {
  id: Generated<string>
  operator: string
  method: string
  path: string
  body: Json<unknown> | null
  created_at: Generated<Date>
}

export interface UplineTransfersTable {
  id: Generated<string>
  member_id: number
  upline_id: number
  request_id: string
  amount: Money
  created_at: Generated<Date>
}

/** The upline tree as a closure table: one row per (upline at any depth, member), self at depth 0. */
/** 0025: an agent contract (kind, period, tiers) from an upline (NULL: the house) to a direct downline. */
export interface ContractsTable {
  id: Generated<string>
  kind: 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary'
  upline_id: number | null
  downline_id: number
  period: 'realtime' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly'
  tiers: Json<unknown>
  status: 'offered' | 'active' | 'rejected' | 'terminated' | 'cancelled'
  terminate_lower: Generated<boolean>
  starts_at: Date
  offered_at: Generated<Date>
  decided_at: Date | null
  ended_at: Date | null
  ended_by: number | null
  end_reason: 'upline' | 'downline' | 'superseded' | 'ceiling' | 'cascade' | 'house' | null
}

export interface ContractEventsTable {
  id: Generated<string>
  contract_id: string
  event: 'offered' | 'accepted' | 'rejected' | 'terminated' | 'cancelled'
  actor_id: number | null
  detail: Json<unknown>
  at: Generated<Date>
}

/** 0025: what a salary job settled for one period (the schedule's memory). */
export interface SalaryPeriodsTable {
  job: string
  period_start: Date
  period_end: Date
  status: 'open' | 'done'
  lease_owner: string | null
  lease_until: Date | null
  started_at: Date | null
  contracts: Generated<number>
  paid: ColumnType<string, string | number | undefined, string | number>
  finished_at: Date | null
}

/** 0025: one payment per contract and period, with the inputs it was computed from. */
export interface SalaryPaymentsTable {
  id: Generated<string>
  contract_id: string
  kind: string
  member_id: number
  period_start: Date
  period_end: Date
  amount: ColumnType<string, string | number, string | number>
  rate_bp: number
  inputs: Json<unknown>
  ledger_tx: string | null
  created_at: Generated<Date>
}

export interface MemberTreeTable {
  ancestor_id: number
  descendant_id: number
  depth: number
}

/** An agent's transfer to a direct downline (0024), once per (agent, request id). */
export interface AgentTransfersTable {
  id: Generated<string>
  agent_id: number
  downline_id: number
  request_id: string
  amount: Money
  created_at: Generated<Date>
}

export interface AgentTransferDaysTable {
  agent_id: number
  day: Date
  total: Money
}

export interface UplineTransferDaysTable {
  member_id: number
  day: Date
  total: Money
}

/** Inbox messages (0022): a broadcast has no member; each member's read/deleted mark is a message_states row. */
export interface MessagesTable {
  id: Generated<string>
  member_id: number | null
  kind: string
  title: Json<Localized> | null
  body: Json<Localized> | null
  params: Json<Record<string, string | number>>
  sent_by: string | null
  created_at: Generated<Date>
}

export interface MessageStatesTable {
  message_id: string | number
  member_id: number
  read_at: Date | null
  deleted_at: Date | null
}

export interface MissionsTable {
  id: Generated<number>
  kind: 'bet_total' | 'rounds' | 'first_deposit'
  game_type: string | null
  title: Json<Localized>
  target: ColumnType<string, string | number, string | number>
  reward: ColumnType<string, string | number, string | number>
  period: 'daily' | 'once'
  enabled: Generated<boolean>
  sort: Generated<number>
  created_by: string
  created_at: Generated<Date>
  updated_by: string
  updated_at: Generated<Date>
}

export interface MissionClaimsTable {
  mission_id: number
  member_id: number
  period_key: string
  amount: ColumnType<string, string | number, never>
  tx_id: ColumnType<string, string | number, never>
  claimed_at: Generated<Date>
}

export interface PromotionsTable {
  id: Generated<number>
  kind: 'promotion' | 'rebate' | 'raffle'
  title: Json<Localized>
  reward: ColumnType<string | null, string | number | null, string | number | null>
  rate_bp: number | null
  game_type: string | null
  starts_at: Date | null
  ends_at: Date | null
  enabled: Generated<boolean>
  created_by: string
  created_at: Generated<Date>
  updated_by: string
  updated_at: Generated<Date>
  /** 0047: the promotion pages. */
  banner: string | null
  body: Json<Localized> | null
  min_vip_level: Generated<number>
  winners: number | null
  sort: Generated<number>
}

/** 0047: a raffle's committed seed and, once drawn, its outcome. */
export interface RaffleDrawsTable {
  promotion_id: number
  server_seed: string
  server_seed_hash: string
  status: Generated<'open' | 'drawn'>
  entrants: number | null
  winning_tickets: Json<number[]> | null
  drawn_by: string | null
  drawn_at: Date | null
  created_at: Generated<Date>
}

/** 0047: one raffle ticket per member. */
export interface RaffleEntriesTable {
  id: Generated<string>
  promotion_id: number
  member_id: number
  status: Generated<'joined' | 'won' | 'lost'>
  prize: ColumnType<string, string | number | undefined, string | number>
  tx_id: ColumnType<string | null, string | number | null | undefined, string | number | null>
  entered_at: Generated<Date>
}

export interface PromotionEntriesTable {
  id: Generated<string>
  promotion_id: number
  member_id: number
  period_key: string
  status: 'applying' | 'issued' | 'rejected' | 'claimed'
  amount: ColumnType<string, string | number | undefined, string | number>
  reason: string | null
  applied_at: Generated<Date>
  decided_by: string | null
  decided_at: Date | null
  claimed_at: Date | null
  tx_id: ColumnType<string | null, string | number | null | undefined, string | number | null>
}

export interface ReferralCodesTable {
  member_id: number
  code: string
  created_at: Generated<Date>
}

export interface ReferralsTable {
  invitee_id: number
  inviter_id: number
  code: string
  created_at: Generated<Date>
  reward_amount: ColumnType<string | null, string | number | null | undefined, string | number | null>
  rewarded_at: Date | null
}

/** A member's points (0043): the balance never goes below zero (check), the carry is a point's unfinished part in billionths. */
export interface PointsAccountsTable {
  member_id: number
  balance: ColumnType<string, string | number | undefined, string | number>
  earn_carry: ColumnType<string, string | number | undefined, string | number>
  updated_at: Generated<Date>
}

/** One movement of a member's points (0043), signed, once per idempotency key. */
export interface PointsEntriesTable {
  id: Generated<string>
  member_id: number
  kind: 'earn' | 'redeem' | 'convert' | 'adjust' | 'refund'
  points: ColumnType<string, string | number, never>
  balance_after: ColumnType<string, string | number, never>
  idempotency_key: string
  meta: Json<Record<string, unknown>>
  created_at: Generated<Date>
}

/** Thousandths of a point per 100.00 of valid bet, per game type (0043). */
export interface PointRatesTable {
  game_type: string
  rate_milli: number
  updated_by: Generated<string>
  updated_at: Generated<Date>
}

/** The earning job's watermark (0043): the last settled bet it read, in (settled_at, id) order. */
export interface PointEarnStateTable {
  id: Generated<boolean>
  last_settled_at: Generated<Date>
  last_bet_id: ColumnType<string, string | number | undefined, string | number>
  updated_at: Generated<Date>
}

/** The convert rule (0043): convert_points points give convert_minor minor units. */
export interface PointConfigTable {
  id: Generated<boolean>
  convert_points: number
  convert_minor: number
  min_convert: number
  updated_by: Generated<string>
  updated_at: Generated<Date>
}

/** The point mall's catalogue (0043). */
export interface PointRewardsTable {
  id: Generated<number>
  kind: 'credit' | 'item'
  name: Json<Localized>
  image: Generated<string>
  points: number
  credit_minor: ColumnType<string | null, string | number | null | undefined, string | number | null>
  bet_requirement: ColumnType<string, string | number | undefined, string | number>
  stock: number | null
  member_limit: number | null
  status: Generated<'on' | 'withdrawn'>
  sort: Generated<number>
  updated_by: Generated<string>
  updated_at: Generated<Date>
  created_at: Generated<Date>
}

/** A member's redemption of a reward (0043). */
export interface PointRedemptionsTable {
  id: Generated<string>
  member_id: number
  reward_id: number
  request_id: string
  quantity: number
  points: ColumnType<string, string | number, string | number>
  credit_minor: ColumnType<string | null, string | number | null | undefined, string | number | null>
  status: 'process' | 'approved' | 'rejected'
  reason: string | null
  decided_by: string | null
  decided_at: Date | null
  created_at: Generated<Date>
}

/** The VIP level table (0043). */
export interface VipLevelsTable {
  level: number
  label: string
  club: Generated<string>
  required_bet: ColumnType<string, string | number, string | number>
  rebate_bp: Generated<number>
  withdraw_daily_count: number
  withdraw_daily_max: ColumnType<string, string | number, string | number>
  point_multiplier_pct: Generated<number>
  birthday_bonus: ColumnType<string, string | number | undefined, string | number>
  updated_by: Generated<string>
  updated_at: Generated<Date>
}

export interface VipConfigTable {
  id: Generated<boolean>
  period_days: number
  updated_by: Generated<string>
  updated_at: Generated<Date>
}

/** A member's VIP level as the last recompute set it (0043); no row = level 0. */
export interface MemberVipTable {
  member_id: number
  level: number
  valid_bet: ColumnType<string, string | number | undefined, string | number>
  changed_at: Generated<Date>
  computed_at: Generated<Date>
}

/** One VIP recompute per run key (0043). */
export interface VipRunsTable {
  run_key: string
  members: Generated<number>
  changed: Generated<number>
  run_by: string
  ran_at: Generated<Date>
}

/** A year's VIP birthday bonus paid to a member (0050): one row per member and year. */
export interface VipBirthdayBonusesTable {
  member_id: number
  year: number
  level: number
  amount: ColumnType<string, string | number, string | number>
  tx_id: ColumnType<string | null, string | number | null | undefined, string | number | null>
  paid_at: Generated<Date>
}

/** A member's feedback (0044): open until the operator answers it into the member's inbox. */
export interface FeedbackTable {
  id: Generated<string>
  member_id: number
  content: string
  contact: string | null
  status: Generated<'open' | 'answered'>
  answer: string | null
  answered_by: string | null
  answered_at: Date | null
  message_id: string | null
  created_at: Generated<Date>
}

/** A visitor's application to the agent programme (0045): pending until the operator decides. */
export interface AgentApplicationsTable {
  id: Generated<string>
  account: string
  password_hash: string
  name: string
  contact_kind: 'mobile' | 'email' | 'telegram'
  contact: string
  message: string | null
  language: string
  status: Generated<'pending' | 'approved' | 'rejected'>
  reason: string | null
  decided_by: string | null
  decided_at: Date | null
  member_id: number | null
  created_at: Generated<Date>
}

/** A chat room message (0048): plain text; the operator's delete marks it and the room stops showing it. */
export interface ChatMessagesTable {
  id: Generated<string>
  member_id: number
  text: string
  created_at: Generated<Date>
  deleted_at: Date | null
  deleted_by: string | null
}

/** A member's standing in the chat room (0048): the send window and the operator's mute. */
export interface ChatMembersTable {
  member_id: number
  window_started_at: Generated<Date>
  window_count: Generated<number>
  muted_at: Date | null
  muted_until: Date | null
  muted_by: string | null
}

/** A feedback's image (0044): the re-encoded bytes, png or jpeg. */
export interface FeedbackImagesTable {
  feedback_id: string
  position: number
  content_type: 'image/png' | 'image/jpeg'
  bytes: Buffer
}

export interface Database {
  deposit_channels: DepositChannelsTable
  deposit_requests: DepositRequestsTable
  deposit_audit: DepositAuditTable
  applied_functions: AppliedFunctionsTable
  wallet_accounts: WalletAccountsTable
  ledger_transactions: LedgerTransactionsTable
  ledger_entries: LedgerEntriesTable
  seamless_transactions: SeamlessTransactionsTable
  bets: BetsTable
  turnover_requirements: TurnoverRequirementsTable
  vendor_secrets: VendorSecretsTable
  game_sessions: GameSessionsTable
  fair_seeds: FairSeedsTable
  slot_rounds: SlotRoundsTable
  fish_shots: FishShotsTable
  table_rounds: TableRoundsTable
  table_stakes: TableStakesTable
  table_bets: TableBetsTable
  sports_fixtures: SportsFixturesTable
  sports_bets: SportsBetsTable
  sports_legs: SportsLegsTable
  sports_exposure: SportsExposureTable
  lottery_draws: LotteryDrawsTable
  lottery_tickets: LotteryTicketsTable
  lottery_bets: LotteryBetsTable
  lottery_exposure: LotteryExposureTable
  lottery_odds: LotteryOddsTable
  settings: SettingsTable
  whitelabel_modules: WhitelabelModulesTable
  register_rules: RegisterRulesTable
  resources: ResourcesTable
  domain_routes: DomainRoutesTable
  help_categories: HelpCategoriesTable
  help_articles: HelpArticlesTable
  game_vendors: GameVendorsTable
  games: GamesTable
  catalogue_version: CatalogueVersionTable
  game_launches: GameLaunchesTable
  favorite_games: FavoriteGamesTable
  game_rooms: GameRoomsTable
  announcements: AnnouncementsTable
  region_blocks: RegionBlocksTable
  captchas: CaptchasTable
  members: MembersTable
  member_authenticators: MemberAuthenticatorsTable
  sessions: SessionsTable
  remember_tokens: RememberTokensTable
  login_failures: LoginFailuresTable
  verification_codes: VerificationCodesTable
  outbox: OutboxTable
  member_ips: MemberIpsTable
  throttles: ThrottlesTable
  altcha_used: AltchaUsedTable
  login_challenges: LoginChallengesTable
  social_providers: SocialProvidersTable
  social_states: SocialStatesTable
  social_tickets: SocialTicketsTable
  social_identities: SocialIdentitiesTable
  payout_accounts: PayoutAccountsTable
  withdrawals: WithdrawalsTable
  withdrawal_proofs: WithdrawalProofsTable
  withdrawal_settings: WithdrawalSettingsTable
  withdrawal_operator_log: WithdrawalOperatorLogTable
  operator_journal: OperatorJournalTable
  upline_transfers: UplineTransfersTable
  upline_transfer_days: UplineTransferDaysTable
  messages: MessagesTable
  message_states: MessageStatesTable
  missions: MissionsTable
  mission_claims: MissionClaimsTable
  promotions: PromotionsTable
  raffle_draws: RaffleDrawsTable
  raffle_entries: RaffleEntriesTable
  promotion_entries: PromotionEntriesTable
  referral_codes: ReferralCodesTable
  referrals: ReferralsTable
  member_tree: MemberTreeTable
  agent_transfers: AgentTransfersTable
  agent_transfer_days: AgentTransferDaysTable
  contracts: ContractsTable
  contract_events: ContractEventsTable
  salary_periods: SalaryPeriodsTable
  salary_payments: SalaryPaymentsTable
  points_accounts: PointsAccountsTable
  points_entries: PointsEntriesTable
  point_rates: PointRatesTable
  point_earn_state: PointEarnStateTable
  point_config: PointConfigTable
  point_rewards: PointRewardsTable
  point_redemptions: PointRedemptionsTable
  vip_levels: VipLevelsTable
  vip_config: VipConfigTable
  member_vip: MemberVipTable
  vip_runs: VipRunsTable
  vip_birthday_bonuses: VipBirthdayBonusesTable
  feedback: FeedbackTable
  feedback_images: FeedbackImagesTable
  chat_messages: ChatMessagesTable
  chat_members: ChatMembersTable
  agent_applications: AgentApplicationsTable
  protection_limits: ProtectionLimitsTable
  protection_pending: ProtectionPendingTable
  protection_counters: ProtectionCountersTable
  protection_refusals: ProtectionRefusalsTable
}

/** Player protection (migration 0042, server/modules/protection): a member's limits, reality check and block. */
export interface ProtectionLimitsTable {
  member_id: number
  deposit_day: ColumnType<string | null, string | number | null | undefined, string | number | null>
  deposit_week: ColumnType<string | null, string | number | null | undefined, string | number | null>
  deposit_month: ColumnType<string | null, string | number | null | undefined, string | number | null>
  loss_day: ColumnType<string | null, string | number | null | undefined, string | number | null>
  loss_week: ColumnType<string | null, string | number | null | undefined, string | number | null>
  loss_month: ColumnType<string | null, string | number | null | undefined, string | number | null>
  wager_day: ColumnType<string | null, string | number | null | undefined, string | number | null>
  wager_week: ColumnType<string | null, string | number | null | undefined, string | number | null>
  wager_month: ColumnType<string | null, string | number | null | undefined, string | number | null>
  session_minutes: number | null
  reality_check_minutes: Generated<number>
  block_kind: 'break' | 'timeout' | 'exclusion' | null
  block_until: Date | null
  block_started_at: Date | null
  updated_at: Generated<Date>
}

/** A raise or removal of a limit waiting for its cooling-off to end. */
export interface ProtectionPendingTable {
  member_id: number
  limit_key: string
  value: ColumnType<string | null, string | number | null, string | number | null>
  effective_at: Date
  created_at: Generated<Date>
}

export interface ProtectionCountersTable {
  member_id: number
  period: 'day' | 'week' | 'month'
  starts_at: Date
  stakes: ColumnType<string, string | number | undefined, string | number>
  wins: ColumnType<string, string | number | undefined, string | number>
}

export interface ProtectionRefusalsTable {
  id: Generated<string>
  member_id: number
  code: string
  amount: ColumnType<string, string | number | undefined, never>
  created_at: Generated<Date>
}

export type MemberRow = Selectable<MembersTable>

export type GameVendorRow = Selectable<GameVendorsTable>
export type NewGameVendor = Insertable<GameVendorsTable>
