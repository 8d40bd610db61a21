import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Browser, type Page, type Route } from '@playwright/test'
import { TEST_CLOCK_VARIABLE } from '#app/domain/clock.ts'
import { AXE_AUDITED_DIR } from '#tests/setup/axe-audited.ts'
import { daysAhead } from '#tests/clock.ts'

let counter = 0

/** The tag of the journeys that run with JavaScript on too (what the scripts enhance). */
export const JS_TAG = '@js'

/**
 * Every test gets its own client address (so rate limits stay per test) and fails on a console error
 * or an uncaught page error, unless it allows them.
 */
export const test = base.extend<{ allowConsoleErrors: () => void; jsEnabled: boolean; pinnedClock: void }>({
  // A run with the server's clock pinned (EMPAM_TEST_NOW, app/domain/clock.ts) pins the browser's too: the
  // CPD form checks in the page that a date is not in the future, and must agree with the server.
  pinnedClock: [
    async ({ context }, use) => {
      const pinned = process.env[TEST_CLOCK_VARIABLE]
      if (pinned) await context.clock.setFixedTime(new Date(pinned))
      await use()
    },
    { auto: true },
  ],
  extraHTTPHeaders: async ({}, use, testInfo) => {
    counter += 1
    const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250) % 250}.${counter % 250}`
    await use({ 'x-forwarded-for': ip })
  },
  // A journey that reads jsEnabled checks what the scripts add, so it runs with JavaScript on as well as
  // off: the projects with JavaScript run only journeys tagged JS_TAG (playwright.config.ts). Reading it
  // untagged fails, so no such journey is left out of them.
  jsEnabled: async ({ javaScriptEnabled }, use, testInfo) => {
    if (!testInfo.tags.includes(JS_TAG)) throw new Error(`"${testInfo.title}" reads jsEnabled: tag it { tag: '${JS_TAG}' } so it runs with JavaScript on too`)
    await use(javaScriptEnabled !== false)
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      let allowed = false
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(() => {
        allowed = true
      })
      if (!allowed) expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Runs axe on the page and fails on any serious or critical violation. Axe is a script, so for a page
 * without JavaScript it audits the same server-rendered address (a GET, with the page's cookies) in a
 * context where the page's own scripts are blocked: what a visitor without JavaScript gets.
 */
export async function expectNoA11yViolations(page: Page, { coverage = 'each-width' }: { coverage?: AxeCoverage } = {}) {
  if (!(await firstAuditOf(page, coverage))) return
  if (test.info().project.use.javaScriptEnabled !== false) return check(page)
  // With the page's cookies, so that a signed-in page is audited as the member sees it, not as /login.
  const audited = await noScriptAuditPage(page)
  await audited.context().addCookies(await page.context().cookies())
  // At the width the journey sees (a phone's 390 px, or the default 1280).
  const viewport = page.viewportSize()
  if (viewport) await audited.setViewportSize(viewport)
  try {
    await audited.goto(page.url())
    await check(audited)
  } finally {
    await audited.context().clearCookies()
  }
}

/**
 * The page where a worker audits pages without JavaScript: axe is a script, so it runs in a context with
 * JavaScript where the page's own scripts are blocked. One for the worker's browser, kept between audits
 * (a new context for each audit cost a second on a busy machine), its cookies those of the page audited.
 */
const noScriptAuditPages = new WeakMap<Browser, Promise<Page>>()
function noScriptAuditPage(page: Page) {
  const browser = page.context().browser()!
  let audited = noScriptAuditPages.get(browser)
  if (!audited) {
    audited = browser.newContext({ javaScriptEnabled: true }).then(async (context) => {
      const opened = await context.newPage()
      await opened.route('**/*.js', (route) => route.abort())
      return opened
    })
    noScriptAuditPages.set(browser, audited)
  }
  return audited
}

/**
 * How often axe audits a page in a run. A journey audits what it sees once per mode (JavaScript on or
 * off; one for both when the page sends no script), language, width and state. The sweep of every
 * page at 390 and 1280 px (admin-axe-widths.spec.ts, which runs after the journeys) asks only for what is
 * still missing: the page audited at least once in its mode, and at least once at that width in any
 * mode (issue 29: a page the journeys audited without JavaScript at 1280 px and the sweep audits with it
 * at 390 px has been seen in both modes and at both widths).
 */
export type AxeCoverage = 'each-width' | 'each-mode-and-each-width'

/**
 * True the first time in a run that this page is seen as `coverage` asks: axe audits each once,
 * whichever journey gets there first (issue 29: it was half of the journeys' time). The state is the
 * address with its ids and tokens left out, whether the page shows a form's errors, a dialog or a
 * notice, and whether someone is signed in. Each audit is recorded by folders made under the hashes of
 * what it covered (its mode and width, its mode, its width): only one worker's mkdir succeeds.
 */
async function firstAuditOf(page: Page, coverage: AxeCoverage): Promise<boolean> {
  const url = new URL(page.url())
  const address = url.pathname.replace(/[0-9a-f]{24}/g, '{id}').replace(/\/\d+(?=\/|$)/g, '/{n}')
  const query = [...url.searchParams.entries()]
    .filter(([key]) => !/token|code|email/i.test(key))
    .map(([key, value]) => `${key}=${/^[\w-]{1,20}$/.test(value) ? value : '…'}`)
    .sort()
  const [lang, scripts, invalid, dialogs, notices, signedIn] = await Promise.all([
    page.locator('html').getAttribute('lang'),
    page.locator('script:not([type="application/ld+json"])').count(),
    page.locator('[aria-invalid="true"]').count(),
    page.locator('dialog[open], [role="dialog"]').count(),
    page.locator('[role="alert"], [role="status"]').count(),
    page.context().cookies().then((cookies) => cookies.some((cookie) => /session/i.test(cookie.name))),
  ])
  // A page that sends no script is the same page with JavaScript on or off: audited once for both.
  const mode = scripts === 0 ? 'no-script' : test.info().project.use.javaScriptEnabled === false ? 'js-off' : 'js-on'
  const width = String(page.viewportSize()?.width ?? 0)
  const state = [lang, address, query.join('&'), invalid > 0, dialogs > 0, notices > 0, signedIn].join('|')
  const marks = { modeAndWidth: `${mode}|${width}|${state}`, mode: `${mode}|*|${state}`, width: `*|${width}|${state}` }
  mkdirSync(AXE_AUDITED_DIR, { recursive: true })
  const folder = (key: string) => path.join(AXE_AUDITED_DIR, createHash('sha256').update(key).digest('hex').slice(0, 32))
  const claim = (key: string) => {
    try {
      mkdirSync(folder(key))
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
      throw error
    }
  }
  if (coverage === 'each-mode-and-each-width' && existsSync(folder(marks.mode)) && existsSync(folder(marks.width))) return false
  const first = claim(marks.modeAndWidth)
  claim(marks.mode)
  claim(marks.width)
  return first
}

async function check(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([])
}

/**
 * A new applicant's details as the registration API takes them, unique on every call (e-mail, surname);
 * a test overrides what it is about (the type, a password, a claimed ID).
 */
export function newApplicant(firstName: string, overrides: { lastName?: string; password?: string; membershipType?: string; claimedMembershipId?: string } = {}) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    firstName,
    lastName: `Tester ${id}`,
    email: `${firstName.toLowerCase()}.${id}@example.com`,
    password: 'lotus-flower-9',
    membershipType: 'Practicing Ordinary Member',
    acceptPrivacy: true,
    ...overrides,
  }
}

/** Registers the applicant through the API, which signs the page in; the new account's id. */
export async function registerByApi(page: Page, applicant: ReturnType<typeof newApplicant>) {
  const response = await page.request.post('/api/auth/register', { data: applicant })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { user: { id: string } }).user.id
}

/**
 * Makes an applicant (registered through the API: pending, no ID) an active member holding the ID they
 * claimed, as the secretariat would: approve through the administrators' API, then mark the membership
 * active for a year. Signs in as the e2e administrator by token and leaves the page signed out.
 */
export async function admitMember(page: Page, userId: string, membershipId: string) {
  const { E2E_ADMIN } = await import('../playwright.config.ts')
  const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await page.context().clearCookies()
  const headers = { authorization: `Bearer ${token}` }
  const approved = await page.request.post(`/api/admin/applications/${userId}/approve`, { data: { membershipId }, headers })
  expect(approved.status()).toBe(200)
  const validUntil = daysAhead(365)
  const active = await page.request.patch(`/api/admin/members/${userId}`, { data: { membershipStatus: 'active', expiresAt: validUntil }, headers })
  expect(active.status()).toBe(200)
  await page.request.post('/api/auth/logout', { headers })
}

/**
 * A member's details as the registration API takes them, unique on every call (e-mail, username, surname,
 * the ID the secretariat will give); a test overrides what it is about.
 */
export function newMemberDetails(firstName: string, overrides: { lastName?: string; state?: string; phone?: string } = {}) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const handle = firstName.toLowerCase().replace(/\W/g, '')
  return {
    firstName,
    lastName: `Tester ${id}`,
    email: `${handle}.${id}@example.com`,
    username: `${handle}_${id}`,
    password: 'lotus-flower-9',
    membershipId: `EMP${Math.floor(100000 + Math.random() * 900_000_000)}`,
    membershipType: 'Practicing Ordinary Member',
    acceptPrivacy: true,
    phone: '+60 12-345 6789',
    state: 'Sabah',
    ...overrides,
  }
}

/**
 * An active member with an ID of their own, made as the secretariat would: registered through the API,
 * approved and marked paid for a year. The page is left signed out. Their details, account id and
 * bearer token.
 */
export async function activeMember(page: Page, firstName: string, overrides: Parameters<typeof newMemberDetails>[1] = {}) {
  const member = newMemberDetails(firstName, overrides)
  const response = await page.request.post('/api/auth/register', { data: member })
  expect(response.status()).toBe(201)
  const { token, user } = (await response.json()) as { token: string; user: { id: string } }
  await page.context().clearCookies()
  await admitMember(page, user.id, member.membershipId)
  return { ...member, id: user.id, token }
}

/** Asks for a protected page signed out, signs in on /login and lands back on it. */
export async function signInAt(page: Page, path: string, credentials: { email: string; password: string }) {
  await page.context().clearCookies()
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(credentials.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`))
}

/** The e2e administrator (created at start from ADMIN_EMAIL/ADMIN_PASSWORD) signs in at a page, as signInAt. */
export async function signInAsAdmin(page: Page, path: string) {
  const { E2E_ADMIN } = await import('../playwright.config.ts')
  await signInAt(page, path, E2E_ADMIN)
}

/** The two ways a post can fail before the app answers it: the connection drops, or a proxy answers. */
export const CONNECTION_FAILURES = {
  dropped: (route: Route) => route.abort('internetdisconnected'),
  proxyError: (route: Route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
}

/**
 * The next request to `address` meets `fail` instead of the app; later ones reach it. Wait for `met`
 * after the click that sends it: the message of an earlier failure may still be showing, and a test that
 * went on sooner could see its next request failed, or this one reach the app.
 */
export async function failNextRequest(page: Page, address: RegExp, fail: (route: Route) => Promise<void>) {
  let failed!: () => void
  const met = new Promise<void>((resolve) => (failed = resolve))
  await page.route(
    address,
    async (route) => {
      await fail(route)
      failed()
    },
    { times: 1 },
  )
  return { met }
}
