import { describe, expect, test } from 'vitest'
import { ferretdbEnv } from './embedded-processes.ts'

describe("FerretDB's Go runtime settings (issue 31)", () => {
  test('collects garbage at ten times the live heap, capped at 256 MiB, unless the environment says otherwise', () => {
    expect(ferretdbEnv({ PATH: '/usr/bin' })).toEqual({ PATH: '/usr/bin', GOGC: '1000', GOMEMLIMIT: '256MiB' })
    expect(ferretdbEnv({ GOGC: '100', GOMEMLIMIT: '1GiB' })).toMatchObject({ GOGC: '100', GOMEMLIMIT: '1GiB' })
  })
})
