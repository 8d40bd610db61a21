/** Concerns' clocks (issue 36, item 1): reminders to the practitioner and the conduct officers, appeals that ran out, removals that took effect. Built by its own change; a stub until then. */
export async function runConcernClocks(): Promise<{ done: number }> {
  return { done: 0 }
}
