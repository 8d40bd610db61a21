import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { membershipPaths } from '#app/config/member-paths.ts'
import { MAX_UPLOAD_BYTES } from '#app/domain/media.ts'
import { admitUpload } from '#app/services/media.server.ts'
import { attachPaymentProof } from '#app/services/payment-proofs.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { readMultipartUpload } from '#app/utils/multipart.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { PaymentProofFieldsSchema } from '#app/validation/membership.ts'
import { message } from '#app/validation/messages.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/** Nothing to show here: the form lives on the dashboard's Membership tab. */
export const toMembershipTab = () => redirect(membershipPaths.tab)

/**
 * The dashboard's transfer-slip form (multipart `file`, `reference`), without JavaScript too: the same
 * service as POST /api/membership/invoices/{id}/proof; back to the Membership tab with a toast that
 * says what happened (in the page's language: the root loader translates it).
 */
export async function sendSlipAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const back = (title: string, type: 'success' | 'error') => redirectWithToast(membershipPaths.tab, { type, title })
  const admitted = await admitUpload({ id: user.id, isAdmin: false })
  if (!admitted.allowed) return back(admitted.message, 'error')
  const upload = await readMultipartUpload(request, { fileField: 'file', maxFileBytes: MAX_UPLOAD_BYTES, maxFields: 5, maxFieldBytes: 4 * 1024, bodyTooLarge: context.bodyTooLarge })
  if (upload.status === 'too-large') return back(UPLOAD_MESSAGES.tooLarge, 'error')
  if (upload.status !== 'read') return back(UPLOAD_MESSAGES.notMultipart, 'error')
  const fields: Record<string, string> = {}
  for (const [name, value] of upload.fields) if (typeof value === 'string' && !(name in fields)) fields[name] = value
  const parsed = PaymentProofFieldsSchema.safeParse(fields)
  if (!parsed.success) return back(parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.notMultipart, 'error')
  const outcome = await attachPaymentProof(user, params.id ?? '', { file: upload.file, reference: parsed.data.reference })
  if (!outcome.ok) return back(outcome.message, 'error')
  return back(message('messages:membership.slipSent'), 'success')
}
