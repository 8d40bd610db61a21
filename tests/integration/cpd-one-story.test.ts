import { afterEach, describe, expect, test } from 'vitest'
import { CpdCertificate } from '#app/models/cpd-certificate.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { moveClockTo, storedDay } from '#tests/clock.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { get, sendJson } from '#tests/http.ts'
import { pdfInfo, pdfQrCodes, pdfText } from '#tests/pdf.ts'
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
    const { user, cookie, token } = await memberWithAYear()

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
    const certificatePdf = Buffer.from(await certificate.arrayBuffer())
    const printed = pdfText(certificatePdf)
    expect(printed).toContain(`${summary.countedHours} hours counted of a target of ${summary.target} hours`)
    expect(printed).toContain('Workshop: 7 hours')
    expect(printed).toContain('Self-Study: 3.5 hours')

    // Its QR and printed code lead to its check (issue 33), which gives the member, the year and the
    // same figures, from the same computation; drawn again, it keeps its code.
    expect(pdfInfo(certificatePdf).Tagged).toBe('yes')
    const [verifyUrl, ...more] = pdfQrCodes(certificatePdf)
    expect(more).toEqual([])
    expect(verifyUrl).toMatch(/^http:\/\/localhost:3999\/verify\/[\w-]{8,}$/)
    const code = new URL(verifyUrl!).pathname.split('/').pop()!
    expect(printed).toContain(`Verification code: ${code}`)
    expect(printed).toContain('Issued on ')
    const again = pdfText(Buffer.from(await (await get(server.baseUrl, '/member-dashboard/cpd/certificate/2026', { cookie })).arrayBuffer()))
    expect(again).toContain(`Verification code: ${code}`)
    expect(await CpdCertificate.countDocuments({ userId: user.id })).toBe(1)
    const check = await get(server.baseUrl, `/api/verify/${code}`)
    expect(check.status).toBe(200)
    expect(await check.json()).toEqual({
      kind: 'cpd-year',
      name: 'Farah Ismail',
      membershipId: user.membershipId,
      year: summary.year,
      from: summary.from,
      to: summary.to,
      target: summary.target,
      countedHours: summary.countedHours,
      met: summary.met,
      // Issue 36: the register's entry for the member.
      registerUrl: `http://localhost:3999/check-the-register?q=${user.membershipId}`,
    })
    const page = await (await get(server.baseUrl, `/verify/${code}`)).text()
    expect(page).toMatch(new RegExp(`data-testid="cpd-verify-counted"[^>]*>${summary.countedHours} hours<`))
    expect(page).toMatch(new RegExp(`data-testid="cpd-verify-target"[^>]*>${summary.target} hours<`))
    expect(page).toMatch(/data-testid="cpd-verify-met"[^>]*>Yes</)
    expect(text(page)).toContain('This CPD certificate is genuine')
    expect(text(page)).toContain('Farah Ismail')
    expect(text(page)).toContain('2026 (1 January 2026 to 31 December 2026)')
    const malay = await (await get(server.baseUrl, `/verify/${code}?lng=ms`)).text()
    expect(malay).toMatch(new RegExp(`data-testid="cpd-verify-counted"[^>]*>${summary.countedHours} jam<`))
    expect(text(malay)).toContain('Sijil CPD ini adalah tulen')

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
    // No certificate, no code.
    expect(await CpdCertificate.countDocuments({ userId: user.id })).toBe(0)
  })

  test("a certificate's check follows the record: hours taken back after it was issued show the year as no longer met, with the API's figures", async () => {
    moveClockTo('2026-11-20')
    const { user, cookie, token } = await memberWithAYear()
    const certificate = Buffer.from(await (await get(server.baseUrl, '/member-dashboard/cpd/certificate/2026', { cookie })).arrayBuffer())
    const code = new URL(pdfQrCodes(certificate)[0]!).pathname.split('/').pop()!
    // The member changes the approved workshop, which sends it back to review: the year no longer meets its target.
    const reiki = (await CpdEntry.findOne({ userId: user.id, title: 'Reiki II' }).lean())!
    const changed = await sendJson(server.baseUrl, 'PUT', `/api/cpd/${reiki._id}`, { title: 'Reiki II', provider: reiki.provider, category: 'Workshop', hours: 7.5, date: '2026-08-03' }, { token })
    expect(changed.status).toBe(200)
    const summary = await (await get(server.baseUrl, '/api/cpd/summary?year=2026', { token })).json()
    expect(summary).toMatchObject({ countedHours: 3.5, met: false })
    const check = await (await get(server.baseUrl, `/api/verify/${code}`)).json()
    expect(check).toMatchObject({ kind: 'cpd-year', year: 2026, countedHours: summary.countedHours, target: summary.target, met: false })
    const page = await (await get(server.baseUrl, `/verify/${code}`)).text()
    expect(page).toMatch(/data-testid="cpd-verify-counted"[^>]*>3.5 hours</)
    expect(page).toMatch(/data-testid="cpd-verify-met"[^>]*>Not yet</)
    expect(text(page)).toContain("no longer meets its target")
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
