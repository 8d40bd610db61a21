import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { APPEAL_PERIOD_DAYS } from '#app/domain/concerns.ts'
import { addDays } from '#app/domain/dates.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import {
  acknowledgeConcern,
  addConcernDocument,
  addConcernNote,
  closeConcern,
  concernCase,
  decideConcern,
  putToPractitioner,
  recordComplainantAppeal,
  recordFinalDecision,
  type CaseResult,
} from '#app/services/concern-cases.server.ts'
import { withdrawSanction } from '#app/services/sanctions.server.ts'
import { readFileForm } from '#app/services/upload-forms.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import {
  CONCERN_DOCUMENT_FIELD,
  ConcernCloseSchema,
  ConcernComplainantAppealSchema,
  ConcernDecisionSchema,
  ConcernDocumentFieldsSchema,
  ConcernFinalDecisionSchema,
  ConcernNoteSchema,
  ConcernPutSchema,
  SanctionWithdrawSchema,
} from '#app/validation/concern.ts'
import { message } from '#app/validation/messages.ts'
import { RESPONSE_DAYS } from '#app/domain/concerns.ts'

/**
 * /admin/concerns/{id} (issue 36): one case, its clocks and timeline, and a form for each step it is open
 * to. Each form names its `intent`; the same schemas and services as the API twins under
 * /api/admin/concerns/{id}/… and /api/admin/sanctions/{id}/withdraw.
 */
export async function loadCasePage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'conduct')
  const found = await concernCase(params.id ?? '')
  if (!found) throw json({ message: message('messages:concern.notFound') }, { status: 404 })
  const decidedDay = found.today
  return json({
    ...found,
    defaults: { today: found.today, responseDue: addDays(found.today, RESPONSE_DAYS), sanctionFrom: addDays(decidedDay, APPEAL_PERIOD_DAYS + 1) },
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'conduct']),
  })
}

export const CASE_INTENTS = ['acknowledge', 'put-to-practitioner', 'add-note', 'add-document', 'decide', 'record-appeal', 'final-decision', 'close', 'withdraw-sanction'] as const
export type CaseIntent = (typeof CASE_INTENTS)[number]

export interface CaseFailure {
  intent: CaseIntent
  formError: string | null
  fieldErrors: Record<string, string[]>
  /** What was typed in the refused step's form, drawn again in it (the page works without JavaScript). */
  values?: Record<string, string>
}

function errorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

export async function casePageAction({ request, params }: ActionFunctionArgs) {
  const actor = accountActorOf(await requireAdmin(request, 'conduct'))
  const id = params.id ?? ''
  const form = await readFileForm(request, CONCERN_DOCUMENT_FIELD)
  if (form.status === 'refused') return json<CaseFailure>({ intent: 'add-document', formError: null, fieldErrors: { [CONCERN_DOCUMENT_FIELD]: [form.message] } }, { status: form.httpStatus })
  const { formData } = form
  const asked = String(formData.get('intent') ?? '')
  const intent = (CASE_INTENTS as readonly string[]).includes(asked) ? (asked as CaseIntent) : null
  if (!intent) return json<CaseFailure>({ intent: 'add-note', formError: message('messages:concern.wrongStep'), fieldErrors: {} }, { status: 400 })
  const fields = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>
  const fail = (status: number, formError: string | null, fieldErrors: Record<string, string[]> = {}) => json<CaseFailure>({ intent, formError, fieldErrors, values: fields }, { status })
  const answer = (result: CaseResult | { ok: true; message: string } | { ok: false; status: number; message: string; fieldErrors?: Record<string, string[]> }) =>
    result.ok ? redirectWithToast(conductPaths.case(id), { type: 'success', title: result.message }) : fail(result.status, result.fieldErrors ? null : result.message, result.fieldErrors ?? {})

  switch (intent) {
    case 'acknowledge':
      return answer(await acknowledgeConcern(actor, id))
    case 'put-to-practitioner': {
      const parsed = ConcernPutSchema.safeParse(fields)
      return parsed.success ? answer(await putToPractitioner(actor, id, parsed.data)) : fail(400, null, errorsOf(parsed.error))
    }
    case 'add-note': {
      const parsed = ConcernNoteSchema.safeParse(fields)
      return parsed.success ? answer(await addConcernNote(actor, id, parsed.data.text)) : fail(400, null, errorsOf(parsed.error))
    }
    case 'add-document': {
      const parsed = ConcernDocumentFieldsSchema.safeParse(fields)
      if (!parsed.success) return fail(400, null, errorsOf(parsed.error))
      return answer(await addConcernDocument(actor, id, { file: form.files[0] ?? null, text: parsed.data.text, shared: parsed.data.shared }))
    }
    case 'decide': {
      const parsed = ConcernDecisionSchema.safeParse(fields)
      return parsed.success ? answer(await decideConcern(actor, id, parsed.data)) : fail(400, null, errorsOf(parsed.error))
    }
    case 'record-appeal': {
      const parsed = ConcernComplainantAppealSchema.safeParse(fields)
      return parsed.success ? answer(await recordComplainantAppeal(actor, id, parsed.data)) : fail(400, null, errorsOf(parsed.error))
    }
    case 'final-decision': {
      const parsed = ConcernFinalDecisionSchema.safeParse({ ...fields, outcome: fields.outcome || undefined })
      return parsed.success ? answer(await recordFinalDecision(actor, id, parsed.data)) : fail(400, null, errorsOf(parsed.error))
    }
    case 'close': {
      const parsed = ConcernCloseSchema.safeParse(fields)
      return parsed.success ? answer(await closeConcern(actor, id, parsed.data.reason)) : fail(400, null, errorsOf(parsed.error))
    }
    case 'withdraw-sanction': {
      const parsed = SanctionWithdrawSchema.safeParse(fields)
      if (!parsed.success) return fail(400, null, errorsOf(parsed.error))
      const sanctionId = String(fields.sanctionId ?? '')
      // Only a sanction of this case, from this page.
      if (!sanctionId.startsWith(`${id}:`)) return fail(404, message('messages:concern.sanctionNotFound'))
      return answer(await withdrawSanction(actor, sanctionId, 'withdrawn'))
    }
  }
}
