import { ONE_PAGE_PDF } from '#tests/media.ts'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from '@playwright/test'
import { formatDate, toMalaysiaDay, addDays } from '#app/domain/dates.ts'
import { addMonths } from '#app/domain/membership-periods.ts'
import { waitForMail } from '#tests/mail.ts'
import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 18's "Done when", in the browser with JavaScript off and on, in English and in Malay: a visitor
 * chooses a type on /membership and applies without any ID, an administrator approves, the member sends
 * a transfer slip from the dashboard, the treasurer records the payment, the member gets the receipt
 * (mailed as a PDF) and the certificate, and the public check says active until the right date.
 */

const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox', import.meta.url))
let counter = 0

const WORDS = {
  en: {
    applyAs: 'Apply as Associate',
    heading: 'Apply for membership of EMPAM',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    password: 'Password',
    privacy: 'I have read and accept the privacy notice',
    submit: 'Apply for Membership',
    tab: 'Membership',
    tabs: 'Dashboard sections',
    pending: 'What happens next: the secretariat reviews your application',
    awaitingPayment: 'Your application is approved. Your membership becomes active as soon as the treasurer records your payment',
    awaitingBadge: 'Approved: awaiting payment',
    slipFile: 'Transfer slip (a photo or a PDF, at most 10 MB)',
    slipReference: 'Payment reference (optional)',
    sendSlip: 'Send slip',
    slipSent: 'Thank you: your transfer slip is with the treasurer',
    slipsSent: '1 slip sent',
    receiptSubject: 'Receipt RCT-',
    certificate: 'Download your membership certificate (PDF)',
    verifyLink: 'Your public membership check',
    goodStanding: (until: string) => `EMPAM member in good standing until ${until}`,
    panelApplications: /applications? to review$/,
    approve: 'Approve',
    approved: (name: string) => `Approved ${name} as EMP`,
    panelSlips: /transfer slips? to check$/,
    ledger: 'Ledger',
    adminNav: 'Administration',
    receiptEntry: 'Receipt',
    slipShown: 'reference DUITNOW 998877',
    method: 'Method',
    duitnow: 'DuitNow',
    reference: 'Reference (optional)',
    record: 'Record payment',
    recorded: 'Recorded RM 200.00 on ',
  },
  ms: {
    applyAs: 'Mohon sebagai Ahli Bersekutu',
    heading: 'Mohon keahlian EMPAM',
    firstName: 'Nama Pertama',
    lastName: 'Nama Akhir',
    email: 'E-mel',
    password: 'Kata Laluan',
    privacy: 'Saya telah membaca dan menerima notis privasi',
    submit: 'Hantar Permohonan',
    tab: 'Keahlian',
    tabs: 'Bahagian papan pemuka',
    pending: 'Langkah seterusnya: urus setia akan menyemak permohonan anda',
    awaitingPayment: 'Permohonan anda telah diluluskan. Keahlian anda akan aktif sebaik sahaja bendahari merekodkan bayaran anda',
    awaitingBadge: 'Diluluskan: menunggu bayaran',
    slipFile: 'Slip pindahan (gambar atau PDF, paling besar 10 MB)',
    slipReference: 'Rujukan pembayaran (tidak wajib)',
    sendSlip: 'Hantar slip',
    slipSent: 'Terima kasih: slip pindahan anda telah diserahkan kepada bendahari',
    slipsSent: '1 slip telah dihantar',
    receiptSubject: 'Resit RCT-',
    certificate: 'Muat turun sijil keahlian anda (PDF)',
    verifyLink: 'Semakan awam keahlian anda',
    goodStanding: (until: string) => `Ahli EMPAM yang bereputasi baik sehingga ${until}`,
    panelApplications: /permohonan untuk disemak$/,
    approve: 'Luluskan',
    approved: (name: string) => `${name} diluluskan sebagai EMP`,
    panelSlips: /slip pindahan untuk disemak$/,
    ledger: 'Lejar',
    adminNav: 'Pentadbiran',
    receiptEntry: 'Resit',
    slipShown: 'rujukan DUITNOW 998877',
    method: 'Kaedah',
    duitnow: 'DuitNow',
    reference: 'Rujukan (tidak wajib)',
    record: 'Rekodkan bayaran',
    recorded: 'RM 200.00 direkodkan pada ',
  },
} as const

/** The administrator's own browser (JavaScript as the project has it), signed in on /login. */
async function staffPage(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto('/login?lng=en')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E_ADMIN.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  return page
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

for (const lng of ['en', 'ms'] as const) {
  test(`join, pay by transfer with a slip, get the receipt and the certificate (${lng})`, { tag: '@js' }, async ({ page, browser, baseURL, jsEnabled }) => {
    test.setTimeout(120_000)
    const w = WORDS[lng]
    counter += 1
    const email = `joiner-${lng}-${Date.now()}-${counter}@example.com`

    // Choose a type on /membership: the form opens with it chosen.
    await page.goto(`/membership?lng=${lng}`)
    await page.getByRole('link', { name: w.applyAs }).click()
    await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible()
    await expect(page.locator('select[name="membershipType"]')).toHaveValue('Associate')
    await textbox(page, w.firstName).fill('Nur')
    // Unique: the projects with JavaScript off and on share the server, and its queues.
    const lastName = `Joiner ${lng} ${Date.now().toString(36)}${counter}`
    await textbox(page, w.lastName).fill(lastName)
    await page.getByRole('textbox', { name: new RegExp(`^${w.email}`) }).fill(email)
    await page.getByLabel(new RegExp(`^${w.password}( \\*)?$`)).fill('seven-bright-stars-9')
    await page.getByRole('checkbox', { name: w.privacy }).check()
    await page.getByRole('button', { name: w.submit }).click()
    await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)

    // Pending: the Membership tab says what happens next.
    await page.getByRole('navigation', { name: w.tabs }).getByRole('link', { name: w.tab, exact: true }).click()
    await expect(page.getByText(w.pending)).toBeVisible()
    await expectNoA11yViolations(page)

    // The secretariat approves on /admin/applications, reached from the panel of what needs doing:
    // an ID and the first invoice (entry fee and first year, RM 200).
    const staff = await staffPage(browser, baseURL, jsEnabled)
    await staff.goto(`/admin?lng=${lng}`)
    await staff.getByRole('link', { name: w.panelApplications }).click()
    await expect(staff).toHaveURL(/\/admin\/applications$/)
    await expectNoA11yViolations(staff)
    const application = staff.getByRole('article', { name: `Nur ${lastName}`, exact: true })
    await application.getByRole('button', { name: new RegExp(`^${w.approve}`) }).click()
    await expect(staff.getByText(w.approved(`Nur ${lastName}`)).first()).toBeVisible()
    await expect(staff.getByRole('article', { name: `Nur ${lastName}`, exact: true })).toHaveCount(0)
    await staff.goto('/admin/payments')
    const invoiceCard = staff.getByRole('article', { name: new RegExp(`· Nur ${lastName}$`) })
    const invoiceNumber = /INV-\d{4}-\d{4}/.exec((await invoiceCard.getByRole('heading', { level: 3 }).textContent()) ?? '')![0]
    await expect(invoiceCard.getByText('RM 200.00').first()).toBeVisible()

    // The member sends the slip from the dashboard (a plain multipart form).
    await page.reload()
    // The invoice's heading (its number is also in the line that says how to pay it).
    await expect(page.getByRole('heading', { name: new RegExp(invoiceNumber) })).toBeVisible()
    // Issue 33: approved and owing is its own stage, not "pending review".
    await expect(page.getByText(w.awaitingPayment)).toBeVisible()
    await expect(page.getByText(w.awaitingBadge).first()).toBeVisible()
    await page.getByLabel(w.slipFile).setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
    await page.getByLabel(w.slipReference).fill('DUITNOW 998877')
    await page.getByRole('button', { name: w.sendSlip }).click()
    await expect(page.getByText(w.slipSent)).toBeVisible()
    await expect(page.getByText(w.slipsSent)).toBeVisible()

    // The treasurer sees the slip on /admin/payments and records the payment: a numbered receipt,
    // mailed as a PDF in the member's language.
    const paidOn = toMalaysiaDay(new Date())
    await staff.goto('/admin')
    await staff.getByRole('link', { name: w.panelSlips }).click()
    await expect(staff).toHaveURL(/\/admin\/payments$/)
    await expect(invoiceCard.getByText(w.slipShown)).toBeVisible()
    await expectNoA11yViolations(staff)
    await invoiceCard.getByLabel(w.method).selectOption({ label: w.duitnow })
    await invoiceCard.getByLabel(w.reference).fill('DUITNOW 998877')
    await invoiceCard.getByRole('button', { name: new RegExp(`^${w.record}`) }).click()
    await expect(staff.getByText(`${w.recorded}${invoiceNumber}`).first()).toBeVisible()
    await expect(staff.getByRole('article', { name: new RegExp(`· Nur ${lastName}$`) })).toHaveCount(0)
    // The ledger has the invoice and its receipt, numbered in sequence (issue 30).
    await staff.getByRole('navigation', { name: w.adminNav }).getByRole('link', { name: w.ledger, exact: true }).click()
    // The invoice's own row (its number leads to its page; the receipt's row names it as what it is against).
    await expect(staff.getByRole('row').filter({ has: staff.getByRole('link', { name: new RegExp(`^${invoiceNumber}`) }) })).toBeVisible()
    await expect(staff.getByRole('row').filter({ hasText: w.receiptEntry }).filter({ hasText: `Nur ${lastName}` })).toContainText(/RCT-\d{4}-\d{4}/)
    await staff.context().close()
    const mail = await waitForMail(OUTBOX, { to: email, subject: w.receiptSubject })
    expect(mail.attachments[0]?.contentType).toBe('application/pdf')
    expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')

    // Active: the certificate downloads, and the public check says until when.
    await page.goto(`/member-dashboard/membership`)
    const certificate = await page.request.get('/member-dashboard/certificate')
    expect(certificate.status()).toBe(200)
    expect(certificate.headers()['content-type']).toContain('application/pdf')
    await expect(page.getByRole('link', { name: w.certificate })).toBeVisible()
    const until = formatDate(`${addDays(addMonths(paidOn, 12), -1)}T04:00:00Z`, lng)
    await page.getByRole('link', { name: w.verifyLink }).click()
    await expect(page.getByRole('heading', { level: 1, name: w.goodStanding(until) })).toBeVisible()
    await expectNoA11yViolations(page)
  })
}

const IMPORT_WORDS = {
  en: { link: 'Import members from a roster CSV', file: 'Roster CSV file', preview: 'Preview the import', refused: 'Line 3: Not a valid e-mail address', confirm: 'Import 2 members', done: '2 accounts created, 0 updated and 1 lines refused.' },
  ms: { link: 'Import ahli daripada fail CSV senarai ahli', file: 'Fail CSV senarai ahli', preview: 'Semak import', refused: 'Baris 3: ', confirm: 'Import 2 ahli', done: '2 akaun dicipta, 0 dikemas kini dan 1 baris ditolak.' },
} as const

for (const lng of ['en', 'ms'] as const) {
  test(`the secretariat imports a roster: a dry run shows the refused line, confirming creates the accounts (${lng})`, { tag: '@js' }, async ({ browser, baseURL, jsEnabled }) => {
    const w = IMPORT_WORDS[lng]
    const id = `${lng}${Date.now()}`
    const emails = [`roster-a-${id}@example.com`, `roster-b-${id}@example.com`]
    const csv = ['email,firstName,lastName,membershipId,membershipType,expiresAt', `${emails[0]},Siti,Aishah,,Associate,`, 'not-an-email,Bad,Line,,Associate,', `${emails[1]},Zoë,Ng,,Fellow,`].join('\n')
    const staff = await staffPage(browser, baseURL, jsEnabled)
    await staff.goto(`/admin/members?lng=${lng}`)
    await staff.getByRole('link', { name: w.link }).click()
    await expect(staff).toHaveURL(/\/admin\/members\/import$/)
    await expectNoA11yViolations(staff)
    await staff.getByLabel(w.file).setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await staff.getByRole('button', { name: w.preview }).click()
    await expect(staff.getByText(w.refused)).toBeVisible()
    await expect(staff.getByRole('cell', { name: emails[0] })).toBeVisible()
    await expectNoA11yViolations(staff)
    await staff.getByRole('button', { name: w.confirm }).click()
    await expect(staff.getByText(w.done)).toBeVisible()
    for (const email of emails) await waitForMail(OUTBOX, { to: email, subject: lng === 'en' ? 'Activate your EMPAM account' : '' })
    await staff.context().close()
  })
}
