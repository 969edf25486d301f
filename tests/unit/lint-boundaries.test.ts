// @vitest-environment node
import { describe, it, expect } from 'vitest'
import { ESLint } from 'eslint'

// eslint-plugin-boundaries checks the layers on the resolved file, so a relative path is held
// to the same rules as an alias. Each case imports a file that exists, as a real import would.
const eslint = new ESLint({ cwd: process.cwd() })

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.map((m) => m.ruleId ?? 'parse')
}

describe('slices and layers on resolved imports', () => {
  it('fails a relative import into another slice of the same layer', async () => {
    const hits = await rulesHit('src/entities/vendor/model/x.ts', "import { favoriteGamesListQuery } from '../../game/index.ts'\nexport const y = favoriteGamesListQuery\n")
    expect(hits).toContain('boundaries/dependencies')
    expect(hits).toContain('slices/no-cross-slice-relative')
  })

  it('fails a relative import into a higher layer', async () => {
    const hits = await rulesHit('src/shared/lib/x.ts', "import { VendorHall } from '../../widgets/vendor-hall/index.ts'\nexport const y = VendorHall\n")
    expect(hits).toContain('boundaries/dependencies')
  })

  it('fails an alias import into a higher layer', async () => {
    expect(await rulesHit('src/entities/vendor/model/x.ts', "import { LoginPanel } from '@/features/login'\nexport const y = LoginPanel\n")).toContain('boundaries/dependencies')
  })

  it('fails a machine importing app code', async () => {
    expect(await rulesHit('machines/example.machine.ts', "import { vendorLanesQuery } from '@/entities/vendor'\nexport const y = vendorLanesQuery\n")).toContain('boundaries/dependencies')
  })

  it('passes a relative import inside the slice and an alias import downwards', async () => {
    expect(await rulesHit('src/entities/vendor/model/x.ts', "import { arrangeCategories } from './categories.ts'\nimport { call } from '@/shared/api'\nexport const y = [arrangeCategories, call]\n")).toEqual([])
    expect(await rulesHit('src/widgets/vendor-hall/ui/x.ts', "import { vendorLanesQuery } from '@/entities/vendor'\nimport { appMachine } from '@machines/app.machine.ts'\nexport const y = [vendorLanesQuery, appMachine]\n")).toEqual([])
  })
})
