/** The random CPD audit (issue 36, item 5): last month's draw, the selected members' mails and reminders. Built by its own change; a stub until then. */
export async function runCpdAuditDuties(): Promise<{ done: number }> {
  return { done: 0 }
}
