import { describe, expect, test } from 'vitest'
import { auditRankKey, drawMembers, populationDigest } from './cpd-audit-draw.server.ts'

/**
 * The draw's fixed vectors (decision 046), computed once outside the app with OpenSSL:
 * printf '%s' '2026-11:<id>' | openssl dgst -sha256 -mac HMAC -macopt hexkey:<seed>
 */
const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff'
const KEYS: Record<string, string> = {
  '64a1b2c3d4e5f60718293a4b': 'fbcc359b8c7866e8eb11e3edcb74e4cef0aaf040491b1ca9ead445ec0402d38f',
  '64a1b2c3d4e5f60718293a4c': 'd4632d990979d5fddea2035e178e3fcc1965c202998c05ddb47c5d470a9ffd0d',
  '64a1b2c3d4e5f60718293a4d': '71ecb42e56dd4e94ed581c5fdbe1ef1d48a16f1b4397edf195816ad4f147be23',
  '64a1b2c3d4e5f60718293a4e': 'd86e116488e163479e4043d0b607d42181d3dfd16383093aa3206970b2b4ad47',
  '64a1b2c3d4e5f60718293a4f': 'd20dc0d3d551b64448b994b774e76787ed3d33a7f92b80f9fcaf593db18ba0f4',
}
const IDS = Object.keys(KEYS)

describe('the CPD audit draw', () => {
  test('each rank key is the HMAC-SHA256 OpenSSL gives', () => {
    for (const id of IDS) expect(auditRankKey(SEED, '2026-11', id)).toBe(KEYS[id])
  })

  test('the lowest keys are drawn, whatever the population order', () => {
    const order = ['64a1b2c3d4e5f60718293a4d', '64a1b2c3d4e5f60718293a4f', '64a1b2c3d4e5f60718293a4c', '64a1b2c3d4e5f60718293a4e', '64a1b2c3d4e5f60718293a4b']
    expect(drawMembers(SEED, '2026-11', IDS, 5)).toEqual(order)
    expect(drawMembers(SEED, '2026-11', [...IDS].reverse(), 2)).toEqual(order.slice(0, 2))
    expect(drawMembers(SEED, '2026-11', IDS, 0)).toEqual([])
    expect(drawMembers(SEED, '2026-11', [], 1)).toEqual([])
  })

  test('another month or seed ranks afresh', () => {
    expect(auditRankKey(SEED, '2026-12', IDS[0]!)).not.toBe(KEYS[IDS[0]!])
    expect(auditRankKey('ff'.repeat(32), '2026-11', IDS[0]!)).not.toBe(KEYS[IDS[0]!])
  })

  test("the population's digest does not depend on its order", () => {
    expect(populationDigest(IDS)).toBe(populationDigest([...IDS].reverse()))
    expect(populationDigest([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })
})
