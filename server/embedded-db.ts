import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type * as MemoryServerModule from 'mongodb-memory-server-core'
import {
  clusterExists,
  clusterFoldersOutside,
  clusterUser,
  ensureFerretDatabase,
  ensureGinIndexes,
  ferretPostgresUrl,
  findPostgresBinaries,
  forgetClusterOfAnotherDataDir,
  initCluster,
  locateCluster,
  startPostgresServer,
  type FilteredFields,
  type PgLocation,
} from './embedded-postgres.ts'
import { copySqliteDataInto, hasSqliteData, SQLITE_MOVED_MARKER } from './embedded-migration.ts'
import { canConnect, endpointOf, ferretdbLink, logFileFd, uriOf, waitForEndpoint, type Endpoint } from './embedded-processes.ts'
import { ProcessChain, stopChild } from './process-chain.ts'

export type DbServerKind = 'ferretdb-postgresql' | 'ferretdb-sqlite' | 'mongod' | 'mongodb-memory-server'
export type DbBackend = 'postgresql' | 'sqlite'

/** DATA_DIR/db-server.json (mode 0600): how the app's server is reached, for scripts and an operator's mongosh. */
export interface DbServerRecord {
  kind: DbServerKind
  /** A MongoDB URI without a database name: `mongodb://%2F…%2Fmongodb.sock` or `mongodb://127.0.0.1:PORT`. */
  uri: string
  /** The process that started the server and stops it. */
  ownerPid: number
  /** The server's own processes, by name. */
  pids: Record<string, number | null>
  /** For ferretdb-postgresql: where the cluster and its socket are (outside DATA_DIR when it could not be inside). */
  postgres?: Pick<PgLocation, 'binDir' | 'clusterDir' | 'socketDir'>
}

export interface EmbeddedDbServer {
  kind: DbServerKind
  /** Base URI without a database name. */
  uri: string
  /** False when another process of ours already runs the server for this DATA_DIR and we reuse it. */
  owned: boolean
  record: DbServerRecord
  /** On ferretdb-postgresql, the GIN indexes that let PostgreSQL serve the app's filters; elsewhere nothing. */
  ensureFilterIndexes(database: string, lists: readonly FilteredFields[]): void
  stop(): Promise<void>
}

export interface StartOptions {
  dataDir: string
  log?: (message: string) => void
  /**
   * Reuse a server that another process (the app, a script) started for the same DATA_DIR, so that
   * `npm run seed` or `make-admin` talk to the very database the running app uses; and record ours.
   */
  shareWithOtherProcesses?: boolean
  /** Forces a FerretDB backend (DB_BACKEND); unset: PostgreSQL when found, else SQLite, else mongod, else memory. */
  backend?: DbBackend
  /** A fixed TCP port for the servers that listen on one (mongod, mongodb-memory-server, a FerretDB whose socket path would be too long). */
  port?: number
  /** False for throw-away data (tests, benchmarks): PostgreSQL skips fsync. */
  durable?: boolean
  /** The first wait before restarting a server process that died (it doubles while restarts fail). */
  restartDelayMs?: number
}

const RECORD_FILE = 'db-server.json'
const FERRETDB_VERSION = 'v1.24.2'
const MAX_SOCKET_PATH = 100

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

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function commandLineOf(pid: number) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}

export function readDbServerRecord(dataDir: string): DbServerRecord | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, RECORD_FILE), 'utf8')) as DbServerRecord
  } catch {
    return null
  }
}

function writeRecord(dataDir: string, record: DbServerRecord) {
  const file = path.join(dataDir, RECORD_FILE)
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 })
  fs.chmodSync(file, 0o600)
}

/** What `ensureFilterIndexes` does for the server of this record, from any process. */
export function filterIndexesOf(record: DbServerRecord) {
  return (database: string, lists: readonly FilteredFields[]) => {
    if (record.kind === 'ferretdb-postgresql' && record.postgres) ensureGinIndexes(record.postgres, database, lists)
  }
}

/**
 * The server another live process of ours runs for this DATA_DIR, or null. Processes left running by an
 * owner that died (killed with SIGKILL, say) are stopped first, so that a new start finds its files free.
 */
async function reuseRecordedServer(dataDir: string, log: (m: string) => void): Promise<EmbeddedDbServer | null> {
  const record = readDbServerRecord(dataDir)
  if (!record) return null
  const endpoint = endpointOf(record.uri)
  if (record.ownerPid !== process.pid && isAlive(record.ownerPid)) {
    // The owner may be restarting its server: give it the time a restart takes.
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      if (endpoint && (await canConnect(endpoint))) {
        return { kind: record.kind, uri: record.uri, owned: false, record, ensureFilterIndexes: filterIndexesOf(record), stop: async () => {} }
      }
      await new Promise((r) => setTimeout(r, 200))
    }
    throw new Error(`Process ${record.ownerPid} runs the database for ${dataDir}, but it does not answer at ${record.uri}`)
  }
  for (const [name, pid] of Object.entries(record.pids)) {
    if (pid && isAlive(pid) && /ferretdb|postgres|mongod/.test(commandLineOf(pid))) {
      log(`Stopping ${name} (pid ${pid}), left running by a process that has gone`)
      process.kill(pid, name === 'PostgreSQL' ? 'SIGINT' : 'SIGTERM')
      const deadline = Date.now() + 15_000
      while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    }
  }
  fs.rmSync(path.join(dataDir, RECORD_FILE), { force: true })
  return null
}

/** FerretDB's own listener: a Unix socket in a 0700 folder of DATA_DIR, or loopback when that path is too long. */
async function ferretEndpoint(dataDir: string, socketName: string, port?: number): Promise<Endpoint> {
  const folder = path.join(dataDir, 'ferretdb')
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  fs.chmodSync(folder, 0o700)
  const socket = path.join(folder, socketName)
  if (Buffer.byteLength(socket) <= MAX_SOCKET_PATH) return { socket }
  return { port: port ?? (await freePort()) }
}

interface Started {
  kind: DbServerKind
  endpoint: Endpoint
  pids: () => Record<string, number | null>
  stop: () => Promise<void>
  postgres?: PgLocation
  description: string
}

async function startFerretPostgres(
  ferretdb: string,
  options: Required<Pick<StartOptions, 'dataDir' | 'log' | 'durable' | 'restartDelayMs'>> & { port?: number; onRestarted: () => void },
  location: PgLocation,
): Promise<Started> {
  const { dataDir, log } = options
  forgetClusterOfAnotherDataDir(location, dataDir, log)
  const firstStart = !clusterExists(location)
  if (firstStart) {
    const started = Date.now()
    initCluster(location)
    log(`Created a PostgreSQL cluster in ${location.clusterDir} (${Date.now() - started} ms)`)
  }
  const endpoint = await ferretEndpoint(dataDir, 'mongodb.sock', options.port)
  const chain = new ProcessChain(
    [
      {
        name: 'PostgreSQL',
        stopSignal: 'SIGINT',
        async start() {
          const child = await startPostgresServer(location, logFileFd(dataDir, 'postgresql').file, { durable: options.durable, log })
          // The database FerretDB uses must exist before FerretDB starts.
          if (firstStart) ensureFerretDatabase(location)
          return child
        },
      },
      ferretdbLink(ferretdb, dataDir, endpoint, ['--handler=postgresql', `--postgresql-url=${ferretPostgresUrl(location)}`], path.join(dataDir, 'ferretdb', 'state')),
    ],
    { log, restartDelayMs: options.restartDelayMs, onRestarted: options.onRestarted },
  )
  await chain.start()
  return {
    kind: 'ferretdb-postgresql',
    endpoint,
    pids: () => chain.pids(),
    stop: () => chain.stop(),
    postgres: location,
    description: `FerretDB ${FERRETDB_VERSION} on PostgreSQL`,
  }
}

async function startFerretSqlite(ferretdb: string, options: Required<Pick<StartOptions, 'dataDir' | 'log' | 'restartDelayMs'>> & { port?: number; onRestarted: () => void }): Promise<Started> {
  const sqliteDir = path.join(options.dataDir, 'ferretdb', 'sqlite')
  fs.mkdirSync(sqliteDir, { recursive: true })
  const endpoint = await ferretEndpoint(options.dataDir, 'mongodb.sock', options.port)
  const chain = new ProcessChain(
    [ferretdbLink(ferretdb, options.dataDir, endpoint, ['--handler=sqlite', `--sqlite-url=file:${sqliteDir}/`], path.join(options.dataDir, 'ferretdb', 'state'))],
    { log: options.log, restartDelayMs: options.restartDelayMs, onRestarted: options.onRestarted },
  )
  await chain.start()
  return { kind: 'ferretdb-sqlite', endpoint, pids: () => chain.pids(), stop: () => chain.stop(), description: `FerretDB ${FERRETDB_VERSION} on SQLite` }
}

async function startMongod(binary: string, options: Required<Pick<StartOptions, 'dataDir' | 'log' | 'restartDelayMs'>> & { port?: number; onRestarted: () => void }): Promise<Started> {
  const dbPath = path.join(options.dataDir, 'mongod')
  fs.mkdirSync(dbPath, { recursive: true })
  const endpoint = { port: options.port ?? (await freePort()) }
  const chain = new ProcessChain(
    [
      {
        name: 'mongod',
        async start() {
          const log = logFileFd(options.dataDir, 'mongod')
          const child = spawn(binary, ['--dbpath', dbPath, '--port', String(endpoint.port), '--bind_ip', '127.0.0.1', '--quiet'], {
            stdio: ['ignore', log.fd, log.fd],
            detached: true,
          })
          fs.closeSync(log.fd)
          try {
            await waitForEndpoint(endpoint, child, 'mongod')
          } catch (error) {
            await stopChild(child)
            throw error
          }
          return child
        },
      },
    ],
    { log: options.log, restartDelayMs: options.restartDelayMs, onRestarted: options.onRestarted },
  )
  await chain.start()
  return { kind: 'mongod', endpoint, pids: () => chain.pids(), stop: () => chain.stop(), description: 'mongod' }
}

async function startMemoryServer(dataDir: string, port?: number): Promise<Started> {
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
  const endpoint = { port: port ?? (await freePort()) }
  const server = await mms.MongoMemoryServer.create({ instance: { dbPath, port: endpoint.port, storageEngine: 'wiredTiger' } })
  return {
    kind: 'mongodb-memory-server',
    endpoint,
    pids: () => ({ 'mongodb-memory-server': server.instanceInfo?.instance.mongodProcess?.pid ?? null }),
    stop: async () => {
      await server.stop({ doCleanup: false })
    },
    description: 'mongodb-memory-server',
  }
}

/**
 * The best server this machine has, in the order of the README: FerretDB on PostgreSQL, FerretDB on
 * SQLite where no PostgreSQL is found, `mongod` on PATH where FerretDB is not built, else
 * mongodb-memory-server. Each step down is logged with its reason. `backend` forces a FerretDB backend.
 */
async function startBest(options: Required<Pick<StartOptions, 'dataDir' | 'log' | 'durable' | 'restartDelayMs'>> & Pick<StartOptions, 'backend' | 'port'> & { onRestarted: () => void }): Promise<Started> {
  const { log, backend } = options
  const ferretdb = ferretdbBinary()
  if (!ferretdb && backend) throw new Error(`DB_BACKEND=${backend} needs FerretDB, which is not built (install Go, then run \`npm install\`)`)

  if (ferretdb && backend !== 'sqlite') {
    const binaries = findPostgresBinaries()
    const runAs = clusterUser()
    let reason = ''
    if (!binaries) reason = 'no PostgreSQL was found (/usr/lib/postgresql/*/bin, or pg_ctl on PATH; `apt-get install postgresql`)'
    else if (runAs === 'missing') reason = 'the app runs as root and there is no `postgres` system user to run PostgreSQL'
    if (!reason && binaries && runAs !== 'missing') {
      const location = locateCluster(options.dataDir, binaries.dir, runAs)
      const hadCluster = clusterExists(location)
      try {
        const started = await startFerretPostgres(ferretdb, options, location)
        await moveSqliteDataIfAny(ferretdb, options.dataDir, started.endpoint, log)
        return started
      } catch (error) {
        // A cluster that already holds the data is never silently replaced by another store.
        if (backend === 'postgresql' || hadCluster) throw error
        reason = `PostgreSQL ${binaries.version} could not start: ${(error as Error).message}`
      }
    }
    if (backend === 'postgresql') throw new Error(`DB_BACKEND=postgresql, but ${reason}`)
    log(`FerretDB on SQLite instead of PostgreSQL: ${reason}`)
  }
  if (ferretdb) return startFerretSqlite(ferretdb, options)

  log('FerretDB is not built (Go was missing at `npm install`): looking for mongod on PATH')
  const mongod = onPath('mongod')
  if (mongod) return startMongod(mongod, options)
  log('No mongod on PATH: using mongodb-memory-server')
  return startMemoryServer(options.dataDir, options.port)
}

/** An old SQLite `./data` is copied into the new cluster once; its files stay where they are. */
async function moveSqliteDataIfAny(ferretdb: string, dataDir: string, target: Endpoint, log: (m: string) => void) {
  if (!hasSqliteData(dataDir) || fs.existsSync(path.join(dataDir, 'ferretdb', SQLITE_MOVED_MARKER))) return
  log(`Moving the SQLite data of ${dataDir} into PostgreSQL (the SQLite files stay in place) …`)
  const summary = await copySqliteDataInto({ ferretdb, dataDir, targetUri: uriOf(target), log })
  log(`Moved ${summary.documents} documents in ${summary.collections} collections of ${summary.databases} databases`)
}

/**
 * Starts the local MongoDB-protocol server the app uses when MONGODB_URI is unset (see `startBest`),
 * with its data under DATA_DIR, and keeps it running: a server process that dies is logged and started
 * again. `stop()` stops FerretDB, then PostgreSQL.
 */
export async function startEmbeddedDb({
  dataDir,
  log = () => {},
  shareWithOtherProcesses = true,
  backend,
  port,
  durable = true,
  restartDelayMs = 500,
}: StartOptions): Promise<EmbeddedDbServer> {
  dataDir = path.resolve(dataDir)
  fs.mkdirSync(dataDir, { recursive: true })
  if (shareWithOtherProcesses) {
    const running = await reuseRecordedServer(dataDir, log)
    if (running) {
      log(`Using the ${running.kind} server already running for ${dataDir} at ${running.uri}`)
      return running
    }
  }

  const startedAt = Date.now()
  let record: DbServerRecord | null = null
  const recordNow = () => {
    if (record && shareWithOtherProcesses) writeRecord(dataDir, (record = { ...record, pids: started.pids() }))
  }
  const started = await startBest({ dataDir, log, durable, restartDelayMs, backend, port, onRestarted: recordNow })
  record = {
    kind: started.kind,
    uri: uriOf(started.endpoint),
    ownerPid: process.pid,
    pids: started.pids(),
    ...(started.postgres
      ? { postgres: { binDir: started.postgres.binDir, clusterDir: started.postgres.clusterDir, socketDir: started.postgres.socketDir } }
      : {}),
  }
  recordNow()
  log(`Started embedded ${started.description} at ${record.uri} in ${Date.now() - startedAt} ms, data in ${started.postgres?.clusterDir ?? dataDir}`)

  const finalRecord = record
  return {
    kind: started.kind,
    uri: finalRecord.uri,
    owned: true,
    get record() {
      return record ?? finalRecord
    },
    ensureFilterIndexes: filterIndexesOf(finalRecord),
    async stop() {
      if (shareWithOtherProcesses) fs.rmSync(path.join(dataDir, RECORD_FILE), { force: true })
      await started.stop()
    },
  }
}

/**
 * Removes a throw-away DATA_DIR with the cluster that may live outside it (see `locateCluster`). The
 * server must be stopped first.
 */
export function removeDataDir(dataDir: string) {
  for (const dir of clusterFoldersOutside(dataDir)) fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
}

/** A fresh temporary DATA_DIR that the `postgres` system user can enter, so the cluster stays inside it. */
export function makeTempDataDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.chmodSync(dir, 0o755)
  return dir
}

/**
 * The embedded PostgreSQL of DATA_DIR without FerretDB on it, for `npm run restore`, which must replace
 * FerretDB's database while nothing uses it. Creates the cluster when DATA_DIR has none. Refuses while
 * another live process runs the database of this DATA_DIR.
 */
export async function startEmbeddedPostgresOnly(dataDir: string, log: (m: string) => void = () => {}) {
  dataDir = path.resolve(dataDir)
  fs.mkdirSync(dataDir, { recursive: true })
  const record = readDbServerRecord(dataDir)
  if (record && record.ownerPid !== process.pid && isAlive(record.ownerPid)) {
    throw new Error(`process ${record.ownerPid} (the app?) runs the database of ${dataDir}: stop it first`)
  }
  await reuseRecordedServer(dataDir, log)
  const binaries = findPostgresBinaries()
  const runAs = clusterUser()
  if (!binaries) throw new Error('no PostgreSQL was found (/usr/lib/postgresql/*/bin, or pg_ctl on PATH; `apt-get install postgresql`)')
  if (runAs === 'missing') throw new Error('running as root and there is no `postgres` system user to run PostgreSQL')
  const location = locateCluster(dataDir, binaries.dir, runAs)
  forgetClusterOfAnotherDataDir(location, dataDir, log)
  if (!clusterExists(location)) {
    initCluster(location)
    log(`Created a PostgreSQL cluster in ${location.clusterDir}`)
  }
  const child = await startPostgresServer(location, logFileFd(dataDir, 'postgresql').file, { log })
  ensureFerretDatabase(location)
  return { location, stop: () => stopChild(child, 'SIGINT') }
}

/** Where the cluster of a running embedded server is, with the user its client tools run as. */
export function postgresLocationOf(record: DbServerRecord): PgLocation | null {
  if (record.kind !== 'ferretdb-postgresql' || !record.postgres) return null
  const runAs = clusterUser()
  return { ...record.postgres, runAs: runAs === 'missing' ? null : runAs }
}
