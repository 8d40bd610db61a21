import { runConcernClocks } from './concern-clocks.server.ts'
import { runCpdAuditDuties } from './cpd-audit-duties.server.ts'
import { runCredentialReminders } from './credential-reminders.server.ts'

/** The register's duties (issue 36), each on its own: one failing does not stop the others (app/jobs/register-duties.server.ts runs them every hour). */
export interface RegisterDutiesRun {
  concerns: number
  credentials: number
  cpdAudit: number
  failed: string[]
}

export async function runRegisterDuties(): Promise<RegisterDutiesRun> {
  const names = ['concerns', 'credentials', 'cpdAudit'] as const
  const results = await Promise.allSettled([runConcernClocks(), runCredentialReminders(), runCpdAuditDuties()])
  const done = (i: number) => (results[i]!.status === 'fulfilled' ? (results[i] as PromiseFulfilledResult<{ done: number }>).value.done : 0)
  return {
    concerns: done(0),
    credentials: done(1),
    cpdAudit: done(2),
    failed: results.flatMap((result, i) => (result.status === 'rejected' ? [`${names[i]}: ${(result.reason as Error).message}`] : [])),
  }
}
