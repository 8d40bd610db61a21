import fs from 'node:fs'
import path from 'node:path'

export { measurePage } from '#scripts/lib/page-weight.ts'

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string }[]; inputs: Record<string, unknown> }>
}

/**
 * The source files (app modules and packages) that end up in the browser for one route module, e.g.
 * `routes/_account+/login/route.tsx`: the route's own output and every chunk it imports, from the browser
 * build's metafile. `npm run build` writes it.
 */
export function browserInputsOfRoute(routeFile: string): string[] {
  const metafile = JSON.parse(fs.readFileSync(path.resolve('build/remix/metafile.js.json'), 'utf8')) as Metafile
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === `browser-route-module:${routeFile}?browser`)
  if (!entry) throw new Error(`no browser output for ${routeFile}`)
  const seen = new Set<string>()
  const pending = [entry[0]]
  const inputs = new Set<string>()
  while (pending.length) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const output = metafile.outputs[file]
    if (!output) continue
    for (const input of Object.keys(output.inputs)) inputs.add(input)
    pending.push(...output.imports.map((i) => i.path))
  }
  return [...inputs]
}

/** Every package that ends up in some browser output of the build (`node_modules/<name>` or `<@scope/name>`). */
export function browserPackages(): string[] {
  const metafile = JSON.parse(fs.readFileSync(path.resolve('build/remix/metafile.js.json'), 'utf8')) as Metafile
  const packages = new Set<string>()
  for (const output of Object.values(metafile.outputs)) {
    for (const input of Object.keys(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)
      if (match) packages.add(match[1]!)
    }
  }
  return [...packages].sort()
}
