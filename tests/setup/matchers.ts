import { expect } from 'vitest'

interface CustomMatchers<R = unknown> {
  /** A 3xx answer whose Location is this path (query included when given). */
  toHaveRedirect(location: string): R
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends CustomMatchers<T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends CustomMatchers {}
}

expect.extend({
  toHaveRedirect(response: Response, expected: string) {
    const location = response.headers.get('location')
    const isRedirect = response.status >= 300 && response.status < 400
    let path = location
    if (location) {
      const url = new URL(location, 'http://placeholder')
      path = `${url.pathname}${url.search}`
      if (!expected.includes('?')) path = url.pathname
    }
    const pass = isRedirect && path === expected
    return {
      pass,
      message: () =>
        pass
          ? `expected no redirect to ${expected}`
          : `expected a redirect to ${expected}, got status ${response.status} with Location ${location ?? '(none)'}`,
    }
  },
})
