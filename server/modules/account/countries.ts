/** Countries offered in the mobile number picker (GET /wps/system/countries). */
export const countries: ReadonlyArray<{ countryCode: string; countryDialingCode: string }> = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'CN', countryDialingCode: '86' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'KR', countryDialingCode: '82' },
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'HK', countryDialingCode: '852' },
  { countryCode: 'TW', countryDialingCode: '886' },
  { countryCode: 'KH', countryDialingCode: '855' },
  { countryCode: 'MM', countryDialingCode: '95' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'AU', countryDialingCode: '61' },
  { countryCode: 'GB', countryDialingCode: '44' },
  { countryCode: 'US', countryDialingCode: '1' },
]

export const DEFAULT_DIALING_CODE = '63'
const known = new Set(countries.map((c) => c.countryDialingCode))
export const isKnownDialingCode = (code: string): boolean => known.has(code)
