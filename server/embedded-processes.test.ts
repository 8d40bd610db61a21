import { describe, expect, test } from 'vitest'
import { ferretdbGoSettings } from './embedded-processes.ts'

describe("FerretDB's Go runtime settings (issue 31)", () => {
  test('collects garbage at ten times the live heap, capped at 256 MiB, unless the environment says otherwise', () => {
    expect(ferretdbGoSettings({ PATH: '/usr/bin' })).toEqual({ GOGC: '1000', GOMEMLIMIT: '256MiB' })
    expect(ferretdbGoSettings({ GOGC: '100', GOMEMLIMIT: '1GiB' })).toEqual({ GOGC: '100', GOMEMLIMIT: '1GiB' })
  })
})
