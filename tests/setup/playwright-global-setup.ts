import { assertBuildIsFresh } from '#scripts/lib/build-freshness.ts'

/** The journeys run `node build/server.js`: a change that was never built must not pass as tested. */
export default function globalSetup() {
  assertBuildIsFresh()
}
