/**
 * agent01's demo team (seed-agent-team.ts): two sub-agents, members under each and under
 * agent01 directly, joined over the last four weeks. Everyone logs in with TEAM_PASSWORD.
 * `ip` and `device` are the login records the fraud hints read: beta01 and team02 share the
 * agent's own address, alpha01 and alpha02 share a phone.
 */
import type { Localized } from '../schema.ts'
import type { Paragraphs } from './help.ts'

export const TEAM_AGENT = 'agent01'
export const TEAM_PASSWORD = 'Team1234'

export interface TeamSeedMember {
  readonly account: string
  readonly upline: string
  readonly isAgent: number
  readonly nickname: string
  /** Joined this many days before the seed ran. */
  readonly daysAgo: number
  readonly ip: string
  readonly device: string
}

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** The agent's own login record (the address two downlines share). */
export const agentLogin = { ip: '203.0.113.7', device: DESKTOP }

export const teamMembers: ReadonlyArray<TeamSeedMember> = [
  { account: 'agent01a', upline: TEAM_AGENT, isAgent: 2, nickname: 'Team Alpha', daysAgo: 27, ip: '198.51.100.10', device: DESKTOP },
  { account: 'agent01b', upline: TEAM_AGENT, isAgent: 2, nickname: 'Team Beta', daysAgo: 22, ip: '198.51.100.11', device: IPHONE },
  { account: 'team01', upline: TEAM_AGENT, isAgent: 0, nickname: 'Lito', daysAgo: 25, ip: '198.51.100.20', device: PHONE },
  { account: 'team02', upline: TEAM_AGENT, isAgent: 0, nickname: 'Maya', daysAgo: 18, ip: agentLogin.ip, device: IPHONE },
  { account: 'team03', upline: TEAM_AGENT, isAgent: 0, nickname: 'Jun', daysAgo: 9, ip: '198.51.100.22', device: DESKTOP },
  { account: 'team04', upline: TEAM_AGENT, isAgent: 0, nickname: 'Bea', daysAgo: 3, ip: '198.51.100.23', device: PHONE },
  { account: 'alpha01', upline: 'agent01a', isAgent: 0, nickname: 'Carlo', daysAgo: 24, ip: '198.51.100.30', device: `${PHONE} Alpha` },
  { account: 'alpha02', upline: 'agent01a', isAgent: 0, nickname: 'Dina', daysAgo: 16, ip: '198.51.100.31', device: `${PHONE} Alpha` },
  { account: 'alpha03', upline: 'agent01a', isAgent: 0, nickname: 'Eli', daysAgo: 6, ip: '198.51.100.32', device: IPHONE },
  { account: 'beta01', upline: 'agent01b', isAgent: 0, nickname: 'Fe', daysAgo: 20, ip: agentLogin.ip, device: DESKTOP },
  { account: 'beta02', upline: 'agent01b', isAgent: 0, nickname: 'Gino', daysAgo: 12, ip: '198.51.100.41', device: IPHONE },
]

export interface AgentNoticeSeed { readonly daysAgo: number; readonly title: Localized; readonly body: Paragraphs }

/** Notices for agents (announcement type AG), shown on the agent centre's announcement page. */
export const agentNotices: ReadonlyArray<AgentNoticeSeed> = [
  {
    daysAgo: 1,
    title: {
      ty: 'Bagong buwanang dibidendo para sa mga ahente', en: 'New monthly dividend for agents', cn: '代理新月度分红', th: 'เงินปันผลรายเดือนใหม่สำหรับเอเย่นต์', vi: 'Cổ tức hằng tháng mới cho đại lý',
    },
    body: {
      ty: ['Mula sa susunod na buwan, ang dibidendo ay kinukuwenta mula sa tunay na taya at P&L ng iyong team.', 'Tingnan ang iyong mga kontrata sa agent centre.'],
      en: ['From next month the dividend is computed from your team\'s real bets and P&L.', 'See your contracts in the agent centre.'],
      cn: ['从下个月起，分红将根据您团队的真实投注和盈亏计算。', '请在代理中心查看您的合约。'],
      th: ['ตั้งแต่เดือนหน้า เงินปันผลจะคำนวณจากการเดิมพันจริงและกำไรขาดทุนของทีมคุณ', 'ดูสัญญาของคุณได้ในศูนย์เอเย่นต์'],
      vi: ['Từ tháng sau, cổ tức được tính từ cược thật và lãi lỗ của đội bạn.', 'Xem hợp đồng của bạn trong trung tâm đại lý.'],
    },
  },
  {
    daysAgo: 6,
    title: {
      ty: 'Paalala: protektahan ang iyong team', en: 'Reminder: protect your team', cn: '提醒：保护您的团队', th: 'ข้อควรระวัง: ปกป้องทีมของคุณ', vi: 'Nhắc nhở: bảo vệ đội của bạn',
    },
    body: {
      ty: ['Ipinapakita ng team management ang mga downline na gumagamit ng parehong IP o device. Suriin sila bago magpadala ng pera.'],
      en: ['Team management flags downlines that use the same IP address or device. Check them before you send money.'],
      cn: ['团队管理会标记使用相同 IP 或设备的下级。转账前请先核实。'],
      th: ['การจัดการทีมจะแสดงดาวน์ไลน์ที่ใช้ IP หรืออุปกรณ์เดียวกัน โปรดตรวจสอบก่อนโอนเงิน'],
      vi: ['Quản lý đội đánh dấu các tuyến dưới dùng chung IP hoặc thiết bị. Hãy kiểm tra trước khi chuyển tiền.'],
    },
  },
  {
    daysAgo: 14,
    title: {
      ty: 'Maligayang pagdating sa agent centre', en: 'Welcome to the agent centre', cn: '欢迎使用代理中心', th: 'ยินดีต้อนรับสู่ศูนย์เอเย่นต์', vi: 'Chào mừng đến trung tâm đại lý',
    },
    body: {
      ty: ['Magrehistro ng mga miyembro at sub-agent, subaybayan ang taya ng iyong team at magpadala ng pondo sa iyong direktang downline.'],
      en: ['Register members and sub-agents, follow your team\'s bets and send funds to your direct downlines.'],
      cn: ['注册会员和下级代理，跟踪团队投注，并向直属下级转账。'],
      th: ['ลงทะเบียนสมาชิกและซับเอเย่นต์ ติดตามการเดิมพันของทีม และโอนเงินให้ดาวน์ไลน์โดยตรง'],
      vi: ['Đăng ký thành viên và đại lý cấp dưới, theo dõi cược của đội và chuyển tiền cho tuyến dưới trực tiếp.'],
    },
  },
]
