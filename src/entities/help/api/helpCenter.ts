import { Endpoints, call, type Language } from '@/shared/api'
import { createResource, useResource } from '@/shared/lib'

/** The help centre (categories, articles, about text) in a language. */
export const fetchHelpCenter = (language: Language) => call(Endpoints.helpCenter, { query: { language } })

export const helpCenter = createResource(fetchHelpCenter, (language) => language)
export const useHelpCenter = (language: Language) => useResource(helpCenter, language)
