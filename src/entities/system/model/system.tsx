import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import type { BrandConfig, ModuleId, Resource, StatusReply } from '@/shared/api'
import { isModuleOn } from '../lib/whitelabel.ts'
import { brandLogoUrl, flagUrl, pickImageCdn } from '../lib/images.ts'

export interface SystemValue {
  readonly status: StatusReply
  /** The image CDN chosen for this visit. */
  readonly imageCdn: string
}

const SystemContext = createContext<SystemValue | null>(null)

/** Makes the booted site configuration (the status reply) available below. */
export function SystemProvider({ status, imageCdn, children }: { status: StatusReply; imageCdn?: string; children: ReactNode }) {
  const value = useMemo<SystemValue>(() => ({ status, imageCdn: imageCdn ?? pickImageCdn(status.info.imageCDNs) }), [status, imageCdn])
  return <SystemContext.Provider value={value}>{children}</SystemContext.Provider>
}

export function useSystem(): SystemValue {
  const value = useContext(SystemContext)
  if (!value) throw new Error('useSystem outside SystemProvider')
  return value
}

export const useBrand = (): BrandConfig => useSystem().status.info.brand
export const useImageCdn = (): string => useSystem().imageCdn

/** A country's flag address on this visit's image CDN (the dialing-code pickers). */
export function useFlagUrl(): (countryCode: string) => string {
  const cdn = useImageCdn()
  return useCallback((countryCode: string) => flagUrl(cdn, countryCode), [cdn])
}
export const useBrandLogo = (): string => brandLogoUrl(useSystem().imageCdn)
export const useResources = (): readonly Resource[] => useSystem().status.info.resources
export const useCustomerServiceUrl = (): string => useSystem().status.info.customerService.url
export const useModuleOn = (modId: ModuleId): boolean => isModuleOn(useSystem().status.info.whitelabel, modId)
