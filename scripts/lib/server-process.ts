import { spawn, type ChildProcess } from 'node:child_process'
import { TEST_WINDOWS_VARIABLE } from '#app/domain/clock.ts'

/**
 * What `npm start`, `npm run start:cluster` and `npm run serve` give the server's Node (package.json;
 * decision 047): young objects get 32 MB semi-spaces, so a page's garbage is mostly dead before a
 * scavenge looks at it. The bench and the tests start the server with the same.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=32'] as const

/**
 * Starts the built server (`node build/server.js`) as a child process with the given environment, as
 * `npm start` would, and collects what it prints. Used by the process tests, the benchmark, the load
 * test and the fault test; `build/cluster.js` starts the cluster as `npm run start:cluster` would.
 */
export function startServerProcess(env: Record<string, string>, script: 'build/server.js' | 'build/cluster.js' = 'build/server.js', nodeArgs: string[] = []) {
  // SERVER_NODE_ARGS passes flags to the server's Node, such as --cpu-prof for a profile under the bench.
  const flags = [...SERVER_V8_FLAGS, ...(process.env.SERVER_NODE_ARGS ? process.env.SERVER_NODE_ARGS.split(' ') : []), ...nodeArgs]
  const child: ChildProcess = spawn(process.execPath, [...flags, script], {
    // A test file's held rate-limit windows (tests/setup/setup-integration.ts) hold in its servers too.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...heldWindows(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

function heldWindows(): Record<string, string> {
  const at = process.env[TEST_WINDOWS_VARIABLE]
  return at ? { [TEST_WINDOWS_VARIABLE]: at } : {}
}

/** Waits until /healthz answers 200 (or `status`), polling every 100 ms. */
export async function waitForHealth(port: number, { timeoutMs = 30_000, status = 200 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (response.status === status) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`/healthz on port ${port} did not answer ${status} within ${timeoutMs / 1000}s`)
}
