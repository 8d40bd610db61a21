import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, test } from 'vitest'
import { oncePerRequest, openRequestScope, openRequestScopeCount, REQUEST_SCOPE_HEADER } from './request-scope.server.ts'

/** What Express hands the middleware: the headers as Node parsed them, and a response that closes. */
function incoming(headers: Record<string, string> = {}) {
  return { req: { headers: { ...headers } } as unknown as IncomingMessage, res: new EventEmitter() as unknown as ServerResponse }
}
/** A copy of the request as Remix makes one for each loader: the same headers, another object. */
const copyOf = (req: IncomingMessage) => new Request('http://localhost/member-dashboard/cpd', { headers: req.headers as Record<string, string> })

describe('the request scope (issue 31)', () => {
  test("the loaders of one request share a value; another request makes its own; a closed response's scope is gone", () => {
    const before = openRequestScopeCount()
    const first = incoming()
    const second = incoming()
    openRequestScope(first.req, first.res)
    openRequestScope(second.req, second.res)
    let made = 0
    const make = () => ({ made: (made += 1) })
    const a = oncePerRequest(copyOf(first.req), 'session', make)
    expect(oncePerRequest(copyOf(first.req), 'session', make)).toBe(a)
    expect(oncePerRequest(copyOf(second.req), 'session', make)).not.toBe(a)
    expect(made).toBe(2)
    expect(openRequestScopeCount()).toBe(before + 2)
    first.res.emit('close')
    second.res.emit('close')
    expect(openRequestScopeCount()).toBe(before)
    // Once answered, nothing is shared any more: every call makes its value.
    expect(oncePerRequest(copyOf(first.req), 'session', make)).not.toBe(a)
    expect(made).toBe(3)
  })

  test("a scope named by the client is replaced by the server's own, so a request never reaches another's values", () => {
    const victim = incoming()
    openRequestScope(victim.req, victim.res)
    const secret = oncePerRequest(copyOf(victim.req), 'session', () => ({ user: 'victim' }))
    const forged = incoming({ [REQUEST_SCOPE_HEADER]: String(victim.req.headers[REQUEST_SCOPE_HEADER]) })
    openRequestScope(forged.req, forged.res)
    expect(forged.req.headers[REQUEST_SCOPE_HEADER]).not.toBe(victim.req.headers[REQUEST_SCOPE_HEADER])
    expect(oncePerRequest(copyOf(forged.req), 'session', () => ({ user: 'forger' }))).not.toBe(secret)
    victim.res.emit('close')
    forged.res.emit('close')
  })

  test('outside a scope (a job, a script) the value is made every time', () => {
    let made = 0
    oncePerRequest(new Request('http://localhost/'), 'k', () => (made += 1))
    oncePerRequest(new Request('http://localhost/'), 'k', () => (made += 1))
    expect(made).toBe(2)
  })
})
