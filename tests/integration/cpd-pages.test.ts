import { refreshOwnerFigures } from '#tests/factories.ts'
import { afterEach, describe, expect, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { setTestClock } from '#app/domain/clock.ts'
import { addDays } from '#app/domain/dates.ts'
import { dayOfYearsAgo, storedDay, thisYear, today } from '#tests/clock.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { cookiesFrom, get, postForm } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

async function member(overrides: Record<string, unknown> = {}) {
  const user = await createUser(overrides)
  const { cookie } = await signIn(user.id)
  return { user, cookie }
}

const page = (path: string, cookie?: string) => get(server.baseUrl, path, { cookie })
const html = async (path: string, cookie?: string) => {
  const response = await page(path, cookie)
  expect(response.status, `GET ${path}`).toBe(200)
  return response.text()
}

/** The page's text as a reader sees it: React's separators gone, entities decoded, tags kept for attribute checks. */
function readable(markup: string) {
  return markup
    // Scripts are no text: the page's data (its strings for every state, say) is not what a reader sees.
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/** Assertions that name only what was missing, never print the whole page. */
function expectPage(markup: string) {
  const text = readable(markup)
  const check = (negate: boolean) => ({
    toContain: (part: string) => expect(text.includes(part), `the page should ${negate ? 'not ' : ''}contain ${JSON.stringify(part)}`).toBe(!negate),
    toMatch: (pattern: RegExp) => expect(pattern.test(text), `the page should ${negate ? 'not ' : ''}match ${pattern}`).toBe(!negate),
  })
  return { ...check(false), not: check(true) }
}

/** The value attribute of the input named `name`, as the server rendered it. */
function inputValue(markup: string, name: string) {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(markup)?.[0]
  return tag ? (/value="([^"]*)"/.exec(tag)?.[1] ?? '') : null
}

/** The opening <a> tag of the link to `href` (attributes come in any order). */
/** The dashboard's tabs (the header's menu links to the dashboard's first tab too). */
function tabs(markup: string) {
  const start = markup.indexOf('aria-label="Dashboard sections"')
  return start === -1 ? '' : markup.slice(start, markup.indexOf('</nav>', start))
}

function linkTo(markup: string, href: string) {
  return [...markup.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`href="${href}"`)) ?? ''
}

/** The section of the page from a heading's id to the end of its section. */
function section(markup: string, headingId: string) {
  const start = markup.indexOf(`id="${headingId}"`)
  expect(start, `a heading with id ${headingId}`).toBeGreaterThan(-1)
  return markup.slice(start, markup.indexOf('</section>', start))
}

/** The course's day: 10 March last year, in the past whatever the clock says. */
const courseDay = () => dayOfYearsAgo(1, '03-10')

function entryForm(overrides: Record<string, string> = {}) {
  return {
    title: 'Reiki Level 2 Practicum',
    provider: 'Sabah Wellness Centre',
    category: 'Training Course',
    hours: '1.5',
    date: courseDay(),
    description: 'Supervised sessions, with referral practice.',
    certificateUrl: 'https://example.com/cert/77',
    ...overrides,
  }
}

async function approve(id: string, note = '') {
  const reviewer = await createUser({ isAdmin: true })
  await CpdEntry.updateOne({ _id: id }, { $set: { status: 'approved', reviewNote: note, reviewedBy: reviewer.id, reviewedAt: new Date() } })
  await refreshOwnerFigures(id)
}

describe('signed out', () => {
  test('every dashboard page, the CSV and the statement send the visitor to /login and back', async () => {
    const owner = await member()
    const entry = await createCpdEntry(owner.user.id)
    for (const path of [
      '/member-dashboard/cpd',
      '/member-dashboard/profile',
      '/member-dashboard/cpd/new',
      `/member-dashboard/cpd/${entry.id}/edit`,
      `/member-dashboard/cpd/${entry.id}/delete`,
      '/member-dashboard/cpd/statement?year=2025',
    ]) {
      expect(await page(path)).toHaveRedirect(`/login?${new URLSearchParams({ redirectTo: path })}`)
    }
    // A file cannot be come back to: after signing in, the dashboard, where the download is.
    expect(await page('/member-dashboard/cpd.csv')).toHaveRedirect('/login?redirectTo=%2Fmember-dashboard%2Fcpd')
  })

  test('posting the forms signed out stores and deletes nothing', async () => {
    const owner = await member()
    const entry = await createCpdEntry(owner.user.id)
    const posted = entryForm({ title: `Posted signed out ${entry.id}` })
    expect(await postForm(server.baseUrl, '/member-dashboard/cpd/new', posted)).toHaveRedirect('/login')
    expect(await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/edit`, posted)).toHaveRedirect('/login')
    expect(await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/delete`, {})).toHaveRedirect('/login')
    expect(await CpdEntry.find({ userId: owner.user.id }).lean()).toEqual([expect.objectContaining({ title: entry.title })])
    expect(await CpdEntry.countDocuments({ title: posted.title })).toBe(0)
  })

  test('signing in from there comes back to the page asked for', async () => {
    const { user } = await member()
    const response = await postForm(server.baseUrl, '/login?redirectTo=%2Fmember-dashboard%2Fcpd%2Fstatement%3Fyear%3D2025', {
      email: user.email,
      password: 'correct-horse-battery',
    })
    expect(response).toHaveRedirect('/member-dashboard/cpd/statement?year=2025')
  })
})

describe('the dashboard', () => {
  test('header, welcome card, status badge colours and Verified', async () => {
    const { cookie } = await member({ firstName: 'Zainab', membershipType: 'Fellow', membershipId: 'EMP4243', emailVerified: true })
    const markup = await html('/member-dashboard/cpd', cookie)
    expectPage(markup).toContain('Member Dashboard')
    expectPage(markup).toMatch(/href="\/"[^>]*>.*Back to EMPAM/)
    expectPage(markup).toMatch(/<form[^>]*method="post"[^>]*action="\/logout"/)
    expectPage(markup).toContain('Welcome back, Zainab!')
    expectPage(markup).toContain('Fellow')
    expectPage(markup).toContain('EMP4243')
    expectPage(markup).toMatch(/data-stage="active"[^>]*bg-green-100/)
    expectPage(markup).toContain('Verified')
    expectPage(markup).not.toContain('Send verification e-mail')

    for (const [status, stage, colour] of [
      ['pending', 'applied', 'bg-yellow-100'],
      ['suspended', 'suspended', 'bg-red-100'],
      ['expired', 'expired', 'bg-slate-100'],
    ]) {
      const other = await member({ membershipStatus: status })
      expectPage(await html('/member-dashboard/cpd', other.cookie)).toMatch(new RegExp(`data-stage="${stage}"[^>]*${colour}`))
    }
  })

  test('the welcome card says in words where the membership stands, in both languages (issue 17)', async () => {
    const standing = (markup: string) => readable(/data-testid="membership-standing"[^>]*>([\s\S]*?)<\/p>/.exec(markup)?.[1] ?? '').replace(/<[^>]+>/g, '')
    const until = addDays(today(), 200)
    const active = await member({ membershipValidUntil: until })
    expect(standing(await html('/member-dashboard/cpd', active.cookie))).toMatch(/^Your membership is active until \d{1,2} \w+ \d{4}\.\s*$/)
    const pending = await member({ membershipStatus: 'pending', membershipId: undefined })
    const pendingPage = await html('/member-dashboard/cpd', pending.cookie)
    expect(standing(pendingPage)).toContain('The secretariat is reviewing your application')
    expect(linkTo(pendingPage, '/member-dashboard/membership')).not.toBe('')
    expect(standing(await html('/member-dashboard/cpd?lng=ms', pending.cookie))).toContain('Urus setia sedang menyemak permohonan anda')
    const expired = await member({ membershipStatus: 'expired' })
    expect(standing(await html('/member-dashboard/cpd', expired.cookie))).toContain('Your membership has expired')
  })

  test('"Add CPD Entry" sits in the CPD year card, above the progress bar, once on the page', async () => {
    const { cookie } = await member()
    const markup = await html('/member-dashboard/cpd', cookie)
    const yearCard = section(markup, 'yearly-heading')
    expect(yearCard.indexOf('>Add CPD Entry<')).toBeGreaterThan(-1)
    expect(yearCard.indexOf('>Add CPD Entry<')).toBeLessThan(yearCard.indexOf('role="progressbar"'))
    expect(readable(markup).split('>Add CPD Entry<').length - 1).toBe(1)
  })

  test('stat cards: CPD Hours counts approved entries only; entries counts all; Member Since', async () => {
    const { user, cookie } = await member({ joinDate: new Date('2024-07-15T04:00:00Z') })
    const approved = await createCpdEntry(user.id, { hours: 6.5 })
    const approvedToo = await createCpdEntry(user.id, { hours: 1.5, date: storedDay(dayOfYearsAgo(1, '01-10')) })
    await createCpdEntry(user.id, { hours: 3 })
    await createCpdEntry(user.id, { hours: 10, status: 'rejected' })
    await approve(approved.id)
    await approve(approvedToo.id)
    const markup = await html('/member-dashboard/cpd', cookie)
    expectPage(markup).toMatch(/data-testid="stat-cpd-hours"[^>]*>8</)
    expectPage(markup).toMatch(/data-testid="stat-cpd-entries"[^>]*>4</)
    expectPage(markup).toMatch(/data-testid="stat-member-since"[^>]*>July 2024</)
  })

  test('a new member sees the empty state and the tabs, CPD Management current', async () => {
    const { cookie } = await member()
    const markup = await html('/member-dashboard/cpd', cookie)
    expectPage(markup).toContain('No CPD entries yet. Add your first entry to get started!')
    expect(linkTo(tabs(markup), '/member-dashboard/cpd')).toContain('aria-current="page"')
    expect(linkTo(tabs(markup), '/member-dashboard/profile')).not.toContain('aria-current')
    expectPage(markup).toMatch(/href="\/member-dashboard\/profile"[^>]*>Profile</)
    expectPage(markup).toMatch(/href="\/member-dashboard\/resources"[^>]*>Member Resources</)
    expectPage(markup).toMatch(/href="\/member-dashboard\/cpd\/new"[^>]*>Add CPD Entry</)
    expectPage(markup).toContain('href="/member-dashboard/cpd.csv"')
    expectPage(markup).toContain('href="/member-dashboard/cpd/statement"')
  })

  test('the list: newest date first, every field, certificate in a new tab, the review note, edit and delete', async () => {
    const { user, cookie } = await member()
    const year = thisYear()
    const older = await createCpdEntry(user.id, {
      title: 'Ethics in Complementary Practice',
      provider: 'Malaysian T&CM Council',
      category: 'Webinar',
      hours: 1.5,
      date: storedDay(dayOfYearsAgo(2, '11-20')),
    })
    const newer = await createCpdEntry(user.id, {
      title: 'Foundations of Frequency Therapy',
      provider: 'EMPAM Academy',
      category: 'Workshop',
      hours: 6.5,
      date: storedDay(dayOfYearsAgo(1, '02-14')),
      description: 'Two days of hands-on practice.',
      certificateUrl: 'https://example.com/cert/123',
    })
    await createCpdEntry(user.id, { title: 'Rejected one', status: 'rejected', reviewNote: 'Please add the provider details.', date: storedDay(dayOfYearsAgo(1, '01-10')) })
    await approve(newer.id, 'Well documented, thank you.')

    const markup = readable(await html('/member-dashboard/cpd', cookie))
    const list = section(markup, 'cpd-entries-heading')
    expect(list.indexOf('Foundations of Frequency Therapy')).toBeLessThan(list.indexOf('Rejected one'))
    expect(list.indexOf('Rejected one')).toBeLessThan(list.indexOf('Ethics in Complementary Practice'))
    for (const text of ['EMPAM Academy', 'Workshop', '6.5 hours', `14 Feb ${year - 1}`, 'Two days of hands-on practice.', 'Malaysian T&CM Council', 'Webinar', '1.5 hours', `20 Nov ${year - 2}`]) {
      expectPage(list).toContain(text)
    }
    expectPage(list).toMatch(/data-status="approved" class="status-badge">Approved</)
    expectPage(list).toMatch(/data-status="pending" class="status-badge">Pending review</)
    expectPage(list).toMatch(/data-status="rejected" class="status-badge">Rejected</)
    expectPage(list).toContain('Well documented, thank you.')
    expectPage(list).toContain('Please add the provider details.')
    expectPage(list).toMatch(/<a href="https:\/\/example.com\/cert\/123" target="_blank" rel="noopener noreferrer"[^>]*>View certificate/)
    expectPage(list).toContain(`href="/member-dashboard/cpd/${older.id}/edit"`)
    expectPage(list).toContain(`href="/member-dashboard/cpd/${older.id}/delete"`)
  })

  test('one CPD card for the year: what counts against the target and why (Self-Study capped at a third), approved and pending apart, in en and ms', async () => {
    const year = thisYear()
    // A member since last year: the whole target (a pro-rata one is the events test's and the journey's).
    const { user, cookie } = await member({ joinDate: new Date(`${year - 1}-03-01T04:00:00Z`) })
    const day = storedDay(today())
    const a = await createCpdEntry(user.id, { hours: 6.5, category: 'Workshop', date: day })
    const b = await createCpdEntry(user.id, { hours: 2, category: 'Research', date: day })
    const reading = await createCpdEntry(user.id, { hours: 9, category: 'Self-Study', date: day })
    const lastYear = await createCpdEntry(user.id, { hours: 30, category: 'Conference', date: storedDay(dayOfYearsAgo(1, '06-01')) })
    await createCpdEntry(user.id, { hours: 3, category: 'Webinar', date: day })
    for (const entry of [a, b, reading, lastYear]) await approve(entry.id)

    const dashboard = await html('/member-dashboard/cpd', cookie)
    // The two cards of before (the yearly requirement and the CPD rules) are one.
    expect(dashboard.match(/role="progressbar"/g)).toHaveLength(1)
    expectPage(dashboard).not.toContain('cpd-rules-heading')
    const progress = section(dashboard, 'yearly-heading')
    expectPage(progress).toContain(`CPD year ${year}`)
    expectPage(progress).toContain('Target: 20 hours')
    // 9 Self-Study hours approved, a third of 20 (rounded up to the half hour) counts: 6.5 + 2 + 7.
    expectPage(progress).toContain('15.5 of 20 hours count')
    expectPage(progress).toMatch(/role="progressbar"[^>]*aria-valuemin="0"[^>]*aria-valuemax="20"[^>]*aria-valuenow="15.5"/)
    expectPage(progress).toContain('4.5 more hours needed')
    expectPage(progress).toContain(`17.5 of 20 hours approved in ${year}`)
    expectPage(progress).toContain('Pending review: 3 hours')
    expectPage(progress).toContain('Self-Study counts for at most 7 hours: 9 approved, 7 counted.')
    expectPage(progress).toMatch(/Workshop<\/th><td[^>]*>6.5 hours<\/td><td[^>]*>6.5 hours</)
    expectPage(progress).toMatch(/Research<\/th><td[^>]*>2 hours<\/td><td[^>]*>2 hours</)
    expectPage(progress).toMatch(/Self-Study<\/th><td[^>]*>9 hours<\/td><td[^>]*>7 hours</)
    expectPage(progress).not.toContain('Conference')

    const malay = section(await html('/member-dashboard/cpd?lng=ms', cookie), 'yearly-heading')
    expectPage(malay).toContain(`Tahun CPD ${year}`)
    expectPage(malay).toContain('15.5 daripada 20 jam dikira')
    expectPage(malay).toContain(`17.5 daripada 20 jam diluluskan pada ${year}`)
    expectPage(malay).toContain('Pembelajaran Kendiri dikira paling banyak 7 jam: 9 diluluskan, 7 dikira.')
  })

  test('the Profile tab: personal and membership details, links; the practice is left to My listing (issue 33)', async () => {
    const legacyPractice = {
      specialties: ['Soul', 'Sound healing'],
      certification: 'Certified Reiki Practitioner',
      businessName: 'Tenang Wellness',
      bio: 'Complementary energy work alongside medical care.',
    }
    const { cookie } = await member({
      firstName: 'Siti',
      lastName: 'Rahman',
      username: 'siti_rahman_x',
      phone: '+60 12-345 6789',
      state: 'Sabah',
      membershipId: 'EMP5150',
      membershipType: 'Associate',
      membershipStatus: 'pending',
      joinDate: new Date('2025-05-04T20:00:00Z'),
      lastLogin: new Date('2026-03-01T01:30:00Z'),
      // What the profile held before the listing became the practice's one home: no longer shown here.
      ...legacyPractice,
    })
    const markup = await html('/member-dashboard/profile', cookie)
    expect(linkTo(tabs(markup), '/member-dashboard/profile')).toContain('aria-current="page"')
    expect(linkTo(tabs(markup), '/member-dashboard/cpd')).not.toContain('aria-current')
    for (const text of [
      'Personal Information',
      'Siti Rahman',
      'siti_rahman_x',
      '+60 12-345 6789',
      'Sabah',
      'Membership Details',
      'EMP5150',
      'Associate',
      // Dates in Malaysia time: 04:00 on 5 May, and 09:30 on 1 March.
      '05 May 2025',
      '01 Mar 2026, 09:30',
    ]) {
      expectPage(markup).toContain(text)
    }
    for (const text of ['Sound healing', 'Certified Reiki Practitioner', 'Tenang Wellness', 'Complementary energy work', 'Your Practice']) {
      expectPage(markup).not.toContain(text)
    }
    expectPage(markup).toMatch(/data-stage="applied"[^>]*bg-yellow-100/)
    expectPage(markup).toMatch(/href="\/profile"[^>]*>Edit Profile</)
    expectPage(markup).toMatch(/href="\/change-password"[^>]*>Change Password</)
    expectPage(markup).not.toContain('No CPD entries yet')

    // A member whose membership includes a listing is led to it, in both languages.
    const listed = await member({ membershipType: 'Practicing Ordinary', membershipStatus: 'active', membershipId: 'EMP5151', ...legacyPractice })
    const practice = section(await html('/member-dashboard/profile', listed.cookie), 'practice-heading')
    expectPage(practice).toContain('Your Practice')
    expectPage(practice).toContain('are kept in one place: your directory listing')
    expectPage(practice).toMatch(/href="\/member-dashboard\/listing"[^>]*>Go to My listing</)
    expectPage(practice).not.toContain('Tenang Wellness')
    const malay = section(await html('/member-dashboard/profile?lng=ms', listed.cookie), 'practice-heading')
    expectPage(malay).toMatch(/href="\/member-dashboard\/listing"[^>]*>Pergi ke Penyenaraian saya</)
  })

  test('the Member Resources tab: resources and quick actions', async () => {
    const { cookie } = await member()
    const markup = await html('/member-dashboard/resources', cookie)
    expectPage(markup).toMatch(/href="\/resources"[^>]*>.*Access Research Papers/)
    expectPage(markup).toMatch(/href="\/training"[^>]*>.*Training Programs/)
    expectPage(markup).toMatch(/href="\/news"[^>]*>.*Events & Workshops/)
    expectPage(markup).toMatch(/href="\/profile"[^>]*>Update Profile</)
    expectPage(markup).toMatch(/href="\/member-dashboard\/cpd\/new"[^>]*>Add CPD Entry</)
    expectPage(markup).toMatch(/href="\/find-practitioner"[^>]*>Find a Practitioner</)
  })

  test("the dashboard's own address and the old ?tab= addresses lead to the tabs' own; an unknown tab to CPD Management", async () => {
    const { cookie } = await member()
    expect(await get(server.baseUrl, '/member-dashboard', { cookie })).toHaveRedirect('/member-dashboard/cpd')
    expect(await get(server.baseUrl, '/member-dashboard/', { cookie })).toHaveRedirect('/member-dashboard/cpd')
    for (const tab of ['cpd', 'profile', 'resources', 'membership']) {
      expect(await get(server.baseUrl, `/member-dashboard?tab=${tab}`, { cookie })).toHaveRedirect(`/member-dashboard/${tab}`)
    }
    expect(await get(server.baseUrl, '/member-dashboard?tab=membership&lng=ms', { cookie })).toHaveRedirect('/member-dashboard/membership?lng=ms')
    expect(await get(server.baseUrl, '/member-dashboard?tab=nonsense', { cookie })).toHaveRedirect('/member-dashboard/cpd')
    expectPage(await html('/member-dashboard/cpd', cookie)).toContain('No CPD entries yet')
  })

  test("each tab's page carries its own words and the frame's, not the other tabs' (issue 31)", async () => {
    const { cookie } = await member()
    // Words only one tab draws, looked for in the whole page, its data included.
    const own = { cpd: '"hoursNote"', profile: '"personal"', resources: '"quickActions"', membership: '"howToPay"' }
    for (const tab of Object.keys(own) as Array<keyof typeof own>) {
      const markup = await html(`/member-dashboard/${tab}`, cookie)
      for (const [other, key] of Object.entries(own)) expect(markup.includes(key), `${tab} tab carries ${key}`).toBe(other === tab)
      // The frame's words (the tabs, the welcome card) on every tab; never the dashboard's other pages'.
      expect(markup, tab).toContain('"signOut"')
      for (const key of ['"whatHappens"', '"eligibleFrom"', '"evidenceHeading"']) expect(markup, tab).not.toContain(key)
    }
  })
})

describe('adding an entry without JavaScript', () => {
  test('the form page: fields, defaults (1 hour, today in Malaysia), Cancel', async () => {
    const { cookie } = await member()
    const markup = await html('/member-dashboard/cpd/new', cookie)
    expectPage(markup).toContain('Add CPD Entry')
    for (const label of ['Title', 'Provider', 'Category', 'Hours', 'Date', 'Description (optional)', 'Certificate URL (optional)']) {
      expectPage(markup).toMatch(new RegExp(`<label[^>]*>${label.replace(/[()]/g, '\\$&')}`))
    }
    expect(inputValue(markup, 'hours')).toBe('1')
    expect(inputValue(markup, 'date')).toBe(today())
    expectPage(markup).toMatch(/name="hours"[^>]*/)
    expectPage(markup).toMatch(/<input[^>]*step="0.5"[^>]*name="hours"|<input[^>]*name="hours"[^>]*step="0.5"/)
    expectPage(markup).toMatch(new RegExp(`<input[^>]*max="${addDays(today(), 1)}"[^>]*name="date"|<input[^>]*name="date"[^>]*max="${addDays(today(), 1)}"`))
    for (const category of ['Workshop', 'Webinar', 'Conference', 'Training Course', 'Self-Study', 'Research', 'Mentoring', 'Other']) {
      expectPage(markup).toContain(`<option value="${category}">${category}</option>`)
    }
    expectPage(markup).toMatch(/href="\/member-dashboard\/cpd"[^>]*>Cancel</)
    // The schema's own limits, sent by the loader (issue 32: getZodConstraint on the server).
    const tag = (name: string) => new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(markup)?.[0] ?? ''
    expect(tag('title')).toMatch(/maxLength="200"/i)
    expect(tag('title')).toMatch(/required/)
    expect(tag('hours')).toMatch(/min="0.5"/)
    expect(tag('hours')).toMatch(/max="100"/)
    expect(tag('description')).toMatch(/maxLength="2000"/i)
    expect(tag('description')).not.toMatch(/required/)
  })

  test('saves exactly what was typed as pending (a posted status is ignored) and says so on the dashboard', async () => {
    const { user, cookie } = await member()
    const response = await postForm(server.baseUrl, '/member-dashboard/cpd/new', entryForm({ status: 'approved' }), { cookie })
    expect(response).toHaveRedirect('/member-dashboard/cpd')
    const stored = await CpdEntry.find({ userId: user.id }).lean()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      title: 'Reiki Level 2 Practicum',
      provider: 'Sabah Wellness Centre',
      category: 'Training Course',
      hours: 1.5,
      status: 'pending',
      description: 'Supervised sessions, with referral practice.',
      certificateUrl: 'https://example.com/cert/77',
    })
    expect(stored[0]!.date.toISOString()).toBe(`${courseDay()}T00:00:00.000Z`)
    const dashboard = await html('/member-dashboard/cpd', cookiesFrom(response, cookie))
    expectPage(dashboard).toContain('CPD entry added')
    expectPage(dashboard).toContain('Reiki Level 2 Practicum')
  })

  test('bad input: the spec messages under the fields, what was typed kept, nothing stored', async () => {
    const { user, cookie } = await member()
    const response = await postForm(
      server.baseUrl,
      '/member-dashboard/cpd/new',
      entryForm({ title: 'Qi Gong Retreat', provider: '', category: '', hours: '2.3', date: '', certificateUrl: 'not a link' }),
      { cookie },
    )
    expect(response.status).toBe(400)
    const markup = await response.text()
    for (const message of ['Provider is required', 'Category is required', 'Hours must be in steps of 0.5', 'Date is required', 'Invalid URL']) {
      expectPage(markup).toContain(message)
    }
    expect(inputValue(markup, 'title')).toBe('Qi Gong Retreat')
    expect(inputValue(markup, 'hours')).toBe('2.3')
    expect(inputValue(markup, 'certificateUrl')).toBe('not a link')
    expectPage(markup).toMatch(/aria-invalid="true"[^>]*name="hours"|name="hours"[^>]*aria-invalid="true"/)
    expect(await CpdEntry.countDocuments({ userId: user.id })).toBe(0)

    for (const [hours, message] of [
      ['0.4', 'Minimum 0.5 hours required'],
      ['100.5', 'Maximum 100 hours allowed'],
    ] as const) {
      const answer = await postForm(server.baseUrl, '/member-dashboard/cpd/new', entryForm({ hours }), { cookie })
      expect(answer.status).toBe(400)
      expectPage(await answer.text()).toContain(message)
    }
    const future = await postForm(server.baseUrl, '/member-dashboard/cpd/new', entryForm({ date: addDays(today(), 2) }), { cookie })
    expectPage(await future.text()).toContain('Date cannot be more than a day in the future')
    const missing = await postForm(server.baseUrl, '/member-dashboard/cpd/new', { title: '', provider: 'x', category: 'Other', hours: '1', date: today() }, { cookie })
    expectPage(await missing.text()).toContain('Title is required')
    expect(await CpdEntry.countDocuments({ userId: user.id })).toBe(0)
  })
})

describe('editing an entry without JavaScript', () => {
  test('the form is filled in with the entry; an approved one warns that a change goes back to review', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id, { title: 'Herbal Foundations', hours: 2.5, date: storedDay(dayOfYearsAgo(1, '01-05')) })
    await approve(entry.id)
    const markup = await html(`/member-dashboard/cpd/${entry.id}/edit`, cookie)
    expectPage(markup).toContain('Edit CPD Entry')
    expect(inputValue(markup, 'title')).toBe('Herbal Foundations')
    expect(inputValue(markup, 'hours')).toBe('2.5')
    expect(inputValue(markup, 'date')).toBe(dayOfYearsAgo(1, '01-05'))
    expectPage(markup).toMatch(/<option value="Workshop" selected="">Workshop<\/option>/)
    expectPage(markup).toContain('This entry has been approved. If you change it, it goes back to the association for review.')
  })

  test('saving a change to an approved entry stores it and sends it back to pending, the review cleared', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id)
    await approve(entry.id, 'Fine.')
    const response = await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/edit`, entryForm({ hours: '3.5' }), { cookie })
    expect(response).toHaveRedirect('/member-dashboard/cpd')
    expect(await CpdEntry.findById(entry.id).lean()).toMatchObject({
      title: 'Reiki Level 2 Practicum',
      hours: 3.5,
      status: 'pending',
      reviewNote: '',
      reviewedBy: null,
      reviewedAt: null,
    })
    expectPage(await html('/member-dashboard/cpd', cookiesFrom(response, cookie))).toContain('CPD entry updated')
  })

  test('bad input keeps what was typed and changes nothing', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id, { hours: 2 })
    const response = await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/edit`, entryForm({ hours: '2.3' }), { cookie })
    expect(response.status).toBe(400)
    const markup = await response.text()
    expectPage(markup).toContain('Hours must be in steps of 0.5')
    expect(inputValue(markup, 'hours')).toBe('2.3')
    expect((await CpdEntry.findById(entry.id).lean())?.hours).toBe(2)
  })
})

describe('deleting an entry without JavaScript', () => {
  test('a confirmation page first; confirming deletes it and says so', async () => {
    const { user, cookie } = await member()
    const entry = await createCpdEntry(user.id, { title: 'Breathwork Basics' })
    const markup = await html(`/member-dashboard/cpd/${entry.id}/delete`, cookie)
    expectPage(markup).toContain('Delete CPD Entry')
    expectPage(markup).toContain('Breathwork Basics')
    expectPage(markup).toMatch(new RegExp(`<form[^>]*method="post"[^>]*action="/member-dashboard/cpd/${entry.id}/delete"`))
    expectPage(markup).toMatch(/href="\/member-dashboard\/cpd"[^>]*>Cancel</)
    expect(await CpdEntry.findById(entry.id).lean()).not.toBeNull()

    const response = await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/delete`, {}, { cookie })
    expect(response).toHaveRedirect('/member-dashboard/cpd')
    expect(await CpdEntry.findById(entry.id).lean()).toBeNull()
    const dashboard = await html('/member-dashboard/cpd', cookiesFrom(response, cookie))
    expectPage(dashboard).toContain('CPD entry deleted')
    expectPage(dashboard).not.toContain('Breathwork Basics')
  })
})

describe('a second member', () => {
  test("can neither see nor touch the first member's entries through the pages", async () => {
    const owner = await member()
    const intruder = await member()
    const entry = await createCpdEntry(owner.user.id, { title: 'Owner Private Workshop', hours: 2 })

    const dashboard = await html('/member-dashboard/cpd', intruder.cookie)
    expectPage(dashboard).not.toContain('Owner Private Workshop')
    expectPage(dashboard).toContain('No CPD entries yet')

    for (const path of [`/member-dashboard/cpd/${entry.id}/edit`, `/member-dashboard/cpd/${entry.id}/delete`]) {
      const response = await page(path, intruder.cookie)
      expect(response.status, path).toBe(404)
      const markup = await response.text()
      expectPage(markup).toContain('CPD entry not found')
      expectPage(markup).not.toContain('Owner Private Workshop')
    }

    const edit = await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/edit`, entryForm({ title: 'Taken over' }), { cookie: intruder.cookie })
    expect(edit.status).toBe(404)
    const remove = await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/delete`, {}, { cookie: intruder.cookie })
    expect(remove.status).toBe(404)
    expect(await CpdEntry.findById(entry.id).lean()).toMatchObject({ title: 'Owner Private Workshop', hours: 2, status: 'pending' })

    const csv = await (await page('/member-dashboard/cpd.csv', intruder.cookie)).text()
    expect(csv).not.toContain('Owner Private Workshop')
    const statement = await html(`/member-dashboard/cpd/statement?year=${thisYear()}`, intruder.cookie)
    expectPage(statement).not.toContain('Owner Private Workshop')
  })

  test('a malformed or unknown id is a 404 page too', async () => {
    const { cookie } = await member()
    for (const path of ['/member-dashboard/cpd/nope/edit', '/member-dashboard/cpd/0123456789abcdef01234567/delete']) {
      expect((await page(path, cookie)).status, path).toBe(404)
    }
  })
})

describe('/member-dashboard/cpd.csv', () => {
  test('every entry with its status: UTF-8 with a BOM, RFC 4180 quoting, formulas defused, an attachment', async () => {
    const { user, cookie } = await member({ membershipId: 'EMP6061' })
    const entry = await createCpdEntry(user.id, {
      title: 'Qi, "flow" & you',
      provider: 'Pusat Tenaga Kota Kinabalu',
      category: 'Workshop',
      hours: 1.5,
      date: storedDay(dayOfYearsAgo(1, '02-14')),
      description: 'Day one\nDay two',
      certificateUrl: 'https://example.com/c/1',
    })
    await approve(entry.id, 'Approved, well documented')
    await createCpdEntry(user.id, { title: '=HYPERLINK("http://evil.example","x")', provider: '@home', category: 'Self-Study', hours: 2, date: storedDay(dayOfYearsAgo(2, '12-01')) })

    const response = await page('/member-dashboard/cpd.csv', cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="empam-cpd-EMP6061-${today()}.csv"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text.slice(1).split('\r\n')).toEqual([
      'Date,Title,Provider,Category,Hours,Status,Description,Certificate URL,Review note',
      `${dayOfYearsAgo(1, '02-14')},"Qi, ""flow"" & you",Pusat Tenaga Kota Kinabalu,Workshop,1.5,Approved,"Day one\nDay two",https://example.com/c/1,"Approved, well documented"`,
      `${dayOfYearsAgo(2, '12-01')},"'=HYPERLINK(""http://evil.example"",""x"")",'@home,Self-Study,2,Pending review,,,`,
      '',
    ])
  })

  test('a member without entries gets the header line alone', async () => {
    const { cookie } = await member()
    const text = await (await page('/member-dashboard/cpd.csv', cookie)).text()
    expect(text.replace(/^\uFEFF/, '')).toBe('Date,Title,Provider,Category,Hours,Status,Description,Certificate URL,Review note\r\n')
  })
})

describe('/member-dashboard/cpd/statement', () => {
  test("a chosen year: the association, the member, that year's entries and totals", async () => {
    const { user, cookie } = await member({ firstName: 'Devi', lastName: 'Nair', membershipId: 'EMP7071', membershipType: 'Fellow' })
    // Last year is closed ("Met", "short"), whatever the clock says; the year before it too.
    const last = thisYear() - 1
    const before = last - 1
    const a = await createCpdEntry(user.id, { title: `Spring Workshop ${last}`, hours: 6.5, date: storedDay(`${last}-04-01`) })
    const b = await createCpdEntry(user.id, { title: `Autumn Conference ${last}`, hours: 14, date: storedDay(`${last}-10-01`) })
    await createCpdEntry(user.id, { title: `Pending Webinar ${last}`, hours: 1.5, date: storedDay(`${last}-11-01`) })
    await createCpdEntry(user.id, { title: `Rejected Reading ${last}`, hours: 4, status: 'rejected', date: storedDay(`${last}-12-01`) })
    const c = await createCpdEntry(user.id, { title: `Winter Retreat ${before}`, hours: 8, date: storedDay(`${before}-12-01`) })
    for (const entry of [a, b, c]) await approve(entry.id)

    const markup = await html(`/member-dashboard/cpd/statement?year=${last}`, cookie)
    for (const text of [
      'Energy Medicine Practitioners Association of Malaysia',
      'Reg. No. PPM-005-12-08042023',
      `CPD Statement ${last}`,
      'Devi Nair',
      'EMP7071',
      'Fellow',
      'Generated on',
      `Spring Workshop ${last}`,
      `Autumn Conference ${last}`,
      `Pending Webinar ${last}`,
      `Rejected Reading ${last}`,
    ]) {
      expectPage(markup).toContain(text)
    }
    expectPage(markup).not.toContain(`Winter Retreat ${before}`)
    // Oldest first.
    expect(markup.indexOf(`Spring Workshop ${last}`)).toBeLessThan(markup.indexOf(`Autumn Conference ${last}`))
    expectPage(markup).toMatch(/data-testid="statement-approved"[^>]*>20.5 hours</)
    expectPage(markup).toMatch(/data-testid="statement-pending"[^>]*>1.5 hours</)
    expectPage(markup).toContain('Met')
    // The year picker is a GET form offering the years with entries and this one.
    expectPage(markup).toMatch(/<form method="get"/)
    expectPage(markup).toMatch(/<select[^>]*name="year"/)
    for (const year of [thisYear(), last, before]) expectPage(markup).toContain(`<option value="${year}"`)

    const earlier = await html(`/member-dashboard/cpd/statement?year=${before}`, cookie)
    expectPage(earlier).toMatch(/data-testid="statement-approved"[^>]*>8 hours</)
    expectPage(earlier).toMatch(/data-testid="statement-pending"[^>]*>0 hours</)
    expectPage(earlier).toContain('Not met (12 hours short)')
    expectPage(earlier).not.toContain(`Spring Workshop ${last}`)
  })

  test('without a year (or with a nonsense one) it is this year', async () => {
    const { cookie } = await member()
    for (const path of ['/member-dashboard/cpd/statement', '/member-dashboard/cpd/statement?year=banana', '/member-dashboard/cpd/statement?year=1800']) {
      const markup = await html(path, cookie)
      expectPage(markup).toContain(`CPD Statement ${thisYear()}`)
      expectPage(markup).toContain(`No CPD entries recorded for ${thisYear()}.`)
    }
  })
})

describe('the turn of the year, on the clock the server reads', () => {
  afterEach(() => {
    setTestClock(null)
  })

  test('at 00:30 on 1 January in Kuala Lumpur (16:30 UTC the day before) it is the new day and the new year', async () => {
    setTestClock('2027-01-01T00:30:00+08:00')
    const { user, cookie } = await member()
    const form = await html('/member-dashboard/cpd/new', cookie)
    expect(inputValue(form, 'date')).toBe('2027-01-01')
    expectPage(form).toMatch(/<input[^>]*max="2027-01-02"[^>]*name="date"|<input[^>]*name="date"[^>]*max="2027-01-02"/)

    const tomorrow = await postForm(server.baseUrl, '/member-dashboard/cpd/new', entryForm({ title: 'Tomorrow', date: '2027-01-02' }), { cookie })
    expect(tomorrow).toHaveRedirect('/member-dashboard/cpd')
    const tooFar = await postForm(server.baseUrl, '/member-dashboard/cpd/new', entryForm({ title: 'Too far', date: '2027-01-03' }), { cookie })
    expect(tooFar.status).toBe(400)
    expectPage(await tooFar.text()).toContain('Date cannot be more than a day in the future')
    expect((await CpdEntry.find({ userId: user.id }).lean()).map((e) => e.title)).toEqual(['Tomorrow'])

    const lastYear = await createCpdEntry(user.id, { hours: 5, date: storedDay('2026-12-31') })
    await approve(lastYear.id)
    const progress = section(await html('/member-dashboard/cpd', cookie), 'yearly-heading')
    expectPage(progress).toContain('CPD year 2027')
    expectPage(progress).toContain('0 of 20 hours count')
    expectPage(progress).toContain('0 of 20 hours approved in 2027')
    expectPage(await html('/member-dashboard/cpd/statement', cookie)).toContain('CPD Statement 2027')
  })
})
