import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { MemberInfo } from '@/shared/api'
import { memberScope } from '@/shared/lib'
import { createTestQueryClient } from '@/shared/testing'
import { sessionMachine } from '@machines/session.machine.ts'
import { forgetMemberDataOnSessionChange } from './memberData.ts'

const stored = (token: string) => ({ token, account: 'juan', customerId: 'c1', isAgent: 0 })

function start() {
  const session = createActor(sessionMachine.provide({ actors: { loadMember: fromPromise<MemberInfo | null, { token: string }>(async () => null) } }), { input: { stored: stored('t-juan') } }).start()
  const client = createTestQueryClient()
  client.setQueryData([...memberScope, 'memberCentre', 'deposits'], ['juan’s deposit'])
  client.setQueryData(['vendor', 'lanes', 'TALA'], ['lanes'])
  const stop = forgetMemberDataOnSessionChange(session, client)
  return { session, client, stop }
}

describe('the member’s data in the query cache', () => {
  it('is kept while the session goes on, and removed when it ends; the site’s data stays', () => {
    const { session, client } = start()
    expect(client.getQueryData([...memberScope, 'memberCentre', 'deposits'])).toEqual(['juan’s deposit'])
    session.send({ type: 'session.ended' })
    expect(client.getQueryData([...memberScope, 'memberCentre', 'deposits'])).toBeUndefined()
    expect(client.getQueryData(['vendor', 'lanes', 'TALA'])).toEqual(['lanes'])
  })

  it('is removed when another tab logs in as someone else', () => {
    const { session, client } = start()
    session.send({ type: 'storage.changed', stored: stored('t-maria') })
    expect(client.getQueryData([...memberScope, 'memberCentre', 'deposits'])).toBeUndefined()
  })
})
