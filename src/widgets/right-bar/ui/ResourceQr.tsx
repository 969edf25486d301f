import { QrCode } from '@/shared/qr'

/**
 * A community link's QR code (spec §3 resources: qrCodeUrl), to scan with a phone: the
 * operator's own picture when the status reply gives one, else drawn from the link. Its own
 * chunk (with the QR drawing), loaded when a link is first pointed at or focused.
 */
export default function ResourceQr({ url, qrCodeUrl, label }: { url: string; qrCodeUrl: string; label: string }) {
  return qrCodeUrl
    ? <img className="tl-rightbar__qr-img" src={qrCodeUrl} alt={label} width={136} height={136} data-testid="rightbar-qr-image" />
    : <QrCode text={url} label={label} size={136} testId="rightbar-qr-drawn" />
}
