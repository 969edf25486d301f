import { queryOptions, useQuery } from '@tanstack/react-query'
import { AccountEndpoints, call } from '@/shared/api'
import { REFERENCE_DATA } from '@/shared/lib'

type Country = { countryCode: string; countryDialingCode: string }
const NONE: readonly Country[] = []

/** The verification entity's query keys. */
export const verificationKeys = {
  countries: () => ['verification', 'countries'] as const,
}

/** The country list of the dialing-code pickers (GET /wps/system/countries), fetched once per visit. */
export const countriesQuery = () =>
  queryOptions({ queryKey: verificationKeys.countries(), queryFn: async (): Promise<readonly Country[]> => (await call(AccountEndpoints.countries)).countries, ...REFERENCE_DATA })

/** The countries, or none while they load (or failed: the picker keeps the default code). */
export const useCountries = (): readonly Country[] => useQuery(countriesQuery()).data ?? NONE
