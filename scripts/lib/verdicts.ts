import type { Acknowledgement, Sample } from './load.ts'

/*
 * The pass-or-fail rules of the load, fault and budget scripts, apart from the runs that feed them, so
 * that a unit test shows each rule failing (scripts/lib/verdicts.test.ts). Each answers what is wrong, in
 * sentences; an empty list is a pass.
 */

const countByStatus = (samples: Sample[]) => {
  const counts = new Map<number, number>()
  for (const sample of samples) counts.set(sample.status, (counts.get(sample.status) ?? 0) + 1)
  return [...counts].map(([status, n]) => `${status}×${n}`).join(' ')
}

export interface LoadLimits {
  /** The slowest p95, per kind of request, that passes. */
  p95Ms: number
  /** Kinds held to a limit of their own instead (sign-in, which costs a bcrypt comparison by design). */
  p95MsByKind?: Record<string, number>
  /** How many 4xx answers pass: every request of the load is a valid one, so by default none. */
  max4xx: number
}

export function loadRunProblems({
  samples,
  p95ByKind,
  acknowledged,
  stored,
  limits,
}: {
  samples: Sample[]
  p95ByKind: Array<{ kind: string; p95Ms: number }>
  acknowledged: number
  stored: number
  limits: LoadLimits
}): string[] {
  const problems: string[] = []
  const serverErrors = samples.filter((s) => s.status >= 500)
  const unanswered = samples.filter((s) => s.status === 0)
  const clientErrors = samples.filter((s) => s.status >= 400 && s.status < 500)
  if (serverErrors.length) problems.push(`${serverErrors.length} answers were a 5xx (${countByStatus(serverErrors)})`)
  if (unanswered.length) problems.push(`${unanswered.length} requests got no answer`)
  if (clientErrors.length > limits.max4xx) {
    problems.push(`${clientErrors.length} answers were a 4xx (${countByStatus(clientErrors)}), more than the ${limits.max4xx} allowed`)
  }
  for (const { kind, p95Ms } of p95ByKind) {
    const limit = limits.p95MsByKind?.[kind] ?? limits.p95Ms
    if (p95Ms > limit) problems.push(`${kind}: p95 ${p95Ms} ms, over the limit of ${limit} ms`)
  }
  if (acknowledged === 0) problems.push('no CPD entry was acknowledged')
  if (stored !== acknowledged) problems.push(`${acknowledged - stored} of ${acknowledged} acknowledged CPD entries were lost`)
  return problems
}

export interface AcknowledgementPhases {
  /** Answered before the database was stopped. */
  beforeStop: number
  /** Answered after the stop, but sent before the site had recovered. */
  aroundOutage: number
  /** Sent once the site had recovered: proof that writes work again. */
  afterRecovery: number
}

export function acknowledgementPhases(
  acknowledgements: Acknowledgement[],
  { stoppedAt, recoveredAt }: { stoppedAt: number; recoveredAt: number | null },
): AcknowledgementPhases {
  const phases = { beforeStop: 0, aroundOutage: 0, afterRecovery: 0 }
  for (const ack of acknowledgements) {
    if (ack.answeredAt < stoppedAt) phases.beforeStop += 1
    else if (recoveredAt !== null && ack.sentAt >= recoveredAt) phases.afterRecovery += 1
    else phases.aroundOutage += 1
  }
  return phases
}

export function faultRunProblems({
  outage,
  recoveredAfterMs,
  recoveryLimitMs,
  samples,
  phases,
  acknowledged,
  stored,
  serverExitCode,
}: {
  /** The statuses /healthz and a page answered while the database was down, and 503 pages without the explanation. */
  outage: { healthz: number[]; page: number[]; unfriendly: number }
  recoveredAfterMs: number | null
  recoveryLimitMs: number
  samples: Sample[]
  phases: AcknowledgementPhases
  acknowledged: number
  stored: number
  serverExitCode: number | null
}): string[] {
  const problems: string[] = []
  if (outage.healthz.some((s) => s !== 503)) problems.push('/healthz answered something other than 503 while the database was down')
  if (outage.page.some((s) => s !== 503)) problems.push('a page answered something other than 503 while the database was down')
  if (outage.unfriendly > 0) problems.push('a 503 page lacked the friendly explanation')
  if (recoveredAfterMs === null || recoveredAfterMs > recoveryLimitMs) problems.push(`no recovery within ${recoveryLimitMs / 1000} s`)
  const other5xx = samples.filter((s) => s.status >= 500 && s.status !== 503)
  if (other5xx.length) problems.push(`${other5xx.length} answers were a 5xx other than 503 (${countByStatus(other5xx)})`)
  const unanswered = samples.filter((s) => s.status === 0).length
  if (unanswered) problems.push(`${unanswered} requests got no answer`)
  if (stored !== acknowledged) problems.push(`${acknowledged - stored} of ${acknowledged} acknowledged CPD entries were lost`)
  if (phases.afterRecovery === 0) problems.push('no CPD entry sent after the recovery was acknowledged')
  if (serverExitCode !== null) problems.push(`the server process exited (${serverExitCode})`)
  return problems
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Scores = Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number>

/** How many Lighthouse runs judge every page: simulated scores wobble, and Lighthouse advises the median of five. */
export const BUDGET_RUNS = 5

/** How many times one Lighthouse run is tried when Lighthouse could not measure the page. */
export const MEASUREMENT_TRIES = 3

/**
 * One run that Lighthouse measured. A run with no performance score is a measurement that failed (the
 * browser or Lighthouse timed out, a trace was lost: `unmeasured` says why), not a page that scored 0, so
 * it is tried again, at most `tries` times; a page that can never be measured keeps its failed run, which
 * the median then judges, with every reason said.
 */
export async function measuredRun<Run>(
  measure: () => Promise<Run>,
  unmeasured: (run: Run) => string | null,
  report: (reason: string) => void,
  tries = MEASUREMENT_TRIES,
): Promise<Run> {
  let run = await measure()
  for (let attempt = 1; attempt < tries; attempt++) {
    const reason = unmeasured(run)
    if (!reason) return run
    report(reason)
    run = await measure()
  }
  const reason = unmeasured(run)
  if (reason) report(`${reason}; kept after ${tries} tries`)
  return run
}

/** The median of each category over the runs (an odd number of them). */
export function medianScores(runs: Scores[]): Scores {
  if (runs.length % 2 === 0) throw new Error(`the median of ${runs.length} runs is not one of them: use an odd number`)
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  return Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((key) => [key, middle(runs.map((run) => run[key]))])) as Scores
}

/** What is under its minimum on a page, judged by the median of its runs, never by one good run. */
export function scoreProblems(page: string, runs: Scores[], minima: Scores): string[] {
  if (runs.length !== BUDGET_RUNS) return [`${page}: ${runs.length} Lighthouse runs, not ${BUDGET_RUNS}`]
  const median = medianScores(runs)
  return LIGHTHOUSE_CATEGORIES.filter((key) => median[key] < minima[key]).map(
    (key) => `${page}: ${key} ${median[key]} < ${minima[key]} (median of ${runs.map((run) => run[key]).join(', ')})`,
  )
}

/** What a page may weigh (issue 22): no script at all where nothing is interactive, at most `maxScriptKb` elsewhere. */
export interface WeightLimits {
  maxScriptKb: number
  maxHtmlKb: number
}

export interface PageWeight {
  page: string
  /** A page with nothing interactive: it must send no script, neither a file nor inline code. */
  static: boolean
  javaScriptKb: number
  scriptFiles: number
  inlineScripts: number
  htmlKb: number
  /** Whether the HTML limit applies (the public pages; an administrator's lists may be longer). */
  htmlLimited: boolean
}

export function weightProblems(weight: PageWeight, limits: WeightLimits): string[] {
  const problems: string[] = []
  const { page } = weight
  if (weight.static && (weight.scriptFiles || weight.inlineScripts)) {
    problems.push(`${page}: ${weight.scriptFiles} script files and ${weight.inlineScripts} inline scripts on a page that should send none`)
  }
  if (weight.javaScriptKb > limits.maxScriptKb) problems.push(`${page}: ${weight.javaScriptKb.toFixed(1)} KB of JavaScript > ${limits.maxScriptKb} KB`)
  if (weight.htmlLimited && weight.htmlKb > limits.maxHtmlKb) problems.push(`${page}: ${weight.htmlKb.toFixed(1)} KB of HTML > ${limits.maxHtmlKb} KB`)
  return problems
}

/** A request of a Lighthouse run, as its `network-requests` audit lists it (times in ms from the navigation's start). */
export interface RunRequest {
  url: string
  networkRequestTime?: number
}

/**
 * The requests a page's first paint waited behind: those started before it (Lighthouse's observed first
 * contentful paint, in the same milliseconds from the navigation's start). One round trip to the first
 * paint means the document and little else.
 */
export function requestsBeforeFirstPaint(requests: RunRequest[], firstPaintMs: number): RunRequest[] {
  return requests.filter((request) => (request.networkRequestTime ?? Infinity) < firstPaintMs)
}

export function requestProblems(page: string, before: RunRequest[], maxRequests: number): string[] {
  if (before.length <= maxRequests) return []
  return [`${page}: ${before.length} requests before the first paint > ${maxRequests} (${before.map((request) => new URL(request.url).pathname).join(', ')})`]
}
