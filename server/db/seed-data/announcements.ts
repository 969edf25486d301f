/**
 * Seeded announcements, one or more per type: B (banner), PL (player notice list),
 * PU (popup), PR (promotion). Plain text, escaped into HTML by the seed.
 */
import type { Localized } from '../schema.ts'
import type { Paragraphs } from './help.ts'

export interface AnnouncementSeed {
  readonly type: 'B' | 'PL' | 'PU' | 'PR' | 'H'
  /** Published this many days before the seed ran, so a fresh site shows recent notices. */
  readonly daysAgo: number
  readonly title: Localized
  readonly body: Paragraphs
}

export const announcements: ReadonlyArray<AnnouncementSeed> = [
  {
    type: 'B',
    daysAgo: 9,
    title: {
      ty: 'Maligayang pagdating sa Tala',
      en: 'Welcome to Tala',
      cn: '欢迎来到 Tala',
      th: 'ยินดีต้อนรับสู่ Tala',
      vi: 'Chào mừng bạn đến với Tala',
    },
    body: {
      ty: ['Mga slot, live na kasino, palakasan at loterya: lahat sa iisang wallet.'],
      en: ['Slots, live casino, sports and lottery: all with a single wallet.'],
      cn: ['电子游戏、真人视讯、体育和彩票，一个钱包畅玩所有游戏。'],
      th: ['สล็อต คาสิโนสด กีฬา และลอตเตอรี่ เล่นได้ทั้งหมดด้วยกระเป๋าเงินเดียว'],
      vi: ['Slot, sòng bài trực tiếp, thể thao và xổ số: tất cả chỉ với một ví.'],
    },
  },
  {
    type: 'PL',
    daysAgo: 2,
    title: {
      ty: 'Nakatakdang maintenance ng system',
      en: 'Scheduled system maintenance',
      cn: '系统维护通知',
      th: 'แจ้งปิดปรับปรุงระบบตามกำหนด',
      vi: 'Thông báo bảo trì hệ thống',
    },
    body: {
      ty: [
        'Magkakaroon ng maintenance ang aming system sa Martes mula 02:00 hanggang 04:00 (GMT+8).',
        'Hindi magagamit ang mga laro at wallet transfer sa oras na ito. Salamat sa inyong pasensya.',
      ],
      en: [
        'Our system will undergo maintenance on Tuesday from 02:00 to 04:00 (GMT+8).',
        'Games and wallet transfers will be unavailable during this time. Thank you for your patience.',
      ],
      cn: ['我们将于周二 02:00 至 04:00（GMT+8）进行系统维护。', '维护期间游戏和钱包转账将暂停使用。感谢您的耐心等待。'],
      th: [
        'ระบบจะปิดปรับปรุงในวันอังคาร เวลา 02:00 ถึง 04:00 น. (GMT+8)',
        'ระหว่างนี้จะไม่สามารถเล่นเกมหรือโอนเงินในกระเป๋าได้ ขอบคุณที่อดทนรอ',
      ],
      vi: [
        'Hệ thống sẽ được bảo trì vào thứ Ba, từ 02:00 đến 04:00 (GMT+8).',
        'Trong thời gian này, trò chơi và chuyển tiền giữa các ví sẽ tạm ngưng. Cảm ơn bạn đã kiên nhẫn.',
      ],
    },
  },
  {
    type: 'PL',
    daysAgo: 1,
    title: {
      ty: 'Mas maraming e-sports market',
      en: 'More e-sports markets',
      cn: '更多电竞赛事上线',
      th: 'ตลาดอีสปอร์ตเพิ่มขึ้น',
      vi: 'Thêm nhiều kèo thể thao điện tử',
    },
    body: {
      ty: ['Nag-aalok na ngayon ang Imperial Esports at Avalon Esports ng live betting sa mas maraming torneo bawat linggo. Buksan ang E-Palakasan sa menu para makita ang mga laban ngayong araw.'],
      en: ["Imperial Esports and Avalon Esports now offer live betting on more tournaments every week. Open E-Sports from the menu to see today's matches."],
      cn: ['Imperial Esports 和 Avalon Esports 现每周为更多赛事提供滚球投注。请从菜单打开“电子竞技”查看今日赛事。'],
      th: ['Imperial Esports และ Avalon Esports เปิดให้เดิมพันสดในทัวร์นาเมนต์มากขึ้นทุกสัปดาห์ เปิดเมนูอีสปอร์ตเพื่อดูแมตช์ของวันนี้'],
      vi: ['Imperial Esports và Avalon Esports hiện mở cược trực tiếp cho nhiều giải đấu hơn mỗi tuần. Mở mục Thể thao điện tử trên menu để xem các trận đấu hôm nay.'],
    },
  },
  {
    type: 'PU',
    daysAgo: 5,
    title: {
      ty: 'Protektahan ang iyong account',
      en: 'Protect your account',
      cn: '保护您的账户安全',
      th: 'ปกป้องบัญชีของคุณ',
      vi: 'Bảo vệ tài khoản của bạn',
    },
    body: {
      ty: ['Hindi kailanman hihingin ng mga staff ng Tala ang iyong password o password sa pagbabayad. Huwag ibahagi kaninuman ang code ng beripikasyon, at makipag-ugnayan lamang sa Customer Care gamit ang button na Makipag-ugnayan sa amin sa site na ito.'],
      en: ['Tala staff will never ask for your password or payment password. Never share a verification code with anyone, and contact Customer Care only through the Contact us button on this site.'],
      cn: ['Tala 工作人员绝不会向您索取登录密码或支付密码。请勿向任何人透露验证码，并且只通过本站的“联系我们”按钮联系客服。'],
      th: ['เจ้าหน้าที่ Tala จะไม่ขอรหัสผ่านหรือรหัสผ่านการชำระเงินของคุณเด็ดขาด อย่าบอกรหัสยืนยันแก่ผู้ใด และติดต่อฝ่ายบริการลูกค้าผ่านปุ่มติดต่อเราบนเว็บไซต์นี้เท่านั้น'],
      vi: ['Nhân viên Tala sẽ không bao giờ hỏi mật khẩu hay mật khẩu thanh toán của bạn. Đừng chia sẻ mã xác minh với bất kỳ ai và chỉ liên hệ Chăm sóc khách hàng qua nút Liên hệ với chúng tôi trên trang này.'],
    },
  },
  {
    type: 'PR',
    daysAgo: 3,
    title: {
      ty: 'Cashback sa mga slot tuwing weekend',
      en: 'Weekend slots cashback',
      cn: '周末电子游戏返水',
      th: 'คืนยอดเสียสล็อตสุดสัปดาห์',
      vi: 'Hoàn trả slot cuối tuần',
    },
    body: {
      ty: ['Maglaro ng mga slot mula Biyernes hanggang Linggo at makatanggap tuwing Lunes ng 5% ng iyong netong talo, hanggang 5,000 TLB. May 1x na turnover requirement ang cashback.'],
      en: ['Play slots from Friday to Sunday and get 5% of your net losses back every Monday, up to 5,000 TLB. Cashback has a 1x turnover requirement.'],
      cn: ['周五至周日游玩电子游戏，每周一可获得净亏损 5% 的返水，最高 5,000 TLB。返水需完成 1 倍流水。'],
      th: ['เล่นสล็อตตั้งแต่วันศุกร์ถึงวันอาทิตย์ รับคืน 5% ของยอดเสียสุทธิทุกวันจันทร์ สูงสุด 5,000 TLB ยอดคืนมีเงื่อนไขเทิร์นโอเวอร์ 1 เท่า'],
      vi: ['Chơi slot từ thứ Sáu đến Chủ nhật và nhận lại 5% số tiền thua ròng vào mỗi thứ Hai, tối đa 5.000 TLB. Tiền hoàn trả có yêu cầu doanh thu cược 1 lần.'],
    },
  },
]
