import { request as playwrightRequest, type Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * A rejected applicant applies again (issue 18, "afterwards"), with JavaScript off and on: the secretariat
 * turns the application down (through the API), the applicant reads the reason on the dashboard, follows
 * the notice to /member-dashboard/reapply, chooses another type and is pending again.
 */

const REASON = 'Please send proof of your 200 training hours.'

function newApplicant() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    firstName: 'Farah',
    lastName: `Reapplies ${id}`,
    email: `farah.${id}@example.com`,
    password: 'lotus-flower-9',
    membershipType: 'Practicing Ordinary Member',
    acceptPrivacy: true,
  }
}

/** The secretariat's decision, through the API with the administrator's own token. */
async function rejectByApi(baseURL: string, userId: string, ip: string) {
  const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } })
  const login = await staff.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const rejected = await staff.post(`/api/admin/applications/${userId}/reject`, { data: { reason: REASON }, headers: { authorization: `Bearer ${token}` } })
  expect(rejected.status()).toBe(200)
  await staff.dispose()
}

async function signIn(page: Page, applicant: ReturnType<typeof newApplicant>) {
  await page.goto('/login?lng=en')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(applicant.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(applicant.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
}

test('a rejected applicant reads the reason, applies again for another type and is pending', async ({ page, baseURL }, testInfo) => {
  const applicant = newApplicant()
  const registered = await page.request.post('/api/auth/register', { data: applicant })
  expect(registered.status()).toBe(201)
  const { user } = (await registered.json()) as { user: { id: string } }
  await page.context().clearCookies()
  await rejectByApi(baseURL!, user.id, `10.251.${testInfo.workerIndex % 250}.${Date.now() % 250}`)

  await signIn(page, applicant)
  await page.goto('/member-dashboard/membership')
  await expect(page.getByText(`Your application was not accepted. The reason given: ${REASON}`)).toBeVisible()
  await page.getByRole('link', { name: 'Apply again', exact: true }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/reapply$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Apply again' })).toBeVisible()
  await expect(page.getByText(REASON)).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByLabel(/^Membership Type/).selectOption('Associate')
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+60 13-999 8888')
  await page.getByRole('button', { name: 'Send my application again' }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/membership$/)
  await expect(page.getByText('Your application was sent again.')).toBeVisible()
  await expect(page.getByText('What happens next: the secretariat reviews your application')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply again', exact: true })).toHaveCount(0)
})

test('in Malay: the page speaks Malay', async ({ page, baseURL }, testInfo) => {
  const applicant = newApplicant()
  const registered = await page.request.post('/api/auth/register', { data: { ...applicant, locale: 'ms' } })
  expect(registered.status()).toBe(201)
  const { user } = (await registered.json()) as { user: { id: string } }
  await page.context().clearCookies()
  await rejectByApi(baseURL!, user.id, `10.252.${testInfo.workerIndex % 250}.${Date.now() % 250}`)
  await signIn(page, applicant)
  await page.goto('/member-dashboard/reapply?lng=ms')
  await expect(page.getByRole('heading', { level: 1, name: 'Mohon semula' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hantar semula permohonan saya' })).toBeVisible()
  await expectNoA11yViolations(page)
})
