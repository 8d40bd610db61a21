import { fileURLToPath } from 'node:url'
import { request as playwrightRequest } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { addDays } from '#app/domain/dates.ts'
import { today } from '#tests/clock.ts'
import { waitForMail } from '#tests/mail.ts'
import { activeMember, expect, expectNoA11yViolations, signInAt, test } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * Issue 20's "Done when", with JavaScript off and on: an administrator publishes a dated event with CPD
 * hours and two seats; two members register, a third is waitlisted and moves up when one cancels; the
 * attendee is marked present and sees the approved hours on the dashboard at once, with a certificate
 * whose QR page confirms it; the .ics is a calendar file; caps and pro rata show in the progress; the
 * key steps in Malay; staff cancel a registration from the list. (An "admin" spec: it adds events the public pages' journeys would count.)
 */

type Member = { email: string; password: string }

const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox', import.meta.url))

/** Signs in on /login, then opens the page. */
async function asMember(page: Page, member: Member, path: string) {
  await page.context().clearCookies()
  await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}

const PUBLISHED_TITLE = 'Breathwork for practitioners'
/** The one-seat event of the waiting-list journey, which the visitor journey leaves alone. */
const WAITLIST_TITLE = 'Waitlist rehearsal'

const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`))

test('publish, register, waitlist, cancel, attend, credit and certify', { tag: '@js' }, async ({ page, jsEnabled }) => {
  test.slow()
  const title = `${PUBLISHED_TITLE} ${jsEnabled ? 'on' : 'off'} ${Date.now().toString(36)}`
  // A month ahead, but inside this CPD year: the dashboard's progress card shows this year only.
  const monthAhead = addDays(today(), 30)
  const day = monthAhead.slice(0, 4) === today().slice(0, 4) ? monthAhead : `${today().slice(0, 4)}-12-31`
  const [ana, bala, chen] = [await activeMember(page, 'Ana'), await activeMember(page, 'Bala'), await activeMember(page, 'Chen')]

  // The administrator publishes a dated event with CPD hours and two seats.
  await signInAt(page, '/admin-content/events/new', E2E_ADMIN)
  const main = page.getByRole('main')
  await field(main, 'Title').fill(title)
  await field(main, 'Starts (Malaysia time, optional)').fill(`${day}T09:00`)
  await field(main, 'Ends (Malaysia time, optional)').fill(`${day}T12:00`)
  await field(main, 'Location').fill('George Town, Penang')
  await field(main, 'Type').fill('Training')
  await field(main, 'CPD category').selectOption('Workshop')
  await field(main, 'CPD hours').fill('3')
  await field(main, 'Seats').fill('2')
  await main.getByRole('button', { name: 'Add Event' }).click()
  await expect(page).toHaveURL(/\/admin-content\?tab=events$/)
  const events = (await (await page.request.get('/api/events')).json()) as Array<{ id: string; title: string; seatsLeft: number }>
  const event = events.find((e) => e.title === title)!
  expect(event.seatsLeft).toBe(2)

  // Two members register in one step; the third joins the waitlist.
  for (const [member, seat] of [[ana, 1], [bala, 2]] as const) {
    await asMember(page, member, `/events/${event.id}`)
    await page.getByRole('button', { name: 'Register now' }).click()
    await expect(page.getByText(`You are registered: seat ${seat}.`)).toBeVisible()
  }
  await asMember(page, chen, `/events/${event.id}`)
  await expect(page.getByText('Full: new registrations join the waitlist')).toBeVisible()
  await page.getByRole('button', { name: 'Join the waitlist' }).click()
  await expect(page.getByText('You are on the waitlist: number 1.')).toBeVisible()

  // Ana cancels from her dashboard; Chen moves up to the freed seat.
  await asMember(page, ana, '/member-dashboard/cpd')
  const myEvents = page.getByRole('region', { name: 'My events' })
  await expect(myEvents.getByRole('link', { name: title })).toBeVisible()
  await myEvents.getByRole('button', { name: `Cancel my registration for ${title}` }).click()
  await expect(page).toHaveURL(/\/member-dashboard\/cpd$/)
  await expect(page.getByRole('region', { name: 'My events' }).getByRole('link', { name: title })).toHaveCount(0)
  await asMember(page, chen, `/events/${event.id}`)
  await expect(page.getByText('You are registered: seat 1.')).toBeVisible()

  // The .ics is a calendar file with the event.
  const ics = await page.request.get(`/events/${event.id}/calendar.ics`)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  expect(await ics.text()).toContain('BEGIN:VEVENT')

  // The event begins (issue 33: attendance is marked from its start, and the server's clock cannot be
  // moved here): the administrator's API moves its start to an hour ago.
  const staff = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin })
  const { token } = (await (await staff.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).json()) as { token: string }
  const current = (await (await staff.get(`/api/events/${event.id}`)).json()) as Record<string, unknown>
  const begun = await staff.put(`/api/events/${event.id}`, {
    data: { ...current, startsAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(), endsAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString() },
    headers: { authorization: `Bearer ${token}` },
  })
  expect(begun.status(), await begun.text()).toBe(200)
  await staff.dispose()

  // The administrator marks Bala present on the list.
  await signInAt(page, `/admin/events/${event.id}`, E2E_ADMIN)
  await expectNoA11yViolations(page)
  await page.getByRole('checkbox', { name: `Present: ${bala.firstName} ${bala.lastName}` }).check()
  await page.getByRole('button', { name: 'Mark the ticked present' }).click()
  await expect(page.getByRole('button', { name: `Un-mark ${bala.firstName} ${bala.lastName}` })).toBeVisible()

  // Staff cancel Chen's registration from the list: a toast says so, the row reads Cancelled, the seat is free again.
  const chenName = `${chen.firstName} ${chen.lastName}`
  await page.getByRole('button', { name: `Cancel registration of ${chenName}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}$`))
  await expect(page.getByText(`The registration of ${chenName} is cancelled; the first one waiting, if anyone, has the seat`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(chenName) })).toContainText('Cancelled')
  await expect(page.getByRole('button', { name: `Cancel registration of ${chenName}` })).toHaveCount(0)
  const seatsAfter = (await (await page.request.get('/api/events')).json()) as Array<{ id: string; seatsLeft: number }>
  expect(seatsAfter.find((e) => e.id === event.id)!.seatsLeft).toBe(1)

  // Bala sees the approved hours at once, the rules that count them, and a certificate that checks out.
  await asMember(page, bala, '/member-dashboard/cpd')
  await expect(page.getByText('approved automatically, read-only')).toBeVisible()
  const rules = page.getByRole('region', { name: /^CPD year \d{4}$/ })
  await expect(rules.getByText(/Pro rata: you joined during this year, so your target is [\d.]+ hours for \d+ months\./)).toBeVisible()
  await expect(rules.getByText(/^3 of [\d.]+ hours count$/)).toBeVisible()
  await expect(rules.getByText(/^Self-Study counts for at most [\d.]+ hours of your target\.$/)).toBeVisible()
  await expectNoA11yViolations(page)
  const certificate = await page.request.get((await page.getByRole('link', { name: `Certificate of attendance ${title}` }).getAttribute('href'))!)
  expect(certificate.headers()['content-type']).toBe('application/pdf')
  await page.getByRole('link', { name: `Check it online ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'This certificate of attendance is genuine' })).toBeVisible()
  await expect(page.getByText(title)).toBeVisible()

  // The key steps in Malay: the event page and the dashboard's progress.
  await page.goto(`/events/${event.id}?lng=ms`)
  await expect(page.getByRole('link', { name: 'Tambah ke kalendar (.ics)' })).toBeVisible()
  await expect(page.getByText('Anda telah berdaftar: tempat duduk 2.')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.goto('/member-dashboard/cpd?lng=ms')
  await expect(page.getByRole('region', { name: 'Acara saya' })).toBeVisible()
  await expect(page.getByText(/^3 daripada [\d.]+ jam dikira$/)).toBeVisible()
  await page.goto('/member-dashboard/cpd?lng=en')
})

test('a visitor registers with name, e-mail and phone, and a mistake keeps what was typed', async ({ page, allowConsoleErrors }) => {
  // The refused post answers 400, which the browser logs (as a page load without JavaScript, a fetch with it).
  allowConsoleErrors()
  const events = (await (await page.request.get('/api/events')).json()) as Array<{ id: string; title: string; seatsLeft: number; startsAt: string | null; registrationDeadline: string | null }>
  // A demo event: the publishing test above, running beside this one, fills its own two-seat event.
  const open = events.find(
    (e) => !e.title.startsWith(PUBLISHED_TITLE) && !e.title.startsWith(WAITLIST_TITLE) && e.startsAt && e.seatsLeft > 0 && (!e.registrationDeadline || new Date(e.registrationDeadline) > new Date()),
  )
  test.skip(!open, 'no open event in the demo content')
  await page.goto(`/events/${open!.id}`)
  await expectNoA11yViolations(page)
  const form = page.getByRole('main')
  await field(form, 'Full name').fill('Siti Visitor')
  const email = `siti.${Date.now()}@example.com`
  await field(form, 'E-mail').fill(email)
  await field(form, 'Phone').fill('call me')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
  await expect(field(form, 'Full name')).toHaveValue('Siti Visitor')
  await field(form, 'Phone').fill('+60 12-345 6789')
  await form.getByRole('button', { name: 'Register' }).click()
  const waitlisted = page.getByText('The event is full: check your e-mail to keep your place on the waitlist', { exact: true })
  await expect(page.getByText('Check your e-mail to confirm your place', { exact: true }).or(waitlisted)).toBeVisible()
  if (await waitlisted.isVisible()) return

  // The seat is held until the link in the mail is followed (issue 30): the page asks, in either language, then confirms.
  const mail = await waitForMail(OUTBOX, { to: email, subject: 'Confirm your place' })
  const link = new URL(/https?:\/\/\S+\/confirm\?token=[^\s"<>]+/.exec(mail.text)![0])
  await page.goto(`${link.pathname}${link.search}&lng=ms`)
  await expect(page.getByRole('heading', { level: 1, name: 'Sahkan tempat anda' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.goto(`${link.pathname}${link.search}&lng=en`)
  await expect(page.getByText(/^The seat is held until .+ \(Malaysia time\)\.$/)).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Confirm my place' }).click()
  // Issue 33: confirmed, the visitor lands on their registration's own page.
  await expect(page).toHaveURL(new RegExp(`/events/${open!.id}/registrations/[0-9a-f]{24}\\?token=`))
  await expect(page.getByRole('main').getByText('You are registered', { exact: true })).toBeVisible()
  await waitForMail(OUTBOX, { to: email, subject: 'You are registered' })
})

test("a visitor on a full event's waiting list keeps the place by the mailed link, in either language", async ({ page, baseURL }) => {
  // A one-seat event of its own, published with the administrator's token; a first visitor holds the seat.
  const staff = await playwrightRequest.newContext({ baseURL })
  const login = await staff.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const day = addDays(today(), 40)
  const published = await staff.post('/api/events', {
    data: { title: `${WAITLIST_TITLE} ${Date.now()}`, location: 'Kota Kinabalu, Sabah', type: 'Training', description: 'One seat.', startsAt: `${day}T09:00:00+08:00`, endsAt: `${day}T12:00:00+08:00`, cpdHours: 3, category: 'Workshop', capacity: 1 },
    headers: { authorization: `Bearer ${token}` },
  })
  expect(published.status()).toBe(201)
  const { id } = (await published.json()) as { id: string }
  expect((await staff.post(`/api/events/${id}/registrations`, { data: { name: 'First Visitor', email: `first.${Date.now()}@example.com`, phone: '0123456789' } })).status()).toBe(201)
  await staff.dispose()

  // The second visitor joins the waiting list through the page's form.
  await page.goto(`/events/${id}?lng=en`)
  const form = page.getByRole('main')
  await field(form, 'Full name').fill('Wait Listed')
  const email = `waiting.${Date.now()}@example.com`
  await field(form, 'E-mail').fill(email)
  await field(form, 'Phone').fill('+60 12-345 6789')
  await form.getByRole('button', { name: 'Join the waitlist' }).click()
  await expect(page.getByText('The event is full: check your e-mail to keep your place on the waitlist', { exact: true })).toBeVisible()

  // The mail's link opens a page that asks first (both languages, axe), whose button keeps the place.
  const mail = await waitForMail(OUTBOX, { to: email, subject: 'On the waitlist' })
  const link = new URL(/https?:\/\/\S+\/confirm\?token=[^\s"<>]+/.exec(mail.text)![0])
  await page.goto(`${link.pathname}${link.search}&lng=ms`)
  await expect(page.getByRole('button', { name: 'Kekalkan tempat saya dalam senarai menunggu' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${link.pathname}${link.search}&lng=en`)
  await expect(page.getByText(/^Confirm by .+ \(Malaysia time\), or the place on the waiting list lapses\.$/)).toBeVisible()
  await expectNoA11yViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'Keep my place on the waiting list' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${id}/registrations/[0-9a-f]{24}\\?token=`))
  await expect(page.getByRole('main').getByText('On the waiting list: number 1', { exact: true })).toBeVisible()
  await expect(page.getByText('Your place on the waitlist is confirmed', { exact: true })).toBeVisible()
  await page.goto(`${link.pathname}${link.search}&lng=en`)
  await expect(page.getByText(/^Your place on the waiting list is confirmed\./)).toBeVisible()
})
