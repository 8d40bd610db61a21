import { expect } from 'vitest'
import { createUser, signIn } from './factories.ts'
import { cookiesFrom, get } from './http.ts'

/** An administrator (the user's isAdmin flag) with a signed-in session. */
export async function adminSession(overrides: Record<string, unknown> = {}) {
  const user = await createUser({ isAdmin: true, ...overrides })
  const { cookie, token } = await signIn(user.id)
  return { user, cookie, token }
}

/** A member without the flag, signed in. */
export async function memberSession() {
  const user = await createUser()
  const { cookie, token } = await signIn(user.id)
  return { user, cookie, token }
}

/** The page's text as a reader sees it: React's separators gone, entities decoded, tags kept for attribute checks. */
export function readable(markup: string) {
  return markup
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/** Assertions that name only what was missing, never print the whole page. */
export function expectPage(markup: string) {
  const text = readable(markup)
  const check = (negate: boolean) => ({
    toContain: (part: string) => expect(text.includes(part), `the page should ${negate ? 'not ' : ''}contain ${JSON.stringify(part)}`).toBe(!negate),
    toMatch: (pattern: RegExp) => expect(pattern.test(text), `the page should ${negate ? 'not ' : ''}match ${pattern}`).toBe(!negate),
  })
  return { ...check(false), not: check(true) }
}

/** The value attribute of the input named `name`, as the server rendered it (decoded); null without one. */
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

/** Follows a redirect as a browser does (with the cookies it set) and answers the page it leads to. */
export async function followRedirect(baseUrl: string, response: Response, cookie: string) {
  const location = response.headers.get('location')
  expect(location, 'a redirect').toBeTruthy()
  const page = await get(baseUrl, location!, { cookie: cookiesFrom(response, cookie) })
  expect(page.status, `GET ${location}`).toBe(200)
  return page.text()
}
