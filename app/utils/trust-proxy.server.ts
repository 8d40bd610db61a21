import net from 'node:net'

/** What Express's `trust proxy` is given: no proxy, a number of hops, or the proxies' addresses and subnets. */
export type TrustProxy = false | number | string[]

/** Express's names for the private ranges a proxy on the same host or network sits in. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const MAX_HOPS = 10

export const TRUST_PROXY_HELP =
  'must be the number of proxies in front of the app (1 behind one reverse proxy) or a comma-separated list of their ' +
  'addresses or subnets (e.g. 10.0.0.2 or 10.0.0.0/8, or loopback)'

function isAddressOrSubnet(entry: string) {
  if (NAMED_RANGES.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const version = net.isIP(address ?? '')
  if (!version || rest.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * Reads TRUST_PROXY. Never `true`: Express would then take the left-most X-Forwarded-For address, which
 * any client writes itself, and every per-address limit could be dodged by sending a new one each time.
 * A count trusts that many proxies from the socket inwards (the address the nearest proxy saw); a list
 * trusts only those addresses. Answers an error message for anything else.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = (raw ?? '').trim()
  if (text === '' || text === 'false' || text === '0') return { value: false }
  if (text === 'true') {
    return { error: `true would trust every X-Forwarded-For address a client sends; it ${TRUST_PROXY_HELP}` }
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops <= MAX_HOPS ? { value: hops } : { error: TRUST_PROXY_HELP }
  }
  const entries = text.split(',').map((entry) => entry.trim())
  if (entries.some((entry) => !isAddressOrSubnet(entry))) return { error: TRUST_PROXY_HELP }
  return { value: entries }
}
