import { beforeAll } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPaths } from '@/shared/testing'
import { protectionBlockScreen } from './protectionBlock.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk.
  await loadTexts('member', 'protection')
})

await describeScreenPaths(protectionBlockScreen)
