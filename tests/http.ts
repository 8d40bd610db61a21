
/** Small HTTP helpers for integration tests: real requests, no redirects followed, cookies by hand. */

let forwardedFor = 0
/** A fresh client address, so that per-address rate limits do not leak between tests. */
export function newClientIp() {
  forwardedFor += 1
  return `10.${Math.floor(forwardedFor / 65536) % 256}.${Math.floor(forwardedFor / 256) % 256}.${forwardedFor % 256}`
}

export interface RequestOptions {
  cookie?: string
  token?: string
  ip?: string
  origin?: string | null
  headers?: Record<string, string>
}

function baseHeaders(baseUrl: string, options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? newClientIp(), ...options.headers }
  if (options.cookie) headers.cookie = options.cookie
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.origin !== null) headers.origin = options.origin ?? baseUrl
  return headers
}

/** A GET, as a browser or client sends it (no Origin header), not following redirects. */
export async function get(baseUrl: string, path: string, options: RequestOptions = {}) {
  const { origin: _origin, ...rest } = options
  return fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: baseHeaders(baseUrl, { ...rest, origin: null }) })
}

/** Posts a form as a browser would, from the site's own origin. */
export function postForm(baseUrl: string, path: string, fields: Record<string, string | string[]>, options: RequestOptions = {}) {
  return sendForm(baseUrl, 'POST', path, fields, options)
}

/** A form body with any method (a browser only sends POST; a script may send PUT, PATCH or DELETE). */
export function sendForm(
  baseUrl: string,
  method: string,
  path: string,
  fields: Record<string, string | string[]>,
  options: RequestOptions = {},
) {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
  }
  return fetch(`${baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...baseHeaders(baseUrl, options), 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
}

export function sendJson(baseUrl: string, method: string, path: string, body: unknown, options: RequestOptions = {}) {
  return fetch(`${baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...baseHeaders(baseUrl, { origin: null, ...options }), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** The `name=value` pairs of every Set-Cookie, ready to send back as a Cookie header. */
export function cookiesFrom(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  )
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]!
    const name = pair.split('=')[0]!
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(header) || pair.endsWith('=')) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ')
}

/**
 * A page's HTML without its scripts (and any `<style>`): what is drawn. The page's data (in a
 * script) carries every string its components may show (issue 15: each page is sent its strings), so
 * "this sentence is not on the page" is asked of this.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
}
