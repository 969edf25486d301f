/**
 * The whitelabel module tree. Every id the SPA reads (ModuleIds) sits under a parent node
 * that groups it for operators. All are on except HOMEREDIRECT3, which would lock visitors
 * out of everything but the login pages.
 */
import type { ModuleId } from '../../../src/shared/api/index.ts'

export interface ModuleGroup {
  readonly parent: string
  readonly children: ReadonlyArray<ModuleId>
}

export const moduleTree: ReadonlyArray<ModuleGroup> = [
  { parent: 'REGISTER3', children: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'DIRECTREG3'] },
  { parent: 'LOGIN3', children: ['MOBILEVERCODELOGIN3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'FREEPLAY3'] },
  { parent: 'FORGOTPWD3', children: ['FORGOTPWDEMAIL3', 'FORGOTPWDMOBILE3'] },
  { parent: 'MEMBER3', children: ['MEMBERCENTER3', 'PWDEXPFORCECHANGE3'] },
  { parent: 'SITE3', children: ['HOMEREDIRECT3'] },
]

export const modulesOffByDefault: ReadonlySet<string> = new Set<ModuleId>(['HOMEREDIRECT3'])
