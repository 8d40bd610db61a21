import { expect } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { createPractitioner, createUser, signIn } from './factories.ts'
import { cookiesFrom, get } from './http.ts'

/** Helpers shared by the administration's integration tests. */

/** A signed-in administrator (or, with `isAdmin: false`, a member): cookie, token and audit actor. */
export async function adminSession(overrides: Record<string, unknown> = {}) {
  const user = await createUser({ isAdmin: true, ...overrides })
  const { cookie, token } = await signIn(user.id)
  return { user, cookie, token, actor: { id: user.id, email: user.email } }
}

/** A member without the flag, signed in. */
export function memberSession() {
  return adminSession({ isAdmin: false })
}

/** The page's text as a reader sees it: React's separators gone, entities decoded, tags kept for attribute checks. */
export function readable(markup: string) {
  return markup
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/** Assertions on a server-rendered page that name only what was missing, never print the whole page. */
export function expectPage(markup: string) {
  const text = readable(markup)
  const check = (negate: boolean) => ({
    toContain: (part: string) =>
      expect(text.includes(part), `the page should ${negate ? 'not ' : ''}contain ${JSON.stringify(part)}`).toBe(!negate),
    toMatch: (pattern: RegExp) => expect(pattern.test(text), `the page should ${negate ? 'not ' : ''}match ${pattern}`).toBe(!negate),
  })
  return { ...check(false), not: check(true) }
}

/** The value attribute of the input named `name`, as the server rendered it. */
export function inputValue(markup: string, name: string) {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(markup)?.[0]
  return tag ? readable(/value="([^"]*)"/.exec(tag)?.[1] ?? '') : null
}

/** The text of the textarea named `name` (decoded). */
export function textareaValue(markup: string, name: string) {
  const match = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(markup)
  return match ? readable(match[1]!) : null
}

/** Whether the checkbox named `name` is rendered ticked. */
export function isChecked(markup: string, name: string) {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(markup)?.[0] ?? ''
  return /\schecked=""/.test(tag)
}

/** Follows a redirect as a browser would, with the cookies it set, and answers the page (which shows the toast). */
export async function follow(baseUrl: string, response: Response, cookie: string) {
  const location = response.headers.get('location')
  expect(location, `a redirect (status ${response.status})`).toBeTruthy()
  const next = await get(baseUrl, location!, { cookie: cookiesFrom(response, cookie) })
  expect(next.status, `GET ${location}`).toBe(200)
  return next.text()
}

/** The audit records about one record, oldest first. */
export async function auditOf(entityType: string, entityId: string) {
  return AuditLog.find({ entityType, entityId }).sort({ createdAt: 1 }).lean()
}

/**
 * A listing stored through the model, then the directory's version bumped as every write of the app
 * does, so that the public directory and the administrators' list (both cached) show it.
 */
export async function createListing(overrides: Record<string, unknown> = {}) {
  const practitioner = await createPractitioner(overrides)
  await invalidateDirectory()
  return practitioner
}
