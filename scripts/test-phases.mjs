// `npm test`: every check, one phase after another, stopping at the first that fails, then one line per
// phase with the seconds it took (`phase NAME: N s`), so a slow phase shows where the time went.
//
// `npm test -- --only unit,integration` runs those phases alone; `--from e2e` starts there. With
// PHASES_FILE set (as .ci/run sets it), each phase's line is also appended to that file.
import { spawnSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'

/** Each phase's name and the npm script of package.json that runs it. */
const PHASES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['build', 'build'],
  ['unit', 'test:unit'],
  ['integration', 'test:integration'],
  ['integration-sqlite', 'test:integration-sqlite'],
  ['e2e', 'test:e2e'],
  ['budgets', 'test:budgets'],
  ['pinned-clock', 'test:clock-edge'],
]

function chosen(argv) {
  const value = (flag) => {
    const at = argv.indexOf(flag)
    return at === -1 ? undefined : argv[at + 1]
  }
  const only = value('--only')?.split(',')
  const from = value('--from')
  const names = PHASES.map(([name]) => name)
  for (const name of [...(only ?? []), ...(from ? [from] : [])]) {
    if (!names.includes(name)) {
      console.error(`no phase "${name}": the phases are ${names.join(', ')}`)
      process.exit(2)
    }
  }
  const start = from ? names.indexOf(from) : 0
  return PHASES.filter(([name], index) => index >= start && (!only || only.includes(name)))
}

const lines = []
let failed = null
for (const [name, script] of chosen(process.argv.slice(2))) {
  console.log(`\n--- phase ${name}: npm run ${script}`)
  const started = Date.now()
  const { status, signal } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
  const line = `phase ${name}: ${Math.round((Date.now() - started) / 1000)} s${status === 0 ? '' : ' (failed)'}`
  lines.push(line)
  if (process.env.PHASES_FILE) appendFileSync(process.env.PHASES_FILE, `${line}\n`)
  if (status !== 0) {
    failed = `${name} failed (${signal ?? `exit code ${status}`})`
    break
  }
}
console.log(`\n${lines.join('\n')}`)
if (failed) {
  console.error(failed)
  process.exit(1)
}
