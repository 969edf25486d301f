// QR codes drawn as SVG (qrcode-generator). Its own segment, imported only by the chunks that
// draw one (the referral page, the right bar's lazy QR card), so it never loads with the first route.
export { QrCode, qrPath } from './QrCode.tsx'
