import type { NextFunction, Request, Response } from 'express'

/**
 * Pages kept as HTML for visitors who are not signed in (issue 22: the directory page at most 2x the cost
 * of /healthz). Rendering a page is most of its cost (React, the route matching, the layout); a visitor's
 * directory page or profile is the same for everyone who asks for the same address in the same language,
 * until the listings change. So the answer is kept, and served again with only its CSP nonce renewed.
 *
 * Served from here only when nothing about the person can be in the page: a GET of a listed page, no
 * Authorization header, and no cookie but those the page may depend on (the language, the dismissed
 * banner), which are part of the key with the address and Accept-Language. Kept only when the page is a
 * 200 that sets no cookie. Everything kept belongs to one `revision()`: an object the pages' data is
 * replaced by whenever it changes (the directory snapshot), so a change is seen at once, and by every
 * process as soon as its snapshot has caught up. Kept at most `maxAgeMs` besides, because the footer's year
 * comes from the clock.
 */
export interface PageCacheOptions {
  /** The pages whose HTML depends only on the address, the language, `cookies` and `revision()`. */
  paths: readonly RegExp[]
  /** Cookies those pages may read; a request with any other cookie (a session, a toast) passes by. */
  cookies: readonly string[]
  /** What the pages are drawn from, replaced (a new object) whenever what they show changes. */
  revision: () => Promise<object>
  maxAgeMs?: number
  /** All pages kept, at most (the least recently served go first). */
  maxBytes?: number
  /** One page kept, at most. */
  maxPageBytes?: number
}

interface KeptPage {
  headers: Array<[string, string | number | readonly string[]]>
  body: string
  /** The nonce the body was drawn with, replaced by each answer's own. */
  nonce: string
  bytes: number
  keptAt: number
}

/** Headers of an answer that are its own (set again for each answer) or describe its compressed bytes. */
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
  'x-page-cache',
])

export function pageCache({
  paths,
  cookies,
  revision,
  maxAgeMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  maxPageBytes = 1024 * 1024,
}: PageCacheOptions) {
  const allowedCookies = new Set(cookies)
  let kept = { revision: null as object | null, pages: new Map<string, KeptPage>(), bytes: 0 }

  const keyOf = (req: Request): string | null => {
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

  const forget = (key: string, page: KeptPage) => {
    kept.pages.delete(key)
    kept.bytes -= page.bytes
  }

  const keep = (at: object, key: string, page: KeptPage) => {
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
    let current: object
    try {
      current = await revision()
    } catch {
      // The data could not be read (the database is away): the page answers as it would without a cache.
      return next()
    }
    if (kept.revision !== current) kept = { revision: current, pages: new Map(), bytes: 0 }
    const nonce = String(res.locals.cspNonce ?? '')

    const page = kept.pages.get(key)
    if (page && Date.now() - page.keptAt < maxAgeMs) {
      // Served most recently last: the first in the map are the first to go.
      kept.pages.delete(key)
      kept.pages.set(key, page)
      for (const [name, value] of page.headers) res.setHeader(name, value)
      res.setHeader('X-Page-Cache', 'hit')
      res.status(200).end(page.body.replaceAll(page.nonce, nonce))
      return
    }
    if (page) forget(key, page)

    res.setHeader('X-Page-Cache', 'miss')
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
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
      if (res.statusCode === 200 && html && !res.getHeader('set-cookie') && nonce && size <= maxPageBytes) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name))
          .map(([name, value]) => [name, value] as KeptPage['headers'][number])
        const body = Buffer.concat(chunks).toString('utf8')
        keep(current, key, { headers, body, nonce, bytes: size, keptAt: Date.now() })
      }
      return end(chunk, ...rest)
    }) as Response['end']
    next()
  }
}
