import { afterEach, beforeEach, vi } from 'vitest'

/** An unexpected console.error fails the test; a test that expects one says so with `allowConsoleError()`. */
let allowed = false
export function allowConsoleError() {
  allowed = true
}

beforeEach(() => {
  allowed = false
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (allowed) return
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})
