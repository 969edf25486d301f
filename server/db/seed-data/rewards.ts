/**
 * The demo brand's missions, promotion reward and rebate, and the referral rule, so a
 * newcomer sees the reward pages work locally. Amounts in minor units (TLB, 100 = 1.00).
 */
import type { Localized } from '../schema.ts'

export interface SeedMission {
  readonly kind: 'bet_total' | 'rounds' | 'first_deposit'
  readonly gameType: string | null
  readonly title: Localized
  readonly target: number
  readonly reward: number
  readonly period: 'daily' | 'once'
}

export const missions: ReadonlyArray<SeedMission> = [
  {
    kind: 'bet_total', gameType: 'RNG', target: 50_000, reward: 1_000, period: 'daily',
    title: {
      ty: 'Tumaya ng 500 sa mga slot ngayong araw', en: 'Bet 500 on slots today', cn: '今日在电子游戏投注 500',
      th: 'เดิมพันสล็อต 500 วันนี้', vi: 'Cược 500 vào slot hôm nay',
    },
  },
  {
    kind: 'rounds', gameType: null, target: 20, reward: 500, period: 'daily',
    title: {
      ty: 'Maglaro ng 20 round ngayong araw', en: 'Play 20 rounds today', cn: '今日游戏 20 局',
      th: 'เล่น 20 รอบวันนี้', vi: 'Chơi 20 ván hôm nay',
    },
  },
  {
    kind: 'first_deposit', gameType: null, target: 10_000, reward: 2_000, period: 'once',
    title: {
      ty: 'Unang deposito na 100 o higit pa', en: 'First deposit of 100 or more', cn: '首次存款 100 或以上',
      th: 'ฝากครั้งแรก 100 ขึ้นไป', vi: 'Nạp lần đầu từ 100 trở lên',
    },
  },
]

export const promotions = [
  {
    kind: 'promotion' as const, reward: 5_000, rateBp: null,
    title: { ty: 'Bonus sa pagsali', en: 'Welcome bonus', cn: '欢迎奖金', th: 'โบนัสต้อนรับ', vi: 'Thưởng chào mừng' },
  },
  {
    kind: 'rebate' as const, reward: null, rateBp: 50,
    title: { ty: 'Araw-araw na rebate 0.5%', en: 'Daily rebate 0.5%', cn: '每日返水 0.5%', th: 'เงินคืนรายวัน 0.5%', vi: 'Hoàn trả hằng ngày 0.5%' },
  },
]

/** 5.00 to the inviter for each friend whose first deposit is at least 100.00. */
export const referralRule = { rewardPerFriend: 500, minDeposit: 10_000 }
