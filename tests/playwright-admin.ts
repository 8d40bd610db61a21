import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import mongoose, { Types } from 'mongoose'
import { addMonthsToMonth } from '#app/domain/cpd-audit.ts'
import { DEFAULT_DB_NAME } from '#app/utils/db.server.ts'
import { readDbServerRecord } from '#server/embedded-db.ts'
import { dayOfYearsAgo, daysAgo, daysAhead, today } from '#tests/clock.ts'
import { qrPng, STATIC_DUITNOW_PAYLOAD } from '#tests/duitnow-qr.ts'
import { ONE_PAGE_PDF } from '#tests/media.ts'
import { admitMember, expect, newApplicant, newMemberDetails, registerByApi } from '#tests/playwright-utils.ts'
import { E2E_ADMIN } from '../playwright.config.ts'

/**
 * The administration on a phone (issue 33, item 8), for the journeys: tables filled with what makes them
 * wide, and what sticks out of a page at a width.
 */

/** Signs the page in by the API (its cookie), signed out first. */
export async function signInByApi(page: Page, credentials: { email: string; password: string }) {
  await page.context().clearCookies()
  expect((await page.request.post('/api/auth/login', { data: credentials })).status()).toBe(200)
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** An address as long as they come: the column that shows it must wrap it by sense, never a letter a line. */
const longEmail = (name: string) => `${name}.binti.abdul.rahman.${unique()}@persatuan-perubatan-tenaga.example.com`

/** The e2e administrator's bearer token, as the headers of an API request; the page is left signed out. */
export async function staffHeaders(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  await page.context().clearCookies()
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
}

/** A request context of its own signed in as the e2e administrator by bearer token (the page's session untouched); dispose of it after. */
export async function staffApi(baseURL: string | undefined) {
  const staff = await playwrightRequest.newContext({ baseURL })
  const login = await staff.post('/api/auth/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { staff, headers: { authorization: `Bearer ${token}` } }
}

/** A second officer: an account registered through the API that the administrator gives `role`; the page is left signed out. */
export async function anOfficer(page: Page, staff: APIRequestContext, headers: Record<string, string>, role: string, firstName: string) {
  const details = newMemberDetails(firstName)
  const registered = await page.request.post('/api/auth/register', { data: details })
  expect(registered.status(), await registered.text()).toBe(201)
  const { user } = (await registered.json()) as { user: { id: string } }
  await page.context().clearCookies()
  const given = await staff.patch(`/api/admin/members/${user.id}`, { data: { roles: [role] }, headers })
  expect(given.status(), await given.text()).toBe(200)
  return { email: details.email, password: details.password, name: `${details.firstName} ${details.lastName}` }
}

/** An active member with a long e-mail address, admitted as the secretariat does (an invoice raised); left signed out. */
export async function longAddressMember(page: Page, firstName: string, handle: string) {
  const details = { ...newMemberDetails(firstName), email: longEmail(handle) }
  const registered = await page.request.post('/api/auth/register', { data: details })
  expect(registered.status(), await registered.text()).toBe(201)
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } }
  await page.context().clearCookies()
  await admitMember(page, user.id, details.membershipId)
  return { ...details, id: user.id, token, name: `${details.firstName} ${details.lastName}` }
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString()

/**
 * An event with a door list: the members registered (each by their token) and a visitor awaiting her
 * e-mail's confirmation, all under long addresses; then it begins (moved to an hour ago, as an
 * administrator may), since attendance is marked from the start. Its id and the members' registrations.
 */
export async function seedDoorList(page: Page, staff: Record<string, string>, members: ReadonlyArray<{ token: string }>) {
  const event = { title: `Door list rehearsal ${unique()}`, location: 'Kota Kinabalu, Sabah', type: 'Training', startsAt: hoursFromNow(24 * 30), endsAt: hoursFromNow(24 * 30 + 3), cpdHours: 3, category: 'Workshop', capacity: 10 }
  const published = await page.request.post('/api/events', { data: event, headers: staff })
  expect(published.status(), await published.text()).toBe(201)
  const { id: eventId } = (await published.json()) as { id: string }
  const registrations: string[] = []
  for (const member of members) {
    const registered = await page.request.post(`/api/events/${eventId}/registrations`, { data: {}, headers: { authorization: `Bearer ${member.token}` } })
    expect(registered.status(), await registered.text()).toBe(201)
    registrations.push(((await registered.json()) as { id: string }).id)
  }
  await page.context().clearCookies()
  const visitor = await page.request.post(`/api/events/${eventId}/registrations`, { data: { name: 'Wan Nur Aisyah binti Wan Ahmad Fauzi', email: longEmail('wan.nur.aisyah'), phone: '+60 12-345 6789' } })
  expect(visitor.status(), await visitor.text()).toBe(201)
  const begun = await page.request.put(`/api/events/${eventId}`, { data: { ...event, startsAt: hoursFromNow(-1), endsAt: hoursFromNow(2) }, headers: staff })
  expect(begun.status(), await begun.text()).toBe(200)
  return { eventId, registrations }
}

/**
 * Fills the tables the sweep looks at with what makes them wide (issue 33, item 8): an event with members
 * and a visitor registered under long e-mail addresses, one of them present; an applicant and members
 * (their invoices, a receipt in the ledger); a pledge, a CPD claim, a message, a subscriber, a newsletter
 * issue, a message to members (sent), a breach and a data request. The addresses of the pages of one record, to sweep with the others.
 */
export async function seedAdministration(page: Page): Promise<string[]> {
  const staff = await staffHeaders(page)
  const members = [await longAddressMember(page, 'Nurul Hidayah', 'nurul.hidayah'), await longAddressMember(page, 'Siti Khadijah', 'siti.khadijah')]
  await registerByApi(page, { ...newApplicant('Kamaruzzaman'), email: longEmail('kamaruzzaman') })
  await page.context().clearCookies()

  // A receipt for part of the first open invoice: the ledger's rows and a payment on the payments page.
  const { invoices } = (await (await page.request.get('/api/admin/invoices', { headers: staff })).json()) as { invoices: Array<{ id: string; number: string; balance: number }> }
  if (invoices[0]) {
    const paid = await page.request.post(`/api/admin/invoices/${invoices[0].id}/payments`, { data: { amount: 1, method: 'bank-transfer', reference: `FPX-${unique()}-0000112233` }, headers: staff })
    expect(paid.status(), await paid.text()).toBe(201)
  }
  // The books (issue 34): the second invoice paid in full and part of it given back (its page's tables), and
  // an expense with a long payee and description awaiting another officer.
  const credited = invoices[1]
  if (credited) {
    const paid = await page.request.post(`/api/admin/invoices/${credited.id}/payments`, { data: { amount: credited.balance, method: 'duitnow', reference: `DN-${unique()}-99887766` }, headers: staff })
    expect(paid.status(), await paid.text()).toBe(201)
    const note = await page.request.post(`/api/admin/invoices/${credited.id}/credit-notes`, {
      data: { amount: 1, reason: 'Paid the administration fee twice through two different banking applications', refundReference: `IBG-${unique()}-0000998877` },
      headers: staff,
    })
    expect(note.status(), await note.text()).toBe(201)
  }
  const expense = await page.request.post('/api/admin/expenses', {
    multipart: {
      spentAt: today(),
      payee: 'Persatuan Penganjur Seminar dan Persidangan Kesihatan Holistik Sabah Berhad',
      category: 'professional-fees',
      amount: '1234.56',
      description: 'Audit of the accounts for the Registrar of Societies, with the statutory declaration and a certified copy for the annual return',
      file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF },
    },
    headers: staff,
  })
  expect(expense.status(), await expense.text()).toBe(201)

  // A bank statement (issue 34): a line matched to the second open invoice, a long one to record by hand, money out.
  const day = dayOfYearsAgo(0, '01-02').split('-').reverse().join('/')
  const matchable = invoices[1]
  const statementCsv = [
    'date,description,amount,reference',
    ...(matchable ? [`${day},"IBG CREDIT NURUL HIDAYAH BINTI ABDUL RAHMAN, ${matchable.number}",${matchable.balance.toFixed(2)},MBB${unique()}0000112233`] : []),
    `${day},DUITNOW TRANSFER FROM YAYASAN KEBAJIKAN TENAGA SEJAHTERA BERHAD FOR THE ANNUAL DINNER,150.00,DUITNOW${unique()}00001122334455`,
    `${day},SERVICE CHARGE,-0.50,`,
  ].join('\n')
  const statement = await page.request.post('/api/admin/reconciliation', {
    multipart: { file: { name: `maybank-statement-${unique()}.csv`, mimeType: 'text/csv', buffer: Buffer.from(statementCsv) } },
    headers: staff,
  })
  expect(statement.status(), await statement.text()).toBe(201)
  const { importId } = (await statement.json()) as { importId: string }

  // The door list, one member marked present.
  const { eventId, registrations } = await seedDoorList(page, staff, members)
  const present = await page.request.post(`/api/admin/events/${eventId}/attendance`, { data: { registrationIds: [registrations[0]] }, headers: staff })
  expect(present.status(), await present.text()).toBe(200)

  // What the other queues and registers show.
  const [first] = members
  const claim = await page.request.post('/api/cpd', { data: { title: 'Trauma-informed practice for energy-medicine practitioners', provider: 'EMPAM Academy', category: 'Workshop', hours: 2, date: dayOfYearsAgo(0, '01-02') }, headers: { authorization: `Bearer ${first!.token}` } })
  expect(claim.status(), await claim.text()).toBe(201)
  const request = await page.request.post('/api/me/data-requests', { data: { kind: 'correction', message: 'My address on file is out of date; please correct it.' }, headers: { authorization: `Bearer ${first!.token}` } })
  expect(request.status(), await request.text()).toBe(201)
  // Issue 36: a credential waiting for the CPD reviewer, with a long insurer's name (/admin/credentials).
  const credential = await page.request.post('/api/me/credentials', {
    multipart: {
      kind: 'liability-insurance',
      issuer: 'Syarikat Takaful Am Perlindungan Pengamal Perubatan Komplementari Malaysia Berhad',
      number: 'PL-2026-000123456789-SABAH-KOTA-KINABALU',
      from: today(),
      until: dayOfYearsAgo(-1, '12-31'),
      file: { name: 'insurance-certificate.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF },
    },
    headers: { authorization: `Bearer ${first!.token}` },
  })
  expect(credential.status(), await credential.text()).toBe(201)
  await page.context().clearCookies()
  const pledge = await page.request.post('/api/donations', { data: { name: 'Yayasan Kebajikan Tenaga Sejahtera Berhad', email: longEmail('yayasan'), amount: 150, frequency: 'one-time' } })
  expect(pledge.status(), await pledge.text()).toBe(201)
  // The gift paid online and not confirmed yet (issue 34): the treasurer's list of them on /admin/payments.
  const { donation, slipUpload } = (await pledge.json()) as { donation: { id: string }; slipUpload: { token: string } }
  const online = await page.request.post(`/donate/${donation.id}/pay`, { form: { token: slipUpload.token }, maxRedirects: 0 })
  expect(online.headers().location, await online.text()).toMatch(/^\/payments\/fake\//)
  const message = await page.request.post('/api/contact', { data: { firstName: 'Muhammad', lastName: 'Firdaus bin Abdullah', email: longEmail('firdaus'), subject: '', message: 'Could the association say whether its practitioners are registered with the ministry?' } })
  expect(message.status(), await message.text()).toBe(201)
  const subscriber = await page.request.post('/api/newsletter', { data: { email: longEmail('buletin') } })
  expect(subscriber.ok(), await subscriber.text()).toBe(true)
  const issue = await page.request.post('/api/admin/newsletter-issues', { data: { subjectEn: 'News for November', subjectMs: 'Berita November', bodyEn: 'What happened.', bodyMs: 'Apa yang berlaku.' }, headers: staff })
  expect(issue.status(), await issue.text()).toBe(201)
  // A message to members (issue 35, item 5), sent: its page shows the send log's long addresses.
  const memberMessage = await page.request.post('/api/admin/member-messages', {
    data: { subjectEn: 'Notice of the annual general meeting of the association', bodyEn: 'The meeting is on Saturday.', subjectMs: 'Notis mesyuarat agung tahunan persatuan', bodyMs: 'Mesyuarat pada hari Sabtu.', group: 'all', category: 'notice' },
    headers: staff,
  })
  expect(memberMessage.status(), await memberMessage.text()).toBe(201)
  const { id: memberMessageId } = (await memberMessage.json()) as { id: string }
  const messageSent = await page.request.post(`/api/admin/member-messages/${memberMessageId}/send`, { headers: staff })
  expect(messageSent.status(), await messageSent.text()).toBe(200)
  const breach = await page.request.post('/api/admin/breaches', { data: { summary: 'A roster sent to the wrong address', affected: 'About forty members', foundAt: hoursFromNow(-2) }, headers: staff })
  expect(breach.status(), await breach.text()).toBe(201)
  // The association's DuitNow QR (issue 34), so that the payment settings page is swept showing one: the
  // same QR as admin-duitnow-qr.spec.ts uploads, which may run beside the sweep.
  const qr = await page.request.post('/api/admin/payment-settings/duitnow-qr', {
    multipart: { file: { name: 'duitnow-qr.png', mimeType: 'image/png', buffer: await qrPng(STATIC_DUITNOW_PAYLOAD) } },
    headers: staff,
  })
  expect(qr.status(), await qr.text()).toBe(200)
  // Issue 35: an election voting tomorrow, its roll as at yesterday (so the auditor's view takes it and lists
  // every member), a long-named candidate with a statement.
  const election = await page.request.post('/api/admin/elections', {
    data: { title: 'Pemilihan Ahli Jawatankuasa Biasa bagi Penggal 2027–2029', positions: 'Four ordinary committee members for the 2027–2029 term', seats: 4, opensAt: hoursFromNow(24), closesAt: hoursFromNow(30), rollDate: daysAgo(1) },
    headers: staff,
  })
  expect(election.status(), await election.text()).toBe(201)
  const { id: electionId } = (await election.json()) as { id: string }
  const candidate = await page.request.post(`/api/admin/elections/${electionId}/candidates`, { data: { userId: members[1]!.id, statement: 'Twenty years of community practice in Penampang; I will keep the accounts open to every member.' }, headers: staff })
  expect(candidate.status(), await candidate.text()).toBe(201)
  // Issue 35, item 2: a general meeting a month on with a long title and agenda, its notice sent (so its
  // page lists every member for attendance).
  const meeting = await page.request.post('/api/admin/meetings', {
    data: {
      kind: 'annual',
      title: 'Mesyuarat Agung Tahunan Kali Ke-12 Persatuan Pengamal Perubatan Tenaga Malaysia',
      startsAt: hoursFromNow(24 * 30),
      place: 'Dewan Serbaguna Kompleks Belia dan Sukan Penampang, Jalan Tuaran Lama, 89500 Penampang, Sabah',
      onlineUrl: 'https://meet.example.org/empam-agm-2027-penampang-sabah-annual-general-meeting',
      agenda: '1. Confirmation of the minutes of the 11th annual general meeting\n2. The annual report of the Honorary Secretary\n3. The audited accounts for the year\n4. The election of the committee for 2027–2029',
    },
    headers: staff,
  })
  expect(meeting.status(), await meeting.text()).toBe(201)
  const { id: meetingId } = (await meeting.json()) as { id: string }
  const noticed = await page.request.post(`/api/admin/meetings/${meetingId}/notice`, { data: {}, headers: staff })
  expect(noticed.status(), await noticed.text()).toBe(200)
  // Issue 35, item 4: a rule amendment with a long clause and texts, so that the annual return's tables and the amendment's page are swept full.
  const amendment = await page.request.post('/api/admin/rule-amendments', {
    data: {
      meetingDay: daysAgo(40),
      clause: 'Fasal 7(3)(b): Notis Mesyuarat Agung Tahunan',
      before: 'Notis mesyuarat agung tahunan hendaklah dihantar sekurang-kurangnya empat belas hari sebelum tarikh mesyuarat.',
      after: 'Notice of the annual general meeting shall be sent to every member entitled to attend at least twenty-one days before the meeting, by e-mail or by post.',
    },
    headers: staff,
  })
  expect(amendment.status(), await amendment.text()).toBe(201)
  const { id: amendmentId } = (await amendment.json()) as { id: string }

  // Issue 36: a concern with a long description, acknowledged and noted, for the case page (from an address of
  // its own: the public form's allowance is per address).
  const raised = await page.request.post('/api/concerns', {
    data: {
      practitionerName: 'Dato\' Seri Dr. Kamarul Ariffin bin Zainal Abidin (Pusat Penyembuhan Holistik)',
      name: 'Nurul Huda binti Abdul Rahman',
      email: longEmail('nurulhuda'),
      description: 'During the third session at the centre in Kota Kinabalu the practitioner told me to stop taking the blood pressure medicine my doctor prescribed, and said the energy work would be enough. I felt unwell for two weeks afterwards.',
      acceptPrivacy: true,
    },
    headers: { 'x-forwarded-for': `10.36.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  })
  expect(raised.status(), await raised.text()).toBe(201)
  const { reference: concernReference } = (await raised.json()) as { reference: string }
  const { items: concernItems } = (await (await page.request.get('/api/admin/concerns', { headers: staff })).json()) as { items: Array<{ id: string; reference: string }> }
  const concernId = concernItems.find((item) => item.reference === concernReference)!.id
  expect((await page.request.post(`/api/admin/concerns/${concernId}/acknowledge`, { data: {}, headers: staff })).status()).toBe(200)
  const noted = await page.request.post(`/api/admin/concerns/${concernId}/notes`, { data: { text: 'Spoke with the complainant by telephone; she will send the clinic\'s appointment card by post.' }, headers: staff })
  expect(noted.status(), await noted.text()).toBe(200)

  // The pages of one record, found as an administrator without JavaScript finds them: by the links of
  // their lists, as the server draws them (with JavaScript some open dialogs instead).
  await signInByApi(page, E2E_ADMIN)
  const hrefOn = async (path: string, pattern: RegExp) => {
    const html = await (await page.request.get(path)).text()
    const href = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')).find((h) => pattern.test(h))
    expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy()
    return href!
  }
  const gallery = ((await (await page.request.get('/api/galleries')).json()) as Array<{ id: string }>)[0]!
  const auditCase = await writeCpdAuditCase(members[0]!.id)
  return [
    // Issue 36, item 5: a drawn member's CPD audit case, for its outcome form.
    `/admin/cpd/audits/${auditCase}`,
    // A member's whole story (issue 33, item 4), with a long address and an admitted year's entries.
    `/admin/members/${members[0]!.id}`,
    `/admin/events/${eventId}`,
    `/admin/events/${eventId}/check-in`,
    `/admin/reconciliation/${importId}`,
    `/admin/elections/${electionId}`,
    `/admin/elections/${electionId}/audit`,
    `/admin/meetings/${meetingId}`,
    `/admin/meetings/${meetingId}/papers`,
    `/admin/concerns/${concernId}`,
    `/admin/messages/members/${memberMessageId}`,
    `/admin/annual-return/amendments/${amendmentId}`,
    `/admin-content/events/${eventId}/edit`,
    `/admin-content/events/${eventId}/delete`,
    `/admin-content/galleries/${gallery.id}/photos`,
    // With the DuitNow QR uploaded above: its picture, its merchant, the remove and replace forms.
    '/admin/payment-settings',
    await hrefOn('/admin-content/resources', /^\/admin-content\/resources\/[0-9a-f]{24}\/edit(\?|$)/),
    await hrefOn('/admin-content/resources', /^\/admin-content\/resources\/[0-9a-f]{24}\/delete(\?|$)/),
    await hrefOn('/admin', /^\/admin\/practitioners\/[0-9a-f]{24}\/edit(\?|$)/),
    await hrefOn('/admin', /^\/admin\/practitioners\/[0-9a-f]{24}\/delete(\?|$)/),
    await hrefOn('/admin/messages', /^\/admin\/messages\/[0-9a-f]{24}\/delete(\?|$)/),
    await hrefOn('/admin/messages/subscribers', /^\/admin\/messages\/subscribers\/[0-9a-f]{24}\/delete(\?|$)/),
    // The office-bearers' register (issue 35): a position's page and a term's, from the seeded committee.
    await hrefOn('/admin/office-bearers', /^\/admin\/office-bearers\/positions\/[0-9a-f]{24}$/),
    await hrefOn('/admin/office-bearers', /^\/admin\/office-bearers\/terms\/[0-9a-f]{24}$/),
    // An invoice for the treasurer: open (void it), and paid with a credit note (issue 34).
    await hrefOn('/admin/payments', /^\/admin\/invoices\/[0-9a-f]{24}$/),
    ...(credited ? [`/admin/invoices/${credited.id}`] : []),
  ]
}

/**
 * What sticks out of a page at this width, whether or not the page grows wider (issue 33, item 8): an
 * element or a run of text (a long e-mail address) that reaches past the screen's edge outside a box that
 * scrolls or clips it (a visually hidden one too: positioned, it escapes a scrolling box that is not its
 * containing block and widens the page); a box that scrolls sideways without being a labelled region a
 * keyboard reaches (DataTable's) or a navigation's row of links; a table cell squeezed to a letter or two
 * a line; and, at a phone's width, a table neither stacked as cards nor keeping its first column while
 * it scrolls. The outermost offender only, not each of its children.
 */
export async function overflowFindings(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const findings: string[] = []
    const describe = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement!
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 4).join('.') : ''
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}> "${text}"`
    }
    const clipsSideways = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX)
    /**
     * Whether a box that scrolls or clips holds the element in: an ancestor, or for a positioned element
     * its containing block (offsetParent) or one of that block's ancestors.
     */
    const heldIn = (element: Element) => {
      const position = getComputedStyle(element).position
      if (position === 'fixed') return false
      let up: Element | null = position === 'absolute' && element instanceof HTMLElement ? element.offsetParent : element.parentElement
      for (; up && up !== document.body && up !== document.documentElement; up = up.parentElement) if (clipsSideways(up)) return true
      return false
    }
    const reported = new Set<Element>()
    const underReported = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) if (reported.has(up)) return true
      return false
    }
    const outside = (box: DOMRect) => box.right > width + 1 || box.left < -1
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ checkVisibilityCSS: true }) || underReported(element)) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      if (outside(box) && !heldIn(element)) {
        findings.push(`${describe(element)} reaches from ${Math.round(box.left)} to ${Math.round(box.right)} px`)
        reported.add(element)
        continue
      }
      const style = getComputedStyle(element)
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')
        const reachable = element.getAttribute('tabindex') === '0'
        if (!(named && reachable) && !element.closest('nav')) {
          findings.push(`${describe(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth}) but is no labelled region a keyboard reaches`)
          reported.add(element)
        }
      }
      if (element.tagName === 'TD' && (element.textContent ?? '').trim().length > 6) {
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
        if (element.clientWidth - padding < 3 * parseFloat(style.fontSize)) {
          findings.push(`${describe(element)} is squeezed to ${Math.round(element.clientWidth - padding)} px`)
          reported.add(element)
        }
      }
      if (element.tagName === 'TABLE' && width < 640) {
        const stacked = style.display === 'block'
        const firstCell = element.querySelector('tbody tr > :first-child')
        const kept = firstCell !== null && getComputedStyle(firstCell).position === 'sticky'
        if (!stacked && !kept) findings.push(`${describe(element)} is a table on a phone, neither stacked as cards nor keeping its first column`)
      }
    }
    // A word too long for its line (an e-mail address with nowhere to break) runs out of its box.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const parent = text.parentElement
      if (!parent || !(text.textContent ?? '').trim() || underReported(parent) || !parent.checkVisibility({ checkVisibilityCSS: true })) continue
      range.selectNodeContents(text)
      const box = range.getBoundingClientRect()
      if (box.width === 0 || !outside(box) || clipsSideways(parent) || heldIn(parent)) continue
      findings.push(`the text ${describe(text)} reaches from ${Math.round(box.left)} to ${Math.round(box.right)} px`)
      reported.add(parent)
    }
    return findings
  }, width)
}

/**
 * Issue 36, item 5: a CPD audit case of a member, drawn from last month's renewals, written into the e2e
 * server's database (.e2e-data/db-server.json says where) as the hourly duties would: last month was drawn
 * when the server started, before any renewal of the run. Its id.
 */
async function writeCpdAuditCase(userId: string) {
  const record = readDbServerRecord('.e2e-data')
  if (!record) throw new Error('the e2e server has not written .e2e-data/db-server.json')
  const month = addMonthsToMonth(today().slice(0, 7), -1)
  const id = `${month}:${userId}`
  const connection = await mongoose.createConnection(record.uri, { dbName: DEFAULT_DB_NAME, autoIndex: false }).asPromise()
  try {
    const at = new Date()
    await connection.collection('cpd_audit_cases').updateOne(
      { _id: id as unknown as Types.ObjectId },
      {
        $setOnInsert: {
          month,
          userId: new Types.ObjectId(userId),
          cpdYear: Number(today().slice(0, 4)) - 1,
          drawnOn: daysAgo(10),
          deadline: daysAhead(32),
          status: 'submitted',
          askedMore: 0,
          evidenceMediaIds: [],
          submittedOn: today(),
          outcomeBy: null,
          outcomeOn: '',
          note: '',
          createdAt: at,
          updatedAt: at,
        },
      },
      { upsert: true },
    )
  } finally {
    await connection.close()
  }
  return id
}
