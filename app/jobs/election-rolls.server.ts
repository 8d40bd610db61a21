import { takeDueRolls } from '#app/services/elections.server.ts'
import { scheduleOncePerSlot } from './scheduled-jobs.server.ts'

/**
 * Takes the voter roll of each election once its cut-off day is over in Malaysia (issue 35, item 3;
 * docs/decisions/037-elections.md), every hour, so that the roll is the members as they stood that day
 * and not days later (a membership that lapsed or was paid after the day). Voting's first request takes
 * a roll still missing at the opening. Every app process schedules it; each slot runs in one of them, and
 * a roll is stored once however many take it.
 */
export const ELECTION_ROLLS_JOB = 'election-rolls'
export const ELECTION_ROLLS_INTERVAL_MS = 60 * 60 * 1000

export function scheduleElectionRolls({ intervalMs = ELECTION_ROLLS_INTERVAL_MS, log = console.log, logError = console.error } = {}) {
  return scheduleOncePerSlot<{ taken: number }>(
    { name: ELECTION_ROLLS_JOB, intervalMs, run: () => takeDueRolls() },
    {
      log,
      logError: (message) => logError(`Election rolls failed: ${message}`),
      describe: ({ taken }) => `${taken} voter rolls taken`,
    },
  )
}
