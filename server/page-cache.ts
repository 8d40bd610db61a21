import type { NextFunction, Request, Response } from 'express'

/**
 * Pages kept as HTML, drawn once and served again with only their CSP nonce renewed (issue 22: the
 * directory page at most 2x the cost of /healthz). Rendering a page is most of its cost (React, the route
 * matching, the layout), and a visitor's directory page is asked for again before the listings change.
 *
 * Used for a visitor's directory page or profile (`visitorPageKey`, server/create-app.ts, decision 022):
 * the same for everyone who asks for the same address in the same language, until the listings change.
 * Served from here only to a GET with no Authorization header and no cookie but those the page may depend
 * on (the language, the dismissed banner), which are part of the key with the address and Accept-Language.
 * A signed-in member's pages are drawn each time (decision 024).
 *
 * Kept only when the answer is a 200 of a kept type that sets no cookie. Everything kept belongs to one
 * `revision()`; a different revision (compared with ===) forgets them all, and a page drawn while the
 * revision changed is not kept. Kept at most `maxAgeMs` besides, because pages show the clock's year and day.
 */
export interface PageCacheOptions {
  /** The key of a request whose answer may be kept, or null to pass it by. */
  keyOf: (req: Request) => string | null
  /** What the pages are drawn from: a value that changes (!==) whenever what they show does. */
  revision: () => Promise<unknown>
  /** The content types kept (by prefix). */
  types?: readonly string[]
  /** The header that says `hit` or `miss`. */
  header?: string
  maxAgeMs?: number
  /** All pages kept, at most (the least recently served go first). */
  maxBytes?: number
  /** One page kept, at most. */
  maxPageBytes?: number
}

/**
 * A visitor's page: a GET of one of `paths` (not a data request) with no Authorization header and no
 * cookie outside `cookies`; the key is the address, those cookies and Accept-Language.
 */
export function visitorPageKey(paths: readonly RegExp[], cookies: readonly string[]) {
  const allowedCookies = new Set(cookies)
  return (req: Request): string | null => {
    if (req.method !== 'GET' || req.get('authorization')) return null
    const [path, query = ''] = req.originalUrl.split('?', 2) as [string, string?]
    if (!paths.some((pattern) => pattern.test(path)) || new URLSearchParams(query).has('_data')) return null
    const pairs: string[] = []
    for (const pair of (req.get('cookie') ?? '').split(';')) {
      const trimmed = pair.trim()
      if (!trimmed) continue
      if (!allowedCookies.has(trimmed.split('=', 1)[0]!)) return null
      pairs.push(trimmed)
    }
    return [req.originalUrl, pairs.sort().join('; '), req.get('accept-language') ?? ''].join('\n')
  }
}

interface KeptPage {
  headers: Array<[string, string | number | readonly string[]]>
  body: string
  /** The nonce the body was drawn with, replaced by each answer's own. */
  nonce: string
  bytes: number
  /** Served again until then (epoch ms). */
  until: number
}

/**
 * Headers of an answer that are its own (set again for each answer) or describe its compressed bytes;
 * the cache's own hit-or-miss header is left out too.
 */
const NOT_KEPT = new Set([
  'content-security-policy',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'vary',
])

export function pageCache({
  keyOf,
  revision,
  types = ['text/html'],
  header = 'X-Page-Cache',
  maxAgeMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  maxPageBytes = 1024 * 1024,
}: PageCacheOptions) {
  let kept = { revision: null as unknown, pages: new Map<string, KeptPage>(), bytes: 0 }

  const forget = (key: string, page: KeptPage) => {
    kept.pages.delete(key)
    kept.bytes -= page.bytes
  }

  const keep = (at: unknown, key: string, page: KeptPage) => {
    // A newer revision was seen while this page was drawn: it may show either, so it is not kept.
    if (kept.revision !== at) return
    const before = kept.pages.get(key)
    if (before) forget(key, before)
    kept.pages.set(key, page)
    kept.bytes += page.bytes
    for (const [oldestKey, oldest] of kept.pages) {
      if (kept.bytes <= maxBytes) break
      forget(oldestKey, oldest)
    }
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(req)
    if (key === null) return next()
    let current: unknown
    try {
      current = await revision()
    } catch {
      // The data could not be read (the database is away): the page answers as it would without a cache.
      return next()
    }
    if (kept.revision !== current) kept = { revision: current, pages: new Map(), bytes: 0 }
    const nonce = String(res.locals.cspNonce ?? '')

    const page = kept.pages.get(key)
    if (page && Date.now() < page.until) {
      // Served most recently last: the first in the map are the first to go.
      kept.pages.delete(key)
      kept.pages.set(key, page)
      for (const [name, value] of page.headers) res.setHeader(name, value)
      res.setHeader(header, 'hit')
      res.status(200).end(page.body.replaceAll(page.nonce, nonce))
      return
    }
    if (page) forget(key, page)

    res.setHeader(header, 'miss')
    const chunks: Buffer[] = []
    let size = 0
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > maxPageBytes) return
      const bytes =
        typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array)
      chunks.push(bytes)
      size += bytes.length
    }
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0])
      return write(chunk, ...rest)
    }) as Response['write']
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0])
      const type = String(res.getHeader('content-type') ?? '')
      const until = res.statusCode === 200 && types.some((kept) => type.startsWith(kept)) ? Date.now() + maxAgeMs : null
      if (until !== null && !res.getHeader('set-cookie') && nonce && size <= maxPageBytes) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name) && name !== header.toLowerCase())
          .map(([name, value]) => [name, value] as KeptPage['headers'][number])
        const body = Buffer.concat(chunks).toString('utf8')
        keep(current, key, { headers, body, nonce, bytes: size, until })
      }
      return end(chunk, ...rest)
    }) as Response['end']
    next()
  }
}
