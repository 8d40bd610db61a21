// `npm run budgets`: Lighthouse (mobile settings, simulated slow 4G) on Debian's Chromium against the
// built app with its demo content: the home, directory, a profile and the membership page. Every page is
// audited five times and judged by the median of each score (simulated scores wobble; Lighthouse advises
// the median of five), never by one good or one bad run. Fails when a page's median is under performance
// 95 (BUDGET_MIN_PERFORMANCE), accessibility 100, best practices 95 or SEO 100, or it loads more than
// 120 KB of gzipped JavaScript (the gzipped bodies; Lighthouse's transfer size, which adds every
// response's HTTP/1.1 headers, is shown beside it), or has more than 100 KB of HTML.
import { randomBytes } from 'node:crypto'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort, makeTempDataDir, removeDataDir } from '#server/embedded-db.ts'
import { measurePage } from './lib/page-weight.ts'
import { startServerProcess, waitForHealth } from './lib/server-process.ts'
import { BUDGET_RUNS, LIGHTHOUSE_CATEGORIES, medianScores, scoreProblems, type Scores } from './lib/verdicts.ts'

const MIN_SCORES: Scores = {
  performance: Number(process.env.BUDGET_MIN_PERFORMANCE ?? 95),
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
}
const MAX_SCRIPT_KB = 120
const MAX_HTML_KB = 100
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

interface NetworkItem {
  resourceType?: string
  transferSize?: number
}

const dataDir = makeTempDataDir('empam-budgets-')
const port = await freePort()
const origin = `http://localhost:${port}`
const app = startServerProcess({
  PORT: String(port),
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  PUBLIC_URL: origin,
})
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
})

async function audit(url: string) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
  ) as Scores
  return { lhr, scores }
}

/** The run whose performance score is the median: its timings and network figures are the ones shown. */
function medianRun<T extends { scores: Scores }>(runs: T[]): T {
  return [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!
}

const failures: string[] = []
try {
  await waitForHealth(port, { timeoutMs: 60_000 })
  const [first] = (await (await fetch(`${origin}/api/practitioners?page=1&limit=1`)).json()) as Array<{ id: string }>
  const pages = ['/', '/find-practitioner', `/practitioner/${first!.id}`, '/membership']

  const rows = []
  for (const page of pages) {
    // Warm the server (and the directory snapshot) so that a cold start is not what gets scored.
    await fetch(origin + page)
    const runs = []
    for (let run = 0; run < BUDGET_RUNS; run++) runs.push(await audit(origin + page))
    const scores = medianScores(runs.map((run) => run.scores))
    const { lhr } = medianRun(runs)
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [])
    const transferKb = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024
    const weight = await measurePage(origin, page)
    const scriptKb = weight.javaScriptKb
    const htmlKb = weight.htmlBytes / 1024

    failures.push(...scoreProblems(page, runs.map((run) => run.scores), MIN_SCORES))
    for (const key of LIGHTHOUSE_CATEGORIES.filter((category) => scores[category] < MIN_SCORES[category])) {
      const below = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && lhr.categories[key]?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .map((a) => a.id)
      console.error(`${page}: ${key} audits below 90 in the median run: ${below.join(', ') || 'none'}`)
    }
    if (scriptKb > MAX_SCRIPT_KB) failures.push(`${page}: ${scriptKb.toFixed(1)} KB of JavaScript > ${MAX_SCRIPT_KB} KB`)
    if (htmlKb > MAX_HTML_KB) failures.push(`${page}: ${htmlKb.toFixed(1)} KB of HTML > ${MAX_HTML_KB} KB`)
    rows.push({
      page: page.startsWith('/practitioner/') ? '/practitioner/{id}' : page,
      performance: `${scores.performance} (${runs.map((run) => run.scores.performance).join(' ')})`,
      accessibility: scores.accessibility,
      'best practices': scores['best-practices'],
      seo: scores.seo,
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      'JS KB gz': Number(scriptKb.toFixed(1)),
      'JS KB on the wire': Number(transferKb.toFixed(1)),
      'HTML KB': Number(htmlKb.toFixed(1)),
    })
  }
  console.log(`Lighthouse (mobile, simulated throttling) on ${CHROMIUM}; the median of ${BUDGET_RUNS} runs per page (each run in brackets)`)
  console.table(rows)
} catch (error) {
  failures.push(`the budget run failed: ${(error as Error).message}`)
} finally {
  await chrome.kill()
  app.child.kill('SIGTERM')
  await app.exited
  removeDataDir(dataDir)
}

for (const failure of failures) console.error(`- ${failure}`)
console.log(failures.length ? 'BUDGETS FAILED' : 'BUDGETS MET')
process.exit(failures.length ? 1 : 0)
