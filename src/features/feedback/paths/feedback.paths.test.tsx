import { beforeAll } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPaths } from '@/shared/testing'
import { feedbackScreen } from './feedback.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the help centre reads them with its chunk.
  await loadTexts('community')
})

await describeScreenPaths(feedbackScreen)
