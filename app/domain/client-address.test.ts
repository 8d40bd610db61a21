import { describe, expect, test } from 'vitest'
import { clientAddressKey } from './client-address.ts'

describe('clientAddressKey', () => {
  test('an IPv4 address is itself', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9')
  })

  test('an IPv4-mapped IPv6 address is the IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientAddressKey('::FFFF:cb00:7109')).toBe('203.0.113.9')
  })

  test('every IPv6 address of one /64 is one key, in any spelling; the next /64 another', () => {
    const keys = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:DB8:1:2:abcd::9', 'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::7')].map(clientAddressKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64')
  })

  test('what does not parse is kept as it came', () => {
    expect(clientAddressKey('')).toBe('')
    expect(clientAddressKey('not an address')).toBe('not an address')
  })
})
