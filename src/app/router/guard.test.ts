import { describe, it, expect } from 'vitest'
import { guardRedirect } from './guard.ts'

describe('guardRedirect (spec §2 home-redirect flag)', () => {
  const on = { homeRedirect: true, hasToken: false }

  it('lets a visitor without a token reach only the login pages', () => {
    for (const open of ['/login', '/register', '/register.html', '/helpmc', '/download', '/login/']) expect(guardRedirect(open, on), open).toBeNull()
    for (const closed of ['/', '/index', '/vip', '/rng', '/app', '/help', '/game']) expect(guardRedirect(closed, on), closed).toBe('/login')
  })

  it('does nothing with a token or with the flag off', () => {
    expect(guardRedirect('/vip', { homeRedirect: true, hasToken: true })).toBeNull()
    expect(guardRedirect('/vip', { homeRedirect: false, hasToken: false })).toBeNull()
  })
})
