import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

describe('safeRedirect', () => {
  test('keeps same-site paths and refuses everything else', () => {
    expect(safeRedirect('/member-dashboard?tab=profile')).toBe('/member-dashboard?tab=profile')
    expect(safeRedirect('//evil.example/path')).toBe('/')
    expect(safeRedirect('https://evil.example')).toBe('/')
    expect(safeRedirect('/\\evil.example')).toBe('/')
    expect(safeRedirect(null, '/login')).toBe('/login')
  })
})
