/**
 * The demo brand's deposit channels: a bank transfer the operator approves
 * (`npm run admin -- deposits approve <id>`), and a demo e-wallet the server approves by
 * itself 5 seconds after the request, so the whole deposit loop can be tried locally.
 */
import type { Localized } from '../schema.ts'

export interface SeedChannel {
  readonly kind: 'bank' | 'ewallet'
  readonly name: Localized
  readonly instructions: Localized
  readonly min: number
  readonly max: number
  readonly feeBp: number
  readonly feeFixed: number
  readonly feePayer: 'member' | 'site'
  readonly bankName: string
  readonly accountNumber: string
  readonly accountHolder: string
  readonly autoApproveSeconds: number | null
  readonly sort: number
}

export const DEMO_AUTO_APPROVE_SECONDS = 5

export const demoDepositChannels: ReadonlyArray<SeedChannel> = [
  {
    kind: 'ewallet',
    name: {
      en: 'Demo e-wallet (approved in seconds)', ty: 'Demo e-wallet (naaaprubahan sa ilang segundo)', cn: '演示电子钱包（数秒内自动批准）',
      th: 'อีวอลเล็ตทดลอง (อนุมัติภายในไม่กี่วินาที)', vi: 'Ví điện tử thử nghiệm (duyệt trong vài giây)',
    },
    instructions: {
      en: 'Demo only: no money moves. Send the request and the server approves it by itself after a few seconds.',
      ty: 'Demo lamang: walang perang gagalaw. Ipadala ang kahilingan at kusa itong aaprubahan ng server pagkalipas ng ilang segundo.',
      cn: '仅供演示：不涉及真实资金。提交申请后，服务器会在数秒后自动批准。',
      th: 'สำหรับทดลองเท่านั้น: ไม่มีการโอนเงินจริง ส่งคำขอแล้วเซิร์ฟเวอร์จะอนุมัติเองภายในไม่กี่วินาที',
      vi: 'Chỉ để thử: không có tiền thật. Gửi yêu cầu và máy chủ sẽ tự duyệt sau vài giây.',
    },
    min: 10_00, max: 10_000_00, feeBp: 100, feeFixed: 0, feePayer: 'member',
    bankName: 'Tala Demo Wallet', accountNumber: '0917-000-0000', accountHolder: 'Tala Demo',
    autoApproveSeconds: DEMO_AUTO_APPROVE_SECONDS, sort: 0,
  },
  {
    kind: 'bank',
    name: { en: 'Bank transfer', ty: 'Bank transfer', cn: '银行转账', th: 'โอนผ่านธนาคาร', vi: 'Chuyển khoản ngân hàng' },
    instructions: {
      en: 'Transfer the exact amount to the account below and write the reference in the transfer note. It is credited once the operator confirms it.',
      ty: 'Ilipat ang eksaktong halaga sa account sa ibaba at isulat ang reference sa tala ng transfer. Maikre-kredito ito kapag nakumpirma ng operator.',
      cn: '请将准确金额转入以下账户，并在转账备注中填写参考号。运营方确认后即入账。',
      th: 'โอนจำนวนเงินที่ถูกต้องไปยังบัญชีด้านล่างและระบุรหัสอ้างอิงในหมายเหตุการโอน ยอดจะเข้าเมื่อผู้ให้บริการยืนยัน',
      vi: 'Chuyển đúng số tiền vào tài khoản bên dưới và ghi mã tham chiếu vào nội dung chuyển khoản. Tiền được cộng khi nhà điều hành xác nhận.',
    },
    min: 100_00, max: 50_000_00, feeBp: 0, feeFixed: 0, feePayer: 'site',
    bankName: 'Demo Bank', accountNumber: '0012-3456-7890', accountHolder: 'Tala Gaming Demo',
    autoApproveSeconds: null, sort: 1,
  },
]
