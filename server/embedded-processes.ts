import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { stopChild, type ChainLink } from './process-chain.ts'

/** How the embedded servers' processes are reached and started. */

/** Where a server listens: a Unix socket path or a loopback port. */
export type Endpoint = { socket: string } | { port: number }

export function uriOf(endpoint: Endpoint) {
  return 'socket' in endpoint ? `mongodb://${encodeURIComponent(endpoint.socket)}` : `mongodb://127.0.0.1:${endpoint.port}`
}

export function endpointOf(uri: string): Endpoint | null {
  const match = /^mongodb:\/\/([^/?]+)/.exec(uri)
  if (!match) return null
  const host = decodeURIComponent(match[1]!)
  if (host.startsWith('/')) return { socket: host }
  const port = Number(/:(\d+)$/.exec(host)?.[1])
  return port ? { port } : null
}

export function canConnect(endpoint: Endpoint, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = 'socket' in endpoint ? net.connect({ path: endpoint.socket }) : net.connect({ port: endpoint.port, host: '127.0.0.1' })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

export async function waitForEndpoint(endpoint: Endpoint, child: ChildProcess, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready`)
    }
    if (await canConnect(endpoint)) return
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`${what} did not accept connections within ${timeoutMs / 1000}s`)
}

export function logFileFd(dataDir: string, name: string) {
  const logDir = path.join(dataDir, 'logs')
  fs.mkdirSync(logDir, { recursive: true })
  return { file: path.join(logDir, `${name}.log`), fd: fs.openSync(path.join(logDir, `${name}.log`), 'a') }
}

/**
 * FerretDB's Go runtime collects garbage less often than its default (GOGC 100): FerretDB allocates
 * for every query (it copies its whole collection registry on each find), and at the default its
 * collector took a quarter of its CPU under the bench (issue 31). GOGC 1000 lets the heap grow ten
 * times its live size (a few MB) before a collection; GOMEMLIMIT caps it at 256 MiB whatever GOGC
 * says. Either can be set in the environment instead.
 */
export function ferretdbGoSettings(env: Record<string, string | undefined> = process.env) {
  return { GOGC: env.GOGC || '1000', GOMEMLIMIT: env.GOMEMLIMIT || '256MiB' }
}

/** FerretDB as a chain link; `backendArgs` chooses and points at its backend. */
export function ferretdbLink(binary: string, dataDir: string, endpoint: Endpoint, backendArgs: string[], stateDir: string): ChainLink {
  return {
    name: 'FerretDB',
    async start() {
      fs.mkdirSync(stateDir, { recursive: true })
      if ('socket' in endpoint) fs.rmSync(endpoint.socket, { force: true })
      const log = logFileFd(dataDir, 'ferretdb')
      const listen = 'socket' in endpoint ? ['--listen-addr=', `--listen-unix=${endpoint.socket}`] : [`--listen-addr=127.0.0.1:${endpoint.port}`]
      const child = spawn(
        binary,
        [...backendArgs, ...listen, '--debug-addr=-', `--state-dir=${stateDir}`, '--telemetry=disable', '--log-level=warn'],
        { stdio: ['ignore', log.fd, log.fd], detached: true, env: { ...process.env, ...ferretdbGoSettings() } },
      )
      fs.closeSync(log.fd)
      try {
        await waitForEndpoint(endpoint, child, 'FerretDB')
      } catch (error) {
        await stopChild(child)
        throw new Error(`${(error as Error).message}; see ${log.file}`)
      }
      return child
    },
  }
}

