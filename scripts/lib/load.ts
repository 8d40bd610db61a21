import { CPD_CATEGORIES } from '#app/domain/constants.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { SCRATCH_MEMBER_PASSWORD } from './scratch-site.ts'

export type Kind = 'browse' | 'search' | 'sign-in' | 'cpd-write'

const PAGES = ['/', '/about', '/news', '/membership', '/training', '/collaborations', '/contact', '/ethics']
const TERMS = ['tan', 'reiki', 'sound', 'harmoni', 'body', 'lee', 'wellness', 'soul', 'energy', 'kasih']
const STATES = ['', '', 'Sabah', 'Selangor', 'Penang', 'Johor', 'Kuala Lumpur']

export interface Sample {
  ms: number
  status: number
}

/** A CPD entry the server acknowledged as created (201 with an id), and when it was sent and answered. */
export interface Acknowledgement {
  id: string
  sentAt: number
  answeredAt: number
}

/** Latencies and statuses per kind of request (the stress run's `Kind`s, the think-time run's own). Status 0 is a request that got no answer. */
export class Recorder {
  private samples = new Map<string, Sample[]>()

  record(kind: string, ms: number, status: number) {
    let list = this.samples.get(kind)
    if (!list) this.samples.set(kind, (list = []))
    list.push({ ms, status })
  }

  all(): Sample[] {
    return [...this.samples.values()].flat()
  }

  /** One row per kind: count, req/s, p50/p95/p99 and the statuses that were not 2xx. */
  table(seconds: number) {
    const rows = [...this.samples.entries()].map(([kind, list]) => {
      const sorted = list.map((s) => s.ms).sort((a, b) => a - b)
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
      const other = new Map<number, number>()
      for (const s of list) if (s.status < 200 || s.status >= 300) other.set(s.status, (other.get(s.status) ?? 0) + 1)
      return {
        kind,
        requests: list.length,
        'req/s': Number((list.length / seconds).toFixed(1)),
        'p50 ms': at(0.5),
        'p95 ms': at(0.95),
        'p99 ms': at(0.99),
        'not 2xx': [...other].map(([status, n]) => `${status}×${n}`).join(' ') || '-',
      }
    })
    return rows.sort((a, b) => a.kind.localeCompare(b.kind))
  }
}

const pick = <T,>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

export interface LoadOptions {
  origin: string
  users: number
  durationMs: number
  members: Array<{ email: string }>
  recorder: Recorder
  /** Called with every CPD entry the server acknowledged as created (201 with an id). */
  onCpdCreated: (acknowledgement: Acknowledgement) => void
  /** How long a visitor waits for an answer before counting the request as unanswered (status 0). */
  requestTimeoutMs?: number
  /** Share of each kind of visit; the rest of the time a visitor browses. */
  weights?: Partial<Record<Exclude<Kind, 'browse'>, number>>
}

/**
 * Simulated visitors, each in its own loop until the time is up: browsing pages, searching the directory
 * (page and API), signing in through the API, and logging CPD entries with their token. Each one has
 * its own client address and a short think time between requests.
 */
export async function runVisitors({ origin, users, durationMs, members, recorder, onCpdCreated, weights = {}, requestTimeoutMs = 30_000 }: LoadOptions) {
  const deadline = Date.now() + durationMs
  const { search = 0.3, 'sign-in': signIn = 0.08, 'cpd-write': cpdWrite = 0.2 } = weights
  // Yesterday in Malaysia by the real calendar (the scratch site runs in production, on the real clock).
  const courseDay = addDays(toMalaysiaDay(new Date()), -1)

  async function timed(kind: Kind, path: string, init: RequestInit = {}) {
    const sentAt = Date.now()
    const started = performance.now()
    try {
      const response = await fetch(origin + path, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) })
      const body = await response.arrayBuffer()
      recorder.record(kind, performance.now() - started, response.status)
      return { status: response.status, body, sentAt }
    } catch {
      recorder.record(kind, performance.now() - started, 0)
      return { status: 0, body: new ArrayBuffer(0), sentAt }
    }
  }

  async function visitor(index: number) {
    const ip = `10.${Math.floor(index / 250) % 250}.${index % 250}.${1 + Math.floor(Math.random() * 250)}`
    const member = members[index % members.length]!
    const headers = { 'x-forwarded-for': ip, 'accept-encoding': 'gzip' }
    let token: string | null = null

    async function signInNow() {
      const { status, body } = await timed('sign-in', '/api/auth/login', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: SCRATCH_MEMBER_PASSWORD }),
      })
      token = status === 200 ? (JSON.parse(new TextDecoder().decode(body)) as { token: string }).token : null
    }

    while (Date.now() < deadline) {
      const roll = Math.random()
      if (roll < cpdWrite) {
        if (!token) await signInNow()
        if (token) {
          const { status, body, sentAt } = await timed('cpd-write', '/api/cpd', {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              title: `Load test workshop ${Math.random().toString(36).slice(2, 8)}`,
              provider: 'EMPAM Academy',
              category: pick(CPD_CATEGORIES),
              hours: pick([0.5, 1, 1.5, 2, 3, 4]),
              date: courseDay,
              description: 'Logged by the load test.',
            }),
          })
          if (status === 201) {
            const { id } = JSON.parse(new TextDecoder().decode(body)) as { id: string }
            onCpdCreated({ id, sentAt, answeredAt: Date.now() })
          }
        }
      } else if (roll < cpdWrite + signIn) {
        await signInNow()
      } else if (roll < cpdWrite + signIn + search) {
        const query = new URLSearchParams({ search: pick(TERMS), state: pick(STATES) })
        if (Math.random() < 0.5) await timed('search', `/find-practitioner?${query}`, { headers })
        else await timed('search', `/api/practitioners?${query}&page=1&limit=12`, { headers })
      } else {
        await timed('browse', pick(PAGES), { headers })
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 200))
    }
  }

  await Promise.all(Array.from({ length: users }, (_, i) => visitor(i)))
}
