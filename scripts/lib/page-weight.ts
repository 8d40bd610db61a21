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
 * The code a page carries inside itself: every inline `<script>` but data, that is structured data
 * (`application/ld+json`) and Remix's serialized loader data (`window.__remixContext = …`, weighed with
 * the HTML). The plain scripts of pages that are not hydrated (app/enhance/) are these.
 */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body = '']) => body)
    .filter((body) => body.trim() && !body.trimStart().startsWith('window.__remixContext'))
}

/**
 * What a page costs a visitor on a cheap phone: its HTML, and the JavaScript it loads or carries inline,
 * gzipped as the server sends it (the bodies; HTTP headers are not JavaScript, and HTTP/2 compresses them
 * anyway). `scriptCount` counts the files, `inlineScriptCount` the inline scripts that are code.
 */
export async function measurePage(baseUrl: string, pathname: string, { headers = {} }: { headers?: Record<string, string> } = {}) {
  const html = await (await fetch(`${baseUrl}${pathname}`, { headers })).text()
  const scripts = scriptsOf(html)
  const inline = inlineScriptsOf(html)
  let gzipped = inline.reduce((sum, body) => sum + gzipSync(body).length, 0)
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl), { headers })).arrayBuffer())
    gzipped += gzipSync(body).length
  }
  return { htmlBytes: Buffer.byteLength(html), scriptCount: scripts.length, inlineScriptCount: inline.length, javaScriptKb: gzipped / 1024 }
}
