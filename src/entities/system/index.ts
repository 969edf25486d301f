export { SystemProvider, useSystem, useBrand, useImageCdn, useFlagUrl, useBrandLogo, useResources, useCustomerServiceUrl, useModuleOn, type SystemValue } from './model/system.tsx'
export { isModuleOn, findModule } from './lib/whitelabel.ts'
export { pickImageCdn, imageUrl, brandLogoUrl, flagUrl } from './lib/images.ts'
export { badgePollMs, fetchStatus, rememberSystemInfo } from './api/status.ts'
