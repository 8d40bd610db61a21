import { z } from 'zod'
import { CPD_REVIEW_MESSAGES } from './admin-messages.ts'
import { REVIEW_NOTE_MAX_LENGTH } from './admin-form-limits.ts'
import { safeText } from './text.ts'
import { message } from './messages.ts'

/**
 * A reviewer's decision on CPD entries. PUT /api/admin/cpd/{id} sends `{ status, note? }` for one entry;
 * the /admin/cpd page sends the same two fields with the ids of the entries (one from a row's buttons,
 * several from the ticked boxes). The note is optional and the member sees it on their dashboard.
 */

export const CPD_REVIEW_DECISIONS = ['approved', 'rejected'] as const
export type CpdReviewDecision = (typeof CPD_REVIEW_DECISIONS)[number]

/** How many entries one bulk review may touch: a page shows at most this many. */
export const CPD_REVIEW_MAX_ENTRIES = 200

/** The `updatedAt` of the entry the reviewer was shown, as an ISO date and time (the JSON's own). */
const version = z
  .string({ invalid_type_error: CPD_REVIEW_MESSAGES.versionInvalid })
  .datetime({ offset: true, message: CPD_REVIEW_MESSAGES.versionInvalid })
  .transform((value) => new Date(value).toISOString())

export const CpdReviewSchema = z.object({
  status: z.enum(CPD_REVIEW_DECISIONS, { errorMap: () => ({ message: CPD_REVIEW_MESSAGES.statusRequired }) }),
  note: safeText(z.string({ invalid_type_error: message('review.noteNotText') }).trim().max(REVIEW_NOTE_MAX_LENGTH, CPD_REVIEW_MESSAGES.noteTooLong), {
    multiline: true,
  })
    .optional()
    .transform((value) => value ?? ''),
  /** Optional on the API: absent, the entry is reviewed as it is now. */
  expectedUpdatedAt: version.optional(),
})
export type CpdReviewInput = z.infer<typeof CpdReviewSchema>

/**
 * The versions the review page was shown, always sent by its forms: a row's form sends its entry's
 * `updatedAt`; the bulk form sends `<id>@<updatedAt>` for every row, of which the ticked ones count.
 */
const shownVersions = z
  .array(z.string({ invalid_type_error: CPD_REVIEW_MESSAGES.versionRequired }).max(100, CPD_REVIEW_MESSAGES.versionRequired), {
    required_error: CPD_REVIEW_MESSAGES.versionRequired,
    invalid_type_error: CPD_REVIEW_MESSAGES.versionRequired,
  })
  .min(1, CPD_REVIEW_MESSAGES.versionRequired)
  .max(CPD_REVIEW_MAX_ENTRIES, CPD_REVIEW_MESSAGES.versionRequired)
  .superRefine((values, ctx) => {
    for (const value of values) {
      const at = value.lastIndexOf('@')
      if (!version.safeParse(at === -1 ? value : value.slice(at + 1)).success) {
        ctx.addIssue({ code: 'custom', message: CPD_REVIEW_MESSAGES.versionRequired })
        return
      }
    }
  })

export const CpdBulkReviewSchema = CpdReviewSchema.omit({ expectedUpdatedAt: true }).extend({
  entryIds: z
    .array(z.string().regex(/^[0-9a-f]{24}$/i, CPD_REVIEW_MESSAGES.notFound), {
      required_error: CPD_REVIEW_MESSAGES.selectEntries,
      invalid_type_error: CPD_REVIEW_MESSAGES.selectEntries,
    })
    .min(1, CPD_REVIEW_MESSAGES.selectEntries)
    .max(CPD_REVIEW_MAX_ENTRIES, message('review.tooMany', { max: CPD_REVIEW_MAX_ENTRIES }))
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  expectedUpdatedAt: shownVersions,
}).transform(({ expectedUpdatedAt, ...rest }) => ({ ...rest, expected: versionsByEntry(rest.entryIds, expectedUpdatedAt) }))
export type CpdBulkReviewInput = z.infer<typeof CpdBulkReviewSchema>

/** `<id>@<time>` pairs by id; a bare time belongs to the one entry named (a row's form). */
function versionsByEntry(entryIds: readonly string[], values: readonly string[]): Map<string, string> {
  const byId = new Map<string, string>()
  for (const value of values) {
    const at = value.lastIndexOf('@')
    const id = at === -1 ? (entryIds.length === 1 ? entryIds[0]! : '') : value.slice(0, at).toLowerCase()
    if (id) byId.set(id, new Date(value.slice(at + 1)).toISOString())
  }
  return byId
}
