import { rmSync } from 'node:fs'
import { assertBuildIsFresh } from '#scripts/lib/build-freshness.ts'
import { AXE_AUDITED_DIR } from '#tests/setup/axe-audited.ts'

/**
 * The journeys run `node build/server.js`: a change that was never built must not pass as tested. Each
 * run audits every page with axe afresh (expectNoA11yViolations keeps which it has audited).
 */
export default function globalSetup() {
  assertBuildIsFresh()
  rmSync(AXE_AUDITED_DIR, { recursive: true, force: true })
}
