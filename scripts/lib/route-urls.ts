import { execFileSync } from 'node:child_process'
import path from 'node:path'

interface RouteNode {
  id: string
  path?: string
  index?: boolean
  children?: RouteNode[]
}

/**
 * Every address the app answers, from Remix's own route tree (`npx remix routes --json`): one line per
 * route that has an address, `/about`, `/news (index)`, `/news/:id`, sorted. Pathless layouts add no
 * line; grouping files into folders must leave this list as it is (issue 32).
 */
export function routeUrlsOf(tree: readonly RouteNode[]): string[] {
  const urls: string[] = []
  const walk = (nodes: readonly RouteNode[], base: string) => {
    for (const node of nodes) {
      const full = node.path ? `${base.replace(/\/$/, '')}/${node.path}` : base
      if (node.index) urls.push(`${full || '/'} (index)`)
      else if (node.path) urls.push(full)
      walk(node.children ?? [], full)
    }
  }
  walk(tree, '')
  return urls.sort()
}

/** The route tree the app's Remix config gives now. */
export function readRouteTree(root = process.cwd()): RouteNode[] {
  const remix = path.join(root, 'node_modules', '.bin', 'remix')
  const out = execFileSync(remix, ['routes', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  return JSON.parse(out) as RouteNode[]
}
