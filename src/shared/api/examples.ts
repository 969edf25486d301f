/**
 * One valid request per call of `AllEndpoints`, in its wire form (the query, and the body as
 * sent before any encryption). The OpenAPI document shows them; `examples.test.ts` decodes each
 * with its call's own schema, and `server/plugins/openapi-examples.test.ts` sends each to the
 * server, which must accept it or answer one of the call's declared failures (never
 * VALIDATION_FAILED). Kept out of the endpoint tables so the SPA's chunks do not carry them;
 * a call without query or body needs none.
 */
import type { EndpointName } from './endpoints.ts'

export interface RequestExample {
  readonly query?: Readonly<Record<string, unknown>>
  readonly body?: unknown
}

const range = { from: '2026-01-01', to: '2026-01-31', tzOffsetMinutes: 480 } as const
const paging = { page: 1, pageSize: 20 } as const
const tiers = [{ minActive: 1, minAmount: 100_000, rateBp: 500 }]
const offer = { downlineId: 2, kind: 'daily_salary', period: 'daily', tiers } as const
// An ALTCHA solution is single use and made against a fresh challenge: the example shows its form.
const altcha = 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0='

export const RequestExamples: Partial<Record<EndpointName, RequestExample>> = {
  // First screen and games
  systemStatus: { query: { url: 'www.example.com' } },
  helpCenter: { query: { language: 'en' } },
  gameVendor: { body: { merchantCode: 'tala' } },
  hotGames: { body: { merchantCode: 'tala', isPlatform: 1, language: 'en' } },
  gameList: { body: { merchantCode: 'tala', gameType: 'RNG', vassalage: 'TCG_SEA', page: 1, pageSize: 60, language: 'en' } },
  vassGameType: { body: { vassalage: 'TCG_SEA' } },
  recentGames: { body: { limit: 10, language: 'en' } },
  favoriteGames: { body: { action: 'add', gameId: 'tcg_sea-0001' } },
  favoriteGamesList: { body: { language: 'en' } },
  roomList: { body: { vassalage: 'TONGITS' } },
  announcements: { body: { types: ['B', 'PL'], platform: 'W', execution: 'B', language: 'en' } },
  // `random` is a random string sealed with the payload key (docs/payload-encryption.md).
  freePlay: { body: { os: 'Linux', platform: 'W', random: 'v1.AAAAAAAAAAAAAAAA.c2VhbGVk.bWFj' } },
  gameLaunch: {
    body: {
      gameId: 'tcg_sea-0001', accountType: 1, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'W', clientType: 3,
      username: 'demo01', token: 'the-session-token', merchantCode: 'tala', language: 'en',
    },
  },
  roomLaunch: { query: { roomId: 'tongits-0001-r1', language: 'en' } },
  rankList: { body: { gameType: 'RNG', limit: 10 } },
  // Getting into an account
  login: { body: { username: 'demo01', password: 'Demo1234', type: 'username' } },
  rememberLogin: { body: { username: 'demo01' } },
  smsNoLogin: { body: { mobileNum: '9171234567', countryDialingCode: '63', altcha } },
  smsRegister: { body: { mobileNo: '9171234567', countryDialingCode: '63', altcha } },
  register: {
    body: { username: 'newplayer1', password: 'Quiet river 42', confirmPassword: 'Quiet river 42', mobileNum: '9171234568', countryDialingCode: '63', verificationCode: '123456', registerMethod: 'WEB', agreedTerms: true, altcha },
  },
  registerMobile: {
    body: { mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456', password: 'Quiet river 42', confirmPassword: 'Quiet river 42', registerMethod: 'WEB', agreedTerms: true, altcha },
  },
  changePassword: { body: { oldPassword: 'Demo1234', newPassword: 'Quiet river 42', confirmNewPassword: 'Quiet river 42' } },
  passwordEmail: { body: { username: 'demo01', email: 'demo01@example.com' } },
  passwordEmailReset: { body: { username: 'demo01', code: '123456', newPassword: 'Quiet river 42' } },
  passwordVerification: { body: { newPassword: 'Quiet river 42', mobileNum: '9170000001', countryDialingCode: '63', verificationCode: '123456' } },
  affiliate: { query: { code: 'AGENT01' } },
  loginVerificationSend: { body: { verificationId: 'a1b2c3d4e5f6', method: 'sms' } },
  loginVerification: { body: { verificationId: 'a1b2c3d4e5f6', code: '123456', method: 'sms' } },
  socialStart: { body: { provider: 'google' } },
  socialCallback: { body: { search: '?code=abc&state=xyz' } },
  socialLink: { body: { ticket: 'a1b2c3d4e5f6', username: 'demo01', password: 'Demo1234' } },
  socialRegister: { body: { ticket: 'a1b2c3d4e5f6', username: 'newplayer2' } },
  // Security centre
  bindEmailSend: { body: { email: 'player@example.com' } },
  bindEmail: { body: { email: 'player@example.com', code: '123456' } },
  bindMobileSend: { body: { mobileNum: '9171234567', countryDialingCode: '63' } },
  bindMobile: { body: { mobileNum: '9171234567', countryDialingCode: '63', code: '123456' } },
  bindPayeeName: { body: { payeeName: 'Juan Dela Cruz' } },
  bindBirthday: { body: { birthday: '1990-05-17' } },
  authenticatorBind: { body: { code: '123456' } },
  authenticatorUnbind: { body: { code: '123456' } },
  // Wallets and transfers
  merchantWallet: { body: { merchantCode: 'tala' } },
  walletTransfer: { body: { from: 'MAIN', to: 'TCG_SEA', amount: 10_000, requestId: 'transfer-0001' } },
  // Agent centre
  agentNotices: { query: { language: 'en' } },
  teamOverview: { body: range },
  agentRegister: { body: { altcha, account: 'downline01', password: 'Quiet river 42', kind: 'member', nickname: 'Downline' } },
  teamList: { body: { ...paging, search: 'demo' } },
  downlineTransfer: { body: { requestId: 'downline-0001', downline: 'demo01', amount: 10_000, paymentPassword: '123456' } },
  teamBets: { body: { ...range, ...paging, gameType: 'RNG' } },
  memberProfit: { body: { ...range, ...paging } },
  agentTransactions: { body: { ...range, ...paging, kinds: ['deposit', 'agent_transfer'] } },
  // Contracts
  processDividend: { body: { contractId: 1, action: 'accept' } },
  processDailySalary: { body: { contractId: 1, action: 'accept' } },
  processHourlySalary: { body: { contractId: 1, action: 'reject' } },
  processRealtimeSalary: { body: { contractId: 1, action: 'reject' } },
  contractList: { body: { role: 'downline', ...paging } },
  contractPreview: { body: offer },
  contractOffer: { body: offer },
  contractAccept: { body: { contractId: 1 } },
  contractReject: { body: { contractId: 1 } },
  contractTerminate: { body: { contractId: 1 } },
  contractHistory: { body: { contractId: 1, ...paging } },
  contractSimulate: { body: { ...offer, periods: 7 } },
  myIncome: { body: { kind: 'daily_salary', ...paging } },
  incomeStatement: { body: { paymentId: 1, ...paging } },
  incomeStatementBets: { body: { paymentId: 1, ...paging } },
  // Deposits
  depositChannels: { query: { language: 'en' } },
  depositCreate: { body: { channelId: 1, amount: 50_000, requestId: 'deposit-0001', language: 'en' } },
  depositList: { body: { status: 'pending', ...paging, language: 'en' } },
  // Records
  bettingRecord: { body: { ...range, ...paging, gameType: 'RNG' } },
  accountRecord: { body: { ...range, ...paging, kinds: ['deposit', 'bet', 'win'] } },
  personalProfit: { body: range },
  // Messages, rewards, missions
  messageList: { body: { ...paging, order: 'newest' } },
  messageRead: { body: { all: true } },
  messageDelete: { body: { ids: [1] } },
  missionList: { body: {} },
  missionClaim: { body: { missionId: 1 } },
  missionLeaderboard: { body: { missionId: 1, limit: 10 } },
  rewardList: { body: {} },
  rewardJoin: { body: { promotionId: 1 } },
  rewardClaim: { body: { source: 'mission', id: 1 } },
  bonusDetails: { body: { ...paging, source: 'promotion' } },
  referralFriends: { body: paging },
  // Money out
  paymentPasswordSet: { body: { newPassword: '246810', confirmNewPassword: '246810' } },
  paymentPasswordChange: { body: { oldPassword: '246810', newPassword: '135790', confirmNewPassword: '135790' } },
  payoutAccountBind: { body: { kind: 'bank', provider: 'BDO', accountNumber: '0012 3456 7890', holderName: 'Juan Dela Cruz' } },
  withdrawalRequest: { body: { requestId: 'withdraw-0001', amount: 50_000, payoutAccountId: '1', paymentPassword: '246810' } },
  withdrawals: { query: { status: 'pending', page: '1', pageSize: '20' } },
  withdrawalConfirm: { body: { withdrawalId: '1', outcome: 'received' } },
  uplineTransfer: { body: { requestId: 'upline-0001', amount: 10_000, paymentPassword: '246810' } },
  // Lottery
  vnGameMenu: { body: { prizeMode: 'Lott' } },
  openedNumeros: { body: { count: 20, prizeMode: 'Lott', device: 'PC', language: 'en' } },
  lottoLaunch: {
    body: { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: 'tcg_lotto_vn-0001', lottoView: 'lobby', device: 'PC', backUrl: 'https://www.example.com/vnlottery', language: 'en' },
  },
  // Responsible gaming
  playerLimits: { body: {} },
  setPlayerLimit: { body: { key: 'depositDay', value: 500_000 } },
  setRealityCheck: { body: { minutes: 30 } },
  takeBreak: { body: { duration: '24h' } },
  selfExclude: { body: { duration: '6mo', confirm: true } },
  gameSessionMeter: { body: {} },
  // Points and VIP
  pointRewards: { body: {} },
  pointRedeem: { body: { requestId: 'redeem-0001', rewardId: 1, quantity: 1, paymentPassword: '246810' } },
  redeemList: { body: { ...paging, status: 'process' } },
  pointConvert: { body: { requestId: 'convert-0001', points: 100, paymentPassword: '246810' } },
  pointTransactions: { body: { ...range, ...paging, kinds: ['earn', 'redeem'] } },
  // Feedback, join us, promotions, chat
  feedback: { body: { content: 'The slot lobby loads slowly on my phone in the evening.', contact: 'player@example.com', adultConfirmed: true, termsAgreed: true } },
  agentApply: {
    body: { altcha, account: 'partner01', password: 'Quiet river 42', name: 'Maria Santos', contactKind: 'email', contact: 'maria@example.com', message: 'I run a gaming community of 500 players.', language: 'en' },
  },
  promotionList: { body: {} },
  promotionDetail: { body: { promotionId: 1 } },
  claimRaffle: { body: { promotionId: 1 } },
  chatSend: { body: { text: 'Hello, everyone!' } },
}
