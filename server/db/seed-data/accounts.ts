/**
 * Demo accounts created on first start (listed in server/README.md). Passwords are hashed
 * when seeded; these clear-text values are for people trying the site locally.
 */
export interface DemoAccount {
  readonly account: string
  readonly password: string
  readonly isAgent: number
  readonly nickname: string
  readonly mobileNum: string
  readonly email: string
  readonly affiliateCode?: string
}

/** The default weak password (spec §4 {secret}); logging in with it asks for a change. */
export const DEFAULT_WEAK_PASSWORD = 'Tala123456'
export const DEMO_DIALING_CODE = '63'

export const demoAccounts: ReadonlyArray<DemoAccount> = [
  { account: 'demo01', password: 'Demo1234', isAgent: 0, nickname: 'Demo Player', mobileNum: '9170000001', email: 'demo01@example.com' },
  { account: 'weakpass1', password: DEFAULT_WEAK_PASSWORD, isAgent: 0, nickname: 'Weak Password', mobileNum: '9170000002', email: 'weakpass1@example.com' },
  { account: 'agent01', password: 'Agent1234', isAgent: 1, nickname: 'Demo Agent', mobileNum: '9170000003', email: 'agent01@example.com', affiliateCode: 'AGENT01' },
  // A second account on the default password: trying the forced change spends one, the other stays.
  { account: 'weakpass2', password: DEFAULT_WEAK_PASSWORD, isAgent: 0, nickname: 'Weak Password 2', mobileNum: '9170000004', email: 'weakpass2@example.com' },
]
