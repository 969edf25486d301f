/** Brand and site settings seeded into `settings` (one row per key). */
import type { BrandConfig } from '../../../src/shared/api/index.ts'

export const brand: BrandConfig = {
  brandName: 'Tala',
  merchantCode: 'tala',
  platform: 'W',
  device: 'WEB',
  currencySymbol: 'TLB',
  lotteryType: 'Elott',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  chatHeaderColor: '#1d3f8f',
  copyright: 'Copyright © Tala. All rights reserved. Play responsibly: for players aged 18 and over.',
}

export const customerService = { url: 'https://support.tala.example/chat' }

/** Vendor logos and flags are served by this server under /img. */
export const imageCDNs = ['/img']

/** Game launch addresses are relative to the site itself until a CDN is configured. */
export const launchGameCDNs = ['']
