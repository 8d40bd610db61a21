import { CPD_CATEGORIES } from '#app/domain/constants.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { cpdPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'
import type { Recorder } from './load.ts'
import { SCRATCH_MEMBER_PASSWORD } from './scratch-site.ts'

const PUBLIC_PAGES = ['/', '/about', '/energy-medicine', '/news', '/membership', '/training', '/collaborations', '/ethics', '/resources', '/contact']
const TERMS = ['', '', 'tan', 'reiki', 'sound', 'harmoni', 'lee', 'wellness', 'energy', 'kasih', 'qigong']
const STATES = ['', '', '', 'Sabah', 'Selangor', 'Penang', 'Johor', 'Kuala Lumpur']

const pick = <T,>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface ThinkTimeOptions {
  origin: string
  people: number
  durationMs: number
  /** Member accounts; person i signs in as member i (one person per account, so a session is never shared). */
  members: Array<{ email: string }>
  recorder: Recorder
  /** Called with the unique title of every CPD entry the site acknowledged (a redirect to the dashboard). */
  onCpdCreated: (title: string) => void
  /** The pause between two pages: uniform between these bounds (5–15 s unless given). */
  thinkMs?: { min: number; max: number }
  /** Share of people who are members signing in; the others are visitors. */
  memberShare?: number
  requestTimeoutMs?: number
}

/**
 * People who read before they click: each waits 5–15 s between two pages, as a person does, so 300 of
 * them ask for about 30 pages a second. Visitors browse the public pages and the directory (a search,
 * now and then a profile, sometimes the JSON API as the directory's own script does); members sign in
 * through the form once, then mix their dashboard, CPD statement and add form, adding entries through
 * the HTML form (the redirect's dashboard is fetched at once, as a browser would), with some browsing.
 * Arrivals are spread over the first pause, so the run does not start with everyone at once.
 */
export async function runThinkingPeople({
  origin,
  people,
  durationMs,
  members,
  recorder,
  onCpdCreated,
  thinkMs = { min: 5_000, max: 15_000 },
  memberShare = 0.4,
  requestTimeoutMs = 30_000,
}: ThinkTimeOptions) {
  const deadline = Date.now() + durationMs
  const courseDay = addDays(toMalaysiaDay(new Date()), -1)
  const think = () => thinkMs.min + Math.random() * (thinkMs.max - thinkMs.min)

  async function person(index: number) {
    const ip = `10.${100 + (Math.floor(index / 250) % 100)}.${index % 250}.${1 + Math.floor(Math.random() * 250)}`
    const isMember = index < members.length && Math.random() < memberShare
    const member = members[index]
    let cookie = ''
    let profileIds: string[] = []

    async function timed(kind: string, path: string, init: RequestInit & { form?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { 'x-forwarded-for': ip, 'accept-encoding': 'gzip', accept: 'text/html' }
      if (cookie) headers.cookie = cookie
      let body: BodyInit | undefined
      if (init.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded'
        headers.origin = origin
        body = new URLSearchParams(init.form)
      }
      const started = performance.now()
      try {
        const response = await fetch(origin + path, {
          method: init.method ?? 'GET',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(requestTimeoutMs),
        })
        const text = await response.text()
        recorder.record(kind, performance.now() - started, response.status)
        return { status: response.status, text, response }
      } catch {
        recorder.record(kind, performance.now() - started, 0)
        return { status: 0, text: '', response: null }
      }
    }

    async function signIn() {
      const { status, response } = await timed('sign-in', paths.login, {
        method: 'POST',
        form: { email: member!.email, password: SCRATCH_MEMBER_PASSWORD, redirectTo: paths.dashboard },
      })
      const session = response?.headers.getSetCookie().find((c) => /^(__Host-)?empam_session=/.test(c))
      if (status === 302 && session) {
        cookie = session.split(';')[0]!
        await timed('cpd-page', paths.dashboard)
      }
    }

    async function directory() {
      const roll = Math.random()
      if (roll < 0.25 && profileIds.length) {
        await timed('directory', paths.practitioner(pick(profileIds)))
        return
      }
      const query = new URLSearchParams({ search: pick(TERMS), state: pick(STATES) })
      if (roll < 0.4) {
        await timed('directory', `/api/practitioners?${query}&page=1&limit=12`)
        return
      }
      const { text } = await timed('directory', `${paths.findPractitioner}?${query}`)
      const found = [...text.matchAll(/href="\/practitioner\/([0-9a-f]{24})"/g)].map((m) => m[1]!)
      if (found.length) profileIds = found
    }

    async function cpd() {
      const roll = Math.random()
      if (roll < 0.35) {
        const title = `Think-time workshop ${index}-${Math.random().toString(36).slice(2, 10)}`
        const { status } = await timed('cpd-write', cpdPaths.add, {
          method: 'POST',
          form: {
            title,
            provider: 'EMPAM Academy',
            category: pick(CPD_CATEGORIES),
            hours: String(pick([0.5, 1, 1.5, 2, 3])),
            date: courseDay,
            description: 'Logged by the think-time load test.',
          },
        })
        if (status === 302) {
          onCpdCreated(title)
          await timed('cpd-page', paths.dashboard)
        }
      } else if (roll < 0.55) await timed('cpd-page', cpdPaths.statement)
      else if (roll < 0.7) await timed('cpd-page', cpdPaths.add)
      else await timed('cpd-page', paths.dashboard)
    }

    await sleep(Math.random() * thinkMs.max)
    while (Date.now() < deadline) {
      const roll = Math.random()
      if (isMember && !cookie) await signIn()
      else if (isMember && roll < 0.55) await cpd()
      else if (roll < (isMember ? 0.75 : 0.55)) await timed('browse', pick(PUBLIC_PAGES))
      else await directory()
      await sleep(Math.min(think(), Math.max(0, deadline - Date.now())))
    }
  }

  await Promise.all(Array.from({ length: people }, (_, i) => person(i)))
}
