import { useEffect, useState } from 'react'
import { Endpoints, call } from '@/shared/api'

type Country = { countryCode: string; countryDialingCode: string }
let cached: Promise<readonly Country[]> | null = null

/** The country list of the dialing-code pickers (GET /wps/system/countries), fetched once. */
export function loadCountries(): Promise<readonly Country[]> {
  if (!cached) {
    cached = call(Endpoints.countries).then((r) => r.countries)
    cached.catch(() => {
      cached = null
    })
  }
  return cached
}

export function resetCountries(): void {
  cached = null
}

export function useCountries(): readonly Country[] {
  const [countries, setCountries] = useState<readonly Country[]>([])
  useEffect(() => {
    let live = true
    loadCountries().then((c) => live && setCountries(c), () => undefined)
    return () => {
      live = false
    }
  }, [])
  return countries
}
