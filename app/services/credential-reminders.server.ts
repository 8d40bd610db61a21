/** Credentials that expire (issue 36, item 4): the member's reminders 30 and 7 days before an expiry and on the day. Built by its own change; a stub until then. */
export async function runCredentialReminders(): Promise<{ done: number }> {
  return { done: 0 }
}
