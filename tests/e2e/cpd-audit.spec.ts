import type { Page } from '@playwright/test'
import mongoose, { Types } from 'mongoose'
import { addMonthsToMonth } from '#app/domain/cpd-audit.ts'
import { DEFAULT_DB_NAME } from '#app/utils/db.server.ts'
import { readDbServerRecord } from '#server/embedded-db.ts'
import { daysAgo, daysAhead, today } from '#tests/clock.ts'
import { ONE_PAGE_PDF } from '#tests/media.ts'
import { activeMember, expect, expectNoA11yViolations, signInAt, test } from '#tests/playwright-utils.ts'

/**
 * The renewal declaration and the CPD audit (issue 36, item 5), without JavaScript on a 390 px phone: a
 * member with an open renewal invoice makes the declaration from the Membership tab; drawn for last month's
 * audit, they follow the tab's link to their audit, upload a certificate and, in Malay, say they have
 * sent everything. The draw itself is the integration test's (tests/integration/cpd-audit.test.ts): here the
 * member's case and invoice are written into the e2e server's database, as the duties and renewals would.
 */

async function withDatabase<T>(work: (db: mongoose.Connection) => Promise<T>) {
  const record = readDbServerRecord('.e2e-data')
  if (!record) throw new Error('the e2e server has not written .e2e-data/db-server.json')
  const connection = await mongoose.createConnection(record.uri, { dbName: DEFAULT_DB_NAME, autoIndex: false }).asPromise()
  try {
    return await work(connection)
  } finally {
    await connection.close()
  }
}

async function renewalAndCase(userId: string, member: { firstName: string; lastName: string; email: string }) {
  const month = addMonthsToMonth(today().slice(0, 7), -1)
  const number = `INV-E2E-${userId.slice(-8)}`
  await withDatabase(async (db) => {
    const at = new Date()
    await db.collection('invoices').insertOne({
      number,
      key: `renewal:${userId}:e2e`,
      kind: 'renewal',
      userId: new Types.ObjectId(userId),
      billedTo: { name: `${member.firstName} ${member.lastName}`, email: member.email },
      items: [{ description: 'Annual fee: Practicing Ordinary membership', amountSen: 30_000, code: '' }],
      totalSen: 30_000,
      status: 'unpaid',
      issuedOn: today(),
      dueOn: daysAhead(30),
      paidOn: '',
      membershipType: 'Practicing Ordinary Member',
      renewsPeriodEnding: daysAhead(30),
      voidedOn: '',
      voidReason: '',
      voidedBy: null,
      declaration: null,
      settledMonth: '',
      createdAt: at,
      updatedAt: at,
    })
    await db.collection('cpd_audit_cases').insertOne({
      _id: `${month}:${userId}` as unknown as Types.ObjectId,
      month,
      userId: new Types.ObjectId(userId),
      cpdYear: Number(today().slice(0, 4)) - 1,
      drawnOn: daysAgo(12),
      deadline: daysAhead(30),
      status: 'drawn',
      askedMore: 0,
      evidenceMediaIds: [],
      submittedOn: '',
      outcomeBy: null,
      outcomeOn: '',
      note: '',
      createdAt: at,
      updatedAt: at,
    })
  })
  return number
}

async function expectFits(page: Page) {
  const { width, viewport } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, viewport: window.innerWidth }))
  expect(width, page.url()).toBeLessThanOrEqual(viewport)
}

test('a drawn member declares at renewal, uploads their evidence and, in Malay, says it is all sent (390 px)', async ({ page, allowConsoleErrors }) => {
  test.slow()
  // The declaration sent with a "no" and no reason is answered 400, which the browser logs.
  allowConsoleErrors()
  await page.setViewportSize({ width: 390, height: 844 })
  const member = await activeMember(page, 'Rosnah')
  const invoice = await renewalAndCase(member.id, member)

  // The renewal declaration, from the Membership tab: no way to pay the renewal before it.
  await signInAt(page, '/member-dashboard/membership?lng=en', member)
  await expect(page.getByText('Before paying this renewal, make your renewal declaration.')).toBeVisible()
  await page.getByRole('link', { name: 'Make your renewal declaration' }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/membership\/declaration$/)
  await expect(page.getByText(`For renewal invoice ${invoice}`)).toBeVisible()
  await expectFits(page)
  await expectNoA11yViolations(page, { coverage: 'each-width' })
  const cpd = page.getByRole('group', { name: /I met the CPD target/ })
  await cpd.getByRole('radio', { name: 'Yes' }).check()
  await page.getByRole('group', { name: /liability insurance and first-aid certificate are current/ }).getByRole('radio', { name: 'No' }).check()
  await page.getByRole('button', { name: 'Record my declaration' }).click()
  // A "no" needs its reason.
  await expect(page.getByText('Please say why, in a few words.')).toBeVisible()
  await page.getByRole('radio', { name: 'Yes' }).first().check()
  await page.getByRole('radio', { name: 'No' }).last().check()
  await page.getByRole('textbox', { name: 'If not, why' }).last().fill('My first-aid course is booked for next month.')
  await page.getByRole('button', { name: 'Record my declaration' }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/membership$/)
  await expect(page.getByText('Thank you: your renewal declaration is recorded.')).toBeVisible()
  await expect(page.getByText('Renewal declaration recorded.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: invoice }).getByRole('button', { name: 'Send slip' })).toBeVisible()

  // The audit: the tab's link, a certificate uploaded.
  await page.getByRole('link', { name: 'You were drawn for a CPD audit: send your evidence' }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/cpd-audit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your CPD audit' })).toBeVisible()
  await expect(page.getByText('30 days left.')).toBeVisible()
  await page.getByLabel('File (a PDF or a photo, at most 10 MB)').setInputFiles({ name: 'first-aid-certificate.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('Your file was added to your CPD audit.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'first-aid-certificate.pdf' })).toBeVisible()
  // A file sent by mistake is taken back, before anything is sent to the reviewer.
  await page.getByLabel('File (a PDF or a photo, at most 10 MB)').setInputFiles({ name: 'holiday-booking.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('link', { name: 'holiday-booking.pdf' })).toBeVisible()
  await expect(page.getByText('You can remove a file you sent by mistake until you tell us you have sent everything.')).toBeVisible()
  await expectFits(page)
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Remove holiday-booking.pdf' }).click()
  await expect(page.getByText('The file was taken out of your CPD audit and deleted.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'holiday-booking.pdf' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'first-aid-certificate.pdf' })).toBeVisible()

  // In Malay: everything sent.
  await page.goto('/member-dashboard/cpd-audit?lng=ms')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit CPD anda' })).toBeVisible()
  await page.getByLabel('Fail (PDF atau foto, maksimum 10 MB)').setInputFiles({ name: 'resit-salah.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF })
  await page.getByRole('button', { name: 'Muat naik' }).click()
  await page.getByRole('button', { name: 'Alih keluar resit-salah.pdf' }).click()
  await expect(page.getByText('Fail itu telah dikeluarkan daripada audit CPD anda dan dipadam.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'resit-salah.pdf' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Saya telah menghantar semuanya' }).click()
  await expect(page.getByText('Terima kasih: penyemak CPD telah dimaklumkan bahawa bukti anda sudah lengkap.')).toBeVisible()
  await expect(page.getByTestId('audit-status')).toHaveText('Bukti telah dihantar')
  await expect(page.getByRole('button', { name: 'Muat naik' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Alih keluar/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'first-aid-certificate.pdf' })).toBeVisible()
  await expectFits(page)
  await expectNoA11yViolations(page)
})
