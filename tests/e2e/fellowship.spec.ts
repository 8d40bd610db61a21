import type { Page } from '@playwright/test'
import mongoose, { Types } from 'mongoose'
import { DEFAULT_DB_NAME } from '#app/utils/db.server.ts'
import { readDbServerRecord } from '#server/embedded-db.ts'
import { dayOfYearsAgo, storedDay } from '#tests/clock.ts'
import { admitMember, expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * The Fellow upgrade (issue 18, item 11), with JavaScript off and on: a Practicing Ordinary member of six
 * years follows the Membership tab's link, asks with a note; the e2e administrator approves at
 * /admin/applications/fellowships; the member's dashboard shows the Fellow type and the invoice for the
 * difference in fees (RM 100: Fellow 400 a year, Practicing Ordinary 300).
 */

/**
 * A member who joined six years ago: registered and admitted through the API, then the join day set in
 * the e2e server's own database (DATA_DIR/db-server.json says where), since no API back-dates a join.
 */
async function seniorMember(page: Page) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const member = {
    firstName: 'Hamidah',
    lastName: `Senior ${id}`,
    email: `hamidah.${id}@example.com`,
    password: 'lotus-flower-9',
    membershipType: 'Practicing Ordinary Member',
    claimedMembershipId: `EMP${7000 + Math.floor(Math.random() * 900_000)}`,
    acceptPrivacy: true,
  }
  const registered = await page.request.post('/api/auth/register', { data: member })
  expect(registered.status()).toBe(201)
  const { user } = (await registered.json()) as { user: { id: string } }
  await admitMember(page, user.id, member.claimedMembershipId)
  const record = readDbServerRecord('.e2e-data')
  if (!record) throw new Error('the e2e server has not written .e2e-data/db-server.json')
  const connection = await mongoose.createConnection(record.uri, { dbName: DEFAULT_DB_NAME, autoIndex: false }).asPromise()
  try {
    const updated = await connection.collection('users').updateOne({ _id: new Types.ObjectId(user.id) }, { $set: { joinDate: storedDay(dayOfYearsAgo(6, '01-15')) } })
    expect(updated.modifiedCount).toBe(1)
  } finally {
    await connection.close()
  }
  return member
}

async function signIn(page: Page, credentials: { email: string; password: string }, landing: RegExp) {
  await page.goto('/login?lng=en')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(credentials.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(landing)
}

test('a member of six years asks to become a Fellow, the administrator approves, the member sees Fellow and the invoice', { tag: '@js' }, async ({ page, browser }) => {
  // Two people, two sign-ins and two audited pages: longer than one visitor's journey.
  test.slow()
  const member = await seniorMember(page)
  const name = `${member.firstName} ${member.lastName}`
  await signIn(page, member, /\/member-dashboard\/cpd$/)
  await page.goto('/member-dashboard/membership')
  await page.getByRole('link', { name: 'Become a Fellow', exact: true }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/fellowship$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Fellow' })).toBeVisible()
  await expect(page.getByText('You may ask to become a Fellow.')).toBeVisible()
  await expect(page.getByText('An invoice for RM 100.00: the difference between the Fellow fees and yours.')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByLabel(/^A note for the administrators/).fill('Twenty years of practice in Kuching.')
  await page.getByRole('button', { name: 'Request Fellow membership' }).click()
  await expect(page.getByText('Your request to become a Fellow was sent.')).toBeVisible()
  await expect(page.getByText(/The administrators will decide, and we will tell you by e-mail\./)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Request Fellow membership' })).toHaveCount(0)

  // The administrator, in a browser of their own with the same JavaScript setting.
  const staff = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false, extraHTTPHeaders: { 'x-forwarded-for': `10.253.${test.info().workerIndex % 250}.${Date.now() % 250}` } })
  try {
    const admin = await staff.newPage()
    await signIn(admin, E2E_ADMIN, /\/admin$/)
    await admin.goto('/admin/applications/fellowships')
    await expect(admin.getByRole('heading', { level: 1, name: 'Fellow requests' })).toBeVisible()
    const card = admin.getByRole('article', { name })
    await expect(card).toContainText(member.claimedMembershipId)
    await expect(card).toContainText('Years of membership:6')
    await expect(card).toContainText('Twenty years of practice in Kuching.')
    await expectNoA11yViolations(admin)
    await card.getByRole('button', { name: `Approve as Fellow ${name}` }).click()
    await expect(admin.getByText(`${name} is now a Fellow`)).toBeVisible()
    await expect(admin.getByRole('article', { name })).toHaveCount(0)
  } finally {
    await staff.close()
  }

  await page.goto('/member-dashboard/membership')
  await expect(page.getByRole('region', { name: 'Your membership' })).toContainText('TypeFellow')
  await expect(page.getByText('Fellow membership: difference in annual fee: RM 100.00')).toBeVisible()
  await page.goto('/member-dashboard/fellowship')
  await expect(page.getByText(/^Approved on .+: you are a Fellow\.$/)).toBeVisible()
})

test('in Malay: the page speaks Malay', async ({ page }) => {
  const member = await seniorMember(page)
  await signIn(page, member, /\/member-dashboard\/cpd$/)
  await page.goto('/member-dashboard/fellowship?lng=ms')
  await expect(page.getByRole('heading', { level: 1, name: 'Menjadi Felo' })).toBeVisible()
  await expect(page.getByText('Anda boleh memohon untuk menjadi Felo.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mohon keahlian Felo' })).toBeVisible()
  await expectNoA11yViolations(page)
})
