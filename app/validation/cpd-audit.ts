import { z } from 'zod'
import { MONTH } from '#app/domain/cpd-audit.ts'
import { message, messagesOf } from './messages.ts'
import { optionalText } from './fields.ts'

/** Every sentence the renewal declaration and the CPD audit (issue 36, item 5) answer with. */
export const CPD_AUDIT_MESSAGES = messagesOf({
  declarationFirst: 'messages:cpdAudit.declarationFirst',
  noRenewal: 'messages:cpdAudit.noRenewal',
  declared: 'messages:cpdAudit.declared',
  alreadyDeclared: 'messages:cpdAudit.alreadyDeclared',
  answerRequired: 'messages:cpdAudit.answerRequired',
  reasonRequired: 'messages:cpdAudit.reasonRequired',
  notDrawn: 'messages:cpdAudit.notDrawn',
  closed: 'messages:cpdAudit.closed',
  evidenceAdded: 'messages:cpdAudit.evidenceAdded',
  evidenceWithdrawn: 'messages:cpdAudit.evidenceWithdrawn',
  fileNotFound: 'messages:cpdAudit.fileNotFound',
  fileSeen: 'messages:cpdAudit.fileSeen',
  fileRequired: 'messages:cpdAudit.fileRequired',
  submitted: 'messages:cpdAudit.submitted',
  caseNotFound: 'messages:cpdAudit.caseNotFound',
  drawNotFound: 'messages:cpdAudit.drawNotFound',
  monthInvalid: 'messages:cpdAudit.monthInvalid',
  yearInvalid: 'messages:cpdAudit.yearInvalid',
  outcomeRecorded: 'messages:cpdAudit.outcomeRecorded',
  moreAsked: 'messages:cpdAudit.moreAsked',
  decided: 'messages:cpdAudit.decided',
  notAskedMore: 'messages:cpdAudit.notAskedMore',
  askedMoreAlready: 'messages:cpdAudit.askedMoreAlready',
  decisionRequired: 'messages:cpdAudit.decisionRequired',
})

/** A yes/no answer: the form's radio ('yes'/'no') or JSON's true/false. */
const answer = z.preprocess(
  (value) => (value === true ? 'yes' : value === false ? 'no' : value),
  z.enum(['yes', 'no'], { errorMap: () => ({ message: CPD_AUDIT_MESSAGES.answerRequired }) }),
)

/**
 * `POST /api/membership/declaration` and /member-dashboard/membership/declaration: that the CPD target
 * was met and the credentials are current, each yes, or no with a reason (a "no" is recorded, never refused).
 */
export const DeclarationSchema = z
  .object({
    cpdTargetMet: answer,
    cpdReason: optionalText(1000, { multiline: true }),
    credentialsCurrent: answer,
    credentialsReason: optionalText(1000, { multiline: true }),
  })
  .superRefine((value, ctx) => {
    if (value.cpdTargetMet === 'no' && !value.cpdReason) ctx.addIssue({ code: 'custom', path: ['cpdReason'], message: CPD_AUDIT_MESSAGES.reasonRequired })
    if (value.credentialsCurrent === 'no' && !value.credentialsReason) {
      ctx.addIssue({ code: 'custom', path: ['credentialsReason'], message: CPD_AUDIT_MESSAGES.reasonRequired })
    }
  })
export type DeclarationInput = z.infer<typeof DeclarationSchema>

/** The reviewer's outcome of a case (`POST /api/admin/cpd-audits/{id}/outcome` and the case's page). */
export const OutcomeSchema = z.object({
  decision: z.enum(['met', 'ask-more', 'met-after-more-evidence', 'not-met'], { errorMap: () => ({ message: CPD_AUDIT_MESSAGES.decisionRequired }) }),
  note: optionalText(2000, { multiline: true }),
})
export type OutcomeInput = z.infer<typeof OutcomeSchema>

/** `?month=YYYY-MM`. */
export const MonthSchema = z.string().regex(MONTH, message('messages:cpdAudit.monthInvalid'))
