import { afterEach, beforeAll } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPaths } from '@/shared/testing'
import { joinScreen } from './formSubmit.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the route reads them with the page's chunk (withTexts in routes.tsx).
  await loadTexts('join')
})
afterEach(() => sessionStorage.clear())

await describeScreenPaths(joinScreen)
