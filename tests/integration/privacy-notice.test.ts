import { describe, expect, test } from 'vitest'
import { RETENTION } from '#app/domain/retention.ts'
import { PrivacyConsent } from '#app/models/privacy-consent.server.ts'
import { PrivacyNotice } from '#app/models/privacy-notice.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, expectPage, memberSession, readable, textareaValue } from '#tests/admin-helpers.ts'
import { addDays } from '#app/domain/dates.ts'
import { today } from '#tests/clock.ts'
import { registrationForm } from '#tests/factories.ts'
import { cookiesFrom, get, postForm, withoutScripts } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

/** The tests of this file run shuffled: each starts from the versions it needs. */
const onlyBuiltInNotice = () => PrivacyNotice.deleteMany({})

async function page(path: string, cookie = '') {
  const response = await get(server.baseUrl, path, { cookie })
  // Without the scripts: the page's strings travel in its data, drawn or not.
  return { status: response.status, html: withoutScripts(await response.text()) }
}

const versionForm = (overrides: Record<string, string> = {}) => ({
  bodyEn: '## Who we are\n\nVersion two in English, with a new processor named Acme Mail.',
  bodyMs: '## Siapa kami\n\nVersi dua dalam bahasa Melayu, dengan pemproses baharu Acme Mail.',
  effectiveDate: today(),
  ...overrides,
})

describe('/privacy', () => {
  test('the built-in notice in English and Malay: purposes, sources, third parties, security, rights, contact and the retention table from the one module', async () => {
    await onlyBuiltInNotice()
    const english = await page('/privacy')
    expect(english.status).toBe(200)
    for (const heading of ['Why we hold your data', 'Where it comes from', 'Who else may see it', 'How we protect it', 'Your rights', 'Contact']) {
      expectPage(english.html).toContain(`>${heading}</h2>`)
    }
    expectPage(english.html).toContain('Version 1')
    expectPage(english.html).toContain(`${RETENTION.closedAccountCoolingOffDays} days`)
    expectPage(english.html).toContain(`${RETENTION.financialRecordsYears} years`)
    expectPage(english.html).toContain(`${RETENTION.backupsDays} days`)
    expectPage(english.html).toContain('info@empam.org.my')

    const malay = await page('/privacy?lng=ms')
    expect(malay.status).toBe(200)
    expectPage(malay.html).toContain('>Hak anda</h2>')
    expectPage(malay.html).toContain('Versi 1')
    expectPage(malay.html).toContain(`${RETENTION.closedAccountCoolingOffDays} hari`)
    expectPage(malay.html).toContain(`${RETENTION.financialRecordsYears} tahun`)
  })

  test('the application form links the notice, and applying records the acceptance (version, time, purpose)', async () => {
    await onlyBuiltInNotice()
    const form = await page('/register')
    expect(form.html).toContain('href="/privacy"')
    const fields = registrationForm()
    const response = await postForm(server.baseUrl, '/register', fields)
    expect(response.status).toBe(302)
    const user = await User.findOne({ email: fields.email!.toLowerCase() }).lean()
    const consents = await PrivacyConsent.find({ userId: user!._id }).lean()
    expect(consents).toHaveLength(1)
    expect(consents[0]).toMatchObject({ purpose: 'application', version: 1, email: user!.email })
    expect(consents[0]!.acceptedAt).toBeInstanceOf(Date)
  })
})

describe('publishing a new version and acknowledging it', () => {
  test('an administrator publishes version 2 in both languages; the page shows it from its effective day', async () => {
    await onlyBuiltInNotice()
    const admin = await adminSession()
    const form = await page('/admin/privacy', admin.cookie)
    expect(form.status).toBe(200)
    expectPage(form.html).toContain('Publish version 2')
    // The form starts from the text in force, in both languages.
    expect(textareaValue(form.html, 'bodyEn')).toContain('## Why we hold your data')
    expect(textareaValue(form.html, 'bodyMs')).toContain('## Mengapa kami menyimpan data anda')

    // A version effective tomorrow is stored but not yet in force.
    const later = await postForm(server.baseUrl, '/admin/privacy', versionForm({ effectiveDate: addDays(today(), 1), bodyEn: '## Later\n\nNot yet.' }), { cookie: admin.cookie })
    expect(later.headers.get('location')).toBe('/admin/privacy')
    expect((await page('/privacy')).html).not.toContain('Not yet.')

    const published = await postForm(server.baseUrl, '/admin/privacy', versionForm(), { cookie: admin.cookie })
    expect(published.headers.get('location')).toBe('/admin/privacy')
    const stored = await PrivacyNotice.find().sort({ version: 1 }).lean()
    expect(stored.map((notice) => notice.version)).toEqual([2, 3])
    expect(stored[1]).toMatchObject({ publishedBy: admin.user.email })

    const english = await page('/privacy')
    expectPage(english.html).toContain('Version two in English')
    expectPage(english.html).toContain('Version 3')
    // The retention table stays, from the module, whatever the text says.
    expectPage(english.html).toContain(`${RETENTION.closedAccountCoolingOffDays} days`)
    expectPage((await page('/privacy?lng=ms')).html).toContain('Versi dua dalam bahasa Melayu')
    // Written as plain text: markup in it is shown, never run.
    await postForm(server.baseUrl, '/admin/privacy', versionForm({ bodyEn: '<script>alert(1)</script>', effectiveDate: addDays(today(), 400) }), { cookie: admin.cookie })
    expect((await page('/admin/privacy', admin.cookie)).html).not.toContain('<script>alert(1)</script>')
  })

  test('bad input keeps what was typed and publishes nothing; a member and a treasurer are refused', async () => {
    const admin = await adminSession()
    const before = await PrivacyNotice.countDocuments()
    const response = await postForm(server.baseUrl, '/admin/privacy', versionForm({ bodyMs: '  ', effectiveDate: 'tomorrow' }), { cookie: admin.cookie })
    expect(response.status).toBe(400)
    const html = await response.text()
    expectPage(html).toContain('Please write the notice in Malay')
    expectPage(html).toContain('Please give the day it takes effect (YYYY-MM-DD)')
    expect(readable(html)).toContain('Version two in English')
    expect(await PrivacyNotice.countDocuments()).toBe(before)

    const member = await memberSession()
    expect((await postForm(server.baseUrl, '/admin/privacy', versionForm(), { cookie: member.cookie })).status).toBe(403)
    const treasurer = await adminSession({ roles: ['treasurer'] })
    expect((await page('/admin/privacy', treasurer.cookie)).status).toBe(403)
    const secretary = await adminSession({ roles: ['secretary'] })
    expect((await page('/admin/privacy', secretary.cookie)).status).toBe(200)
    expect(await PrivacyNotice.countDocuments()).toBe(before)
  })

  test('two administrators publishing at once: one version number, one winner, the other told to reload', async () => {
    const admin = await adminSession()
    const before = await PrivacyNotice.countDocuments()
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postForm(server.baseUrl, '/admin/privacy', versionForm({ bodyEn: `## Race\n\nRun ${i}`, effectiveDate: addDays(today(), 500) }), { cookie: admin.cookie })),
    )
    const statuses = answers.map((answer) => answer.status)
    const after = await PrivacyNotice.find().lean()
    const versions = after.map((notice) => notice.version)
    expect(new Set(versions).size).toBe(versions.length)
    expect(after.length - before).toBe(statuses.filter((status) => status === 302).length)
    expect(statuses.every((status) => status === 302 || status === 409)).toBe(true)
  })

  test('a signed-in member sees the banner once a new version is in force, acknowledges it without JavaScript, and it is recorded once', async () => {
    await onlyBuiltInNotice()
    const member = await memberSession()
    expectPage((await page('/member-dashboard/cpd', member.cookie)).html).not.toContain('Our privacy notice has changed')
    const admin = await adminSession()
    await postForm(server.baseUrl, '/admin/privacy', versionForm(), { cookie: admin.cookie })
    const dashboard = await page('/member-dashboard/cpd', member.cookie)
    expectPage(dashboard.html).toContain('Our privacy notice has changed')
    // The dashboard links to /privacy, whose banner takes the acknowledgement (the dashboard's JavaScript budget).
    expect(dashboard.html).toContain('href="/privacy"')

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postForm(server.baseUrl, '/privacy', { intent: 'acknowledge', returnTo: '/member-dashboard/cpd' }, { cookie: member.cookie })),
    )
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual(Array(8).fill('/member-dashboard/cpd'))
    const consents = await PrivacyConsent.find({ userId: member.user.id, purpose: 'acknowledgement' }).lean()
    expect(consents).toHaveLength(1)
    expect(consents[0]!.version).toBe(2)
    const toast = cookiesFrom(answers[0]!)
    const after = await page('/member-dashboard/cpd', `${member.cookie}; ${toast}`)
    expectPage(after.html).toContain('Thank you: your acknowledgement is recorded')
    expectPage(after.html).not.toContain('Our privacy notice has changed')
    expectPage((await page('/privacy', member.cookie)).html).not.toContain('Our privacy notice has changed')

    // In Malay, and a return address elsewhere is refused.
    const other = await memberSession()
    expectPage((await page('/member-dashboard/cpd?lng=ms', other.cookie)).html).toContain('Notis privasi kami telah berubah')
    const offsite = await postForm(server.baseUrl, '/privacy', { intent: 'acknowledge', returnTo: 'https://evil.example/' }, { cookie: other.cookie })
    expect(offsite.headers.get('location')).toBe('/member-dashboard/cpd')
    // Signed out, the form sends one to sign in; nothing is recorded.
    const anonymous = await postForm(server.baseUrl, '/privacy', { intent: 'acknowledge' })
    expect(anonymous.headers.get('location')).toMatch(/^\/login/)
  })
})
