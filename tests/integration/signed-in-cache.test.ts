import mongoose from 'mongoose'
import { describe, expect, inject, test } from 'vitest'
import { DataRevision, readDataRevision, storeNewDataRevision } from '#app/models/data-revision.server.ts'
import { Session } from '#app/models/session.server.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { get, sendJson } from '#tests/http.ts'
import { today } from '#tests/clock.ts'
import { useTestServer } from '#tests/setup/test-server.ts'
import { writesSettled } from '#app/utils/write-watch.server.ts'

/**
 * Issue 13: a member's dashboard, CPD statement and CPD list are kept per session (server/page-cache.ts)
 * and served again until anything stored changes. What a member sees is never older than their last
 * write, whichever process answers; a kept page goes to nobody but the session that asked for it, and
 * never after the session ended.
 */
const server = useTestServer()

async function visit(path: string, options: { cookie?: string; token?: string } = {}) {
  const response = await get(server.baseUrl, path, options)
  return { status: response.status, cache: response.headers.get('x-signed-in-cache'), body: await response.text(), headers: response.headers }
}

/**
 * A member, signed in, who has seen their dashboard once: the first view stores their certificate's
 * verification code, a write, so the page drawn meanwhile is not kept.
 */
async function member() {
  const user = await createUser()
  const session = await signIn(user.id)
  expect((await visit('/member-dashboard', { cookie: session.cookie })).status).toBe(200)
  return { user, ...session }
}

describe('a member', () => {
  test('is served their dashboard again, kept, with a CSP nonce of its own', async () => {
    const { user, cookie } = await member()
    await createCpdEntry(user.id, { title: 'Kept Dashboard Workshop' })
    const first = await visit('/member-dashboard', { cookie })
    const second = await visit('/member-dashboard', { cookie })
    expect(first.status).toBe(200)
    expect(first.cache).toBe('miss')
    expect(second.cache).toBe('hit')
    expect(second.body).toContain('Kept Dashboard Workshop')
    const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1] ?? ''
    expect(nonceOf(second.headers)).not.toBe(nonceOf(first.headers))
    expect(second.body.replaceAll(nonceOf(second.headers), 'N')).toBe(first.body.replaceAll(nonceOf(first.headers), 'N'))
  })

  test('sees their new CPD entry at once: the write stores a new revision before it is answered', async () => {
    const { token } = await member()
    expect((await visit('/api/cpd', { token })).cache).toBe('miss')
    expect((await visit('/api/cpd', { token })).cache).toBe('hit')
    await writesSettled()
    const before = await readDataRevision()

    const created = await sendJson(server.baseUrl, 'POST', '/api/cpd', { title: 'Written Just Now', provider: 'EMPAM', category: 'Workshop', hours: 1, date: today() }, { token })
    expect(created.status).toBe(201)
    // Read as another process would, the moment the answer came.
    expect(await readDataRevision()).not.toBe(before)

    const after = await visit('/api/cpd', { token })
    expect(after.cache).toBe('miss')
    expect(after.body).toContain('Written Just Now')
  })

  test('sees a change made by an administrator or a scheduled job (any write), on the dashboard and the statement', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id, { title: 'Awaiting Review Workshop' })
    for (const path of ['/member-dashboard', '/member-dashboard/cpd/statement']) {
      await visit(path, { cookie })
      expect((await visit(path, { cookie })).cache).toBe('hit')
    }
    await mongoose.connection.collection('cpdentries').updateOne({ _id: new mongoose.Types.ObjectId(entry.id) }, { $set: { title: 'Retitled By Admin' } })
    for (const path of ['/member-dashboard', '/member-dashboard/cpd/statement']) {
      const changed = await visit(path, { cookie })
      expect(changed.cache).toBe('miss')
      expect(changed.body).toContain('Retitled By Admin')
      expect(changed.body).not.toContain('Awaiting Review Workshop')
    }
  })

  test('sees what another process stored once that process stored its revision', async () => {
    const { user, cookie } = await member()
    await visit('/member-dashboard', { cookie })
    expect((await visit('/member-dashboard', { cookie })).cache).toBe('hit')
    // Another process: its own connection (not this one, whose writes are watched), then its revision.
    const other = await mongoose.createConnection(inject('mongoUri'), { dbName: mongoose.connection.db!.databaseName }).asPromise()
    try {
      await other.collection('cpdentries').insertOne({ userId: new mongoose.Types.ObjectId(user.id), title: 'From Another Process', provider: 'EMPAM', category: 'Workshop', hours: 1, date: today(), status: 'pending', createdAt: new Date(), updatedAt: new Date() })
      await other.collection(DataRevision.collection.collectionName).updateOne({ _id: 'signed-in-pages' as never }, { $set: { revision: `other-${Date.now()}` } }, { upsert: true })
    } finally {
      await other.close()
    }
    const seen = await visit('/member-dashboard', { cookie })
    expect(seen.cache).toBe('miss')
    expect(seen.body).toContain('From Another Process')
  })
})

describe('a kept page goes to nobody else', () => {
  test('another member, another session of the same member, a visitor: each drawn for themselves', async () => {
    const first = await member()
    const second = await member()
    await createCpdEntry(first.user.id, { title: 'Only The First Member Sees This' })
    await visit('/member-dashboard', { cookie: first.cookie })
    expect((await visit('/member-dashboard', { cookie: first.cookie })).cache).toBe('hit')

    const other = await visit('/member-dashboard', { cookie: second.cookie })
    expect(other.cache).toBe('miss')
    expect(other.body).not.toContain('Only The First Member Sees This')

    const sameMemberElsewhere = await signIn(first.user.id)
    expect((await visit('/member-dashboard', { cookie: sameMemberElsewhere.cookie })).cache).toBe('miss')

    const visitor = await visit('/member-dashboard')
    expect(visitor.status).toBe(302)
    expect(visitor.body).not.toContain('Only The First Member Sees This')
    const forged = await visit('/member-dashboard', { cookie: `${first.cookie}x` })
    expect(forged.status).toBe(302)
  })

  test('a session that is signed out, or ends by the clock, gets no kept page', async () => {
    const { user, cookie, token, sessionId } = await member()
    await visit('/member-dashboard', { cookie })
    expect((await visit('/member-dashboard', { cookie })).cache).toBe('hit')
    await sendJson(server.baseUrl, 'POST', '/api/auth/logout', {}, { cookie })
    expect((await Session.findById(sessionId).lean())).toBeNull()
    const signedOut = await visit('/member-dashboard', { cookie })
    expect(signedOut.status).toBe(302)
    expect(signedOut.cache).toBe('miss')

    // A session that ends in two seconds: kept until then, not after.
    const ending = await signIn(user.id)
    await Session.updateOne({ _id: ending.sessionId }, { $set: { expiresAt: new Date(Date.now() + 2_000) } })
    await visit('/api/cpd', { token: ending.token })
    expect((await visit('/api/cpd', { token: ending.token })).cache).toBe('hit')
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    const ended = await visit('/api/cpd', { token: ending.token })
    expect(ended.status).toBe(401)
    expect(ended.cache).toBe('miss')
    expect(token).toBeTruthy()
  })
})

describe('the data revision', () => {
  test('a burst of concurrent writes leaves a revision that none of the readers before it saw', async () => {
    const { user } = await member()
    await writesSettled()
    const before = await readDataRevision()
    await Promise.all(Array.from({ length: 20 }, (_, index) => createCpdEntry(user.id, { title: `Burst ${index}` })))
    await writesSettled()
    expect(await readDataRevision()).not.toBe(before)
    await storeNewDataRevision()
    expect(await DataRevision.countDocuments()).toBe(1)
  })
})
