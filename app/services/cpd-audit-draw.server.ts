import { createHash, createHmac } from 'node:crypto'

/**
 * The draw of a month's CPD audit (decision 046): each member of the population is ranked by
 * HMAC-SHA256(key = the seed's 32 bytes, message = "<month>:<userId>"), lowest first (ties, which
 * SHA-256 makes impossible in practice, by id), and the first `size` are drawn. The order of the
 * population does not matter, no float is involved, and anyone can re-check a draw with the stored seed:
 * `printf '%s' '2026-11:<id>' | openssl dgst -sha256 -mac HMAC -macopt hexkey:<seed>`.
 */
export function auditRankKey(seedHex: string, month: string, userId: string): string {
  return createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${month}:${userId}`).digest('hex')
}

export function drawMembers(seedHex: string, month: string, population: readonly string[], size: number): string[] {
  return population
    .map((id) => ({ id, key: auditRankKey(seedHex, month, id) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, size)
    .map(({ id }) => id)
}

/** SHA-256 of the population's sorted ids joined by "\n": what was drawn from, in one line. */
export function populationDigest(population: readonly string[]): string {
  return createHash('sha256').update([...population].sort().join('\n')).digest('hex')
}

/** SHA-256 of the seed's bytes: what the audit log records (the seed itself is on the draw). */
export function seedDigest(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex')
}
