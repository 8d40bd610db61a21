import { describe, expect, test } from 'vitest'
import type { Env } from '#app/utils/env.server.ts'
import { printStartupWarnings, startupWarnings } from './startup-warnings.ts'

const base = { NODE_ENV: 'development', DEBUG_RESET_TOKENS: false, dataDir: '/srv/empam/data' } as Env

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

  test('production without SMTP_URL: mail only goes to the outbox, said at start', () => {
    const warnings = startupWarnings({ ...base, NODE_ENV: 'production' })
    expect(warnings).toEqual([expect.stringContaining('NODE_ENV=production without SMTP_URL')])
    expect(warnings[0]).toContain('/srv/empam/data/outbox')
    expect(startupWarnings({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtps://user:pw@smtp.example.com:465' })).toEqual([])
    expect(startupWarnings({ ...base, NODE_ENV: 'development' })).toEqual([])
  })
})
