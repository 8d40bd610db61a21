import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { overflowFindings, seedAdministration, signInByApi } from '#tests/playwright-admin.ts'
import { admitMember, expect, expectNoA11yViolations, newApplicant, registerByApi, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 17, item 4: axe finds no serious or critical issue at 390 or 1280 px on any page, signed out, as a
 * member and as an administrator. One sweep over every kind of page at both widths, with JavaScript on,
 * after the journeys (which audit their own pages at the default width, mostly without JavaScript). It
 * audits what they left: each page at least once with JavaScript and at least once at each width, in
 * either mode (issue 29). The administration's pages are swept with their tables full (issue 33: the
 * door list was 446 px wide on a phone, but no page of one event was swept, and no table held a long
 * e-mail address). (An "admin" spec: it signs in as the administrator.)
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
  '/check-the-register?q=EMP001',
  '/collaborations',
  '/advocacy',
  '/donate',
  '/raise-a-concern',
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
  '/member-dashboard/credentials',
  '/member-dashboard/cpd-audit',
  '/member-dashboard/membership/declaration',
  '/member-dashboard/close-account',
  '/profile',
  '/change-password',
  '/change-email',
  '/member-dashboard/cpd?lng=ms',
  '/elections',
  '/meetings',
]

/**
 * The administration's pages that need no record of their own; those of one record (an event, a
 * listing, a message ...) are added by `seedAdministration`, which also fills every table (issue 33,
 * item 8). The administration's sweep checks that the two together name every page route under
 * app/routes/_admin+/ (a new page must be added to one of them).
 */
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
  '/admin/reconciliation',
  '/admin/ledger/income-and-expenditure',
  '/admin/expenses',
  '/admin/cpd',
  '/admin/credentials',
  '/admin/cpd/audits',
  '/admin/cpd/audits?lng=ms',
  '/admin-content',
  '/admin-content?tab=news',
  '/admin-content?tab=events',
  '/admin-content/events/new',
  '/admin-content/committee-photo',
  '/admin-content/resources',
  '/admin/messages',
  '/admin/messages/subscribers',
  '/admin/messages/newsletter',
  '/admin/messages/members',
  '/admin/audit',
  '/admin/office-bearers',
  '/admin/office-bearers?lng=ms',
  '/admin/privacy',
  '/admin/privacy/requests',
  '/admin/privacy/breaches',
  '/admin/practitioners/new',
  '/admin/elections',
  '/admin/meetings',
  '/admin/annual-return',
  '/admin/annual-return?lng=ms',
  '/admin/annual-return/amendments',
  '/admin/concerns',
  '/admin/concerns?lng=ms',
]

/** Routes with no page to sweep: each only redirects (to a page the sweep visits). */
const REDIRECT_ONLY_ROUTES = ['admin.events_.$id.registrations.$registrationId.cancel', 'admin.members_.$id_.cancel-closure', 'admin.reminders_.run']

/** A route folder's address as a pattern (remix-flat-routes: `.` a slash, `$x` a segment, `x_` no nesting). */
function routePattern(folder: string) {
  const segments = folder.split('.').map((segment) => segment.replace(/_$/, '')).filter((segment) => segment !== '_index')
  return new RegExp(`^/${segments.map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[-]/g, '\\-'))).join('/')}$`)
}

/**
 * Each page at each width: it answers, is no wider than the screen, and axe finds nothing serious; with
 * `elements` (the administration's pages, issue 33), nothing sticks out of the screen outside a box that
 * scrolls and no table is squeezed (overflowFindings). Every page's findings reported at once.
 */
async function sweep(page: Page, pages: readonly string[], { elements = false } = {}) {
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
      if (elements) findings.push(...(await overflowFindings(page, viewport.width)).map((finding) => `${path} at ${viewport.width} px: ${finding}`))
      try {
        await expectNoA11yViolations(page, { coverage: 'each-mode-and-each-width' })
      } catch (error) {
        findings.push(`${path} at ${viewport.width} px: ${(error as Error).message.split('\n').filter((line) => line.includes(': ')).join(' ')}`)
      }
    }
  }
  expect(findings).toEqual([])
}

test.describe('axe at 390 and 1280 px (issue 17)', { tag: '@js' }, () => {
  test.skip(({ jsEnabled }) => !jsEnabled, 'once, with JavaScript: the journeys audit their pages without it')
  // Every administration page at two widths, with the Malay ones: about three minutes on an idle CI machine,
  // growing with each new page (issue 35 added meetings, the annual return and messages to members).
  test.describe.configure({ timeout: 420_000 })

  test('every public page, signed out', async ({ page, allowConsoleErrors }) => {
    // The unknown address answers 404, which the browser logs.
    allowConsoleErrors()
    await sweep(page, PUBLIC_PAGES)
  })

  test('every member page, as an active member', async ({ page }) => {
    const member = newApplicant('Aina')
    await admitMember(page, await registerByApi(page, member), `EMP${Math.floor(100000 + Math.random() * 900_000_000)}`)
    await signInByApi(page, member)
    await sweep(page, MEMBER_PAGES)
  })

  test('every administration page, as the administrator, with full tables', async ({ page }) => {
    const onePerRecord = await seedAdministration(page)
    await signInByApi(page, E2E_ADMIN)
    // Every page route under app/routes/_admin+/ is among those swept (issue 33, item 8).
    const swept = [...ADMIN_PAGES, ...onePerRecord].map((path) => path.replace(/[?#].*$/, ''))
    const routes = readdirSync(new URL('../../app/routes/_admin+/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || (/\.tsx?$/.test(entry.name) && !entry.name.startsWith('_layout.')))
      .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.tsx?$/, '')))
    const unswept = routes.filter((name) => !REDIRECT_ONLY_ROUTES.includes(name) && !swept.some((path) => routePattern(name).test(path)))
    expect(unswept, 'administration routes the sweep does not visit').toEqual([])
    // In Malay too, whose words are longer (the first two are the door list and the check-in, then the
    // payment settings with their DuitNow QR); the last page goes back to English for the next width.
    const inMalay = ['/admin', ...onePerRecord.slice(0, 2), '/admin/payment-settings'].map((path) => `${path}?lng=ms`)
    await sweep(page, [...ADMIN_PAGES, ...onePerRecord, ...inMalay, '/admin?lng=en'], { elements: true })
  })
})
