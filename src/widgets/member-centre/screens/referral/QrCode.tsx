import { QrCode as SharedQrCode } from '@/shared/qr'

/** The referral link's QR code (the shared drawing, with the page's test id). */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  return <SharedQrCode text={text} label={label} size={size} testId="referral-qr" />
}
