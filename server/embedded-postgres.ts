import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

/**
 * The PostgreSQL cluster under the embedded FerretDB: found among Debian's binaries, created under
 * DATA_DIR on first start, reachable only through a Unix socket in a 0700 folder (no TCP port).
 */

/** The cluster's superuser, whatever the system user running it: every client names it. */
export const PG_SUPERUSER = 'postgres'
/** FerretDB's database inside the cluster; it keeps one schema per MongoDB database. */
export const PG_DATABASE = 'ferretdb'
/** Unix socket paths are limited to 107 bytes on Linux (sun_path); PostgreSQL adds `/.s.PGSQL.5432`. */
const MAX_SOCKET_PATH = 100
const SOCKET_NAME = '.s.PGSQL.5432'

export interface SystemUser {
  uid: number
  gid: number
  name: string
  home: string
}

export interface PgBinaries {
  dir: string
  version: string
}

/** Where a cluster lives and how it is reached; recorded in db-server.json. */
export interface PgLocation {
  binDir: string
  /** The cluster (initdb's folder). */
  clusterDir: string
  /** The folder holding the server's Unix socket, mode 0700. */
  socketDir: string
  /** Set when the app runs as root: the system user that owns and runs the cluster. */
  runAs: SystemUser | null
}

function onPath(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
  const found = result.stdout?.trim()
  return result.status === 0 && found ? found : null
}

function hasServerBinaries(dir: string) {
  return ['initdb', 'postgres', 'psql'].every((name) => fs.existsSync(path.join(dir, name)))
}

/**
 * Debian's PostgreSQL (`/usr/lib/postgresql/<version>/bin`, the newest), else the folder of `pg_ctl` on
 * PATH. PG_BIN_DIR names another. Null when none has initdb, postgres and psql side by side.
 */
export function findPostgresBinaries(): PgBinaries | null {
  const candidates: string[] = []
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR)
  const debianRoot = '/usr/lib/postgresql'
  if (fs.existsSync(debianRoot)) {
    const versions = fs
      .readdirSync(debianRoot)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((v) => path.join(debianRoot, v, 'bin')))
  }
  const pgCtl = onPath('pg_ctl')
  if (pgCtl) candidates.push(path.dirname(fs.realpathSync(pgCtl)))
  for (const dir of candidates) {
    if (!hasServerBinaries(dir)) continue
    const result = spawnSync(path.join(dir, 'postgres'), ['--version'], { encoding: 'utf8' })
    const version = /(\d+(\.\d+)?)/.exec(result.stdout ?? '')?.[1]
    if (result.status === 0 && version) return { dir, version }
  }
  return null
}

/** PostgreSQL refuses to run as root: then the cluster belongs to the `postgres` system user. */
export function clusterUser(): SystemUser | null | 'missing' {
  if (process.getuid?.() !== 0) return null
  const result = spawnSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' })
  const fields = result.stdout?.trim().split(':')
  if (result.status !== 0 || !fields || fields.length < 6) return 'missing'
  return { uid: Number(fields[2]), gid: Number(fields[3]), name: fields[0]!, home: fields[5]! }
}

/** Whether the cluster's user can enter this folder (every folder above it must let it through). */
function reachableBy(runAs: SystemUser, dir: string) {
  return spawnSync('test', ['-x', dir], { uid: runAs.uid, gid: runAs.gid }).status === 0
}

function shortFolderName(dataDir: string) {
  return `empam-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}`
}

/**
 * Where the cluster and its socket go: `DATA_DIR/postgresql/{data,socket}` when the cluster's user can
 * reach it and the socket's path is short enough; otherwise a short folder named after DATA_DIR (a
 * hash): in the `postgres` user's home when running as root (a DATA_DIR under /root, or any 0700
 * parent, is out of that user's reach), in the temporary folder for a socket path that is too long.
 */
export function locateCluster(dataDir: string, binDir: string, runAs: PgLocation['runAs']): PgLocation {
  const inDataDir = path.join(path.resolve(dataDir), 'postgresql')
  fs.mkdirSync(dataDir, { recursive: true })
  let base = inDataDir
  if (runAs && !reachableBy(runAs, path.resolve(dataDir))) {
    base = path.join(runAs.home, shortFolderName(dataDir))
  }
  const clusterDir = path.join(base, 'data')
  let socketDir = path.join(base, 'socket')
  if (Buffer.byteLength(path.join(socketDir, SOCKET_NAME)) > MAX_SOCKET_PATH) {
    socketDir = path.join(runAs ? runAs.home : os.tmpdir(), `${shortFolderName(dataDir)}-socket`)
  }
  return { binDir, clusterDir, socketDir, runAs }
}

/** The folders `locateCluster` may have used outside DATA_DIR, so that a throw-away DATA_DIR can take them along. */
export function clusterFoldersOutside(dataDir: string): string[] {
  const runAs = clusterUser()
  const name = shortFolderName(dataDir)
  const candidates = [path.join(os.tmpdir(), `${name}-socket`)]
  if (runAs && runAs !== 'missing') candidates.push(path.join(runAs.home, name), path.join(runAs.home, `${name}-socket`))
  return candidates.filter((dir) => fs.existsSync(dir))
}

function makeOwnedFolder(dir: string, runAs: PgLocation['runAs']) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dir, 0o700)
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid)
}

function run(location: PgLocation, command: string, args: string[], input?: string) {
  const result = spawnSync(path.join(location.binDir, command), args, {
    encoding: 'utf8',
    input,
    cwd: os.tmpdir(),
    ...(location.runAs && command !== 'psql' ? { uid: location.runAs.uid, gid: location.runAs.gid } : {}),
  })
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout || result.error?.message || '').trim()}`)
  }
  return result.stdout
}

export function clusterExists(location: PgLocation) {
  return fs.existsSync(path.join(location.clusterDir, 'PG_VERSION'))
}

/** `initdb` on first start: UTF8, C locale, local connections only (trust, behind the 0700 socket folder). */
export function initCluster(location: PgLocation) {
  makeOwnedFolder(path.dirname(location.clusterDir), location.runAs)
  makeOwnedFolder(location.clusterDir, location.runAs)
  run(location, 'initdb', [
    '-D',
    location.clusterDir,
    '-U',
    PG_SUPERUSER,
    '-E',
    'UTF8',
    '--locale=C',
    '--auth=trust',
    '--no-instructions',
  ])
}

/** The arguments of the server process: no TCP listener, its socket in a 0700 folder. */
function serverArgs(location: PgLocation, { durable }: { durable: boolean }) {
  const settings = [
    'listen_addresses=',
    `unix_socket_directories=${location.socketDir}`,
    'unix_socket_permissions=0700',
    'max_connections=100',
    // Throw-away clusters (tests, the benchmark) need not survive a power cut.
    ...(durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
  ]
  return ['-D', location.clusterDir, ...settings.flatMap((s) => ['-c', s])]
}

function readPostmasterPid(location: PgLocation): { pid: number; status: string } | null {
  try {
    const lines = fs.readFileSync(path.join(location.clusterDir, 'postmaster.pid'), 'utf8').split('\n')
    return { pid: Number(lines[0]), status: (lines[7] ?? '').trim() }
  } catch {
    return null
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A postmaster left running by a process of ours that died without stopping it: asked to stop fast. */
async function stopLeftoverServer(location: PgLocation, log: (m: string) => void) {
  const leftover = readPostmasterPid(location)
  if (!leftover || !isAlive(leftover.pid)) return
  let command = ''
  try {
    command = fs.readFileSync(`/proc/${leftover.pid}/cmdline`, 'utf8')
  } catch {
    return
  }
  if (!command.includes('postgres') || !command.includes(location.clusterDir)) return
  log(`Stopping a PostgreSQL server left running on ${location.clusterDir} (pid ${leftover.pid})`)
  process.kill(leftover.pid, 'SIGINT')
  const deadline = Date.now() + 15_000
  while (isAlive(leftover.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
}

/**
 * Starts the cluster's server as a child of this process (so that its death is seen at once) and
 * waits until postmaster.pid says it accepts connections.
 */
export async function startPostgresServer(
  location: PgLocation,
  logFile: string,
  { durable = true, log = () => {} }: { durable?: boolean; log?: (m: string) => void } = {},
): Promise<ChildProcess> {
  await stopLeftoverServer(location, log)
  makeOwnedFolder(location.socketDir, location.runAs)
  const out = fs.openSync(logFile, 'a')
  const child = spawn(path.join(location.binDir, 'postgres'), serverArgs(location, { durable }), {
    stdio: ['ignore', out, out],
    cwd: os.tmpdir(),
    // Its own process group: a Ctrl-C in the terminal reaches the app, which stops FerretDB and then
    // this server in that order, instead of both at once.
    detached: true,
    ...(location.runAs ? { uid: location.runAs.uid, gid: location.runAs.gid } : {}),
  })
  fs.closeSync(out)
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`PostgreSQL exited (${child.exitCode ?? child.signalCode}) before it was ready; see ${logFile}`)
    }
    const pidFile = readPostmasterPid(location)
    if (pidFile && pidFile.pid === child.pid && pidFile.status === 'ready') return child
    await new Promise((r) => setTimeout(r, 25))
  }
  child.kill('SIGKILL')
  throw new Error(`PostgreSQL did not get ready within 30 s; see ${logFile}`)
}

/** Runs SQL through psql on the cluster's socket; answers what it printed (unaligned, tuples only). */
export function psql(location: Pick<PgLocation, 'binDir' | 'socketDir'>, sql: string, database = PG_DATABASE) {
  return run(
    { ...location, clusterDir: '', runAs: null },
    'psql',
    ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-h', location.socketDir, '-U', PG_SUPERUSER, '-d', database, '-f', '-'],
    sql,
  )
}

/** FerretDB's database inside the cluster, made once. */
export function ensureFerretDatabase(location: PgLocation) {
  const exists = psql(location, `SELECT 1 FROM pg_database WHERE datname = '${PG_DATABASE}'`, 'postgres').trim()
  if (exists !== '1') psql(location, `CREATE DATABASE ${PG_DATABASE}`, 'postgres')
}

/** FerretDB's connection string for the cluster: the socket folder as host, no password. */
export function ferretPostgresUrl(location: Pick<PgLocation, 'socketDir'>) {
  return `postgres://${PG_SUPERUSER}@/${PG_DATABASE}?host=${encodeURIComponent(location.socketDir)}`
}

export interface FilteredFields {
  collection: string
  fields: readonly string[]
}

const sqlLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`

/**
 * GIN expression indexes, `gin ((_jsonb -> 'field') jsonb_path_ops)`, on FerretDB's tables of one
 * MongoDB database: on `_id` of every collection and on each listed field. FerretDB 1.24 pushes an
 * equality filter down as `(_jsonb -> 'field') @> '…'`, which its own btree indexes cannot serve, so
 * without these every query, even by `_id`, reads the whole table. FerretDB names its tables
 * (`cpdentries_fa242ea6`); its metadata table in the database's schema maps collections to them.
 * Idempotent; a collection FerretDB does not know yet is skipped.
 */
export function ensureGinIndexes(location: Pick<PgLocation, 'binDir' | 'socketDir'>, database: string, lists: readonly FilteredFields[]) {
  const spec = JSON.stringify(Object.fromEntries(lists.map(({ collection, fields }) => [collection, [...new Set(fields)]])))
  psql(
    location,
    `DO $ensure$
DECLARE
  spec jsonb := ${sqlLiteral(spec)}::jsonb;
  db text := ${sqlLiteral(database)};
  entry record;
  field text;
  index_name text;
BEGIN
  IF to_regclass(format('%I._ferretdb_database_metadata', db)) IS NULL THEN RETURN; END IF;
  FOR entry IN EXECUTE format('SELECT _jsonb->>''_id'' AS collection, _jsonb->>''table'' AS tbl FROM %I._ferretdb_database_metadata', db) LOOP
    FOR field IN SELECT '_id' UNION SELECT jsonb_array_elements_text(coalesce(spec -> entry.collection, '[]'::jsonb)) LOOP
      index_name := left(entry.tbl || '_' || regexp_replace(lower(field), '[^a-z0-9_]', '', 'g'), 50) || '_' || left(md5(field), 6) || '_gin';
      EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin ((_jsonb -> %L) jsonb_path_ops)', index_name, db, entry.tbl, field);
    END LOOP;
  END LOOP;
END
$ensure$;`,
  )
}

/** Fresh planner statistics for the tables of one MongoDB database (autovacuum does it in its own time). */
export function analyzeDatabase(location: Pick<PgLocation, 'binDir' | 'socketDir'>, database: string) {
  psql(
    location,
    `DO $analyze$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = ${sqlLiteral(database)} LOOP
    EXECUTE format('ANALYZE %I.%I', ${sqlLiteral(database)}, t.tablename);
  END LOOP;
END
$analyze$;`,
  )
}

/**
 * A cluster kept outside DATA_DIR (see `locateCluster`) belongs to that DATA_DIR only while both hold
 * the same mark. A DATA_DIR deleted and made anew (the end-to-end tests' `rm -rf .e2e-data`, an operator
 * starting afresh) must not find the old cluster's data: a cluster whose DATA_DIR lacks its mark is
 * removed and made anew. Inside DATA_DIR nothing is needed: the cluster goes with the folder.
 */
export function forgetClusterOfAnotherDataDir(location: PgLocation, dataDir: string, log: (m: string) => void) {
  const base = path.dirname(location.clusterDir)
  if (base.startsWith(path.resolve(dataDir) + path.sep)) return
  const markInDataDir = path.join(dataDir, 'postgresql-cluster.json')
  const markOutside = path.join(base, 'data-dir.json')
  const read = (file: string) => {
    try {
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as { mark?: string }).mark ?? null
    } catch {
      return null
    }
  }
  const mark = read(markOutside)
  if (fs.existsSync(base) && (!mark || mark !== read(markInDataDir))) {
    log(`Removing the PostgreSQL cluster in ${base}: it belonged to an earlier ${dataDir} that has since been removed`)
    fs.rmSync(base, { recursive: true, force: true })
  }
  if (fs.existsSync(base) && mark) return
  const fresh = createHash('sha256').update(`${Date.now()}:${Math.random()}:${dataDir}`).digest('hex').slice(0, 16)
  makeOwnedFolder(base, location.runAs)
  const record = `${JSON.stringify({ mark: fresh, dataDir: path.resolve(dataDir), clusterDir: location.clusterDir }, null, 2)}\n`
  fs.writeFileSync(markOutside, record, { mode: 0o600 })
  fs.writeFileSync(markInDataDir, record, { mode: 0o600 })
}

/** The MongoDB databases (FerretDB's schemas) of the cluster that hold at least one document. */
export function databasesWithDocuments(location: Pick<PgLocation, 'binDir' | 'socketDir'>): string[] {
  const exists = psql(location, `SELECT 1 FROM pg_database WHERE datname = '${PG_DATABASE}'`, 'postgres').trim()
  if (exists !== '1') return []
  const out = psql(
    location,
    `SELECT DISTINCT schemaname FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND tablename NOT LIKE '\\_ferretdb\\_%'
        AND (xpath('/row/c/text()', query_to_xml(format('SELECT EXISTS (SELECT 1 FROM %I.%I) AS c', schemaname, tablename), false, true, '')))[1]::text = 'true'
      ORDER BY 1`,
  )
  return out.split('\n').map((line) => line.trim()).filter(Boolean)
}

/** A PostgreSQL client tool (pg_dump, pg_restore) on the cluster's socket, as the cluster's user when running as root. */
function spawnClientTool(location: PgLocation, tool: 'pg_dump' | 'pg_restore', args: string[]) {
  return spawn(path.join(location.binDir, tool), ['-h', location.socketDir, '-U', PG_SUPERUSER, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    cwd: os.tmpdir(),
    ...(location.runAs ? { uid: location.runAs.uid, gid: location.runAs.gid } : {}),
  })
}

function finished(child: ChildProcess, tool: string): Promise<void> {
  let errors = ''
  child.stderr!.on('data', (chunk) => (errors += chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${tool} failed (${code ?? signal}): ${errors.trim()}`))
    })
  })
}

/**
 * FerretDB's whole database (every MongoDB database it holds, with their indexes) as one pg_dump archive
 * in its custom format, compressed, written to `file` (mode 0600). pg_dump reads one snapshot in one
 * transaction, so the archive is consistent while the app keeps writing. The archive goes through a
 * pipe, so the cluster's user never needs to reach the output folder.
 */
export async function dumpFerretDatabase(location: PgLocation, file: string) {
  const child = spawnClientTool(location, 'pg_dump', ['-d', PG_DATABASE, '--format=custom', '--compress=6', '--no-owner'])
  child.stdin!.end()
  await Promise.all([finished(child, 'pg_dump'), pipeline(child.stdout!, fs.createWriteStream(file, { mode: 0o600 }))])
}

/**
 * Replaces FerretDB's database with a pg_dump archive: drops it (FerretDB must not be running on it)
 * and loads the archive into a new one, stopping at the first error.
 */
export async function restoreFerretDatabase(location: PgLocation, file: string) {
  psql(location, `DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`, 'postgres')
  psql(location, `CREATE DATABASE ${PG_DATABASE}`, 'postgres')
  const child = spawnClientTool(location, 'pg_restore', ['-d', PG_DATABASE, '--no-owner', '--exit-on-error'])
  child.stdout!.resume()
  await Promise.all([finished(child, 'pg_restore'), pipeline(fs.createReadStream(file), child.stdin!)])
}
