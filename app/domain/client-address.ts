import ipaddr from 'ipaddr.js'

/**
 * The client address every per-address limit counts under (issue 30, finding 10). An IPv6 client is
 * given a whole /64 by its provider (one home, one phone), so it is keyed on that /64: otherwise it
 * could take a fresh address for every try. An IPv4-mapped IPv6 address (`::ffff:203.0.113.9`, as a
 * dual-stack socket reports an IPv4 client) is that IPv4 address. Anything that does not parse is kept
 * as it came (it still counts, under itself). `ipaddr.js` is what Express already parses addresses with.
 */
export function clientAddressKey(address: string): string {
  const bare = address.trim().replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return address
  const parsed = ipaddr.parse(bare)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  return `${v6.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`
}
