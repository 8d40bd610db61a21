import { z } from 'zod'
import { CONCERN_OUTCOMES } from '#app/domain/concerns.ts'
import { EmailSchema } from './contact.ts'
import { calendarDay, optionalText, requiredText } from './fields.ts'
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './form-limits.ts'
import { message } from './messages.ts'
import {
  CONCERN_DESCRIPTION_MAX_LENGTH,
  CONCERN_DESCRIPTION_MIN_LENGTH,
  CONCERN_TEXT_MAX_LENGTH,
  FINAL_ACTIONS,
  SANCTION_SUMMARY_MAX_LENGTH,
} from './concern-limits.ts'

/**
 * A concern raised about a practitioner (issue 36, item 1; decision 042): the public form
 * (/raise-a-concern) and POST /api/concerns, and the conduct officer's and the practitioner's steps.
 */

export * from './concern-limits.ts'

/** A form's checkbox sends `on`; a script `true`. Anything else is not an acceptance. */
const accepted = (required: string) =>
  z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean()).refine((value) => value, required)

const PHONE_PATTERN = /^\+?[0-9\s().-]{6,}$/

export const ConcernSchema = z
  .object({
    practitionerId: optionalText(24),
    practitionerName: optionalText(200),
    name: requiredText(message('name.required'), NAME_MAX_LENGTH),
    email: EmailSchema,
    phone: optionalText(PHONE_MAX_LENGTH).refine((value) => value === '' || (PHONE_PATTERN.test(value) && /\d{6,}/.test(value.replace(/\D/g, ''))), message('phone.invalid')),
    description: requiredText(message('concern.descriptionRequired'), CONCERN_DESCRIPTION_MAX_LENGTH, { multiline: true }).refine(
      (value) => value.length >= CONCERN_DESCRIPTION_MIN_LENGTH,
      message('concern.descriptionTooShort', { min: CONCERN_DESCRIPTION_MIN_LENGTH }),
    ),
    acceptPrivacy: accepted(message('concern.privacyRequired')),
  })
  .superRefine((value, ctx) => {
    if (!value.practitionerId && !value.practitionerName) ctx.addIssue({ code: 'custom', path: ['practitionerName'], message: message('concern.practitionerRequired') })
  })
export type ConcernInput = z.infer<typeof ConcernSchema>

export const ConcernPutSchema = z.object({
  text: requiredText(message('concern.textRequired'), CONCERN_TEXT_MAX_LENGTH, { multiline: true }),
  responseDue: calendarDay(message('concern.responseDue'), message('date.invalid')),
})
export type ConcernPutInput = z.infer<typeof ConcernPutSchema>

export const ConcernNoteSchema = z.object({
  text: requiredText(message('concern.textRequired'), CONCERN_TEXT_MAX_LENGTH, { multiline: true }),
})

export const ConcernDocumentFieldsSchema = z.object({
  text: optionalText(500),
  shared: z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean()),
})

const optionalDay = z
  .string({ invalid_type_error: message('date.invalid') })
  .trim()
  .optional()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), message('date.invalid'))

/** A sanction's terms, given with a decision of warning, conditions, suspension or removal. */
const sanctionFields = {
  from: optionalDay,
  until: optionalDay,
  summary: optionalText(SANCTION_SUMMARY_MAX_LENGTH, { multiline: true }),
  summaryMs: optionalText(SANCTION_SUMMARY_MAX_LENGTH, { multiline: true }),
}

function checkSanction(value: { outcome: string; from: string; until: string; summary: string; summaryMs: string }, ctx: z.RefinementCtx) {
  if (!['warning', 'conditions', 'suspension', 'removal'].includes(value.outcome)) return
  if (!value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: message('concern.sanctionFrom') })
  if (value.outcome !== 'removal' && !value.until) ctx.addIssue({ code: 'custom', path: ['until'], message: message('concern.sanctionUntil') })
  if (value.outcome !== 'removal' && value.from && value.until && value.until < value.from) ctx.addIssue({ code: 'custom', path: ['until'], message: message('concern.sanctionOrder') })
  if (!value.summary) ctx.addIssue({ code: 'custom', path: ['summary'], message: message('concern.summaryRequired') })
  if (!value.summaryMs) ctx.addIssue({ code: 'custom', path: ['summaryMs'], message: message('concern.summaryRequired') })
}

export const ConcernDecisionSchema = z
  .object({
    outcome: z.enum(CONCERN_OUTCOMES, { errorMap: () => ({ message: message('concern.outcomeRequired') }) }),
    reasons: requiredText(message('concern.textRequired'), CONCERN_TEXT_MAX_LENGTH, { multiline: true }),
    ...sanctionFields,
  })
  .superRefine(checkSanction)
export type ConcernDecisionInput = z.infer<typeof ConcernDecisionSchema>

export const ConcernFinalDecisionSchema = z
  .object({
    action: z.enum(FINAL_ACTIONS, { errorMap: () => ({ message: message('concern.finalActionRequired') }) }),
    outcome: z.enum(CONCERN_OUTCOMES).optional(),
    reasons: requiredText(message('concern.textRequired'), CONCERN_TEXT_MAX_LENGTH, { multiline: true }),
    ...sanctionFields,
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'vary') return
    if (!value.outcome) {
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: message('concern.outcomeRequired') })
      return
    }
    checkSanction({ ...value, outcome: value.outcome }, ctx)
  })
export type ConcernFinalDecisionInput = z.infer<typeof ConcernFinalDecisionSchema>

export const ConcernCloseSchema = z.object({ reason: requiredText(message('concern.textRequired'), 500, { multiline: true }) })
export const SanctionWithdrawSchema = z.object({ reason: requiredText(message('concern.textRequired'), 500, { multiline: true }) })
export const ConcernResponseFieldsSchema = z.object({ text: requiredText(message('concern.textRequired'), CONCERN_TEXT_MAX_LENGTH, { multiline: true }) })
export const ConcernAppealSchema = z.object({ grounds: requiredText(message('concern.groundsRequired'), CONCERN_TEXT_MAX_LENGTH, { multiline: true }) })
/** The complainant's appeal, received by letter or mail and recorded by the conduct officer: its grounds and the day it arrived. */
export const ConcernComplainantAppealSchema = ConcernAppealSchema.extend({ receivedOn: calendarDay(message('concern.appealReceivedOn'), message('date.invalid')) })
export type ConcernComplainantAppealInput = z.infer<typeof ConcernComplainantAppealSchema>
