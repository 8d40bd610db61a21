import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { REQUIRED_DATA } from '#app/domain/required-data.ts'
import { SITE_COOKIES } from '#app/domain/site-cookies.ts'
import { disclaimerDismissedCookieHeader } from '#app/utils/disclaimer-cookie.server.ts'
import { localeCookie } from '#app/utils/i18n.server.ts'
import { getAuthCookie, getToastSessionStorage, SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_SECONDS } from '#app/utils/session.server.ts'
import enPrivacy from '#app/locales/en/privacy.json'
import msPrivacy from '#app/locales/ms/privacy.json'
import { RETENTION } from '#app/domain/retention.ts'
import { PrivacyConsent } from '#app/models/privacy-consent.server.ts'
import { PrivacyNotice } from '#app/models/privacy-notice.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, expectPage, memberSession, readable, textareaValue } from '#tests/admin-helpers.ts'
import { addDays } from '#app/domain/dates.ts'
import { today } from '#tests/clock.ts'
import { createUser, DEFAULT_PASSWORD, registrationForm } from '#tests/factories.ts'
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

/** The markup of the form with this id, from its opening tag to its end. */
function formMarkup(html: string, id: string) {
  const start = html.indexOf(`id="${id}"`)
  expect(start, `a form with id ${id}`).toBeGreaterThan(-1)
  return html.slice(html.lastIndexOf('<form', start), html.indexOf('</form>', start))
}

/** The name a Set-Cookie header sets, and whether it lasts past the browser's session. */
function parseSetCookie(header: string) {
  const maxAge = /;\s*Max-Age=(\d+)/i.exec(header)
  return { name: header.slice(0, header.indexOf('=')), maxAgeSeconds: maxAge ? Number(maxAge[1]) : null, expires: /;\s*Expires=/i.test(header) }
}

/**
 * Every place in app/ and server/ that sets a cookie (a Remix cookie, a cookie session, an Express
 * `res.cookie`, or a Set-Cookie written by hand), counted per file. A new one fails the test below
 * until the notice's cookie table (domain/site-cookies.ts) and this test know it.
 */
function placesThatSetCookies() {
  const found: Record<string, number> = {}
  for (const root of ['app', 'server']) {
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue
      const source = readFileSync(path.join(root, file), 'utf8')
      const count = (source.match(/createCookie\(|createCookieSessionStorage\(|\bres\.cookie\(|;\s*Path=\//g) ?? []).length
      if (count) found[path.join(root, file)] = count
    }
  }
  return found
}

describe('what the notice says about forms and cookies (issue 33)', () => {
  test('the contact and newsletter forms link the notice beside their submit, in English and Malay', async () => {
    for (const [lng, words] of [
      ['en', 'privacy notice'],
      ['ms', 'Notis privasi'],
    ] as const) {
      const contact = formMarkup((await page(`/contact?lng=${lng}`)).html, 'contact-page')
      expect(contact).toMatch(new RegExp(`data-privacy-note[^>]*>[^]*?<a[^>]*href="/privacy"[^>]*>${words}</a>`))
      expect(contact.indexOf('data-privacy-note')).toBeGreaterThan(contact.indexOf('type="submit"'))
      const newsletter = formMarkup((await page(`/news?lng=${lng}`)).html, 'newsletter-form')
      expect(newsletter).toMatch(new RegExp(`data-privacy-note[^>]*>[^]*?<a[^>]*href="/privacy"[^>]*>${words.toLowerCase()}</a>`))
    }
  })

  test('each form: what it requires and what follows without it, in English and Malay, whatever version of the text is in force', async () => {
    await onlyBuiltInNotice()
    await PrivacyNotice.create({ version: 2, effectiveAt: new Date(Date.now() - 60_000), bodyEn: '## Short\n\nA shorter text.', bodyMs: '## Ringkas\n\nTeks ringkas.', publishedBy: 'admin@example.com' })
    for (const [lng, strings] of [
      ['en', enPrivacy],
      ['ms', msPrivacy],
    ] as const) {
      const { html } = await page(`/privacy?lng=${lng}`)
      expectPage(html).toContain(lng === 'en' ? 'A shorter text.' : 'Teks ringkas.')
      const section = html.slice(html.indexOf('id="required-data"'), html.indexOf('id="retention"'))
      for (const row of REQUIRED_DATA) {
        const forms = strings.requiredData.forms as Record<string, { name: string; ifMissing: string }>
        const fields = strings.requiredData.fields as Record<string, string>
        expect(readable(section)).toContain(forms[row.form]!.name)
        expect(readable(section)).toContain(row.fields.map((field) => fields[field]).join(', '))
        expect(readable(section)).toContain(forms[row.form]!.ifMissing)
        expect(section).toContain(`href="${row.path}"`)
      }
    }
    await onlyBuiltInNotice()
  })

  test('the cookie table names every cookie the code sets, with its lifetime; a place that sets another fails here', async () => {
    // Where cookies are set: a new place must be added to the notice's table first.
    expect(placesThatSetCookies(), 'a cookie set somewhere new: give it a row in SITE_COOKIES (app/domain/site-cookies.ts), then count it here').toEqual({
      [path.join('app', 'utils', 'session.server.ts')]: 2, // the sign-in cookie and the toast's cookie session
      [path.join('app', 'utils', 'i18n.server.ts')]: 1, // the language
      [path.join('app', 'utils', 'disclaimer-cookie.server.ts')]: 1, // the disclaimer banner closed
    })
    // Their names and lifetimes, as that code writes them.
    const toastStorage = getToastSessionStorage()
    const set = {
      session: parseSetCookie(await getAuthCookie().serialize('x')),
      toast: parseSetCookie(await toastStorage.commitSession(await toastStorage.getSession())),
      language: parseSetCookie(await localeCookie.serialize('ms')),
      disclaimer: parseSetCookie(disclaimerDismissedCookieHeader()),
    }
    const documented = (key: string) => SITE_COOKIES.find((cookie) => cookie.key === key)!
    expect(documented('session').names).toEqual([set.session.name, `__Host-${set.session.name}`])
    expect(documented('session').values).toEqual({ days: SESSION_MAX_AGE_SECONDS / 86_400, idleDays: SESSION_IDLE_TIMEOUT_MS / 86_400_000 })
    expect(set.session.maxAgeSeconds).toBe(SESSION_MAX_AGE_SECONDS)
    expect(documented('toast').names).toEqual([set.toast.name])
    expect([set.toast.maxAgeSeconds, set.toast.expires]).toEqual([null, false])
    expect(documented('language').names).toEqual([set.language.name])
    expect(documented('language').values).toEqual({ count: set.language.maxAgeSeconds! / (365 * 86_400) })
    expect(documented('disclaimer').names).toEqual([set.disclaimer.name])
    expect([set.disclaimer.maxAgeSeconds, set.disclaimer.expires]).toEqual([null, false])
    expect(SITE_COOKIES.map((cookie) => cookie.key).sort()).toEqual(Object.keys(set).sort())

    // What a visitor's browser is actually sent on the way (language, disclaimer, sign-in with its toast) is in the table.
    const names = new Set(SITE_COOKIES.flatMap((cookie) => cookie.names))
    const member = await createUser()
    const answers = [
      await get(server.baseUrl, '/?lng=ms'),
      await postForm(server.baseUrl, '/disclaimer/dismiss', {}),
      await postForm(server.baseUrl, '/login', { email: member.email, password: DEFAULT_PASSWORD }),
    ]
    const sent = answers.flatMap((answer) => answer.headers.getSetCookie().map((header) => parseSetCookie(header).name))
    expect(sent.length).toBeGreaterThanOrEqual(3)
    for (const name of sent) expect(names, name).toContain(name)

    // The notice names each one, in both languages, and says there are no tracking cookies.
    for (const [lng, strings] of [
      ['en', enPrivacy],
      ['ms', msPrivacy],
    ] as const) {
      const { html } = await page(`/privacy?lng=${lng}`)
      const section = html.slice(html.indexOf('id="cookies"'), html.indexOf('id="your-rights"'))
      for (const name of names) expect(section).toContain(`>${name}</code>`)
      expect(readable(section)).toContain(strings.cookies.intro)
      expect(readable(section)).toContain(lng === 'en' ? '30 days; it ends sooner when you sign out, or after 14 days unused' : '30 hari; ia tamat lebih awal')
      expect(readable(section)).toContain(lng === 'en' ? '1 year' : '1 tahun')
    }
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
    // A version published to take effect tomorrow asks nothing yet.
    await postForm(server.baseUrl, '/admin/privacy', versionForm({ effectiveDate: addDays(today(), 1) }), { cookie: admin.cookie })
    expect(await PrivacyNotice.countDocuments({ version: 3 })).toBe(1)
    expectPage((await page('/member-dashboard/cpd', member.cookie)).html).not.toContain('Our privacy notice has changed')

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
