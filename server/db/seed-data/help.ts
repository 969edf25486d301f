/**
 * Help centre content in the five site languages (ty = Tagalog, en, cn = Simplified
 * Chinese, th = Thai, vi = Vietnamese). Written as plain paragraphs; the seed escapes and
 * wraps them into HTML (server/lib/html.ts).
 */
import type { Localized } from '../schema.ts'

export type Paragraphs = { readonly [L in keyof Localized]: ReadonlyArray<string> }

export interface HelpCategorySeed {
  readonly id: string
  readonly title: Localized
}

export interface HelpArticleSeed {
  readonly id: string
  readonly categoryId: string
  readonly title: Localized
  readonly body: Paragraphs
}

/** The short "about" text of the help page and footer. */
export const helpAbout: Localized = {
  ty: 'Ang Tala ay isang online na libangan na may mga slot, live na kasino, palakasan, e-palakasan, pangingisda, laro ng baraha at loterya sa iisang account. Para ito sa mga manlalarong 18 taong gulang pataas, at sumasagot ang aming Customer Care araw-araw, 24 oras.',
  en: 'Tala is an online entertainment site with slots, live casino, sports, e-sports, fishing, card games and lottery in one account. It is for players aged 18 and over, and our Customer Care team answers every day, around the clock.',
  cn: 'Tala 是一个综合在线娱乐平台，一个账户即可畅玩电子游戏、真人视讯、体育、电子竞技、捕鱼、棋牌和彩票。平台仅面向年满18岁的玩家，客服团队全年无休，24小时为您服务。',
  th: 'Tala คือเว็บไซต์ความบันเทิงออนไลน์ที่รวมสล็อต คาสิโนสด กีฬา อีสปอร์ต เกมยิงปลา เกมไพ่ และลอตเตอรี่ไว้ในบัญชีเดียว เปิดให้บริการสำหรับผู้เล่นที่มีอายุ 18 ปีขึ้นไป และทีมบริการลูกค้าของเราพร้อมช่วยเหลือทุกวันตลอด 24 ชั่วโมง',
  vi: 'Tala là trang giải trí trực tuyến với slot, sòng bài trực tiếp, thể thao, thể thao điện tử, bắn cá, game bài và xổ số trong cùng một tài khoản. Trang dành cho người chơi từ 18 tuổi trở lên, và đội ngũ Chăm sóc khách hàng luôn hỗ trợ 24/7.',
}

export const helpCategories: ReadonlyArray<HelpCategorySeed> = [
  { id: 'about', title: { ty: 'Tungkol sa amin', en: 'About us', cn: '关于我们', th: 'เกี่ยวกับเรา', vi: 'Về chúng tôi' } },
  { id: 'deposit', title: { ty: 'Pagdeposito', en: 'Deposit', cn: '存款', th: 'การฝากเงิน', vi: 'Nạp tiền' } },
  { id: 'withdrawal', title: { ty: 'Pag-withdraw', en: 'Withdrawal', cn: '提款', th: 'การถอนเงิน', vi: 'Rút tiền' } },
  { id: 'agreement', title: { ty: 'Kasunduan ng user', en: 'User agreement', cn: '用户协议', th: 'ข้อตกลงผู้ใช้', vi: 'Thỏa thuận người dùng' } },
  { id: 'privacy', title: { ty: 'Patakaran sa privacy', en: 'Privacy policy', cn: '隐私政策', th: 'นโยบายความเป็นส่วนตัว', vi: 'Chính sách bảo mật' } },
  { id: 'responsible', title: { ty: 'Responsableng paglalaro', en: 'Responsible gaming', cn: '负责任博彩', th: 'การเล่นอย่างรับผิดชอบ', vi: 'Chơi có trách nhiệm' } },
]

export const helpArticles: ReadonlyArray<HelpArticleSeed> = [
  {
    id: 'about-tala',
    categoryId: 'about',
    title: { ty: 'Sino kami', en: 'Who we are', cn: '我们是谁', th: 'เราคือใคร', vi: 'Chúng tôi là ai' },
    body: {
      ty: [
        'Ang ibig sabihin ng Tala ay "bituin". Binuo namin ang site para makahanap ang bawat manlalaro ng larong gusto nila, mula sa mabibilis na slot hanggang sa live na mesa na may totoong dealer.',
        'Iisang account at iisang wallet ang gamit sa lahat ng laro. Makikita palagi sa sentro ng miyembro ang iyong balanse, mga rekord ng taya at mga gantimpala.',
        'Kung may hindi malinaw, makipag-ugnayan sa Customer Care gamit ang button na Makipag-ugnayan sa amin anumang oras.',
      ],
      en: [
        'Tala means "star" in Tagalog. We built the site so that every player can find a game they enjoy, from quick slot rounds to live tables with real dealers.',
        'One account and one wallet work across every game. Your balance, betting records and rewards are always in the member centre.',
        'If anything is unclear, contact Customer Care with the Contact us button at any time.',
      ],
      cn: [
        'Tala 在他加禄语中意为“星星”。我们希望每位玩家都能找到自己喜欢的游戏，无论是节奏轻快的电子游戏，还是由真人荷官主持的牌桌。',
        '一个账户、一个钱包即可用于所有游戏。您的余额、投注记录和奖励随时可在会员中心查看。',
        '如有任何疑问，请随时点击“联系我们”按钮与客服联系。',
      ],
      th: [
        'Tala แปลว่า "ดวงดาว" ในภาษาตากาล็อก เราสร้างเว็บไซต์นี้เพื่อให้ผู้เล่นทุกคนได้พบเกมที่ชื่นชอบ ตั้งแต่สล็อตที่เล่นได้รวดเร็วไปจนถึงโต๊ะคาสิโนสดกับดีลเลอร์ตัวจริง',
        'บัญชีเดียวและกระเป๋าเงินเดียวใช้ได้กับทุกเกม คุณสามารถดูยอดเงิน ประวัติการเดิมพัน และรางวัลได้ที่ศูนย์สมาชิกตลอดเวลา',
        'หากมีข้อสงสัย ติดต่อฝ่ายบริการลูกค้าได้ทุกเมื่อผ่านปุ่มติดต่อเรา',
      ],
      vi: [
        'Trong tiếng Tagalog, Tala có nghĩa là "ngôi sao". Chúng tôi xây dựng trang này để mọi người chơi đều tìm được trò chơi mình yêu thích, từ những vòng quay slot nhanh gọn đến các bàn chơi trực tiếp với người chia bài thật.',
        'Một tài khoản và một ví dùng chung cho mọi trò chơi. Số dư, lịch sử cược và phần thưởng của bạn luôn có trong trung tâm thành viên.',
        'Nếu có điều gì chưa rõ, hãy liên hệ bộ phận Chăm sóc khách hàng bằng nút Liên hệ với chúng tôi bất cứ lúc nào.',
      ],
    },
  },
  {
    id: 'deposit-how',
    categoryId: 'deposit',
    title: { ty: 'Paano magdeposito', en: 'How to deposit', cn: '如何存款', th: 'วิธีฝากเงิน', vi: 'Cách nạp tiền' },
    body: {
      ty: [
        'Mag-log in at pindutin ang Mag-deposito sa itaas ng pahina, o buksan ang Deposito sa sentro ng miyembro.',
        'Pumili ng paraan ng pagbabayad, ilagay ang halaga at sundin ang mga tagubilin sa screen. Itago ang reference number hanggang lumabas ang pera sa iyong wallet.',
        'Karaniwang pumapasok ang deposito sa loob ng ilang minuto. Magbayad lamang sa account na ipinakita para sa kasalukuyang request, dahil maaaring magbago ang mga detalye ng account.',
      ],
      en: [
        'Log in and open Deposit from the top bar or the member centre.',
        'Choose a payment method, enter the amount and follow the instructions on screen. Keep the reference number until the money shows in your wallet.',
        'Deposits are usually credited within a few minutes. Only pay into the account shown for your current request, as account details can change.',
      ],
      cn: [
        '登录后，从顶部栏或会员中心打开“存款”。',
        '选择支付方式，输入金额并按照屏幕上的提示操作。请保留交易参考号，直到款项到达您的钱包。',
        '存款通常在几分钟内到账。请只向本次申请页面显示的账户付款，因为收款账户信息可能会变更。',
      ],
      th: [
        'เข้าสู่ระบบแล้วเปิดเมนูฝากเงินจากแถบด้านบนหรือจากศูนย์สมาชิก',
        'เลือกช่องทางการชำระเงิน ใส่จำนวนเงิน แล้วทำตามขั้นตอนบนหน้าจอ โปรดเก็บหมายเลขอ้างอิงไว้จนกว่ายอดเงินจะเข้ากระเป๋าของคุณ',
        'โดยปกติยอดฝากจะเข้าภายในไม่กี่นาที โปรดโอนเงินเข้าบัญชีที่แสดงในรายการฝากครั้งนี้เท่านั้น เนื่องจากข้อมูลบัญชีอาจมีการเปลี่ยนแปลง',
      ],
      vi: [
        'Đăng nhập và mở mục Nạp tiền trên thanh trên cùng hoặc trong trung tâm thành viên.',
        'Chọn phương thức thanh toán, nhập số tiền và làm theo hướng dẫn trên màn hình. Hãy giữ lại mã tham chiếu cho đến khi tiền vào ví của bạn.',
        'Tiền nạp thường được cộng trong vài phút. Chỉ chuyển vào tài khoản hiển thị cho yêu cầu hiện tại, vì thông tin tài khoản nhận có thể thay đổi.',
      ],
    },
  },
  {
    id: 'deposit-missing',
    categoryId: 'deposit',
    title: {
      ty: 'Hindi pa pumapasok ang aking deposito',
      en: 'My deposit has not arrived',
      cn: '存款尚未到账',
      th: 'ยอดฝากยังไม่เข้า',
      vi: 'Tiền nạp chưa vào tài khoản',
    },
    body: {
      ty: [
        'Karamihan sa mga deposito ay pumapasok sa loob ng 10 minuto. Maaaring mas matagal ang bank transfer na ginawa sa hatinggabi o sa araw ng pista opisyal.',
        'Kung hindi pa nagbabago ang iyong balanse pagkalipas ng 30 minuto, ipadala sa Customer Care ang iyong username, ang halaga, ang oras ng pagbabayad at screenshot ng resibo. Hahanapin namin ito at sasagot kami sa lalong madaling panahon.',
      ],
      en: [
        'Most deposits arrive within 10 minutes. Bank transfers made late at night or on public holidays can take longer.',
        'If your balance has not changed after 30 minutes, send Customer Care your username, the amount, the time of payment and a screenshot of the receipt. We will trace it and reply as soon as possible.',
      ],
      cn: [
        '大多数存款会在10分钟内到账。深夜或节假日进行的银行转账可能需要更长时间。',
        '如果30分钟后余额仍未变化，请将您的用户名、金额、付款时间和付款凭证截图发送给客服。我们会尽快核查并回复您。',
      ],
      th: [
        'ยอดฝากส่วนใหญ่จะเข้าภายใน 10 นาที การโอนผ่านธนาคารในช่วงดึกหรือวันหยุดนักขัตฤกษ์อาจใช้เวลานานกว่านั้น',
        'หากผ่านไป 30 นาทีแล้วยอดเงินยังไม่เปลี่ยน โปรดส่งชื่อผู้ใช้ จำนวนเงิน เวลาที่ชำระ และภาพหน้าจอสลิปการโอนให้ฝ่ายบริการลูกค้า เราจะตรวจสอบและตอบกลับโดยเร็วที่สุด',
      ],
      vi: [
        'Phần lớn giao dịch nạp tiền được cộng trong vòng 10 phút. Chuyển khoản ngân hàng vào đêm khuya hoặc ngày lễ có thể lâu hơn.',
        'Nếu sau 30 phút số dư vẫn chưa thay đổi, hãy gửi cho bộ phận Chăm sóc khách hàng tên đăng nhập, số tiền, thời gian thanh toán và ảnh chụp biên lai. Chúng tôi sẽ kiểm tra và phản hồi sớm nhất có thể.',
      ],
    },
  },
  {
    id: 'withdraw-how',
    categoryId: 'withdrawal',
    title: { ty: 'Paano mag-withdraw', en: 'How to withdraw', cn: '如何提款', th: 'วิธีถอนเงิน', vi: 'Cách rút tiền' },
    body: {
      ty: [
        'Buksan ang Pag-withdraw sa sentro ng miyembro, piliin ang iyong account sa pag-withdraw (bangko o digital na wallet), at ilagay ang halaga at ang iyong password sa pagbabayad.',
        'Bago ang unang withdrawal, mag-bind ng account na nakapangalan sa iyo. Tinatanggihan ang withdrawal sa account ng ibang tao.',
        'Kailangang matapos muna ang turnover ng anumang bonus na tinanggap mo bago ka makapag-withdraw.',
      ],
      en: [
        'Open Withdrawal in the member centre, choose your bank account or e-wallet, and enter the amount and your payment password.',
        'Before your first withdrawal, bind an account in your own name. Withdrawals to accounts held by other people are refused.',
        'The turnover required by any bonus you accepted must be met before you can withdraw.',
      ],
      cn: [
        '在会员中心打开“提款”，选择您的银行账户或电子钱包，输入金额和支付密码。',
        '首次提款前，请先绑定本人名下的账户。提款至他人账户的申请将被拒绝。',
        '如您领取了红利，需先完成相应的流水要求才能提款。',
      ],
      th: [
        'เปิดเมนูถอนเงินในศูนย์สมาชิก เลือกบัญชีธนาคารหรืออีวอลเล็ต แล้วใส่จำนวนเงินและรหัสผ่านการชำระเงิน',
        'ก่อนถอนเงินครั้งแรก โปรดผูกบัญชีที่เป็นชื่อของคุณเอง คำขอถอนเงินเข้าบัญชีของบุคคลอื่นจะถูกปฏิเสธ',
        'หากคุณรับโบนัสไว้ ต้องทำยอดเทิร์นโอเวอร์ตามเงื่อนไขให้ครบก่อนจึงจะถอนเงินได้',
      ],
      vi: [
        'Mở mục Rút tiền trong trung tâm thành viên, chọn tài khoản ngân hàng hoặc ví điện tử, rồi nhập số tiền và mật khẩu thanh toán.',
        'Trước lần rút đầu tiên, hãy liên kết một tài khoản đứng tên chính bạn. Yêu cầu rút về tài khoản của người khác sẽ bị từ chối.',
        'Nếu bạn đã nhận khuyến mãi, cần hoàn thành yêu cầu doanh thu cược trước khi rút tiền.',
      ],
    },
  },
  {
    id: 'withdraw-confirm',
    categoryId: 'withdrawal',
    title: {
      ty: 'Pagkumpirma ng natanggap na withdrawal',
      en: 'Confirming that a withdrawal arrived',
      cn: '确认提款到账',
      th: 'การยืนยันการรับเงินถอน',
      vi: 'Xác nhận đã nhận tiền rút',
    },
    body: {
      ty: [
        'Kapag naipadala na ang bayad, hihilingin ng request na kumpirmahin mo kung natanggap mo ito: buo, bahagi lamang, o hindi natanggap.',
        'Kung hindi pa dumarating, piliin ang Hindi natanggap at mag-upload ng patunay, gaya ng screenshot ng history ng iyong account, para masuri namin ito kasama ang payment provider.',
        'Ang request na hindi nakumpirma sa loob ng itinakdang oras ay ituturing na natanggap, at hindi na maibabalik ang request na minarkahang natanggap.',
      ],
      en: [
        'When the payment has been sent, the request asks you to confirm whether you received it: in full, in part or not at all.',
        'If it has not arrived, choose Not received and upload proof, such as a screenshot of your account history, so we can check with the payment provider.',
        'A request that is not confirmed within the stated time counts as received, and a request marked as received cannot be refunded.',
      ],
      cn: [
        '款项发出后，系统会请您确认是否收到：全部收到、部分收到或未收到。',
        '如果款项尚未到账，请选择“未收到”并上传凭证（例如账户流水截图），以便我们与支付渠道核实。',
        '在规定时间内未确认的申请将视为已收到；已标记为收到的申请无法退款。',
      ],
      th: [
        'เมื่อระบบโอนเงินแล้ว คำขอจะให้คุณยืนยันว่าได้รับเงินครบ ได้รับบางส่วน หรือยังไม่ได้รับ',
        'หากยังไม่ได้รับเงิน ให้เลือกยังไม่ได้รับและอัปโหลดหลักฐาน เช่น ภาพหน้าจอรายการเดินบัญชี เพื่อให้เราตรวจสอบกับผู้ให้บริการชำระเงิน',
        'คำขอที่ไม่ได้รับการยืนยันภายในเวลาที่กำหนดจะถือว่าได้รับเงินแล้ว และคำขอที่ยืนยันว่าได้รับแล้วจะไม่สามารถขอคืนเงินได้',
      ],
      vi: [
        'Khi khoản thanh toán đã được gửi, yêu cầu sẽ đề nghị bạn xác nhận: đã nhận đủ, nhận một phần hoặc chưa nhận.',
        'Nếu chưa nhận được, hãy chọn Chưa nhận và tải lên bằng chứng, chẳng hạn ảnh chụp lịch sử giao dịch, để chúng tôi đối chiếu với đơn vị thanh toán.',
        'Yêu cầu không được xác nhận trong thời gian quy định sẽ được coi là đã nhận, và yêu cầu đã đánh dấu đã nhận thì không thể hoàn tiền.',
      ],
    },
  },
  {
    id: 'terms',
    categoryId: 'agreement',
    title: { ty: 'Mga tuntunin ng paggamit', en: 'Terms of use', cn: '使用条款', th: 'ข้อกำหนดการใช้งาน', vi: 'Điều khoản sử dụng' },
    body: {
      ty: [
        'Sa pagbubukas ng account, kinukumpirma mong ikaw ay hindi bababa sa 18 taong gulang at legal ang online gaming sa lugar na tinitirhan mo.',
        'Isang account lamang ang maaaring hawakan ng bawat tao. Panatilihing lihim ang iyong password at password sa pagbabayad; ikaw ang mananagot sa lahat ng aktibidad sa iyong account.',
        'Maaari naming suspindihin ang mga account na sangkot sa panloloko, pang-aabuso sa bonus o pinagsasaluhang pagkakakilanlan, at maaari naming baguhin ang mga tuntuning ito nang may abiso sa pahinang ito.',
      ],
      en: [
        'By opening an account you confirm that you are at least 18 years old and that online gaming is legal where you live.',
        'Each person may hold only one account. Keep your password and payment password private; you are responsible for all activity on your account.',
        'We may suspend accounts involved in fraud, bonus abuse or shared identities, and we may change these terms with notice on this page.',
      ],
      cn: [
        '开设账户即表示您确认已年满18岁，并且在您所在地区参与在线游戏是合法的。',
        '每人只能持有一个账户。请妥善保管您的登录密码和支付密码；您需对账户内的一切活动负责。',
        '对于涉及欺诈、滥用红利或共用身份的账户，我们有权暂停其使用；本条款如有修改，将在此页面公布。',
      ],
      th: [
        'การเปิดบัญชีถือว่าคุณยืนยันว่ามีอายุอย่างน้อย 18 ปี และการเล่นเกมออนไลน์ถูกกฎหมายในพื้นที่ที่คุณอาศัยอยู่',
        'แต่ละบุคคลมีบัญชีได้เพียงบัญชีเดียว โปรดเก็บรหัสผ่านและรหัสผ่านการชำระเงินไว้เป็นความลับ คุณต้องรับผิดชอบต่อทุกกิจกรรมในบัญชีของคุณ',
        'เราอาจระงับบัญชีที่เกี่ยวข้องกับการฉ้อโกง การใช้โบนัสในทางที่ผิด หรือการใช้ตัวตนร่วมกัน และอาจแก้ไขข้อกำหนดเหล่านี้โดยแจ้งไว้ในหน้านี้',
      ],
      vi: [
        'Khi mở tài khoản, bạn xác nhận mình đủ 18 tuổi và việc chơi trò chơi trực tuyến là hợp pháp tại nơi bạn sinh sống.',
        'Mỗi người chỉ được sở hữu một tài khoản. Hãy giữ bí mật mật khẩu đăng nhập và mật khẩu thanh toán; bạn chịu trách nhiệm về mọi hoạt động trên tài khoản của mình.',
        'Chúng tôi có thể tạm khóa các tài khoản liên quan đến gian lận, lạm dụng khuyến mãi hoặc dùng chung danh tính, và có thể thay đổi các điều khoản này kèm thông báo trên trang này.',
      ],
    },
  },
  {
    id: 'privacy-data',
    categoryId: 'privacy',
    title: {
      ty: 'Paano namin ginagamit ang iyong impormasyon',
      en: 'How we use your information',
      cn: '我们如何使用您的信息',
      th: 'เราใช้ข้อมูลของคุณอย่างไร',
      vi: 'Cách chúng tôi sử dụng thông tin của bạn',
    },
    body: {
      ty: [
        'Kinokolekta lamang namin ang kailangan para patakbuhin ang iyong account: ang iyong username, contact details, mga rekord ng bayad at ang IP address na ginagamit mo sa pagkonekta.',
        'Ginagamit namin ang impormasyong ito para panatilihing ligtas ang iyong account, iproseso ang mga deposito at withdrawal, tuparin ang mga legal na obligasyon at sagutin ang iyong mga tanong. Hindi namin ito ibinebenta kailanman.',
        'Maaari kang humingi sa Customer Care ng kopya ng iyong data o ng pagwawasto anumang oras.',
      ],
      en: [
        'We collect only what we need to run your account: your username, contact details, payment records and the IP address you connect from.',
        'We use this information to keep your account secure, process deposits and withdrawals, meet legal duties and answer your questions. We never sell it.',
        'You may ask Customer Care for a copy of your data or for corrections at any time.',
      ],
      cn: [
        '我们只收集运营账户所必需的信息：用户名、联系方式、支付记录以及您连接时使用的IP地址。',
        '这些信息用于保障账户安全、处理存取款、履行法律义务以及解答您的问题。我们绝不会出售您的信息。',
        '您可以随时联系客服，索取您的数据副本或要求更正。',
      ],
      th: [
        'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการให้บริการบัญชีของคุณ ได้แก่ ชื่อผู้ใช้ ข้อมูลติดต่อ ประวัติการชำระเงิน และที่อยู่ IP ที่คุณใช้เชื่อมต่อ',
        'เราใช้ข้อมูลนี้เพื่อรักษาความปลอดภัยของบัญชี ดำเนินการฝากและถอนเงิน ปฏิบัติตามกฎหมาย และตอบคำถามของคุณ เราไม่ขายข้อมูลของคุณให้ผู้ใด',
        'คุณสามารถขอสำเนาข้อมูลหรือขอแก้ไขข้อมูลได้จากฝ่ายบริการลูกค้าทุกเมื่อ',
      ],
      vi: [
        'Chúng tôi chỉ thu thập những gì cần thiết để vận hành tài khoản: tên đăng nhập, thông tin liên hệ, lịch sử thanh toán và địa chỉ IP bạn dùng để kết nối.',
        'Thông tin này được dùng để bảo vệ tài khoản, xử lý nạp và rút tiền, thực hiện nghĩa vụ pháp lý và giải đáp thắc mắc của bạn. Chúng tôi không bao giờ bán thông tin của bạn.',
        'Bạn có thể yêu cầu bộ phận Chăm sóc khách hàng cung cấp bản sao hoặc chỉnh sửa dữ liệu của mình bất cứ lúc nào.',
      ],
    },
  },
  {
    id: 'responsible-play',
    categoryId: 'responsible',
    title: { ty: 'Maglaro nang responsable', en: 'Play responsibly', cn: '理性游戏', th: 'เล่นอย่างรับผิดชอบ', vi: 'Chơi có trách nhiệm' },
    body: {
      ty: [
        'Dapat ay libangan ang paglalaro, hindi paraan ng pagkakakitaan. Magtakda ng budget bago maglaro at huminto kapag naubos na ito.',
        'Magpahinga nang regular, huwag habulin ang mga talo, at huwag maglaro kapag ikaw ay galit o nakainom.',
        'Kung pakiramdam mo ay nawawalan ka na ng kontrol, makipag-ugnayan sa Customer Care para magtakda ng limitasyon o pansamantalang isara ang iyong account. Bawal maglaro ang mga wala pang 18 taong gulang.',
      ],
      en: [
        'Gaming should be fun, not a way to earn money. Set a budget before you play and stop when it is spent.',
        'Take regular breaks, never chase losses, and do not play when you are upset or have been drinking.',
        'If you feel you are losing control, contact Customer Care to set limits or pause your account. Players under 18 are not allowed to play.',
      ],
      cn: [
        '游戏应当是一种娱乐，而不是赚钱的手段。请在游戏前设定预算，用完即止。',
        '请定时休息，不要试图追回损失，也不要在情绪低落或饮酒后进行游戏。',
        '如果您觉得自己难以控制，请联系客服设置限额或暂停账户。未满18岁者禁止参与游戏。',
      ],
      th: [
        'การเล่นเกมควรเป็นความสนุก ไม่ใช่ช่องทางหารายได้ โปรดตั้งงบประมาณก่อนเล่นและหยุดเมื่อใช้ครบแล้ว',
        'หยุดพักเป็นระยะ อย่าพยายามเล่นเพื่อเอาคืนเงินที่เสียไป และอย่าเล่นขณะอารมณ์ไม่ดีหรือดื่มแอลกอฮอล์',
        'หากรู้สึกว่าควบคุมตัวเองไม่ได้ โปรดติดต่อฝ่ายบริการลูกค้าเพื่อตั้งวงเงินหรือพักบัญชีชั่วคราว ผู้ที่มีอายุต่ำกว่า 18 ปีไม่ได้รับอนุญาตให้เล่น',
      ],
      vi: [
        'Trò chơi nên là niềm vui, không phải cách kiếm tiền. Hãy đặt ngân sách trước khi chơi và dừng lại khi đã dùng hết.',
        'Hãy nghỉ ngơi thường xuyên, đừng cố gỡ lại số tiền đã thua, và đừng chơi khi đang bực bội hoặc đã uống rượu bia.',
        'Nếu cảm thấy mất kiểm soát, hãy liên hệ bộ phận Chăm sóc khách hàng để đặt hạn mức hoặc tạm ngưng tài khoản. Người dưới 18 tuổi không được phép tham gia.',
      ],
    },
  },
]
