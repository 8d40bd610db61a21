import { beforeEach, vi } from 'vitest'

/**
 * Remix warns on the console about every address it cannot percent-decode ("The URL path … could not be
 * decoded"), and the hostile-input tests send many such addresses on purpose: those warnings are left
 * out of the test output, any other warning is shown as usual. Import it in a test file that needs it.
 */
beforeEach(() => {
  const warn = console.warn.bind(console)
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('The URL path "')) return
    warn(...args)
  })
})
