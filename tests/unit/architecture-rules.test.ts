// @vitest-environment node
import { describe, it, expect } from 'vitest'
import { ESLint } from 'eslint'

// The architecture rules of design.md are lint rules; these cases prove each one rejects
// what it should and lets the right shape through (a rule that never fires checks nothing).
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals').map((m) => m.message)
}

describe('layer rules', () => {
  it('refuses an import from a higher layer', async () => {
    expect(await problems('src/entities/member/model/x.ts', "import { Header } from '@/widgets/header'\nexport const y = Header\n")).toHaveLength(1)
    expect(await problems('src/shared/lib/x.ts', "import { login } from '@/features/login'\nexport const y = login\n")).toHaveLength(1)
  })

  it('allows an import from a lower layer through its index', async () => {
    expect(await problems('src/widgets/header/ui/x.ts', "import { call } from '@/shared/api'\nexport const y = call\n")).toEqual([])
    expect(await problems('src/pages/index/ui/x.ts', "import { Header } from '@/widgets/header'\nexport const y = Header\n")).toEqual([])
  })

  it('refuses a deep import into another slice', async () => {
    expect(await problems('src/pages/index/ui/x.ts', "import { Header } from '@/widgets/header/ui/Header'\nexport const y = Header\n")).not.toEqual([])
  })

  it('refuses reaching another layer by a relative path', async () => {
    expect(await problems('src/entities/member/model/x.ts', "import { a } from '../../../shared/api'\nexport const y = a\n")).not.toEqual([])
  })

  it('refuses one slice importing another on the same layer', async () => {
    expect(await problems('src/features/login/model/x.ts', "import { r } from '@/features/register'\nexport const y = r\n")).not.toEqual([])
  })
})

describe('machine purity', () => {
  it('refuses React, fetch and storage inside a machine', async () => {
    const found = await problems(
      'machines/example.machine.ts',
      "import { useState } from 'react'\nexport const a = useState\nexport const b = () => fetch('/x')\nexport const c = () => localStorage.getItem('k')\n",
    )
    expect(found).toHaveLength(3)
  })

  it('lets a machine import xstate and contract types', async () => {
    expect(await problems('machines/example.machine.ts', "import { setup } from 'xstate'\nimport type { StatusReply } from '@/shared/api'\nexport const m = setup\nexport type S = StatusReply\n")).toEqual([])
  })
})

describe('server boundary', () => {
  it('refuses SPA code in the server but allows the contract', async () => {
    expect(await problems('server/modules/x.ts', "import { Header } from '../../src/widgets/header'\nexport const y = Header\n")).not.toEqual([])
    expect(await problems('server/modules/x.ts', "import { Endpoints } from '../../src/shared/api/index.ts'\nexport const y = Endpoints\n")).toEqual([])
  })
})
