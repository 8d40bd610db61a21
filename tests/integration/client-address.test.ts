import { describe, expect, test } from 'vitest'
import { Session } from '#app/models/session.server.ts'
import { createUser, DEFAULT_PASSWORD } from '#tests/factories.ts'
import { sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The client address the app uses for its per-address limits (and stores with a session), behind one
 * proxy (TRUST_PROXY=1, as the tests run): the address the proxy appended to X-Forwarded-For, never one
 * the client wrote in front of it.
 */

const server = useTestServer()

async function addressSeenFor(forwardedFor: string) {
  const member = await createUser()
  const response = await sendJson(server.baseUrl, 'POST', '/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD }, {
    headers: { 'x-forwarded-for': forwardedFor },
  })
  expect(response.status).toBe(200)
  return (await Session.findOne({ userId: member.id }).lean())?.ip
}

describe('behind one proxy', () => {
  test('the address the proxy saw is used', async () => {
    expect(await addressSeenFor('203.0.113.7')).toBe('203.0.113.7')
  })

  test('an address the client put in front of it is ignored', async () => {
    expect(await addressSeenFor('6.6.6.6, 203.0.113.8')).toBe('203.0.113.8')
    expect(await addressSeenFor('1.1.1.1, 2.2.2.2, 203.0.113.9')).toBe('203.0.113.9')
  })
})
