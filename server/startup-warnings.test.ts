import { describe, expect, test } from 'vitest'
import type { Env } from '#app/utils/env.server.ts'
import { printStartupWarnings, startupWarnings } from './startup-warnings.ts'

const base = { NODE_ENV: 'development', DEBUG_RESET_TOKENS: false } as Env

describe('startupWarnings', () => {
  test('none for a plain start', () => {
    expect(startupWarnings(base)).toEqual([])
  })

  test('DEBUG_RESET_TOKENS=true is announced as a danger, in a banner', () => {
    const warnings = startupWarnings({ ...base, DEBUG_RESET_TOKENS: true })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('DEBUG_RESET_TOKENS=true')
    expect(warnings[0]).toContain('can take over any account')
    const lines: string[] = []
    printStartupWarnings(warnings, (line) => lines.push(line))
    expect(lines[0]).toMatch(/^!{100}\nWARNING: DEBUG_RESET_TOKENS=true/)
  })
})
