import { Types } from 'mongoose'
import { describe, expect, test } from 'vitest'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, createListing, expectPage, memberSession } from '#tests/admin-helpers.ts'
import { createCpdEntry, createUser } from '#tests/factories.ts'
import { get, postForm } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 17, item 5: the administration reads as a tool. Its own header (no disclaimer banner, no public
 * navigation), tables sorted by their headings and paged, and bulk actions that answer an empty
 * selection with a message.
 */
const server = useTestServer()

async function html(pathname: string, cookie = '') {
  const response = await get(server.baseUrl, pathname, { cookie })
  expect(response.status, `GET ${pathname}`).toBe(200)
  return response.text()
}

const tag = () => `T${Math.random().toString(36).slice(2, 9)}`
const header = (markup: string) => markup.slice(markup.indexOf('<header'), markup.indexOf('</header>'))
const footer = (markup: string) => markup.slice(markup.indexOf('<footer'), markup.indexOf('</footer>'))

/** The rows' order on the page, by the marker each row carries. */
function order(markup: string, markers: string[]) {
  const positions = markers.map((marker) => markup.indexOf(marker))
  expect(positions.every((p) => p > 0), `every row is on the page: ${JSON.stringify(positions)}`).toBe(true)
  return markers.slice().sort((a, b) => markup.indexOf(a) - markup.indexOf(b))
}

/** The column heading that carries aria-sort, and its direction. */
function sortedColumn(markup: string) {
  const match = /<th[^>]*aria-sort="(ascending|descending)"[^>]*>.*?<a[^>]*>([^<]*)</s.exec(readableTags(markup))
  return match ? { label: match[2], dir: match[1] } : null
}
const readableTags = (markup: string) => markup.replace(/<!-- -->/g, '').replace(/&amp;/g, '&')

/** The address a column heading's link goes to. */
function headingHref(markup: string, label: string) {
  const match = new RegExp(`<th[^>]*>\\s*<a[^>]*href="([^"]*)"[^>]*>${label}<`).exec(readableTags(markup))
  expect(match, `a sort link on "${label}"`).not.toBeNull()
  return match![1]!
}

describe('the administration has its own header', () => {
  test('an admin page: the admin bar, no disclaimer banner, no public main navigation, a one-line footer; a public page keeps them', async () => {
    const { cookie } = await adminSession()
    for (const path of ['/admin', '/admin/members', '/admin/cpd', '/admin-content']) {
      const markup = await html(path, cookie)
      expectPage(header(markup)).toContain('EMPAM Administration</span>')
      expect(header(markup), path).toMatch(/<a href="\/"[^>]*>View the site<\/a>/)
      expect(header(markup), path).not.toContain('aria-label="Disclaimer notice"')
      expect(header(markup), path).not.toContain('aria-label="Main"')
      expect(footer(markup), path).not.toContain('href="/membership"')
      // The section tabs are still there, in the page.
      expect(markup, path).toContain('aria-label="Administration"')
    }
    const malay = await html('/admin/members?lng=ms', cookie)
    expectPage(header(malay)).toContain('Pentadbiran EMPAM</span>')
    expectPage(header(malay)).toContain('Lihat laman web')

    for (const path of ['/about', '/member-dashboard/cpd']) {
      const markup = await html(path, cookie)
      expect(header(markup), path).toContain('aria-label="Disclaimer notice"')
      expect(header(markup), path).toContain('aria-label="Main"')
      expect(header(markup), path).not.toContain('View the site')
    }
    // Someone who is not staff gets the public header over the 403 page.
    const member = await memberSession()
    const refused = await get(server.baseUrl, '/admin/members', { cookie: member.cookie })
    expect(refused.status).toBe(403)
    const refusedPage = await refused.text()
    expect(header(refusedPage)).toContain('aria-label="Main"')
    expect(header(refusedPage)).not.toContain('View the site')
  })
})

describe('sorting and paging the admin lists', () => {
  test('members: by a heading, both ways; aria-sort on it; an unknown field falls back to the name order', async () => {
    const { cookie } = await adminSession()
    const t = tag()
    // Name order Abdullah, Lee, Wong; membership ID order the other way round; one never signed in.
    const wong = await createUser({ firstName: 'Mei', lastName: `${t} Wong`, membershipId: 'EMP100001', lastLogin: new Date('2026-05-01T00:00:00Z') })
    const lee = await createUser({ firstName: 'Grace', lastName: `${t} Lee`, membershipId: 'EMP100002', membershipStatus: 'suspended' })
    const abdullah = await createUser({ firstName: 'Hafiz', lastName: `${t} Abdullah`, membershipId: 'EMP100003', lastLogin: new Date('2026-03-01T00:00:00Z') })
    const rows = [abdullah, lee, wong].map((u) => `id="member-${u.id}-name"`)
    const [a, l, w] = rows as [string, string, string]

    const byName = await html(`/admin/members?search=${t}`, cookie)
    expect(order(byName, rows)).toEqual([a, l, w])
    expect(sortedColumn(byName)).toEqual({ label: 'Name', dir: 'ascending' })
    // The sorted column's link turns it round; the others sort ascending; the search is kept.
    expect(headingHref(byName, 'Name')).toBe(`/admin/members?search=${t}&sort=name&dir=desc`)
    expect(headingHref(byName, 'Membership ID')).toBe(`/admin/members?search=${t}&sort=membershipId&dir=asc`)

    const byIdDown = await html(`/admin/members?search=${t}&sort=membershipId&dir=desc`, cookie)
    expect(order(byIdDown, rows)).toEqual([a, l, w])
    const byIdUp = await html(`/admin/members?search=${t}&sort=membershipId&dir=asc`, cookie)
    expect(order(byIdUp, rows)).toEqual([w, l, a])
    expect(sortedColumn(byIdUp)).toEqual({ label: 'Membership ID', dir: 'ascending' })

    // Last sign-in, newest first: the one who never signed in comes last.
    const byLogin = await html(`/admin/members?search=${t}&sort=lastLogin&dir=desc`, cookie)
    expect(order(byLogin, rows)).toEqual([w, a, l])
    expect(sortedColumn(byLogin)).toEqual({ label: 'Last sign-in', dir: 'descending' })

    // Status (active before suspended), then name; with the status filter kept by the links.
    const byStatus = await html(`/admin/members?search=${t}&sort=status&dir=asc`, cookie)
    expect(order(byStatus, rows)).toEqual([a, w, l])
    const suspendedOnly = await html(`/admin/members?search=${t}&status=suspended&sort=lastLogin&dir=desc`, cookie)
    expectPage(suspendedOnly).toContain('1 account')
    expect(headingHref(suspendedOnly, 'Name')).toBe(`/admin/members?search=${t}&status=suspended&sort=name&dir=asc`)

    // A field the list does not sort by (or a hidden one): the default order, not an error.
    for (const sort of ['passwordHash', 'email', '__proto__']) {
      const markup = await html(`/admin/members?search=${t}&sort=${sort}&dir=desc`, cookie)
      expect(order(markup, rows), sort).toEqual([a, l, w])
      expect(sortedColumn(markup)).toEqual({ label: 'Name', dir: 'ascending' })
    }
  })

  test('members: 26 accounts are two pages in the chosen order; the page links keep the order and the sort links keep the page', async () => {
    const { cookie } = await adminSession()
    const t = tag()
    await User.insertMany(
      Array.from({ length: 26 }, (_, i) => ({
        email: `${t.toLowerCase()}-${i}@example.com`,
        username: `${t.toLowerCase()}_${i}`,
        passwordHash: 'x',
        firstName: 'Paged',
        lastName: `${t} ${String(i).padStart(2, '0')}`,
        membershipId: `EMP2${String(i).padStart(5, '0')}`,
        membershipType: 'Practicing Ordinary',
        membershipStatus: 'active',
      })),
    )
    const first = await html(`/admin/members?search=${t}&sort=name&dir=desc`, cookie)
    expectPage(first).toContain('26 accounts')
    expectPage(first).toContain(`${t} 25`)
    expectPage(first).not.toContain(`${t} 00<`)
    expect(readableTags(first)).toContain(`href="/admin/members?search=${t}&sort=name&dir=desc&page=2"`)

    const second = await html(`/admin/members?search=${t}&sort=name&dir=desc&page=2`, cookie)
    expectPage(second).toContain(`${t} 00`)
    expectPage(second).not.toContain(`${t} 25`)
    expect(headingHref(second, 'Membership ID')).toBe(`/admin/members?search=${t}&sort=membershipId&dir=asc&page=2`)
  })

  test('messages: newest first by default; by sender or subject on request; the filter kept', async () => {
    const { cookie } = await adminSession()
    // Through the driver, so that the given times are kept.
    const base = { email: 'visitor@example.com', phone: '', message: 'A question about membership.', newsletter: false, source: 'contact', handled: false, handledAt: null }
    const at = (day: string) => ({ createdAt: new Date(`2026-03-${day}T00:00:00Z`), updatedAt: new Date(`2026-03-${day}T00:00:00Z`) })
    const zainal = { ...base, _id: new Types.ObjectId(), firstName: 'Zainal', lastName: 'Abidin', subject: 'membership', ...at('03') }
    const ahmad = { ...base, _id: new Types.ObjectId(), firstName: 'Ahmad', lastName: 'Zaki', subject: 'training', ...at('01') }
    const mei = { ...base, _id: new Types.ObjectId(), firstName: 'Mei', lastName: 'Lim', subject: 'general', ...at('02'), handled: true }
    await ContactMessage.collection.insertMany([zainal, ahmad, mei])
    const rows = [zainal, ahmad, mei].map((m) => `id="message-${String(m._id)}"`)
    const [z, a, m] = rows as [string, string, string]

    const newest = await html('/admin/messages', cookie)
    expect(order(newest, rows)).toEqual([z, m, a])
    expect(sortedColumn(newest)).toEqual({ label: 'Received', dir: 'descending' })
    expect(headingHref(newest, 'Received')).toBe('/admin/messages?sort=date&dir=asc')

    // By last name: Abidin, Lim, Zaki.
    const bySender = await html('/admin/messages?sort=name&dir=asc', cookie)
    expect(order(bySender, rows)).toEqual([z, m, a])
    const bySenderDown = await html('/admin/messages?sort=name&dir=desc', cookie)
    expect(order(bySenderDown, rows)).toEqual([a, m, z])
    expect(sortedColumn(bySenderDown)).toEqual({ label: 'From', dir: 'descending' })

    const bySubject = await html('/admin/messages?sort=subject&dir=asc', cookie)
    expect(order(bySubject, rows)).toEqual([m, z, a])

    // Only the unhandled ones, oldest first: the filter and the order together.
    const unhandled = await html('/admin/messages?show=unhandled&sort=date&dir=asc', cookie)
    expect(unhandled.indexOf(m)).toBe(-1)
    expect(order(unhandled, [z, a])).toEqual([a, z])
    expect(headingHref(unhandled, 'From')).toBe('/admin/messages?show=unhandled&sort=name&dir=asc')
    // Marking one handled comes back to the same list, order kept.
    const marked = await postForm(server.baseUrl, '/admin/messages?show=unhandled&sort=date&dir=asc', { intent: 'mark-handled', id: String(ahmad._id) }, { cookie })
    expect(marked.status).toBe(302)
    expect(marked.headers.get('location')).toBe('/admin/messages?show=unhandled&sort=date&dir=asc')

    const unknown = await html('/admin/messages?sort=message', cookie)
    expect(sortedColumn(unknown)).toEqual({ label: 'Received', dir: 'descending' })
  })

  test('listings: by name, membership ID or state, both ways', async () => {
    const { cookie } = await adminSession()
    const t = tag()
    // Created in this order, so their membership IDs rise in it: name order is the reverse.
    const carol = await createListing({ name: `${t} Carol`, state: 'Johor' })
    const bob = await createListing({ name: `${t} Bob`, state: 'Sabah' })
    const alice = await createListing({ name: `${t} Alice`, state: 'Kedah' })
    const rows = [alice, bob, carol].map((p) => `id="listing-${p.id}-name"`)
    const [a, b, c] = rows as [string, string, string]

    const byName = await html(`/admin?search=${t}`, cookie)
    expect(order(byName, rows)).toEqual([a, b, c])
    expect(sortedColumn(byName)).toEqual({ label: 'Name', dir: 'ascending' })
    expect(order(await html(`/admin?search=${t}&sort=name&dir=desc`, cookie), rows)).toEqual([c, b, a])
    expect(order(await html(`/admin?search=${t}&sort=membershipId&dir=asc`, cookie), rows)).toEqual([c, b, a])
    expect(order(await html(`/admin?search=${t}&sort=membershipId&dir=desc`, cookie), rows)).toEqual([a, b, c])
    const byState = await html(`/admin?search=${t}&sort=state&dir=asc`, cookie)
    expect(order(byState, rows)).toEqual([c, a, b])
    expect(sortedColumn(byState)).toEqual({ label: 'Location', dir: 'ascending' })
    expect(headingHref(byState, 'Location')).toBe(`/admin?search=${t}&sort=state&dir=desc`)
    expect(order(await html(`/admin?search=${t}&sort=rating&dir=desc`, cookie), rows)).toEqual([a, b, c])
  })
})

describe('bulk actions with nothing ticked', () => {
  test('"Approve selected" without a ticked box: the page again with a message, in English or Malay, nothing changed', async () => {
    const { cookie } = await adminSession()
    const member = await createUser()
    const entry = await createCpdEntry(member.id)
    const shown = await CpdEntry.findById(entry.id).lean()
    // What the bulk form sends with no box ticked: the note, the decision and every row's shown version.
    const fields = { status: 'approved', note: '', expectedUpdatedAt: [`${entry.id}@${shown!.updatedAt.toISOString()}`] }

    const english = await postForm(server.baseUrl, '/admin/cpd', fields, { cookie })
    expect(english.status).toBe(400)
    const page = await english.text()
    expectPage(page).toMatch(/<h1[^>]*>CPD Review<\/h1>/)
    expectPage(page).toContain('Select at least one CPD entry')
    expectPage(page).toContain(entry.title)

    const malay = await postForm(server.baseUrl, '/admin/cpd?lng=ms', { ...fields, status: 'rejected' }, { cookie })
    expect(malay.status).toBe(400)
    const malayPage = await malay.text()
    expectPage(malayPage).toContain('Pilih sekurang-kurangnya satu rekod CPD')
    expectPage(malayPage).not.toContain('Select at least one CPD entry')

    expect((await CpdEntry.findById(entry.id).lean())?.status).toBe('pending')
  })
})
