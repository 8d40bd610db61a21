import { z } from 'zod'
import { STATEMENT_MAX_LINES } from '#app/domain/reconciliation.ts'
import { optionalText } from './fields.ts'
import { message, messagesOf } from './messages.ts'

/**
 * Bank statement reconciliation (issue 34, item 3): what its doors answer with (English from
 * app/locales/en/messages.json `reconciliation`, each door in its reader's language), and the two
 * bodies it reads: the lines to record, and a line assigned by hand. Free of the parser.
 */
export const RECONCILIATION_MESSAGES = {
  ...messagesOf({
    fileRequired: 'messages:reconciliation.fileRequired',
    notText: 'messages:reconciliation.notText',
    unreadable: 'messages:reconciliation.unreadable',
    noHeader: 'messages:reconciliation.noHeader',
    importNotFound: 'messages:reconciliation.importNotFound',
    linesRequired: 'messages:reconciliation.linesRequired',
    lineRequired: 'messages:reconciliation.lineRequired',
    lineNotMatched: 'messages:reconciliation.lineNotMatched',
    lineNotCredit: 'messages:reconciliation.lineNotCredit',
    lineUnreadable: 'messages:reconciliation.lineUnreadable',
    lineInProgress: 'messages:reconciliation.lineInProgress',
    lineRecordedAlready: 'messages:reconciliation.lineRecordedAlready',
    targetRequired: 'messages:reconciliation.targetRequired',
    targetBoth: 'messages:reconciliation.targetBoth',
    invoiceNumberFormat: 'messages:reconciliation.invoiceNumberFormat',
    importedBefore: 'messages:reconciliation.importedBefore',
    nothingRecorded: 'messages:reconciliation.nothingRecorded',
  }),
  tooManyLines: message('messages:reconciliation.tooManyLines', { max: STATEMENT_MAX_LINES.toLocaleString('en-MY') }),
  lineNotFound: (line: number) => message('messages:reconciliation.lineNotFound', { line }),
  imported: (matched: number, lines: number) => message('messages:reconciliation.imported', { matched, lines }),
  recorded: (count: number) => message('messages:reconciliation.recorded', { count }),
  refusedLine: (line: number, reason: string) => message('messages:reconciliation.refusedLine', { line, message: reason }),
}

const lineNumber = z
  .number({ required_error: RECONCILIATION_MESSAGES.lineRequired, invalid_type_error: RECONCILIATION_MESSAGES.lineRequired })
  .int(RECONCILIATION_MESSAGES.lineRequired)
  .min(1, RECONCILIATION_MESSAGES.lineRequired)
  .max(1_000_000, RECONCILIATION_MESSAGES.lineRequired)

/** `POST /api/admin/reconciliation/{importId}/confirm` `{ lines: [N, …] }`, and the page's ticked boxes. */
export const ConfirmLinesSchema = z.object({
  lines: z
    .array(lineNumber, { required_error: RECONCILIATION_MESSAGES.linesRequired, invalid_type_error: RECONCILIATION_MESSAGES.linesRequired })
    .min(1, RECONCILIATION_MESSAGES.linesRequired)
    .max(STATEMENT_MAX_LINES, RECONCILIATION_MESSAGES.linesRequired),
})

/**
 * `POST /api/admin/reconciliation/{importId}/assign` `{ line, invoiceNumber }` or `{ line, donationId }`,
 * and the page's form under an unmatched line: the line recorded against an invoice or a pledge.
 */
export const AssignLineSchema = z
  .object({
    line: lineNumber,
    invoiceNumber: optionalText(40),
    donationId: optionalText(24),
  })
  .superRefine(({ invoiceNumber, donationId }, ctx) => {
    if (!invoiceNumber && !donationId) ctx.addIssue({ code: 'custom', path: ['invoiceNumber'], message: RECONCILIATION_MESSAGES.targetRequired })
    if (invoiceNumber && donationId) ctx.addIssue({ code: 'custom', path: ['invoiceNumber'], message: RECONCILIATION_MESSAGES.targetBoth })
  })
export type AssignLine = z.infer<typeof AssignLineSchema>
