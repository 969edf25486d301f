/** Resource links (right side bar, header affiliates item) and the domain route list. */
export const resources = [
  { resourceType: 'TELEGRAM', url: 'https://t.me/TalaOfficial', qrCodeUrl: '', labelNameEn: 'Telegram' },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/TalaOfficial', qrCodeUrl: '', labelNameEn: 'Facebook' },
  { resourceType: 'YOUTUBE', url: 'https://www.youtube.com/@TalaOfficial', qrCodeUrl: '', labelNameEn: 'YouTube' },
  { resourceType: 'AFFILIATES', url: '/join', qrCodeUrl: '', labelNameEn: 'Affiliates' },
] as const

/** Alternative site addresses with their measured round trip in milliseconds. */
export const domainRoutes = [
  { domain: 'www.tala.example', speed: 42 },
  { domain: 'play.tala.example', speed: 57 },
  { domain: 'tala-ph.example', speed: 88 },
] as const
