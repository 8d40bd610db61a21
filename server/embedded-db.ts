import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type * as MemoryServerModule from 'mongodb-memory-server-core'

export type DbServerKind = 'ferretdb' | 'mongod' | 'mongodb-memory-server'

export interface EmbeddedDbServer {
  kind: DbServerKind
  /** Base URI without a database name, e.g. mongodb://127.0.0.1:41234 */
  uri: string
  /** False when another process of ours already runs the server for this DATA_DIR and we reuse it. */
  owned: boolean
  stop(): Promise<void>
}

interface StartOptions {
  dataDir: string
  log?: (message: string) => void
  /**
   * Reuse a server that another process (the app, a script) started for the same DATA_DIR, so that
   * `npm run seed` or `make-admin` talk to the very database the running app uses.
   */
  shareWithOtherProcesses?: boolean
  /** A fixed port, e.g. to start a stopped server again where its clients expect it. Default: a free one. */
  port?: number
}

const FERRETDB_VERSION = 'v1.24.2'
const RECORD_FILE = 'db-server.json'

export function ferretdbBinary(): string | null {
  const candidates = [process.env.FERRETDB_BIN, path.resolve('.tools/bin/ferretdb')].filter(Boolean) as string[]
  for (const candidate of candidates) {
    if (fs.existsSync(candidate)) return candidate
  }
  return onPath('ferretdb')
}

function onPath(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
  const found = result.stdout.trim()
  return result.status === 0 && found ? found : null
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function canConnect(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

async function waitForPort(port: number, child: ChildProcess, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`)
    if (await canConnect(port)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} did not accept connections on port ${port} within ${timeoutMs / 1000}s`)
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function reuseRecordedServer(dataDir: string): Promise<EmbeddedDbServer | null> {
  const file = path.join(dataDir, RECORD_FILE)
  let record: { pid: number; port: number; kind: DbServerKind }
  try {
    record = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
  if (!isAlive(record.pid) || !(await canConnect(record.port))) {
    fs.rmSync(file, { force: true })
    return null
  }
  return { kind: record.kind, uri: `mongodb://127.0.0.1:${record.port}`, owned: false, stop: async () => {} }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(killTimer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

async function startProcess(kind: DbServerKind, command: string, args: string[], port: number, dataDir: string) {
  const logFile = fs.openSync(path.join(dataDir, `${kind}.log`), 'a')
  const child = spawn(command, args, { stdio: ['ignore', logFile, logFile] })
  fs.closeSync(logFile)
  try {
    await waitForPort(port, child, kind)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return child
}

async function startFerretDb(binary: string, dataDir: string, port: number) {
  const sqliteDir = path.join(dataDir, 'ferretdb', 'sqlite')
  const stateDir = path.join(dataDir, 'ferretdb', 'state')
  fs.mkdirSync(sqliteDir, { recursive: true })
  fs.mkdirSync(stateDir, { recursive: true })
  return startProcess(
    'ferretdb',
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${sqliteDir}/`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      `--state-dir=${stateDir}`,
      '--telemetry=disable',
      '--log-level=warn',
    ],
    port,
    dataDir,
  )
}

async function startMongod(binary: string, dataDir: string, port: number) {
  const dbPath = path.join(dataDir, 'mongod')
  fs.mkdirSync(dbPath, { recursive: true })
  return startProcess('mongod', binary, ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'], port, dataDir)
}

async function startMemoryServer(dataDir: string, port: number): Promise<() => Promise<void>> {
  const moduleName = 'mongodb-memory-server-core'
  let mms: typeof MemoryServerModule
  try {
    mms = await import(/* @vite-ignore */ moduleName)
  } catch {
    throw new Error(
      'No MongoDB-protocol server is available: FerretDB is not built (install Go and run `npm install`), ' +
        '`mongod` is not on PATH, and mongodb-memory-server-core is not installed. Set MONGODB_URI to use your own.',
    )
  }
  const dbPath = path.join(dataDir, 'mongodb-memory-server')
  fs.mkdirSync(dbPath, { recursive: true })
  const server = await mms.MongoMemoryServer.create({ instance: { dbPath, port, storageEngine: 'wiredTiger' } })
  return async () => {
    await server.stop({ doCleanup: false })
  }
}

/**
 * Starts the local MongoDB-protocol server the app uses when MONGODB_URI is unset: FerretDB with its
 * SQLite backend under DATA_DIR, else `mongod` from PATH, else mongodb-memory-server. Data stays in
 * DATA_DIR across restarts.
 */
export async function startEmbeddedDb({ dataDir, log = () => {}, shareWithOtherProcesses = true, port: fixedPort }: StartOptions) {
  fs.mkdirSync(dataDir, { recursive: true })
  if (shareWithOtherProcesses) {
    const running = await reuseRecordedServer(dataDir)
    if (running) {
      log(`Using the ${running.kind} server already running for ${dataDir} at ${running.uri}`)
      return running
    }
  }

  const port = fixedPort ?? (await freePort())
  let kind: DbServerKind
  let stop: () => Promise<void>
  let pid = process.pid

  const ferretdb = ferretdbBinary()
  const mongod = ferretdb ? null : onPath('mongod')
  if (ferretdb) {
    kind = 'ferretdb'
    const child = await startFerretDb(ferretdb, dataDir, port)
    pid = child.pid ?? pid
    stop = () => stopChild(child)
  } else if (mongod) {
    kind = 'mongod'
    const child = await startMongod(mongod, dataDir, port)
    pid = child.pid ?? pid
    stop = () => stopChild(child)
  } else {
    kind = 'mongodb-memory-server'
    stop = await startMemoryServer(dataDir, port)
  }

  const recordFile = path.join(dataDir, RECORD_FILE)
  if (shareWithOtherProcesses) fs.writeFileSync(recordFile, JSON.stringify({ pid, port, kind }))
  log(`Started embedded ${kind === 'ferretdb' ? `FerretDB ${FERRETDB_VERSION} (SQLite)` : kind} on 127.0.0.1:${port}, data in ${dataDir}`)

  const server: EmbeddedDbServer = {
    kind,
    uri: `mongodb://127.0.0.1:${port}`,
    owned: true,
    async stop() {
      if (shareWithOtherProcesses) fs.rmSync(recordFile, { force: true })
      await stop()
    },
  }
  return server
}
