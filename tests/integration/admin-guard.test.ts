import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { beforeAll, describe, expect, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { Practitioner } from '#app/models/practitioner.server.ts'
import { User } from '#app/models/user.server.ts'
import { createListing, signedIn } from '#tests/admin-helpers.ts'
import { createCpdEntry, createUser } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Every administration page and endpoint of the listings, member accounts and CPD review, with every
 * method it answers, refuses anonymous visitors (the /login redirect for a page, 401 JSON for an
 * endpoint) and members (the 403 page, 403 JSON), and changes nothing for them. The list of routes is
 * read from the Remix build: a new route of these areas that the table below does not name fails here.
 */

const server = useTestServer()

/** The route ids of these areas (the content, messages and audit pages are tested by their own files). */
const OWNED_ROUTE = /^routes\/(admin\._index|admin\.practitioners|admin\.members|admin\.cpd|api\.admin\.cpd|api\.admin\.members|api\.practitioners)(\.|$)/

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
interface Guarded {
  kind: 'page' | 'api'
  path: (ids: Ids) => string
  methods: Method[]
}
interface Ids {
  listing: string
  entry: string
  member: string
}

const GUARDED: Record<string, Guarded> = {
  'routes/admin._index': { kind: 'page', path: () => '/admin', methods: ['GET'] },
  'routes/admin.practitioners.new': { kind: 'page', path: () => '/admin/practitioners/new', methods: ['GET', 'POST'] },
  'routes/admin.practitioners.$id.edit': { kind: 'page', path: (ids) => `/admin/practitioners/${ids.listing}/edit`, methods: ['GET', 'POST'] },
  'routes/admin.practitioners.$id.delete': { kind: 'page', path: (ids) => `/admin/practitioners/${ids.listing}/delete`, methods: ['GET', 'POST'] },
  'routes/admin.members': { kind: 'page', path: () => '/admin/members', methods: ['GET', 'POST'] },
  'routes/admin.cpd': { kind: 'page', path: () => '/admin/cpd', methods: ['GET', 'POST'] },
  // GET of these two is the public directory API; only the writes are the administrators'.
  'routes/api.practitioners': { kind: 'api', path: () => '/api/practitioners', methods: ['POST'] },
  'routes/api.practitioners.$id': { kind: 'api', path: (ids) => `/api/practitioners/${ids.listing}`, methods: ['PUT', 'DELETE'] },
  'routes/api.admin.cpd.$id': { kind: 'api', path: (ids) => `/api/admin/cpd/${ids.entry}`, methods: ['PUT'] },
}

/** What each write would do if the guard let it through: delete, approve, suspend, replace. */
function bodyFor(pathname: string, ids: Ids): Record<string, string> {
  if (pathname === '/admin/members') return { intent: 'set-status', userId: ids.member, membershipStatus: 'suspended' }
  if (pathname.includes('cpd')) return { entryIds: ids.entry, status: 'approved', note: 'Approved by a stranger' }
  return { name: 'Taken Over', email: 'taken-over@example.com', membershipId: '', isActive: 'on' }
}

function request(route: Guarded, method: Method, ids: Ids, credentials: { cookie?: string; token?: string }) {
  const pathname = route.path(ids)
  const body = bodyFor(pathname, ids)
  if (method === 'GET') return get(server.baseUrl, pathname, { cookie: credentials.cookie })
  if (route.kind === 'page') return postForm(server.baseUrl, pathname, body, { cookie: credentials.cookie })
  return sendJson(server.baseUrl, method, pathname, { ...body, status: 'approved' }, credentials)
}

let ids: Ids
let ownedRoutes: string[]

beforeAll(async () => {
  const build = (await import(pathToFileURL(path.resolve('build/remix/index.js')).href)) as ServerBuild
  ownedRoutes = Object.keys(build.routes).filter((id) => OWNED_ROUTE.test(id))
  const member = await createUser({ membershipStatus: 'active' })
  const listing = await createListing({ name: 'Guarded Listing', membershipId: member.membershipId })
  const entry = await createCpdEntry(member.id)
  ids = { listing: listing.id, entry: entry.id, member: member.id }
})

async function expectNothingChanged() {
  expect(await Practitioner.findById(ids.listing).lean()).toMatchObject({ name: 'Guarded Listing' })
  expect(await Practitioner.countDocuments({ name: 'Taken Over' })).toBe(0)
  expect((await CpdEntry.findById(ids.entry).lean())?.status).toBe('pending')
  expect((await User.findById(ids.member).lean())?.membershipStatus).toBe('active')
}

test('the table names every route of the listings, member accounts and CPD review, and only those', () => {
  expect(ownedRoutes.length).toBeGreaterThan(5)
  expect([...ownedRoutes].sort()).toEqual(Object.keys(GUARDED).sort())
})

describe.each(Object.entries(GUARDED))('%s', (routeId, route) => {
  test.each(route.methods)('%s signed out: the login redirect or 401', async (method) => {
    const response = await request(route, method, ids, {})
    const pathname = route.path(ids)
    if (route.kind === 'page') {
      expect(response, `${method} ${pathname}`).toHaveRedirect(`/login?${new URLSearchParams({ redirectTo: pathname })}`)
    } else {
      expect(response.status, `${method} ${pathname}`).toBe(401)
      expect(await response.json()).toEqual({ message: 'Authentication required' })
    }
    await expectNothingChanged()
    expect(routeId).toMatch(OWNED_ROUTE)
  })

  test.each(route.methods)('%s as a member: 403', async (method) => {
    const member = await signedIn({ isAdmin: false })
    const response = await request(route, method, ids, { cookie: member.cookie, token: member.token })
    expect(response.status, `${method} ${route.path(ids)}`).toBe(403)
    if (route.kind === 'page') {
      const markup = await response.text()
      expect(markup).toContain('403 Access Denied')
      expect(markup).toContain('You do not have permission to view this page.')
    } else {
      expect(await response.json()).toEqual({ message: 'Administrator access required' })
    }
    await expectNothingChanged()
  })

  // The writes themselves are tested in admin-listings, admin-members and admin-cpd.
  test.runIf(route.methods.includes('GET'))('GET as an administrator: the page', async () => {
    const admin = await signedIn()
    const response = await request(route, 'GET', ids, { cookie: admin.cookie })
    expect(response.status).toBe(200)
  })
})
