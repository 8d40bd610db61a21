import fs from 'node:fs'
import path from 'node:path'

/** What `npm run build` writes, and what it is built from. */
export const BUILD_OUTPUTS = ['build/remix/index.js', 'build/server.js'] as const
export const BUILD_SOURCES = ['app', 'server', 'server.ts', 'remix.config.js', 'tailwind.config.ts'] as const

function newestFile(entry: string): { file: string; mtimeMs: number } | null {
  if (!fs.existsSync(entry)) return null
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs }
  let newest: { file: string; mtimeMs: number } | null = null
  for (const name of fs.readdirSync(entry)) {
    const found = newestFile(path.join(entry, name))
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found
  }
  return newest
}

/**
 * Null when build/ is at least as new as every source it is built from; otherwise why not, in one line
 * that says what to do. The tests load build/ as it is on disk: a change to app/ that was never built
 * would otherwise be tested as the code before it.
 */
export function staleBuildReason(root = process.cwd()): string | null {
  const outputs = BUILD_OUTPUTS.map((output) => path.join(root, output))
  const missing = outputs.find((output) => !fs.existsSync(output))
  if (missing) return `build/ is missing ${path.relative(root, missing)}: run npm run build`
  const builtAt = Math.min(...outputs.map((output) => fs.statSync(output).mtimeMs))
  for (const source of BUILD_SOURCES) {
    const newest = newestFile(path.join(root, source))
    if (newest && newest.mtimeMs > builtAt) {
      const changed = path.relative(root, newest.file)
      const where = changed.includes(path.sep) ? `${changed.split(path.sep)[0]}/` : changed
      return `build/ is older than ${where}: run npm run build (${changed} changed after the last build)`
    }
  }
  return null
}

/** Throws with that line when build/ is stale; for the test set-ups. */
export function assertBuildIsFresh(root = process.cwd()) {
  const reason = staleBuildReason(root)
  if (reason) throw new Error(reason)
}
