import { RegisterFields } from '@/shared/api'
import type { AnnouncementsReply, Contract, GameVendorReply, HelpCenterReply, RegisterRule, RegisterValidation, StatusReply, SystemInfo, VendorCard, VendorLane, WhitelabelNode } from '@/shared/api'

/** Test data shaped by the contract (every fixture decodes with its schema; see client.test.ts). */

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true, required: true, patternId: 'GENERIC', acceptedPattern: '*', minLength: 0, maxLength: 64, ...over,
})

export const registerValidationFixture = (): RegisterValidation =>
  Object.fromEntries(RegisterFields.map((f) => [f, rule()])) as RegisterValidation

export const moduleNode = (modId: string, enabled: '1' | '0' = '1', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes })

export const systemInfoFixture = (over: Partial<SystemInfo> = {}): SystemInfo => ({
  brand: {
    brandName: 'Tala',
    merchantCode: 'tala',
    platform: 'W',
    device: 'WEB',
    currencySymbol: 'TLB',
    lotteryType: 'Elott',
    prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
    chatHeaderColor: '#1d2333',
    copyright: '© 2025 Tala. All rights reserved.',
  },
  whitelabel: [moduleNode('DIRECTREG3', '1'), moduleNode('FREEPLAY3', '1'), moduleNode('HOMEREDIRECT3', '0')],
  registerValidation: registerValidationFixture(),
  resources: [
    { resourceType: 'TELEGRAM', url: 'https://t.me/tala', qrCodeUrl: '', labelNameEn: 'Telegram' },
    { resourceType: 'FACEBOOK', url: 'https://facebook.com/tala', qrCodeUrl: '', labelNameEn: 'Facebook' },
  ],
  customerService: { url: 'https://support.example.com/chat' },
  imageCDNs: ['/img'],
  launchGameCDNs: ['/launch'],
  payloadKey: 'k'.repeat(32),
  freePlayGameTypes: ['RNG', 'FISH', 'BINGO'],
  ...over,
})

export const statusFixture = (over: Partial<StatusReply> = {}): StatusReply => ({
  info: systemInfoFixture(),
  location: { ip: '49.145.0.10', country: 'PH' },
  maintenance: false,
  regionRestriction: false,
  ...over,
})

export const vendorCard = (vassalage: string, gameType: VendorCard['gameType'], group = vassalage, over: Partial<VendorCard> = {}): VendorCard => ({
  vassalage,
  displayName: vassalage,
  accountTypeId: 1,
  isHot: 0,
  gameType,
  isGame: 'GAME',
  group,
  logo: `vendor/${gameType.toLowerCase()}/${vassalage}.svg`,
  ...over,
})

export const laneFixture = (gameCategory: VendorLane['gameCategory'], cards: VendorCard[]): VendorLane => ({ gameCategory, title: gameCategory, cards })

export const gameVendorFixture = (): GameVendorReply => ({
  data: {
    lanes: [
      laneFixture('RNG', [vendorCard('PG', 'RNG', 'PG', { displayName: 'PG Soft' }), vendorCard('TCG_SEA', 'RNG', 'TCG')]),
      laneFixture('LIVE', [vendorCard('EVO', 'LIVE', 'EVO', { displayName: 'Evolution' })]),
      laneFixture('FISH', [vendorCard('JDB', 'FISH', 'JDB')]),
      laneFixture('PVP', [vendorCard('KY', 'PVP', 'KY')]),
      laneFixture('SPORTS', [vendorCard('SBO', 'SPORTS', 'SBO'), vendorCard('DS88', 'SPORTS', 'DS88', { displayName: 'DS88 Sabong' })]),
      laneFixture('ESPORTS', [vendorCard('IA', 'ESPORTS', 'IA')]),
      laneFixture('ELOTT', [vendorCard('TCG_ELOTT', 'ELOTT', 'TCG')]),
      laneFixture('LOTT', [vendorCard('TCG_LOTTO_VN', 'LOTT', 'TCG_LOTTO'), vendorCard('GPI', 'LOTT', 'GPI')]),
    ],
  },
})

export const noticesFixture = (): AnnouncementsReply => ({
  player: [
    { id: 'n1', title: 'Scheduled upgrade', content: '<p>We upgrade on <b>Monday</b>.</p><script>alert(1)</script>', date: Date.UTC(2025, 0, 2, 4, 0, 0), type: 'PL' },
    { id: 'n2', title: 'New games', content: '<p>Ten new slots.</p>', date: Date.UTC(2025, 0, 3, 4, 0, 0), type: 'PL' },
  ],
  banners: [],
  popup: [],
  promotion: [],
})

export const helpCenterFixture = (): HelpCenterReply => ({
  about: 'Tala is a licensed gaming site.',
  categories: [
    { id: 'deposit', title: 'Deposit', articles: [{ id: 'd1', title: 'How to deposit', content: '<p>Open the wallet.</p><img src=x onerror="alert(1)">' }] },
    { id: 'terms', title: 'User agreement', articles: [{ id: 't1', title: 'Terms', content: '<p>Be fair.</p>' }] },
  ],
})

/** A real-time salary contract of one tier at `rateBp`, from `up` (null: the house) to `down`. */
export const contractFixture = (id: number, status: Contract['status'], up: string | null, down: string, rateBp = 50): Contract => ({
  id, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp }], status,
  upline: up === null ? null : { id: 1, account: up }, downline: { id: 2, account: down }, startsAt: 0, offeredAt: 0, decidedAt: null, endedAt: null, endReason: null, terminateLower: false,
})
