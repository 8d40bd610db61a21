// Runs on `npm install`: builds FerretDB v1.24.2 into .tools/bin when Go is available and the binary is
// not there yet. Never fails the install; without it the app falls back to mongod or
// mongodb-memory-server (see server/embedded-db.ts).
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const VERSION = 'v1.24.2'
const MODULE = 'github.com/FerretDB/FerretDB'
const target = path.resolve('.tools/bin/ferretdb')

function installedVersion() {
  if (!fs.existsSync(target)) return null
  const result = spawnSync(target, ['--version'], { encoding: 'utf8' })
  return /version: (\S+)/.exec(result.stdout ?? '')?.[1] ?? null
}

function main() {
  if (process.env.SKIP_FERRETDB_PROVISION) return console.log('ferretdb: SKIP_FERRETDB_PROVISION is set, not building')
  if (installedVersion() === VERSION) return console.log(`ferretdb: ${VERSION} already in .tools/bin`)
  if (spawnSync('go', ['version']).status !== 0) {
    return console.log('ferretdb: Go is not installed; the app will use mongod or mongodb-memory-server instead')
  }
  console.log(`ferretdb: building ${VERSION} into .tools/bin (about a minute, once)…`)
  // `go install ${MODULE}/cmd/ferretdb@${VERSION}` builds a binary that panics at start-up because the
  // module lacks build/version/version.txt, so build from a copy of the module source with that file.
  const info = JSON.parse(execFileSync('go', ['mod', 'download', '-json', `${MODULE}@${VERSION}`], { encoding: 'utf8' }))
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ferretdb-src-'))
  try {
    fs.cpSync(info.Dir, work, { recursive: true })
    for (const entry of fs.readdirSync(work, { recursive: true })) {
      fs.chmodSync(path.join(work, String(entry)), 0o755)
    }
    fs.writeFileSync(path.join(work, 'build/version/version.txt'), `${VERSION}\n`)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    execFileSync('go', ['build', '-trimpath', '-o', target, './cmd/ferretdb'], {
      cwd: work,
      stdio: 'inherit',
      env: { ...process.env, GOFLAGS: '-mod=mod', CGO_ENABLED: '0' },
    })
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
  console.log(`ferretdb: built ${installedVersion() ?? 'a binary that does not report its version'} at ${target}`)
}

try {
  main()
} catch (error) {
  console.warn(`ferretdb: could not build (${error.message}); the app will use mongod or mongodb-memory-server instead`)
}
