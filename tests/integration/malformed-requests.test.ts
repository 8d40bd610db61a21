import http from 'node:http'
import { beforeAll, describe, expect, test } from 'vitest'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { UNREADABLE_FORM_MESSAGE } from '#app/utils/form-submission.server.ts'
import { inEnglish } from '#tests/messages.ts'
import { DEFAULT_MAX_BODY_BYTES } from '#server/create-app.ts'
import { adminSession, expectPage, memberSession } from '#tests/admin-helpers.ts'
import { createCpdEntry } from '#tests/factories.ts'
import { newClientIp, postForm, sendJson } from '#tests/http.ts'
import '#tests/setup/quiet-url-warnings.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Requests no browser or client of ours sends, each found by the property tests
 * (hostile-input.test.ts) to answer a 500, hang, take the server down or break the connection,
 * and bodies over the size limit. Each answers a clear 4xx now, and nothing is stored.
 */

const server = useTestServer()

let admin: { cookie: string; token: string }
let member: { cookie: string; token: string; user: { id: string } }

beforeAll(async () => {
  ;[admin, member] = await Promise.all([adminSession(), memberSession()])
})

const contactFields = {
  firstName: 'Aminah',
  lastName: 'Tan',
  email: 'aminah@example.com',
  phone: '+60 12-345 6789',
  subject: 'training',
  message: 'I would like to register for the breathwork workshop.',
}

function post(path: string, body: BodyInit, contentType: string | null, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.baseUrl, 'x-forwarded-for': newClientIp(), ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    body,
  })
}

async function expectUnreadableFormPage(response: Response) {
  expect(response.status).toBe(400)
  const page = expectPage(await response.text())
  page.toContain('400 Bad Request')
  page.toContain(inEnglish(UNREADABLE_FORM_MESSAGE))
}

describe('a page sent something that is not one of its forms', () => {
  test('JSON, a broken multipart body or text answer the 400 page, and nothing is stored', async () => {
    const before = await ContactMessage.countDocuments()
    await expectUnreadableFormPage(await post('/contact', JSON.stringify(contactFields), 'application/json'))
    await expectUnreadableFormPage(await post('/contact', 'garbage', 'multipart/form-data; boundary=zzz'))
    await expectUnreadableFormPage(await post('/news?index', 'email=reader@example.com', 'text/plain'))
    expect(await ContactMessage.countDocuments()).toBe(before)
  })

  test("Conform's own fields in a shape Conform never writes answer the 400 page", async () => {
    for (const [name, value] of [
      ['__state__', 'not json'],
      ['__intent__', 'not json'],
      ['__intent__', 'null'],
      ['__intent__', '{"type":"update","payload":{"name":"__proto__.isAdmin","value":true}}'],
    ]) {
      await expectUnreadableFormPage(await postForm(server.baseUrl, '/contact', { ...contactFields, [name!]: value! }))
    }
  })

  test('a field named __proto__ beside an intent answers the 400 page (it crashed the page with a 500)', async () => {
    const response = await postForm(
      server.baseUrl,
      '/admin-content/news/new',
      // A computed key: written plainly, `__proto__` in an object literal would set the prototype.
      { title: 'Open day', ['__proto__']: 'x', __intent__: '{"type":"validate","payload":{"name":"title"}}' },
      { cookie: admin.cookie },
    )
    await expectUnreadableFormPage(response)
  })

  test('a list index of a hundred million answers the 400 page (it ran the server out of memory), and the server lives on', async () => {
    await expectUnreadableFormPage(await postForm(server.baseUrl, '/news?index', { email: 'reader@example.com', 'x[99999999]': '1' }))
    await expectUnreadableFormPage(await postForm(server.baseUrl, '/profile', { 'specialties[4294967294]': 'Body' }, { cookie: member.cookie }))
    await expectUnreadableFormPage(await postForm(server.baseUrl, '/contact', { ...contactFields, ['a' + '.a'.repeat(5000)]: '1' }))
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200)
  })

  test('a select field posted twice shows the form again with the first choice and the message', async () => {
    const response = await postForm(server.baseUrl, '/contact', { ...contactFields, subject: ['general', 'nonsense'] })
    expect(response.status).toBe(400)
    const page = expectPage(await response.text())
    page.toContain('Please choose a subject')
    page.toMatch(/<option value="general" selected="">/)
    page.toContain(contactFields.message)
  })
})

describe('an address that is malformed or names nothing', () => {
  test('a bad percent-encoding in an API address answers JSON, not an HTML error page with a stack trace', async () => {
    const put = await sendJson(server.baseUrl, 'PUT', '/api/cpd/%ff', { title: 'x' }, { token: member.token })
    expect(put.status).toBe(404)
    expect(await put.json()).toEqual({ message: 'CPD entry not found' })
    const got = await fetch(`${server.baseUrl}/api/news/%c0%80`)
    expect(got.status).toBe(404)
    expect(await got.json()).toEqual({ message: 'Article not found' })
  })

  test("a bad percent-encoding in a page's address answers the site's not-found page", async () => {
    const response = await fetch(`${server.baseUrl}/practitioner/%ff`)
    expect(response.status).toBe(404)
    expectPage(await response.text()).toContain('Practitioner Not Found')
  })

  test("an error Express meets itself (a static file's malformed address) answers plain text, never a stack trace", async () => {
    const response = await fetch(`${server.baseUrl}/build/%ff`)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('text/plain')
    expect(await response.text()).toBe('Bad request')
  })

  test('an API address without its id answers 404 JSON for every method, not a 405 page', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${server.baseUrl}/api/admin/cpd/`, {
        method,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{"status":"approved"}',
      })
      expect(response.status, method).toBe(404)
      expect(await response.json(), method).toEqual({ message: 'There is no such API endpoint.' })
    }
    const dotted = await sendJson(server.baseUrl, 'PUT', '/api/cpd/%2e%2e', { title: 'x' }, { token: member.token })
    expect(dotted.status).toBe(404)
    expect(dotted.headers.get('content-type')).toContain('application/json')
  })

  test('a form posted to a page address without its id answers the not-found page, not a 405', async () => {
    const response = await postForm(server.baseUrl, '/admin/messages//delete', {}, { cookie: admin.cookie })
    expect(response.status).toBe(404)
    expectPage(await response.text()).toContain('404 Page Not Found')
  })
})

/** Two requests over one kept-alive connection, the way a proxy or an app reuses it. */
function overOneConnection() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const { port } = new URL(server.baseUrl)
  const send = (method: string, path: string, body: Buffer, headers: Record<string, string>) =>
    new Promise<{ status: number; text: string; reusedSocket: boolean }>((resolve, reject) => {
      const req = http.request({ agent, port, host: '127.0.0.1', method, path, headers: { ...headers, 'content-length': String(body.length) } })
      req.setTimeout(3_000, () => req.destroy(new Error(`${method} ${path}: no answer within 3 s`)))
      req.on('error', reject)
      req.on('response', (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, reusedSocket: req.reusedSocket }))
      })
      req.end(body)
    })
  return { send, close: () => agent.destroy() }
}

describe('an answer sent before the body was read', () => {
  test('leaves the connection ready for the next request (it stalled until the keep-alive timeout)', async () => {
    const entry = await createCpdEntry(member.user.id)
    const connection = overOneConnection()
    try {
      // Not signed in: 401 before the endpoint reads the 600 KB it was sent.
      const big = Buffer.from(JSON.stringify({ title: 'x', description: 'y'.repeat(600_000) }))
      const first = await connection.send('PUT', `/api/cpd/${entry.id}`, big, { 'content-type': 'application/json' })
      expect(first.status).toBe(401)
      const second = await connection.send('GET', '/api/news', Buffer.alloc(0), {})
      expect(second.reusedSocket).toBe(true)
      expect(second.status).toBe(200)
    } finally {
      connection.close()
    }
  })
})

describe('a body over the limit', () => {
  const overLimit = 'x'.repeat(DEFAULT_MAX_BODY_BYTES + 1024)

  test('answers 413 JSON from the API and stores nothing', async () => {
    const before = await ContactMessage.countDocuments()
    const response = await sendJson(server.baseUrl, 'POST', '/api/contact', { ...contactFields, message: overLimit })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Request body too large (limit 1024 KB)' })
    expect(await ContactMessage.countDocuments()).toBe(before)
  })

  test('answers 413 to a form page and stores nothing', async () => {
    const before = await ContactMessage.countDocuments()
    const response = await postForm(server.baseUrl, '/contact', { ...contactFields, message: overLimit })
    expect(response.status).toBe(413)
    expect(await response.text()).toBe('Request body too large (limit 1024 KB)')
    expect(await ContactMessage.countDocuments()).toBe(before)
  })

  test('answers 413 when the body comes without a declared length, and stores nothing', async () => {
    const before = await ContactMessage.countDocuments()
    const chunk = new TextEncoder().encode(new URLSearchParams({ ...contactFields, message: 'x'.repeat(64 * 1024) }).toString())
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // A little over the limit, in pieces, as a streaming client sends it.
        if (sent > DEFAULT_MAX_BODY_BYTES + 64 * 1024) return controller.close()
        sent += chunk.length
        controller.enqueue(sent === chunk.length ? chunk : new TextEncoder().encode('x'.repeat(chunk.length)))
      },
    })
    const response = await fetch(`${server.baseUrl}/contact`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'x-forwarded-for': newClientIp(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await ContactMessage.countDocuments()).toBe(before)
  })
})

describe('methods and hosts no browser of ours sends', () => {
  function raw(method: string, path: string, headers: Record<string, string> = {}, body = '') {
    const { port } = new URL(server.baseUrl)
    return new Promise<{ status: number; allow: string | undefined; text: string }>((resolve, reject) => {
      const req = http.request({ port, host: '127.0.0.1', method, path, headers: { 'content-length': String(Buffer.byteLength(body)), ...headers } })
      req.setTimeout(3_000, () => req.destroy(new Error(`${method} ${path}: no answer within 3 s`)))
      req.on('error', reject)
      req.on('response', (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, text }))
      })
      req.end(body)
    })
  }

  test('TRACE answers 405 with the methods there are (it was a 500)', async () => {
    for (const path of ['/', '/api/news', '/member-dashboard/cpd']) {
      const answer = await raw('TRACE', path, { 'x-forwarded-for': newClientIp() })
      expect(answer.status, path).toBe(405)
      expect(answer.allow, path).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    }
  })

  test("a form from PUBLIC_URL that reaches the app under another Host (behind a proxy) works, never a 500", async () => {
    const before = await ContactMessage.countDocuments()
    const body = new URLSearchParams(contactFields).toString()
    const answer = await raw('POST', '/contact', {
      host: 'app.internal:3000',
      origin: 'http://localhost:3999',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': newClientIp(),
    }, body)
    expect(answer.status).toBe(302)
    expect(await ContactMessage.countDocuments()).toBe(before + 1)
    // Another origin is still refused, by the app's own check.
    const foreign = await raw('POST', '/contact', {
      host: 'app.internal:3000',
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': newClientIp(),
    }, body)
    expect(foreign.status).toBe(403)
    expect(await ContactMessage.countDocuments()).toBe(before + 1)
  })
})
