import { mediaPaths } from '#app/config/paths.ts'
import { MAX_APPLICATION_DOCUMENTS } from '#app/domain/media.ts'
import { listMediaOfOwners, type MediaRecord } from '#app/models/media.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { message } from '#app/validation/messages.ts'
import type { RegisterInput } from '#app/validation/auth.ts'
import type { Locale } from '#app/domain/locale.ts'
import { registerMember, type RegisterResult } from './account.server.ts'
import { auditActorOf, recordAdminAction } from './audit.server.ts'
import { admitUpload, prepareUpload, writePreparedUpload, type PreparedUpload } from './media.server.ts'

/**
 * An application's supporting documents (issue 18, item 2): up to three PDFs or photos sent with the
 * application form or `POST /api/auth/register` (multipart, `documents`), stored through the one upload
 * pipeline as the applicant's own private files (purpose `application`: the applicant and the staff of
 * the applications area may open them, domain/media.ts `MEDIA_PURPOSE_AREAS`). Every file is checked
 * before the account is made, so a refused file leaves nothing stored: no account, no file. Closing the
 * account erases them with the applicant's other uploads (account-closure.server.ts, step `media`).
 */

export type DocumentsCheck =
  | { ok: true; prepared: PreparedUpload[] }
  | { ok: false; status: 400 | 413 | 415 | 429; message: string; retryAfterSeconds?: number }

/** An applicant has no account yet: their uploads are counted against the address they send from. */
const applicantUploader = (clientIp: string) => ({ id: `applicant:${clientIp}`, isAdmin: false })

/** Checks every document (the count, the allowance, then each file's bytes) without storing any. */
export function checkApplicationDocuments(files: readonly UploadedFile[], clientIp: string): Promise<DocumentsCheck> {
  return checkDocumentsOf(applicantUploader(clientIp), files)
}

/**
 * The same checks for any uploader of application documents: an applicant before their account exists
 * (by address), or one answering the secretariat's request for more (by account).
 */
export async function checkDocumentsOf(uploader: { id: string; isAdmin: boolean }, files: readonly UploadedFile[]): Promise<DocumentsCheck> {
  if (files.length === 0) return { ok: true, prepared: [] }
  if (files.length > MAX_APPLICATION_DOCUMENTS) {
    return { ok: false, status: 400, message: message('messages:upload.tooManyDocuments', { max: MAX_APPLICATION_DOCUMENTS }) }
  }
  const admitted = await admitUpload(uploader)
  if (!admitted.allowed) return { ok: false, status: 429, message: admitted.message, retryAfterSeconds: admitted.retryAfterSeconds }
  const prepared: PreparedUpload[] = []
  for (const file of files) {
    const outcome = await prepareUpload({ uploader, file, purpose: 'application', visibility: 'private', alt: '' })
    if (outcome.status === 'refused') {
      const name = file.filename.trim()
      return { ok: false, status: outcome.httpStatus, message: name ? message('messages:upload.documentRefused', { name, message: outcome.message }) : outcome.message }
    }
    prepared.push(outcome)
  }
  return { ok: true, prepared }
}

/**
 * Registers an applicant (account.server.ts `registerMember`) and stores the documents already checked
 * as theirs, each in the audit log like the other uploads.
 */
export async function applyWithDocuments(
  input: RegisterInput & { locale: Locale },
  prepared: readonly PreparedUpload[],
  request: Request,
  clientIp: string,
): Promise<RegisterResult> {
  const result = await registerMember(input, request, clientIp)
  if (!result.ok || prepared.length === 0) return result
  const { user } = result
  for (const document of prepared) {
    const media = await writePreparedUpload(document, user.id)
    await recordAdminAction(auditActorOf(user), {
      action: 'uploaded-application-document',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.firstName} ${user.lastName} sent a supporting document with the application${media.originalName ? `: ${media.originalName}` : ''}`,
    })
  }
  return result
}

/** A document as the secretariat and the API see it: the address of its private download. */
export function applicationDocumentView(media: MediaRecord) {
  return {
    id: media.id,
    url: mediaPaths.download(media.id),
    name: media.originalName || `${media.kind === 'document' ? 'document' : 'photo'}-${media.id}`,
    type: media.mimeType,
    size: media.size,
  }
}
export type ApplicationDocumentView = ReturnType<typeof applicationDocumentView>

/** The supporting documents of each applicant, by account id (the queue reads them in one query). */
export async function documentsOfApplicants(userIds: readonly string[]): Promise<Map<string, ApplicationDocumentView[]>> {
  const byOwner = new Map<string, ApplicationDocumentView[]>()
  for (const media of await listMediaOfOwners(userIds, 'application')) {
    if (!media.ownerId) continue
    byOwner.set(media.ownerId, [...(byOwner.get(media.ownerId) ?? []), applicationDocumentView(media)])
  }
  return byOwner
}
