import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { readRouteTree, routeUrlsOf } from './lib/route-urls.ts'

/**
 * Issue 32: the route files are grouped by who uses them; no address may change. docs/urls.txt is the
 * list of every address as it was before the grouping. A route added or removed on purpose is added to
 * or removed from that list in the same commit.
 */
test('the app answers exactly the addresses of docs/urls.txt', () => {
  const expected = readFileSync('docs/urls.txt', 'utf8').split('\n').filter(Boolean)
  expect(routeUrlsOf(readRouteTree())).toEqual(expected)
}, 30_000)

test('an index route, a nested route and a pathless layout give the addresses a visitor uses', () => {
  expect(
    routeUrlsOf([
      {
        id: 'root',
        path: '',
        children: [
          { id: 'routes/_public+/_index/route', index: true },
          { id: 'routes/_admin', children: [{ id: 'routes/_admin.admin.cpd', path: 'admin/cpd' }] },
          { id: 'routes/news', path: 'news', children: [{ id: 'routes/_public+/news._index/route', index: true }, { id: 'routes/_public+/news.$id/route', path: ':id' }] },
        ],
      },
    ]),
  ).toEqual(['/ (index)', '/admin/cpd', '/news', '/news (index)', '/news/:id'])
})
