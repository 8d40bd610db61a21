import { describe, expect, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { CPD_ENTRY_LIMITS } from '#app/services/cpd.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 30, finding 4: one member cannot fill the database with CPD entries. At most 200 new entries a
 * day (429) and 1,000 dated in one CPD year (409), at both doors, with nothing stored past either.
 */

const server = useTestServer()

const entry = (date: string) => ({ title: 'Reading circle', provider: 'EMPAM', category: 'Self-Study', hours: 1, date, description: '', certificateUrl: '' })
const form = (date: string) => ({ title: 'Reading circle', provider: 'EMPAM', category: 'Self-Study', hours: '1', date, description: '', certificateUrl: '' })

describe('CPD entries a member may add', () => {
  test('1,000 dated in one CPD year: the next is refused with a message, in English and Malay; another year takes it', async () => {
    const member = await createUser()
    const { cookie, token } = await signIn(member.id)
    await CpdEntry.insertMany(Array.from({ length: CPD_ENTRY_LIMITS.perCpdYear }, (_, i) => ({ userId: member.id, ...entry('2021-03-10'), title: `Entry ${i}`, date: new Date('2021-03-10T00:00:00Z'), status: 'pending' })))
    const refused = await sendJson(server.baseUrl, 'POST', '/api/cpd', entry('2021-03-11'), { token })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: 'You have 1000 CPD entries dated in this CPD year, the most one year can hold. Delete entries you do not need, or ask the secretariat.' })
    const malay = await sendJson(server.baseUrl, 'POST', '/api/cpd', entry('2021-03-11'), { token, headers: { 'accept-language': 'ms' } })
    expect(((await malay.json()) as { message: string }).message).toMatch(/^Anda sudah mempunyai 1000 rekod CPD/)
    const page = await postForm(server.baseUrl, '/member-dashboard/cpd/new', form('2021-03-11'), { cookie })
    expect(page.status).toBe(409)
    const html = (await page.text()).replaceAll('&#x27;', "'")
    expect(html).toContain('You have 1000 CPD entries dated in this CPD year')
    expect(html).toContain('value="Reading circle"')
    expect(await CpdEntry.countDocuments({ userId: member.id })).toBe(CPD_ENTRY_LIMITS.perCpdYear)
    expect((await sendJson(server.baseUrl, 'POST', '/api/cpd', entry('2019-03-11'), { token })).status).toBe(201)
  })

  test('200 new in a day: the next is 429 with its wait, at both doors, and nothing is stored', async () => {
    const member = await createUser()
    const { cookie, token } = await signIn(member.id)
    // The day's allowance used up as 200 additions would (the limiter of the service, by its name).
    const limiter = dbRateLimiter('cpd-entries-by-member', { max: CPD_ENTRY_LIMITS.perDay, windowMs: 24 * 60 * 60 * 1000 })
    for (let i = 0; i < CPD_ENTRY_LIMITS.perDay - 1; i++) expect((await limiter.attempt(member.id)).allowed).toBe(true)
    expect((await sendJson(server.baseUrl, 'POST', '/api/cpd', entry('2021-03-10'), { token })).status).toBe(201)
    const api = await sendJson(server.baseUrl, 'POST', '/api/cpd', entry('2021-03-10'), { token })
    expect(api.status).toBe(429)
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/)
    const page = await postForm(server.baseUrl, '/member-dashboard/cpd/new', form('2021-03-10'), { cookie })
    expect(page.status).toBe(429)
    expect(await page.text()).toMatch(/Please try again in \d+/)
    expect(await CpdEntry.countDocuments({ userId: member.id })).toBe(1)
    // Another member is not held up.
    const other = await signIn((await createUser()).id)
    expect((await sendJson(server.baseUrl, 'POST', '/api/cpd', entry('2021-03-10'), { token: other.token })).status).toBe(201)
  })
})
