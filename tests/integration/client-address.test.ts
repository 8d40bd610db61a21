import { describe, expect, test } from 'vitest'
import { Session } from '#app/models/session.server.ts'
import { createUser, DEFAULT_PASSWORD } from '#tests/factories.ts'
import { sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The client address the app uses for its per-address limits (and stores with a session: an IPv6
 * client's /64), behind one
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

describe('IPv6 (issue 30)', () => {
  const message = () => ({ firstName: 'Aminah', lastName: 'Tan', email: `aminah.${Math.random().toString(36).slice(2)}@example.com`, subject: 'membership', message: 'How do I apply?' })

  test('a client that takes a new address in its /64 for every try is still one client: the sixth message in an hour is refused', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`
    const statuses = []
    for (let i = 1; i <= 6; i++) {
      const response = await sendJson(server.baseUrl, 'POST', '/api/contact', message(), { headers: { 'x-forwarded-for': `${prefix}::${i.toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}` } })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    // The next /64 is another client.
    expect((await sendJson(server.baseUrl, 'POST', '/api/contact', message(), { headers: { 'x-forwarded-for': `${prefix.replace(/:7$/, ':8')}::1` } })).status).toBe(201)
  })

  test('an IPv4 client reported as an IPv4-mapped IPv6 address is that IPv4 address', async () => {
    expect(await addressSeenFor('::ffff:203.0.113.10')).toBe('203.0.113.10')
    expect(await addressSeenFor('2001:db8:5:6:1:2:3:4')).toBe('2001:db8:5:6::/64')
  })
})
