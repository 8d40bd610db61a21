import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { credentialPaths } from '#app/config/credential-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { credentialQueue, reviewCredential } from '#app/services/credentials.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CREDENTIAL_MESSAGES, CredentialRejectSchema, credentialStatusOf } from '#app/validation/credentials.ts'

/**
 * /admin/credentials (issue 36, item 4; decision 045): the CPD reviewer's queue of members' credentials
 * (`?status=pending|confirmed|rejected`), each with its certificate, and the confirm and reject forms:
 * the same service as POST /api/admin/credentials/{id}/confirm|reject.
 */
export async function loadCredentialsQueue({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'cpd')
  const status = credentialStatusOf(new URL(request.url).searchParams.get('status')) ?? 'pending'
  return json({
    status,
    credentials: await credentialQueue(status),
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'credentials.admin', 'credentials.kinds', 'credentials.list']),
  })
}

/** What a refused decision sends back: the credential it was about, the message, the reason typed. */
export interface CredentialDecisionFailure {
  credentialId: string
  intent: string
  message: string
  reason: string
}

/** POST `intent=confirm` or `intent=reject` (with `reason`), and `credentialId`. */
export async function credentialsQueueAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'cpd')
  const formData = await readFormData(request)
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value.slice(0, 1000) : ''
  }
  const id = text('credentialId')
  const fail = (status: number, message: string) => json<CredentialDecisionFailure>({ credentialId: id, intent: text('intent'), message, reason: text('reason') }, { status })
  const intent = text('intent')
  let decision: { action: 'confirm' } | { action: 'reject'; reason: string }
  if (intent === 'confirm') decision = { action: 'confirm' }
  else if (intent === 'reject') {
    const parsed = CredentialRejectSchema.safeParse({ reason: formData.get('reason') ?? undefined })
    if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? CREDENTIAL_MESSAGES.reasonRequired)
    decision = { action: 'reject', reason: parsed.data.reason }
  } else return fail(400, CREDENTIAL_MESSAGES.notFound)
  const result = await reviewCredential(auditActorOf(admin), id, decision)
  if (!result.ok) return fail(result.status, result.message)
  return redirectWithToast(credentialPaths.admin, { type: 'success', title: decision.action === 'confirm' ? CREDENTIAL_MESSAGES.confirmed : CREDENTIAL_MESSAGES.rejected })
}
