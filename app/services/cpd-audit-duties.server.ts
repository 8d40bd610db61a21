import { runCpdAudit } from './cpd-audit.server.ts'

/** The random CPD audit (issue 36, item 5): last month's draw, the selected members' mails and reminders (services/cpd-audit.server.ts). */
export async function runCpdAuditDuties(): Promise<{ done: number }> {
  const run = await runCpdAudit()
  return { done: run.draws + run.mails }
}
