/** Mobile numbers as the account calls accept them. */
import { ApiError } from '../../http/errors.ts'
import { DEFAULT_DIALING_CODE, isKnownDialingCode } from './countries.ts'

export interface Phone {
  readonly mobileNum: string
  readonly countryDialingCode: string
}

/** Digits only (7 to 15) and a dialing code from the country list; throws VALIDATION_FAILED. */
export const parsePhone = (mobileNum: string, countryDialingCode: string | undefined): Phone => {
  const num = mobileNum.trim()
  const cc = (countryDialingCode ?? DEFAULT_DIALING_CODE).trim().replace(/^\+/, '')
  if (!/^[0-9]{7,15}$/.test(num)) throw new ApiError('VALIDATION_FAILED', 'Please enter a valid phone number.', { fields: [{ field: 'mobileNum', reason: 'pattern' }] })
  if (!isKnownDialingCode(cc)) throw new ApiError('VALIDATION_FAILED', 'Invalid phone number format.', { fields: [{ field: 'countryDialingCode', reason: 'pattern' }] })
  return { mobileNum: num, countryDialingCode: cc }
}
