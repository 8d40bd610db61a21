import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { addDays, formatDate } from '#app/domain/dates.ts'
import { addMonths } from '#app/domain/membership-periods.ts'
import { today } from '#tests/clock.ts'
import { waitForMail } from '#tests/mail.ts'
import { ONE_PAGE_PDF } from '#tests/media.ts'
import { pdfInfo, pdfQrCodes, pdfText } from '#tests/pdf.ts'
import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 33's "Done when": the association's year in one journey, with JavaScript off in Malay on a
 * 390 px phone and on in English at 1280 px. A visitor applies with a document and is acknowledged; the
 * secretariat asks for more and the applicant answers with an upload; approval; awaiting payment; a
 * transfer slip; the treasurer records the payment; the receipt; active; the certificate's QR leads to
 * its check; a listing sent and published; an event attended after its start credits CPD, and the CPD
 * figures are the same on the dashboard, the statement, the CSV, the API and the certificate; a renewal
 * reminder counts the days; the renewal is paid and the year carries on. The staff hear of each step by
 * mail, no administration page visited is wider than the screen, and every PDF is tagged. (An "admin"
 * spec: it adds an event and a listing the public pages' journeys would count.)
 */

const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox', import.meta.url))
type Lng = 'en' | 'ms'

/** A sentence of the locale files, as the page shows it (`{{name}}` filled in). */
function words(lng: Lng) {
  const cache = new Map<string, Record<string, unknown>>()
  return (ns: string, key: string, values: Record<string, string | number> = {}) => {
    if (!cache.has(ns)) cache.set(ns, JSON.parse(readFileSync(fileURLToPath(new URL(`../../app/locales/${lng}/${ns}.json`, import.meta.url)), 'utf8')))
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], cache.get(ns)) as string
    if (typeof text !== 'string') throw new Error(`no ${lng}/${ns}:${key}`)
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
  }
}

/** No page is wider than its screen (issue 33, item 8). */
async function expectFits(page: Page) {
  const { width, viewport } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, viewport: window.innerWidth }))
  expect(width, page.url()).toBeLessThanOrEqual(viewport)
}

async function staffPage(browser: Browser, baseURL: string | undefined, jsEnabled: boolean, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled, viewport })
  const page = await context.newPage()
  await page.goto('/login?lng=en')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E_ADMIN.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  return page
}

async function staffApi(baseURL: string): Promise<{ api: APIRequestContext; token: string }> {
  const api = await playwrightRequest.newContext({ baseURL })
  const { token } = (await (await api.post('/api/auth/login', { data: E2E_ADMIN })).json()) as { token: string }
  return { api, token }
}

test('the year: apply, more asked and given, approve, pay, receipt, certificate, listing, event and CPD, reminder, renewal', { tag: '@js' }, async ({ page, browser, baseURL, jsEnabled }) => {
  test.setTimeout(300_000)
  const lng: Lng = jsEnabled ? 'en' : 'ms'
  const t = words(lng)
  const viewport = jsEnabled ? { width: 1280, height: 800 } : { width: 390, height: 844 }
  await page.setViewportSize(viewport)
  const stamp = `${lng}${Date.now().toString(36)}`
  const firstName = 'Nurul'
  const lastName = `Tahun ${stamp}`
  const name = `${firstName} ${lastName}`
  const email = `year-${stamp}@example.com`
  const password = 'seven-bright-stars-9'

  // 1. Apply, with a document, in the member's language; the evidence the type asks for is listed.
  await page.goto(`/register?type=${encodeURIComponent('Practicing Ordinary')}&lng=${lng}`)
  await expect(page.getByText(t('auth', 'register.evidenceFor', { type: t('lists', 'membershipTypes.Practicing Ordinary') }))).toBeVisible()
  await page.getByRole('textbox', { name: t('auth', 'fields.firstName'), exact: true }).fill(firstName)
  await page.getByRole('textbox', { name: t('auth', 'fields.lastName'), exact: true }).fill(lastName)
  await page.getByRole('textbox', { name: new RegExp(`^${t('auth', 'fields.email')}`) }).fill(email)
  await page.getByLabel(new RegExp(`^${t('auth', 'fields.password')}( \\*)?$`)).fill(password)
  await page.locator('input[type="file"][name="documents"]').setInputFiles({ name: 'training.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
  await page.locator('input[name="acceptPrivacy"]').check()
  await page.getByRole('button', { name: t('auth', 'register.submit') }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
  const received = await waitForMail(OUTBOX, { to: email, subject: t('mail', 'membership.received.subject', { site: 'EMPAM' }) })
  expect(received.text).not.toContain(lng === 'ms' ? 'Terima kasih kerana menyertai' : 'Thank you for joining')
  await waitForMail(OUTBOX, { to: '', subject: `New membership application: ${name}` })

  // 2. The secretariat asks for more: a message and the documents wanted.
  const staff = await staffPage(browser, baseURL, jsEnabled, viewport)
  await staff.goto('/admin/applications')
  await expectFits(staff)
  const application = staff.getByRole('article', { name, exact: true })
  await expect(application.getByText('Certificates showing at least 200 hours of formal training; A current first aid and CPR certificate; Your professional liability insurance certificate')).toBeVisible()
  await application.getByText('Ask for more information').click()
  await application.getByLabel('What you need from the applicant').fill('Please send your current first aid certificate.')
  await application.getByRole('checkbox', { name: 'A current first aid and CPR certificate' }).check()
  await application.getByRole('button', { name: /^Send the request/ }).click()
  await expect(staff.getByText(`Asked ${name} for more information`).first()).toBeVisible()
  await expect(staff.getByRole('article', { name, exact: true }).getByText('Waiting for the applicant’s answer.')).toBeVisible()

  // 3. The applicant is mailed and answers on their application's page, with an upload.
  const asked = await waitForMail(OUTBOX, { to: email, subject: t('mail', 'membership.moreInformation.subject', { site: 'EMPAM' }) })
  expect(asked.text).toContain(`• ${t('lists', 'evidence.first-aid')}`)
  await page.goto(`/member-dashboard/membership?lng=${lng}`)
  await page.getByRole('link', { name: t('dashboard', 'application.answerLink') }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/application$/)
  await expect(page.getByText('Please send your current first aid certificate.')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByLabel(t('dashboard', 'application.answerLabel')).fill(lng === 'ms' ? 'Sijil pertolongan cemas dilampirkan.' : 'My first aid certificate is attached.')
  await page.locator('input[type="file"][name="documents"]').setInputFiles({ name: 'first-aid.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
  await page.getByRole('button', { name: t('dashboard', 'application.submit') }).click()
  await expect(page.getByText(t('messages', 'membership.information.answeredToast'))).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(t('dashboard', 'application.documentLink', { file: 'first-aid.pdf' })) })).toBeVisible()
  // Staff notices go to the holders of the role that acts, or to the administrators when none holds it;
  // other journeys of the run make secretaries and treasurers, so any recipient will do (the name is this one's).
  await waitForMail(OUTBOX, { to: '', subject: `An applicant answered: ${name}` })

  // 4. Approval: awaiting payment, said as such.
  await staff.goto('/admin/applications')
  const answered = staff.getByRole('article', { name, exact: true })
  await expect(answered.getByText('first-aid.pdf (download)')).toBeVisible()
  await answered.getByRole('button', { name: /^Approve/ }).click()
  await expect(staff.getByText(`Approved ${name} as EMP`).first()).toBeVisible()
  await page.goto(`/member-dashboard/membership?lng=${lng}`)
  await expect(page.getByText(t('lists', 'membershipStages.awaiting-payment')).first()).toBeVisible()
  await expect(page.getByText(t('dashboard', 'membership.next.unpaid'))).toBeVisible()

  // 5. A transfer slip; the treasurer hears of it and records the payment.
  await page.getByLabel(t('dashboard', 'membership.slipFile')).setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
  await page.getByLabel(t('dashboard', 'membership.slipReference')).fill('DUITNOW 424242')
  await page.getByRole('button', { name: t('dashboard', 'membership.slipSubmit') }).click()
  await waitForMail(OUTBOX, { to: '', subject: `A payment slip to check: ${name}` })
  await recordPayment(staff, name)

  // 6. The receipt (tagged, in the member's language), active, and the certificate whose QR checks out.
  const receiptMail = await waitForMail(OUTBOX, { to: email, subject: lng === 'ms' ? 'Resit RCT-' : 'Receipt RCT-' })
  const receipt = receiptMail.attachments[0]!.content
  expect(pdfInfo(receipt).Tagged).toBe('yes')
  if (lng === 'ms') expect(pdfText(receipt)).not.toMatch(/Entry fee|Annual fee|membership/)
  await page.goto(`/member-dashboard/membership?lng=${lng}`)
  await expect(page.getByText(t('lists', 'membershipStages.active')).first()).toBeVisible()
  const certificate = await (await page.request.get('/member-dashboard/certificate')).body()
  expect(pdfInfo(certificate).Tagged).toBe('yes')
  const [verifyUrl] = pdfQrCodes(certificate)
  expect(verifyUrl).toMatch(/\/verify\/[\w-]+$/)
  await page.goto(`${new URL(verifyUrl!).pathname}?lng=${lng}`)
  const lastDay = addDays(addMonths(today(), 12), -1)
  await expect(page.getByRole('heading', { level: 1, name: t('membership', 'verify.inGoodStanding', { site: 'EMPAM', until: formatDate(`${lastDay}T04:00:00Z`, lng) }) })).toBeVisible()

  // 7. The listing: written, sent for review, published.
  const practice = `Tenang ${stamp}`
  await page.goto(`/member-dashboard/listing?lng=${lng}`)
  await page.locator('input[name="title"]').fill('Reiki Practitioner')
  await page.locator('input[name="businessName"]').fill(practice)
  await page.locator('textarea[name="description"]').fill('Calm sessions alongside your medical care.')
  await page.locator('input[name="languages"][value="Bahasa Malaysia"]').check()
  await page.locator('input[name="modes"][value="in-person"]').check()
  await page.locator('input[name="town"]').fill('Kota Kinabalu')
  await page.locator('input[name="postcode"]').fill('88000')
  await page.getByRole('button', { name: t('listing', 'actions.preview') }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/listing\/preview$/)
  await page.goto(`/member-dashboard/listing?lng=${lng}`)
  await page.getByRole('button', { name: t('listing', 'actions.submit') }).click()
  await expect(page.getByTestId('listing-status')).toHaveText(t('listing', 'status.pending'))
  await staff.goto('/admin/listings/reviews')
  await expectFits(staff)
  await staff.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: /Approve and publish/ }).click()
  await expect(staff.getByText('The listing is approved and published').first()).toBeVisible()
  await page.goto(`/find-practitioner?search=${encodeURIComponent(practice)}&lng=${lng}`)
  await expect(page.getByRole('article').filter({ hasText: practice }).getByRole('heading', { name })).toBeVisible()

  // 8. An event: registered, attended once it has begun, and its CPD hours credited.
  const { api, token } = await staffApi(baseURL!)
  const auth = { authorization: `Bearer ${token}` }
  const tomorrow = addDays(today(), 1)
  const created = await api.post('/api/events', {
    headers: auth,
    data: { title: `Year journey ${stamp}`, location: 'Kota Kinabalu, Sabah', type: 'Training', startsAt: `${tomorrow}T01:00:00.000Z`, endsAt: `${tomorrow}T04:00:00.000Z`, cpdHours: 20, category: 'Workshop', capacity: 10 },
  })
  expect(created.status(), await created.text()).toBe(201)
  const event = (await created.json()) as { id: string; title: string }
  await page.goto(`/events/${event.id}?lng=${lng}`)
  await page.getByRole('button', { name: t('events', 'register.memberButton') }).click()
  await expect(page.getByText(t('events', 'register.yours', { seat: 1 }))).toBeVisible()
  await expect(page.getByRole('button', { name: t('events', 'register.memberButton') })).toHaveCount(0)
  const current = (await (await api.get(`/api/events/${event.id}`)).json()) as Record<string, unknown>
  const begun = await api.put(`/api/events/${event.id}`, {
    headers: auth,
    data: { ...current, startsAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(), endsAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString() },
  })
  expect(begun.status(), await begun.text()).toBe(200)
  await staff.goto(`/admin/events/${event.id}`)
  await expectFits(staff)
  await staff.getByRole('checkbox', { name: `Present: ${name}` }).check()
  await staff.getByRole('button', { name: 'Mark the ticked present' }).click()
  await expect(staff.getByRole('button', { name: `Un-mark ${name}` })).toBeVisible()

  // 9. The same CPD figures everywhere: dashboard, API, statement, CSV and certificate.
  const year = Number(today().slice(0, 4))
  // Twenty hours: a year's whole target, whatever part of the year is left (a joiner's is cut pro rata).
  const summary = (await (await page.request.get(`/api/cpd/summary?year=${year}`)).json()) as { countedHours: number; target: number; approvedHours: number; met: boolean }
  expect(summary).toMatchObject({ approvedHours: 20, countedHours: 20, met: true })
  await page.goto(`/member-dashboard/cpd?lng=${lng}`)
  await expect(page.getByText(t('events', 'progress.counted', { counted: summary.countedHours, target: summary.target })).first()).toBeVisible()
  const csv = await (await page.request.get('/member-dashboard/cpd.csv')).text()
  expect(csv).toContain(event.title)
  const cpdCertificate = await (await page.request.get(`/member-dashboard/cpd/certificate/${year}`)).body()
  expect(cpdCertificate.subarray(0, 5).toString(), 'the year is met: its certificate').toBe('%PDF-')
  expect(pdfInfo(cpdCertificate).Tagged).toBe('yes')
  expect(pdfText(cpdCertificate)).toContain(String(summary.countedHours))
  const [cpdVerify] = pdfQrCodes(cpdCertificate)
  await page.goto(`${new URL(cpdVerify!).pathname}?lng=${lng}`)
  await expect(page.getByRole('main')).toContainText(String(summary.target))

  // 10. A renewal reminder that counts the days, then the renewal paid: the year carries on.
  const renewBy = addDays(today(), 7)
  await staff.goto(`/admin/members?search=${encodeURIComponent(email)}`)
  await expectFits(staff)
  await staff.getByLabel('Last day of membership').fill(renewBy)
  await staff.getByRole('button', { name: /^Save last day/ }).click()
  await staff.goto('/admin')
  await staff.getByRole('button', { name: 'Run renewals now' }).click()
  const reminder = await waitForMail(OUTBOX, { to: email, subject: t('mail', 'membership.reminder.subject', { site: 'EMPAM' }) })
  expect(reminder.text).toContain(lng === 'ms' ? '7 hari' : 'in 7 days')
  await page.goto(`/member-dashboard/membership?lng=${lng}`)
  await expect(page.getByText(t('dashboard', 'membership.next.renew', { date: formatDate(`${renewBy}T04:00:00Z`, lng) }))).toBeVisible()
  // Issue 36: the renewal declaration first (the CPD target met, the credentials current).
  await page.getByRole('link', { name: t('cpd-audit', 'tab.link') }).click()
  await page.getByRole('radio', { name: t('cpd-audit', 'declaration.yes') }).first().check()
  await page.getByRole('radio', { name: t('cpd-audit', 'declaration.yes') }).last().check()
  await page.getByRole('button', { name: t('cpd-audit', 'declaration.submit') }).click()
  await expect(page.getByText(t('cpd-audit', 'tab.declared'))).toBeVisible()
  await page.getByLabel(t('dashboard', 'membership.slipFile')).setInputFiles({ name: 'renewal.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
  await page.getByRole('button', { name: t('dashboard', 'membership.slipSubmit') }).click()
  await recordPayment(staff, name)
  const renewed = addDays(addMonths(addDays(renewBy, 1), 12), -1)
  await page.goto(`/member-dashboard/membership?lng=${lng}`)
  await expect(page.getByText(formatDate(`${renewed}T04:00:00Z`, lng)).first()).toBeVisible()
  await expectNoA11yViolations(page)

  // The member's story for the secretariat tells it all, in time order.
  await staff.goto('/admin/members')
  await staff.goto(`/admin/members?search=${encodeURIComponent(email)}`)
  await staff.getByRole('link', { name, exact: true }).click()
  await expectFits(staff)
  await expect(staff.getByRole('heading', { level: 1, name: `${name}: the whole story` })).toBeVisible()
  for (const kind of ['document', 'answer', 'invoice', 'payment', 'mail', 'cpd', 'event']) await expect(staff.locator(`[data-kind="${kind}"]`).first()).toBeVisible()
  await api.dispose()
  await staff.context().close()
})

/** The treasurer records the member's open invoice as paid in full on /admin/payments. */
async function recordPayment(staff: Page, name: string) {
  await staff.goto('/admin/payments')
  await expectFits(staff)
  const invoice = staff.getByRole('article', { name: new RegExp(`· ${name}$`) })
  await invoice.getByLabel('Method').selectOption({ label: 'DuitNow' })
  await invoice.getByRole('button', { name: /^Record payment/ }).click()
  await expect(staff.getByText(/^Recorded RM [\d.,]+ on INV-/).first()).toBeVisible()
  await expect(staff.getByRole('article', { name: new RegExp(`· ${name}$`) })).toHaveCount(0)
}
