import { gzipSync } from 'node:zlib'

/** The JavaScript files a server-rendered page loads: every module preload, script and dynamic import. */
export function scriptsOf(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|<script[^>]* src="([^"]+)"|import\("([^"]+)"\)/g)].map(
        (m) => m[1] ?? m[2] ?? m[3]!,
      ),
    ),
  ]
}

/**
 * What a page costs a visitor on a cheap phone: its HTML, and the JavaScript it loads, gzipped as the
 * server sends it (the bodies; HTTP headers are not JavaScript, and HTTP/2 compresses them anyway).
 */
export async function measurePage(baseUrl: string, pathname: string, { headers = {} }: { headers?: Record<string, string> } = {}) {
  const html = await (await fetch(`${baseUrl}${pathname}`, { headers })).text()
  const scripts = scriptsOf(html)
  let gzipped = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl), { headers })).arrayBuffer())
    gzipped += gzipSync(body).length
  }
  return { htmlBytes: Buffer.byteLength(html), scriptCount: scripts.length, javaScriptKb: gzipped / 1024 }
}
