let pending = 0

/**
 * Runs `work` once the answer has gone (the next turn of the event loop), logging a failure for the
 * operator under `what`. Used where doing the work first would make one answer slower than another
 * (issue 30: a password reset for a real account).
 */
export function afterAnswering(what: string, work: () => Promise<void>) {
  pending += 1
  setImmediate(() => {
    pending -= 1
    work().catch((error: unknown) => console.error(`${what} failed:`, error))
  })
}

/** How many pieces of work wait for the answer to go: for tests that the answer did not wait for them. */
export function workAfterAnswerPending() {
  return pending
}
