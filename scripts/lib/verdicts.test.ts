import { describe, expect, test } from 'vitest'
import type { Sample } from './load.ts'
import {
  acknowledgementPhases,
  faultRunProblems,
  loadRunProblems,
  measuredRun,
  medianScores,
  requestProblems,
  requestsBeforeFirstPaint,
  scoreProblems,
  weightProblems,
  type Scores,
} from './verdicts.ts'

const ok = (n: number, ms = 100): Sample[] => Array.from({ length: n }, () => ({ ms, status: 200 }))

describe('the load test', () => {
  const passing = {
    samples: ok(100),
    p95ByKind: [
      { kind: 'browse', p95Ms: 2_000 },
      { kind: 'sign-in', p95Ms: 6_000 },
    ],
    acknowledged: 20,
    stored: 20,
    limits: { p95Ms: 10_000, max4xx: 0 },
  }

  test('passes a clean run', () => {
    expect(loadRunProblems(passing)).toEqual([])
  })

  test('fails on a p95 over the limit, naming the kind', () => {
    expect(loadRunProblems({ ...passing, limits: { ...passing.limits, p95Ms: 5_000 } })).toEqual(['sign-in: p95 6000 ms, over the limit of 5000 ms'])
  })

  test('a kind with a limit of its own is judged by it, the others by the common one', () => {
    const limits = { ...passing.limits, p95Ms: 5_000, p95MsByKind: { 'sign-in': 7_000 } }
    expect(loadRunProblems({ ...passing, limits })).toEqual([])
    expect(loadRunProblems({ ...passing, limits: { ...limits, p95Ms: 1_000 } })).toEqual(['browse: p95 2000 ms, over the limit of 1000 ms'])
  })

  test('fails on 4xx answers over the ceiling, by status', () => {
    const samples = [...ok(90), { ms: 5, status: 400 }, { ms: 5, status: 429 }, { ms: 5, status: 429 }]
    expect(loadRunProblems({ ...passing, samples })).toEqual(['3 answers were a 4xx (400×1 429×2), more than the 0 allowed'])
    expect(loadRunProblems({ ...passing, samples, limits: { ...passing.limits, max4xx: 3 } })).toEqual([])
  })

  test('fails on a 5xx, an unanswered request, a lost entry, or no entry at all', () => {
    expect(loadRunProblems({ ...passing, samples: [...ok(9), { ms: 30_000, status: 0 }, { ms: 3, status: 502 }], stored: 19, acknowledged: 20 })).toEqual([
      '1 answers were a 5xx (502×1)',
      '1 requests got no answer',
      '1 of 20 acknowledged CPD entries were lost',
    ])
    expect(loadRunProblems({ ...passing, acknowledged: 0, stored: 0 })).toEqual(['no CPD entry was acknowledged'])
  })
})

describe('the fault test', () => {
  const stoppedAt = 10_000
  const recoveredAt = 21_000
  const ack = (sentAt: number, answeredAt: number) => ({ id: `${sentAt}`, sentAt, answeredAt })

  test('counts the writes sent after the recovery apart from those answered around the outage', () => {
    const phases = acknowledgementPhases(
      [ack(1_000, 1_200), ack(9_900, 10_100), ack(12_000, 21_500), ack(21_000, 21_300), ack(25_000, 25_100)],
      { stoppedAt, recoveredAt },
    )
    expect(phases).toEqual({ beforeStop: 1, aroundOutage: 2, afterRecovery: 2 })
    expect(acknowledgementPhases([ack(12_000, 21_500)], { stoppedAt, recoveredAt: null })).toEqual({ beforeStop: 0, aroundOutage: 1, afterRecovery: 0 })
  })

  const passing = {
    outage: { healthz: [503, 503], page: [503], unfriendly: 0 },
    recoveredAfterMs: 1_000,
    recoveryLimitMs: 10_000,
    samples: [...ok(50), { ms: 40, status: 503 }],
    phases: { beforeStop: 10, aroundOutage: 3, afterRecovery: 5 },
    acknowledged: 18,
    stored: 18,
    serverExitCode: null,
  }

  test('passes a run that answered 503 while down and wrote again after', () => {
    expect(faultRunProblems(passing)).toEqual([])
  })

  test('fails when only writes acknowledged during the outage, none sent after the recovery, were made', () => {
    expect(faultRunProblems({ ...passing, phases: { beforeStop: 10, aroundOutage: 8, afterRecovery: 0 } })).toEqual([
      'no CPD entry sent after the recovery was acknowledged',
    ])
  })

  test('fails on requests that got no answer', () => {
    expect(faultRunProblems({ ...passing, samples: [...passing.samples, { ms: 30_000, status: 0 }, { ms: 30_000, status: 0 }] })).toEqual([
      '2 requests got no answer',
    ])
  })

  test('fails on the outage answers, a slow or missing recovery, another 5xx, a lost entry, an exit', () => {
    expect(
      faultRunProblems({
        ...passing,
        outage: { healthz: [503, 200], page: [500], unfriendly: 1 },
        recoveredAfterMs: null,
        samples: [...passing.samples, { ms: 3, status: 500 }],
        stored: 17,
        serverExitCode: 1,
      }),
    ).toEqual([
      '/healthz answered something other than 503 while the database was down',
      'a page answered something other than 503 while the database was down',
      'a 503 page lacked the friendly explanation',
      'no recovery within 10 s',
      '1 answers were a 5xx other than 503 (500×1)',
      '1 of 18 acknowledged CPD entries were lost',
      'the server process exited (1)',
    ])
    expect(faultRunProblems({ ...passing, recoveredAfterMs: 12_000 })).toEqual(['no recovery within 10 s'])
  })
})

describe('the budgets', () => {
  const minima: Scores = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 }
  const run = (performance: number): Scores => ({ performance, accessibility: 100, 'best-practices': 100, seo: 100 })

  test('the median of each category', () => {
    expect(medianScores([run(99), run(90), run(96), run(91), run(97)])).toEqual(run(96))
    expect(() => medianScores([run(99), run(90)])).toThrow('use an odd number')
  })

  test('one good run does not pass a page whose median is under the minimum', () => {
    expect(scoreProblems('/', [run(98), run(90), run(92), run(91), run(94)], minima)).toEqual(['/: performance 92 < 95 (median of 98, 90, 92, 91, 94)'])
  })

  test('one bad run does not fail a page whose median meets the minimum', () => {
    expect(scoreProblems('/', [run(88), run(97), run(96), run(99), run(95)], minima)).toEqual([])
  })

  test('a page is always judged on five runs', () => {
    expect(scoreProblems('/', [run(100)], minima)).toEqual(['/: 1 Lighthouse runs, not 5'])
  })

  test('a run Lighthouse could not measure is tried again, and says why', async () => {
    const results = [null, 97]
    const reasons: string[] = []
    const measured = await measuredRun(
      async () => results.shift() ?? null,
      (score) => (score === null ? 'NO_LCP' : null),
      (reason) => reasons.push(reason),
    )
    expect(measured).toBe(97)
    expect(reasons).toEqual(['NO_LCP'])
  })

  test('a page that can never be measured keeps its failed run after three tries', async () => {
    let tries = 0
    const reasons: string[] = []
    const measured = await measuredRun(
      async () => {
        tries++
        return null
      },
      () => 'PROTOCOL_TIMEOUT',
      (reason) => reasons.push(reason),
    )
    expect(measured).toBeNull()
    expect(tries).toBe(3)
    expect(reasons).toEqual(['PROTOCOL_TIMEOUT', 'PROTOCOL_TIMEOUT', 'PROTOCOL_TIMEOUT; kept after 3 tries'])
  })
})

describe('the page weights', () => {
  const limits = { maxScriptKb: 100, maxHtmlKb: 100 }
  const page = { page: '/about', static: true, javaScriptKb: 0, scriptFiles: 0, inlineScripts: 0, htmlKb: 60, htmlLimited: true }

  test('a static page with no script passes; one script file or one inline script fails it', () => {
    expect(weightProblems(page, limits)).toEqual([])
    expect(weightProblems({ ...page, scriptFiles: 1, javaScriptKb: 0.2 }, limits)).toEqual([
      '/about: 1 script files and 0 inline scripts on a page that should send none',
    ])
    expect(weightProblems({ ...page, inlineScripts: 1, javaScriptKb: 0.1 }, limits)).toHaveLength(1)
  })

  test('another page may send scripts up to the limit, not over it', () => {
    const other = { ...page, page: '/member-dashboard', static: false, scriptFiles: 25, javaScriptKb: 99.9 }
    expect(weightProblems(other, limits)).toEqual([])
    expect(weightProblems({ ...other, javaScriptKb: 100.1 }, limits)).toEqual(['/member-dashboard: 100.1 KB of JavaScript > 100 KB'])
  })

  test('the HTML limit holds where it applies', () => {
    expect(weightProblems({ ...page, htmlKb: 101 }, limits)).toEqual(['/about: 101.0 KB of HTML > 100 KB'])
    expect(weightProblems({ ...page, htmlKb: 140, htmlLimited: false }, limits)).toEqual([])
  })
})

describe('the requests before the first paint', () => {
  const requests = [
    { url: 'http://localhost/', networkRequestTime: 1 },
    { url: 'http://localhost/images/logo.svg', networkRequestTime: 180 },
    { url: 'http://localhost/favicon.svg', networkRequestTime: 520 },
    { url: 'http://localhost/unstarted' },
  ]

  test('counts those started before the first paint, never one without a start', () => {
    expect(requestsBeforeFirstPaint(requests, 480).map((r) => r.url)).toEqual(['http://localhost/', 'http://localhost/images/logo.svg'])
  })

  test('fails over the limit, naming them', () => {
    const before = requestsBeforeFirstPaint(requests, 600)
    expect(requestProblems('/', before, 3)).toEqual([])
    expect(requestProblems('/', before, 2)).toEqual(['/: 3 requests before the first paint > 2 (/, /images/logo.svg, /favicon.svg)'])
  })
})
