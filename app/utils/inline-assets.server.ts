import fs from 'node:fs'
import path from 'node:path'
import type { Enhancement } from '#app/enhance/names.ts'

/*
 * What the server puts inside a page rather than behind a request of its own: the plain scripts of pages
 * that are not hydrated (app/enhance/), small enough that a request of their own would cost more.
 */

/** Where `npm run build` puts the compiled plain scripts (scripts/build-server.mjs). */
export const ENHANCEMENT_DIR = 'build/enhance'

const files = new Map<string, string>()
const warned = new Set<string>()

/**
 * A built file's text, read once in production, where built files never change while the server runs
 * (a build restarts it); read each time in development, where they are rebuilt under it. Text that would
 * close the element it goes in is refused.
 */
function readBuilt(file: string, element: 'script', { optional = false } = {}): string {
  const cached = files.get(file)
  if (cached !== undefined) return cached
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    if (!optional) throw error
    if (!warned.has(file)) {
      warned.add(file)
      console.warn(`${file} is missing: pages that use it go without it (run npm run build)`)
    }
    return ''
  }
  if (text.toLowerCase().includes(`</${element}`)) throw new Error(`${file} contains </${element}: it cannot be inlined`)
  if (process.env.NODE_ENV !== 'development') files.set(file, text)
  return text
}

/** A compiled plain script's text; '' when it is missing (the page works without it). */
export function enhancementText(name: Enhancement): string {
  return readBuilt(path.join(ENHANCEMENT_DIR, `${name}.js`), 'script', { optional: true })
}
