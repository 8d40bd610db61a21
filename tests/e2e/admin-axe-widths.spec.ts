import type { Page } from '@playwright/test'
import { admitMember, expect, expectNoA11yViolations, newApplicant, registerByApi, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 17, item 4: axe finds no serious or critical issue at 390 or 1280 px on any page, signed out, as a
 * member and as an administrator. One sweep over every kind of page at both widths, with JavaScript on,
 * after the journeys (which audit their own pages at the default width, mostly without JavaScript). It
 * audits what they left: each page at least once with JavaScript and at least once at each width, in
 * either mode (issue 29). (An "admin" spec: it signs in as the administrator.)
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/energy-medicine',
  '/find-practitioner',
  '/find-practitioner?q=breath',
  '/membership',
  '/ethics',
  '/training',
  '/events',
  '/news',
  '/resources',
  '/collaborations',
  '/advocacy',
  '/donate',
  '/contact',
  '/disclaimer',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/no-such-page',
  '/?lng=ms',
  '/find-practitioner?lng=ms',
]

const MEMBER_PAGES = [
  '/member-dashboard/cpd',
  '/member-dashboard/profile',
  '/member-dashboard/resources',
  '/member-dashboard/membership',
  '/member-dashboard/cpd/new',
  '/member-dashboard/cpd/statement',
  '/member-dashboard/listing',
  '/member-dashboard/my-data',
  '/member-dashboard/fellowship',
  '/member-dashboard/close-account',
  '/profile',
  '/change-password',
  '/change-email',
  '/member-dashboard/cpd?lng=ms',
]

const ADMIN_PAGES = [
  '/admin',
  '/admin/listings/reviews',
  '/admin/applications',
  '/admin/applications/fellowships',
  '/admin/members',
  '/admin/members?sort=name&dir=desc',
  '/admin/members/import',
  '/admin/payments',
  '/admin/donations',
  '/admin/ledger',
  '/admin/cpd',
  '/admin-content',
  '/admin-content?tab=news',
  '/admin-content?tab=events',
  '/admin-content/resources',
  '/admin/messages',
  '/admin/messages/subscribers',
  '/admin/messages/newsletter',
  '/admin/audit',
  '/admin/privacy',
  '/admin/privacy/requests',
  '/admin/privacy/breaches',
  '/admin/practitioners/new',
  '/admin?lng=ms',
]

/** Each page at each width: it answers, is no wider than the screen, and axe finds nothing serious; every page's findings reported at once. */
async function sweep(page: Page, pages: readonly string[]) {
  const findings: string[] = []
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    for (const path of pages) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200)
      await page.waitForLoadState('load')
      // No page is wider than the screen: a phone would scroll the whole page sideways.
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > viewport.width) findings.push(`${path} at ${viewport.width} px: the page is ${width} px wide`)
      try {
        await expectNoA11yViolations(page, { coverage: 'each-mode-and-each-width' })
      } catch (error) {
        findings.push(`${path} at ${viewport.width} px: ${(error as Error).message.split('\n').filter((line) => line.includes(': ')).join(' ')}`)
      }
    }
  }
  expect(findings).toEqual([])
}

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.context().clearCookies()
  expect((await page.request.post('/api/auth/login', { data: credentials })).status()).toBe(200)
}

test.describe('axe at 390 and 1280 px (issue 17)', { tag: '@js' }, () => {
  test.skip(({ jsEnabled }) => !jsEnabled, 'once, with JavaScript: the journeys audit their pages without it')
  test.describe.configure({ timeout: 300_000 })

  test('every public page, signed out', async ({ page, allowConsoleErrors }) => {
    // The unknown address answers 404, which the browser logs.
    allowConsoleErrors()
    await sweep(page, PUBLIC_PAGES)
  })

  test('every member page, as an active member', async ({ page }) => {
    const member = newApplicant('Aina')
    await admitMember(page, await registerByApi(page, member), `EMP${Math.floor(100000 + Math.random() * 900_000_000)}`)
    await signIn(page, member)
    await sweep(page, MEMBER_PAGES)
  })

  test('every administration page, as the administrator', async ({ page }) => {
    await signIn(page, E2E_ADMIN)
    await sweep(page, ADMIN_PAGES)
  })
})
