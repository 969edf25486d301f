import { beforeAll } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPaths } from '@/shared/testing'
import { realityCheckScreen } from './realityCheck.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As /game reads them with the bar's chunk.
  await loadTexts('protection')
})

await describeScreenPaths(realityCheckScreen)
