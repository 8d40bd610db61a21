import mongoose from 'mongoose'
import { afterEach, describe, expect, test } from 'vitest'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { get, postForm } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * A page's GET runs the root loader and the page's loader, each with its own copy of the request; they
 * share one look-up of the session and the account (the request scope, named by a header the server
 * sets: app/utils/request-scope.server.ts), which saved two of a member page's five queries. Observed through Mongoose's own query log, nothing replaced.
 */
const server = useTestServer()

/** The queries the app sends while `run` runs, as `collection.method`. */
async function queriesDuring(run: () => Promise<unknown>) {
  const seen: string[] = []
  mongoose.set('debug', (collection: string, method: string) => void seen.push(`${collection}.${method}`))
  try {
    await run()
  } finally {
    mongoose.set('debug', false)
  }
  return seen
}

afterEach(() => void mongoose.set('debug', false))

describe('one look-up of the signed-in member per request', () => {
  test.each(['/member-dashboard/cpd', '/member-dashboard/cpd/statement', '/profile'])('GET %s reads the session and the account once', async (path) => {
    const user = await createUser()
    await createCpdEntry(user.id)
    const { cookie } = await signIn(user.id)
    let status = 0
    const queries = await queriesDuring(async () => {
      status = (await get(server.baseUrl, path, { cookie })).status
    })
    expect(status).toBe(200)
    expect(queries.filter((q) => q === 'sessions.findOne')).toHaveLength(1)
    expect(queries.filter((q) => q === 'users.findOne')).toHaveLength(1)
  })

  test('the dashboard reads no credentials or concerns of a member who has none (issue 31: flags on the account)', async () => {
    const user = await createUser()
    await createCpdEntry(user.id)
    const { cookie } = await signIn(user.id)
    const dashboard = await queriesDuring(() => get(server.baseUrl, '/member-dashboard/cpd', { cookie }))
    expect(dashboard.filter((q) => /^(credentials|concerns|concernevents)\./.test(q))).toEqual([])
    expect(dashboard.length).toBeLessThanOrEqual(5)
  })

  test('separate requests look the session up again: a signed-out session is over at once', async () => {
    const user = await createUser()
    const { cookie } = await signIn(user.id)
    expect((await get(server.baseUrl, '/member-dashboard/cpd', { cookie })).status).toBe(200)
    expect((await postForm(server.baseUrl, '/logout', {}, { cookie })).status).toBe(302)
    const after = await get(server.baseUrl, '/member-dashboard/cpd', { cookie })
    expect(after.status).toBe(302)
    expect(after.headers.get('location')).toMatch(/^\/login/)
  })
})
