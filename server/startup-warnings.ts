import type { Env } from '#app/utils/env.server.ts'

/**
 * What an operator must know about the configuration the server starts with: settings that are
 * allowed but dangerous, or that lose something silently. Printed loudly at start by server.ts.
 */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = []
  if (env.DEBUG_RESET_TOKENS) {
    warnings.push(
      'DEBUG_RESET_TOKENS=true: password reset and e-mail confirmation tokens are shown on the pages and in the API answers. ' +
        'Anyone who can reach this server can take over any account. Never use it on a server others can reach.',
    )
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    warnings.push(
      `NODE_ENV=production without SMTP_URL: no mail is sent. Confirmation and password reset mails are only written to ${env.dataDir}/outbox. Set SMTP_URL.`,
    )
  }
  return warnings
}

/** A warning that stands out in a log: a banner of its own. */
export function printStartupWarnings(warnings: string[], log: (line: string) => void = console.warn) {
  for (const warning of warnings) {
    const rule = '!'.repeat(100)
    log(`${rule}\nWARNING: ${warning}\n${rule}`)
  }
}
