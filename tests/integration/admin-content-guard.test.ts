import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { beforeAll, describe, expect, test } from 'vitest'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { memberSession } from '#tests/admin-test-helpers.ts'
import {
  createEvent,
  createGallery,
  createInternationalPartner,
  createLocalPartner,
  createNewsArticle,
  createTrainingProgramme,
} from '#tests/content-factories.ts'
import { newClientIp } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Every page and endpoint of the content administration, the messages and the audit log, walked with
 * every method as a visitor (the sign-in redirect, or 401 JSON) and as a member (403). The table is
 * checked against the routes of the Remix build: a route of this area that the table leaves out, or a
 * method it does not cover, fails the test.
 */

const server = useTestServer()

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const WRITES: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE']

interface Entry {
  /** The route id in the build. */
  route: string
  /** A page (HTML), a file (the CSV, a resource without a page of its own) or the JSON API. */
  kind: 'page' | 'file' | 'api'
  path: () => string
  /** Methods only an administrator may use. */
  guarded: Method[]
  /** Methods anyone may use (the public content API's GET). */
  open?: Method[]
  /** Methods the resource does not have: 405 for everyone, before any data is touched. */
  notAllowed?: Method[]
  /** Where the sign-in sends a visitor back to, when not the address itself (a file cannot be returned to). */
  returnTo?: string
}

/** The routes of this area: the content administration, messages, subscribers, the audit log, the content API. */
const OURS = /^routes\/(admin-content|admin_?\.(messages|audit)|api\.(news|events|galleries|local-partners|international-partners|training))([._[]|$)/

const ids: Record<string, string> = {}
const id = (key: string) => () => ids[key]!

const CONTENT_API = [
  ['news', 'news'],
  ['events', 'events'],
  ['galleries', 'galleries'],
  ['local-partners', 'localPartner'],
  ['international-partners', 'internationalPartner'],
  ['training', 'training'],
] as const

const table: Entry[] = [
  { route: 'routes/admin-content', kind: 'page', path: () => '/admin-content?tab=events', guarded: ['GET'] },
  { route: 'routes/admin-content_.$type.new', kind: 'page', path: () => '/admin-content/news/new', guarded: ['GET', ...WRITES] },
  { route: 'routes/admin-content_.$type.$id.edit', kind: 'page', path: () => `/admin-content/news/${ids.news}/edit`, guarded: ['GET', ...WRITES] },
  { route: 'routes/admin-content_.$type.$id.delete', kind: 'page', path: () => `/admin-content/news/${ids.news}/delete`, guarded: ['GET', ...WRITES] },
  { route: 'routes/admin_.messages', kind: 'page', path: () => '/admin/messages?show=unhandled', guarded: ['GET', ...WRITES] },
  { route: 'routes/admin_.messages_.$id.delete', kind: 'page', path: () => `/admin/messages/${ids.message}/delete`, guarded: ['GET', ...WRITES] },
  { route: 'routes/admin_.messages_.subscribers', kind: 'page', path: () => '/admin/messages/subscribers', guarded: ['GET'] },
  {
    route: 'routes/admin_.messages_.subscribers_.$id.delete',
    kind: 'page',
    path: () => `/admin/messages/subscribers/${ids.subscriber}/delete`,
    guarded: ['GET', ...WRITES],
  },
  {
    route: 'routes/admin_.messages_.subscribers[.]csv',
    kind: 'file',
    path: () => '/admin/messages/subscribers.csv',
    guarded: ['GET'],
    returnTo: '/admin/messages/subscribers',
  },
  { route: 'routes/admin_.audit', kind: 'page', path: () => '/admin/audit?page=1', guarded: ['GET'] },
  ...CONTENT_API.flatMap(([type, key]): Entry[] => [
    { route: `routes/api.${type}`, kind: 'api', path: () => `/api/${type}`, guarded: ['POST'], open: ['GET'], notAllowed: ['PUT', 'PATCH', 'DELETE'] },
    { route: `routes/api.${type}.$id`, kind: 'api', path: id(key), guarded: ['PUT', 'DELETE'], open: ['GET'], notAllowed: ['POST', 'PATCH'] },
  ]),
]
// The item addresses of the API are built once the items exist.
for (const entry of table) {
  const match = /^routes\/api\.([a-z-]+)\.\$id$/.exec(entry.route)
  if (match) {
    const key = CONTENT_API.find(([type]) => type === match[1])![1]
    entry.path = () => `/api/${match[1]}/${ids[key]}`
  }
}

let build: ServerBuild
let member: { cookie: string; token: string }

beforeAll(async () => {
  build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('build/remix/index.js')).href)) as ServerBuild
  ids.news = (await createNewsArticle()).id
  ids.events = (await createEvent()).id
  ids.galleries = (await createGallery()).id
  ids.localPartner = (await createLocalPartner()).id
  ids.internationalPartner = (await createInternationalPartner()).id
  ids.training = (await createTrainingProgramme()).id
  ids.message = String((await ContactMessage.create({ firstName: 'Guard', lastName: 'Test', email: 'guard@example.com', message: 'Hello' }))._id)
  ids.subscriber = String((await NewsletterSubscriber.create({ email: 'guard-reader@example.com' }))._id)
  member = await memberSession()
})

function send(method: Method, entry: Entry, auth: { cookie?: string; token?: string } = {}) {
  const url = `${server.baseUrl}${entry.path()}`
  const headers: Record<string, string> = { 'x-forwarded-for': newClientIp(), origin: server.baseUrl }
  if (auth.cookie) headers.cookie = auth.cookie
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  if (method === 'GET') return fetch(url, { redirect: 'manual', headers })
  // What each door would be sent: a form to a page, JSON to the API. Both would change data if let through.
  const body =
    entry.kind === 'page'
      ? new URLSearchParams({ intent: 'mark-handled', id: ids.message!, title: 'Changed by a stranger', excerpt: 'x', date: '2026-01-01', author: 'x', category: 'x' })
      : JSON.stringify({ title: 'Changed by a stranger', name: 'Changed by a stranger' })
  headers['content-type'] = entry.kind === 'page' ? 'application/x-www-form-urlencoded' : 'application/json'
  return fetch(url, { method, redirect: 'manual', headers, body })
}

const label = (method: Method, entry: Entry) => `${method} ${entry.path()} (${entry.route})`

describe('the table', () => {
  test('names every route of this area in the build, and no other', () => {
    const built = Object.keys(build.routes).filter((routeId) => OURS.test(routeId)).sort()
    expect(built.length).toBeGreaterThanOrEqual(22)
    expect(table.map((e) => e.route).sort()).toEqual(built)
  })

  test('covers every method each route answers: GET for a loader, every write method for an action', () => {
    for (const entry of table) {
      const module = build.routes[entry.route]!.module as unknown as Record<string, unknown>
      const covered = new Set([...entry.guarded, ...(entry.open ?? []), ...(entry.notAllowed ?? [])])
      if (module.loader) expect(covered.has('GET'), `${entry.route}: GET`).toBe(true)
      if (module.action) for (const method of WRITES) expect(covered.has(method), `${entry.route}: ${method}`).toBe(true)
      if (!module.action) expect(entry.guarded.filter((m) => m !== 'GET'), `${entry.route} has no action`).toEqual([])
    }
  })
})

describe('a visitor who is not signed in', () => {
  test('is sent to sign in (pages) or answered 401 JSON (API), for every guarded method', async () => {
    for (const entry of table) {
      for (const method of entry.guarded) {
        const response = await send(method, entry)
        if (entry.kind !== 'api') {
          const returnTo = entry.returnTo ?? entry.path()
          expect(response, label(method, entry)).toHaveRedirect(`/login?${new URLSearchParams({ redirectTo: returnTo })}`)
        } else {
          expect(response.status, label(method, entry)).toBe(401)
          expect(response.headers.get('content-type'), label(method, entry)).toContain('application/json')
          expect(await response.json(), label(method, entry)).toEqual({ message: expect.any(String) })
        }
      }
    }
  })
})

describe('a signed-in member without the admin flag', () => {
  test('gets 403: the access-denied page, or 403 JSON from the API (by cookie and by token)', async () => {
    for (const entry of table) {
      for (const method of entry.guarded) {
        const auths = entry.kind === 'api' ? [{ cookie: member.cookie }, { token: member.token }] : [{ cookie: member.cookie }]
        for (const auth of auths) {
          const response = await send(method, entry, auth)
          expect(response.status, label(method, entry)).toBe(403)
          if (entry.kind === 'page') {
            expect(await response.text(), label(method, entry)).toContain('403 Access Denied')
          } else if (entry.kind === 'file') {
            expect(response.headers.get('content-disposition'), label(method, entry)).toBeNull()
            expect(await response.json(), label(method, entry)).toEqual({ message: 'You do not have permission to view this page.' })
          } else {
            expect(await response.json(), label(method, entry)).toEqual({ message: 'Administrator access required' })
          }
        }
      }
    }
  })
})

describe('what stays open', () => {
  test('the public GETs answer anyone; methods a resource lacks answer 405 to everyone', async () => {
    for (const entry of table) {
      for (const method of entry.open ?? []) {
        const response = await send(method, entry)
        expect(response.status, label(method, entry)).toBe(200)
      }
      for (const method of entry.notAllowed ?? []) {
        for (const auth of [{}, { cookie: member.cookie }]) {
          expect((await send(method, entry, auth)).status, label(method, entry)).toBe(405)
        }
      }
    }
  })

  test('nothing was changed by the walk', async () => {
    expect(await ContactMessage.findById(ids.message).lean()).toMatchObject({ handled: false })
    expect(await NewsletterSubscriber.findById(ids.subscriber).lean()).not.toBeNull()
    const news = (await (await fetch(`${server.baseUrl}/api/news/${ids.news}`)).json()) as { title: string }
    expect(news.title).not.toBe('Changed by a stranger')
  })
})
