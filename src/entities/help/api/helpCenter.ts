import { queryOptions, useQuery } from '@tanstack/react-query'
import { Endpoints, call, type Language } from '@/shared/api'
import { REFERENCE_DATA } from '@/shared/lib'

/** The help entity's query keys. */
export const helpKeys = {
  centre: (language: Language) => ['help', 'centre', language] as const,
}

/** The help centre (categories, articles, about text) in a language. */
export const fetchHelpCenter = (language: Language) => call(Endpoints.helpCenter, { query: { language } })

export const helpCenterQuery = (language: Language) => queryOptions({ queryKey: helpKeys.centre(language), queryFn: () => fetchHelpCenter(language), ...REFERENCE_DATA })
export const useHelpCenter = (language: Language) => useQuery(helpCenterQuery(language))
