import { afterEach, describe, expect, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { moveClockTo, storedDay } from '#tests/clock.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { get } from '#tests/http.ts'
import { pdfText } from '#tests/pdf.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 33, item 2: one set of CPD figures. A member who joined in July has a pro-rata target (10 hours
 * for 6 months) and Self-Study counts for at most a third of it. The CPD tab, the statement (its page is
 * also its print), the yearly certificate, the CSV and `GET /api/cpd/summary` must all tell the same
 * story; the statement used to count against the whole 20 hours without the cap ("13 approved, 20
 * required, 7 to go" beside the tab's "10.5 of 10 hours count").
 */

const server = useTestServer()
afterEach(() => moveClockTo(null))

const text = (markup: string) =>
  markup
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

async function memberWithAYear() {
  const user = await createUser({ joinDate: new Date('2026-07-01T02:00:00Z'), firstName: 'Farah', lastName: 'Ismail' })
  const day = (value: string) => storedDay(value)
  await createCpdEntry(user.id, { title: 'Reiki II', category: 'Workshop', hours: 7, status: 'approved', date: day('2026-08-03') })
  await createCpdEntry(user.id, { title: 'Reading on meridians', category: 'Self-Study', hours: 6, status: 'approved', date: day('2026-09-10') })
  await createCpdEntry(user.id, { title: 'Webinar on ethics', category: 'Webinar', hours: 1.5, status: 'pending', date: day('2026-10-01') })
  await createCpdEntry(user.id, { title: 'Unrelated course', category: 'Conference', hours: 2, status: 'rejected', date: day('2026-10-05') })
  // Another year's hours count in their own year only.
  await createCpdEntry(user.id, { title: 'Older workshop', category: 'Workshop', hours: 5, status: 'approved', date: day('2025-11-01') })
  return { user, ...(await signIn(user.id)) }
}

describe('one computation of a CPD year, in every place that shows it', () => {
  test('the tab, the statement, the certificate, the CSV and the API agree (pro-rata target, Self-Study capped)', async () => {
    moveClockTo('2026-11-20')
    const { cookie, token } = await memberWithAYear()

    // The API: the figures in numbers.
    const summary = await (await get(server.baseUrl, '/api/cpd/summary?year=2026', { token })).json()
    expect(summary).toEqual({
      year: 2026,
      from: '2026-01-01',
      to: '2026-12-31',
      target: 10,
      proRata: true,
      approvedHours: 13,
      countedHours: 10.5,
      pendingHours: 1.5,
      remainingHours: 0,
      met: true,
      byCategory: [
        { category: 'Workshop', approvedHours: 7, countedHours: 7, cap: null },
        { category: 'Self-Study', approvedHours: 6, countedHours: 3.5, cap: 3.5 },
      ],
    })
    // Without a year it is this one.
    expect(await (await get(server.baseUrl, '/api/cpd/summary', { token })).json()).toEqual(summary)

    // The CPD tab.
    const tab = text(await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie })).text())
    expect(tab).toContain(`${summary.countedHours} of ${summary.target} hours count`)
    expect(tab).toContain('Pending review: 1.5 hours')
    expect(tab).toContain('Self-Study counts for at most 3.5 hours: 6 approved, 3.5 counted.')

    // The statement (the page the member prints).
    const statement = await (await get(server.baseUrl, '/member-dashboard/cpd/statement?year=2026', { cookie })).text()
    expect(statement).toMatch(/data-testid="statement-approved"[^>]*>13 hours</)
    expect(statement).toMatch(/data-testid="statement-counted"[^>]*>10.5 hours</)
    expect(statement).toMatch(/data-testid="statement-pending"[^>]*>1.5 hours</)
    expect(text(statement)).toContain('Target (10 hours, pro rata for 6 months of membership) Met')
    expect(text(statement)).toContain('Self-Study counts for at most 3.5 hours: 6 approved, 3.5 counted.')
    expect(text(statement)).not.toContain('20 hours')

    // The certificate, read as a reader's PDF tool reads it.
    const certificate = await get(server.baseUrl, '/member-dashboard/cpd/certificate/2026', { cookie })
    expect(certificate.status).toBe(200)
    const printed = pdfText(Buffer.from(await certificate.arrayBuffer()))
    expect(printed).toContain(`${summary.countedHours} hours counted of a target of ${summary.target} hours`)
    expect(printed).toContain('Workshop: 7 hours')
    expect(printed).toContain('Self-Study: 3.5 hours')

    // The CSV: its rows add up to the same approved and pending hours of the year.
    const csv = (await (await get(server.baseUrl, '/member-dashboard/cpd.csv', { cookie })).text()).replace(/^\uFEFF/, '')
    const rows = csv.trim().split(/\r?\n/).slice(1).map((line) => line.split(','))
    const sum = (status: string) => rows.filter((row) => row[0]!.startsWith('2026') && row[5] === status).reduce((total, row) => total + Number(row[4]), 0)
    expect(sum('Approved')).toBe(summary.approvedHours)
    expect(sum('Pending review')).toBe(summary.pendingHours)
  })

  test('in Malay the statement gives the same figures, and a year not met says what is to go', async () => {
    moveClockTo('2026-11-20')
    const { user, cookie, token } = await memberWithAYear()
    await CpdEntry.deleteMany({ userId: user.id, title: 'Reiki II' })
    await createCpdEntry(user.id, { title: 'Reiki I', category: 'Workshop', hours: 2, status: 'approved', date: storedDay('2026-08-03') })
    const summary = await (await get(server.baseUrl, '/api/cpd/summary?year=2026', { token })).json()
    expect(summary).toMatchObject({ approvedHours: 8, countedHours: 5.5, remainingHours: 4.5, met: false })

    const statement = text(await (await get(server.baseUrl, '/member-dashboard/cpd/statement?year=2026&lng=ms', { cookie })).text())
    expect(statement).toContain('Dikira dalam sasaran 5.5 jam')
    expect(statement).toContain('Sasaran (10 jam, pro rata bagi 6 bulan keahlian) 4.5 jam lagi')
    expect((await get(server.baseUrl, '/member-dashboard/cpd/certificate/2026', { cookie })).status).toBe(404)
  })

  test('a year that is not one is a 400 in the asker’s words, and the API needs a signed-in member', async () => {
    const { token } = await memberWithAYear()
    const refused = await get(server.baseUrl, '/api/cpd/summary?year=26', { token })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      message: 'Ask for a CPD year as four digits, from 1950 to next year (year)',
      fieldErrors: { year: ['Ask for a CPD year as four digits, from 1950 to next year (year)'] },
    })
    expect((await get(server.baseUrl, '/api/cpd/summary')).status).toBe(401)
  })
})
