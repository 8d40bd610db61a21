import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import mongoose from 'mongoose'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { Session } from '#app/models/session.server.ts'
import { startServerProcess, waitForHealth } from '#scripts/lib/server-process.ts'
import { freePort } from '#server/embedded-db.ts'
import { createUser, DEFAULT_PASSWORD } from '#tests/factories.ts'
import { newClientIp, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Sign-in limits as an attacker meets them: counted in the database that every app process shares,
 * exact under a burst of parallel guesses (on the embedded FerretDB the tests run on, which loses
 * concurrent `$inc` updates), counted before the password is checked, and kept per e-mail and address
 * so that guessing from elsewhere does not lock the owner out.
 */

const server = useTestServer()
const PER_EMAIL_AND_ADDRESS = 10

const login = (baseUrl: string, email: string, password: string, ip: string) =>
  sendJson(baseUrl, 'POST', '/api/auth/login', { email, password }, { ip })

const children: Array<ReturnType<typeof startServerProcess>> = []
afterAll(async () => {
  for (const child of children) {
    child.child.kill('SIGTERM')
    await child.exited
  }
})

describe('sign-in limits', () => {
  test('100 parallel wrong passwords for one e-mail from one address: exactly 10 are checked, 90 refused', async () => {
    const member = await createUser()
    const ip = newClientIp()
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => login(server.baseUrl, member.email, `wrong-${i}-password`, ip).then((r) => r.status)))
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_EMAIL_AND_ADDRESS)
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - PER_EMAIL_AND_ADDRESS)
    // Counted before the check: the right password is refused too until the window ends.
    expect((await login(server.baseUrl, member.email, DEFAULT_PASSWORD, ip)).status).toBe(429)
  }, 60_000)

  test('guesses from elsewhere do not lock the owner out', async () => {
    const member = await createUser()
    const attacker = newClientIp()
    for (let i = 0; i < PER_EMAIL_AND_ADDRESS; i++) expect((await login(server.baseUrl, member.email, `guess-${i}-password`, attacker)).status).toBe(401)
    expect((await login(server.baseUrl, member.email, DEFAULT_PASSWORD, attacker)).status).toBe(429)
    const owner = await login(server.baseUrl, member.email, DEFAULT_PASSWORD, newClientIp())
    expect(owner.status).toBe(200)
    expect(await Session.countDocuments({ userId: member.id })).toBe(1)
  })

  test('two app processes on one database share one limit', async () => {
    const port = await freePort()
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'empam-second-app-'))
    const second = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      MONGODB_URI: `${inject('mongoUri')}/${mongoose.connection.name}`,
      TRUST_PROXY: '1',
    })
    children.push(second)
    await waitForHealth(port, { timeoutMs: 60_000 }).catch((error: Error) => {
      throw new Error(`${error.message}\n${second.output()}`)
    })
    const secondUrl = `http://127.0.0.1:${port}`

    const member = await createUser()
    const ip = newClientIp()
    // Alternately through this process and the other: 10 in all are checked, wherever they land.
    for (let i = 0; i < PER_EMAIL_AND_ADDRESS; i++) {
      const baseUrl = i % 2 ? secondUrl : server.baseUrl
      expect((await login(baseUrl, member.email, `wrong-${i}-password`, ip)).status).toBe(401)
    }
    expect((await login(secondUrl, member.email, `wrong-again`, ip)).status).toBe(429)
    expect((await login(server.baseUrl, member.email, `wrong-again`, ip)).status).toBe(429)
  }, 90_000)
})
