import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.server.ts'

describe('safeRedirect', () => {
  test('a path on this site is kept, query and fragment too', () => {
    expect(safeRedirect('/member-dashboard/profile')).toBe('/member-dashboard/profile')
    expect(safeRedirect('/admin?search=tan&page=2#list')).toBe('/admin?search=tan&page=2#list')
    expect(safeRedirect('/')).toBe('/')
  })

  test('nothing, or not text: the fallback', () => {
    expect(safeRedirect(null, '/login')).toBe('/login')
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect('')).toBe('/')
    expect(safeRedirect(new File([], 'x'))).toBe('/')
  })

  test.each([
    'https://evil.example',
    'http://localhost:3999/dashboard',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\nSet-Cookie: a=b',
    '/\u0000',
    '/\u007f',
    '/\u0085',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    ' /member-dashboard',
    'member-dashboard',
    'javascript:alert(1)',
    '?redirectTo=//evil',
  ])('%j is refused', (target) => {
    expect(safeRedirect(target, '/member-dashboard/cpd')).toBe('/member-dashboard/cpd')
  })

  test('what is kept is a valid header value: anything else is percent-encoded', () => {
    expect(safeRedirect('/news/ünïcode page')).toBe('/news/%C3%BCn%C3%AFcode%20page')
    expect(safeRedirect('/a/../b')).toBe('/b')
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
  })
})
