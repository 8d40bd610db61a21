/** A V8 CPU profile as `node --cpu-prof` writes it (the fields read here). */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>
  samples: number[]
  timeDeltas: number[]
}

/** What spends a sample's time, by the file its function is in (first match wins). */
const GROUPS: Array<[name: string, test: (url: string, fn: string) => boolean]> = [
  ['garbage collector', (_url, fn) => fn === '(garbage collector)'],
  ['V8 and native code', (url, fn) => fn === '(program)' || (url === '' && fn !== '(idle)')],
  ['route matching (@remix-run/router)', (url) => url.includes('/@remix-run/router/')],
  ['Remix server runtime', (url) => url.includes('/@remix-run/')],
  ['React rendering', (url) => url.includes('/react-dom/') || url.includes('/react/')],
  ['Mongoose (documents, casting)', (url) => url.includes('/mongoose/')],
  ['MongoDB driver and BSON', (url) => url.includes('/mongodb/') || url.includes('/bson/')],
  ['gzip (compression, zlib)', (url) => url.includes('/compression/') || url === 'node:zlib'],
  ['i18next', (url) => url.includes('/i18next')],
  ['Express and its middleware', (url) => /\/node_modules\/(express|body-parser|router|send|serve-static|helmet|morgan|on-finished|finalhandler)\//.test(url)],
  ['Node core (http, streams, crypto)', (url) => url.startsWith('node:')],
  ['the app (build/server.js)', (url) => url.includes('/build/')],
  ['other packages', (url) => url.includes('/node_modules/')],
]

export interface ProfileSummary {
  groups: Array<{ name: string; msPerRequest: number; percent: number }>
  functions: Array<{ name: string; where: string; msPerRequest: number }>
}

/** Self time per request, by group and by function; idle time left out. */
export function summariseProfile(profile: CpuProfile, requests: number): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const groups = new Map<string, number>()
  const functions = new Map<string, { name: string; where: string; us: number }>()
  let busyUs = 0
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)
    if (!frame || frame.functionName === '(idle)') continue
    busyUs += us
    const group = GROUPS.find(([, test]) => test(frame.url, frame.functionName))?.[0] ?? 'elsewhere'
    groups.set(group, (groups.get(group) ?? 0) + us)
    const where = `${frame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/build\//, 'build/')}:${frame.lineNumber + 1}`
    const key = `${frame.functionName}@${where}`
    const entry = functions.get(key) ?? { name: frame.functionName || '(anonymous)', where, us: 0 }
    entry.us += us
    functions.set(key, entry)
  }
  const perRequest = (us: number) => us / 1000 / Math.max(1, requests)
  return {
    groups: [...groups]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, msPerRequest: perRequest(us), percent: (100 * us) / Math.max(1, busyUs) }))
      .concat([{ name: 'total (busy)', msPerRequest: perRequest(busyUs), percent: 100 }]),
    functions: [...functions.values()].sort((a, b) => b.us - a.us).map((fn) => ({ name: fn.name, where: fn.where, msPerRequest: perRequest(fn.us) })),
  }
}
