import { z } from 'zod'
import { CPD_REVIEW_MESSAGES } from './admin-messages.ts'
import { REVIEW_NOTE_MAX_LENGTH } from './admin-form-constraints.ts'

/**
 * A reviewer's decision on CPD entries. PUT /api/admin/cpd/{id} sends `{ status, note? }` for one entry;
 * the /admin/cpd page sends the same two fields with the ids of the entries (one from a row's buttons,
 * several from the ticked boxes). The note is optional and the member sees it on their dashboard.
 */

export const CPD_REVIEW_DECISIONS = ['approved', 'rejected'] as const
export type CpdReviewDecision = (typeof CPD_REVIEW_DECISIONS)[number]

/** How many entries one bulk review may touch: a page shows at most this many. */
export const CPD_REVIEW_MAX_ENTRIES = 200

export const CpdReviewSchema = z.object({
  status: z.enum(CPD_REVIEW_DECISIONS, { errorMap: () => ({ message: CPD_REVIEW_MESSAGES.statusRequired }) }),
  note: z
    .string({ invalid_type_error: 'The note must be text' })
    .trim()
    .max(REVIEW_NOTE_MAX_LENGTH, CPD_REVIEW_MESSAGES.noteTooLong)
    .optional()
    .transform((value) => value ?? ''),
})
export type CpdReviewInput = z.infer<typeof CpdReviewSchema>

export const CpdBulkReviewSchema = CpdReviewSchema.extend({
  entryIds: z
    .array(z.string().regex(/^[0-9a-f]{24}$/i, CPD_REVIEW_MESSAGES.notFound), {
      required_error: CPD_REVIEW_MESSAGES.selectEntries,
      invalid_type_error: CPD_REVIEW_MESSAGES.selectEntries,
    })
    .min(1, CPD_REVIEW_MESSAGES.selectEntries)
    .max(CPD_REVIEW_MAX_ENTRIES, `Review at most ${CPD_REVIEW_MAX_ENTRIES} entries at once`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
})
export type CpdBulkReviewInput = z.infer<typeof CpdBulkReviewSchema>
