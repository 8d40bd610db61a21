import { memberResourcePaths } from '#app/config/member-paths.ts'
import type { Locale } from '#app/domain/locale.ts'
import { localizedField } from '#app/domain/locale.ts'
import { mayUseMemberResources, type MemberResourceView } from '#app/domain/member-resources.ts'
import {
  deleteMemberResourceRecord,
  getMemberResource,
  insertMemberResource,
  listMemberResources,
  listPublishedMemberResources,
  updateMemberResource,
  type MemberResourceRecord,
} from '#app/models/member-resource.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { message } from '#app/validation/messages.ts'
import { MEMBER_RESOURCE_MESSAGES, type MemberResourceInput } from '#app/validation/member-resource.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { deleteMedia, getAttachableMedia, openDocumentDownload, type MediaActor } from './media.server.ts'
import { storeFormUpload, type FormUploadOutcome } from './upload-forms.server.ts'

/**
 * Member resources (issue 17, item 3): documents (a private PDF upload) and links that administrators
 * of the `content` area publish to members, shown on the dashboard's "Member Resources" tab. The admin
 * pages (/admin-content/resources) and /api/admin/resources call these; every change is audited.
 * A document is served only by /member-dashboard/resources/{id}/download, to a signed-in account, while
 * its resource is published.
 */

export const MEMBER_RESOURCE_ANSWERS = {
  created: message('messages:memberResources.created'),
  updated: message('messages:memberResources.updated'),
  deleted: message('messages:memberResources.deleted'),
  published: message('messages:memberResources.published'),
  unpublished: message('messages:memberResources.unpublished'),
  notFound: message('messages:memberResources.notFound'),
  membersOnly: message('messages:memberResources.membersOnly'),
  saveFailed: message('messages:memberResources.saveFailed'),
  deleteFailed: message('messages:memberResources.deleteFailed'),
} as const

export type Staff = MediaActor & AuditActor

export interface ResourceDocument {
  mediaId: string
  size: number
  name: string
}

export function listMemberResourcesForAdmin() {
  return listMemberResources()
}

export function getMemberResourceForAdmin(id: string) {
  return getMemberResource(id)
}

/**
 * The published resources in the member's language (each text in Malay where it is written); null for
 * an account that may not use them (the tab says why).
 */
export async function listMemberResourcesForMember(user: Parameters<typeof mayUseMemberResources>[0], locale: Locale): Promise<MemberResourceView[] | null> {
  if (!mayUseMemberResources(user)) return null
  const resources = await listPublishedMemberResources()
  return resources.map((resource) => {
    const title = localizedField(resource, 'title', locale)
    const description = localizedField(resource, 'description', locale)
    const category = localizedField(resource, 'category', locale)
    return {
      id: resource.id,
      kind: resource.kind,
      title: title.text,
      description: description.text,
      category: category.text,
      langs: { title: title.lang, description: description.lang, category: category.lang },
      href: resource.kind === 'document' ? memberResourcePaths.download(resource.id) : resource.url,
      size: resource.document?.size ?? null,
    }
  })
}

/** Stores a form's PDF as a private member-resource document (counted against the uploader's allowance). */
export async function storeResourceDocument(uploader: MediaActor, file: UploadedFile): Promise<FormUploadOutcome> {
  return storeFormUpload(uploader, file, { purpose: 'member-resource', alt: '' })
}

export function documentOfMedia(media: { id: string; size: number; originalName: string }): ResourceDocument {
  return { mediaId: media.id, size: media.size, name: media.originalName }
}

/** The API's `documentId`: a PDF the administrator uploaded with POST /api/media for `member-resource`; 'invalid' otherwise. */
export async function documentOfMediaId(actor: MediaActor, documentId: unknown): Promise<ResourceDocument | 'invalid'> {
  if (typeof documentId !== 'string') return 'invalid'
  const media = await getAttachableMedia(documentId, actor, 'member-resource')
  return media ? documentOfMedia(media) : 'invalid'
}

export type SaveOutcome =
  | { ok: true; resource: MemberResourceRecord }
  | { ok: false; status: 400 | 404; message: string; fieldErrors?: Record<string, string[]> }

const describe = (resource: { title: string; kind: string }) => `member resource "${resource.title}" (${resource.kind})`

/**
 * Adds (`id` null) or replaces a resource. `document`: a newly stored PDF, or undefined to keep the
 * resource's own. A document needs a PDF; a link has none (a document it had is deleted, as is one a new
 * PDF replaces).
 */
export async function saveMemberResource(actor: Staff, id: string | null, input: MemberResourceInput, document: ResourceDocument | undefined): Promise<SaveOutcome> {
  const existing = id === null ? null : await getMemberResource(id)
  if (id !== null && !existing) return { ok: false, status: 404, message: MEMBER_RESOURCE_ANSWERS.notFound }
  const kept = input.kind === 'document' ? (document ?? existing?.document ?? null) : null
  if (input.kind === 'document' && !kept) {
    return { ok: false, status: 400, message: MEMBER_RESOURCE_MESSAGES.documentRequired, fieldErrors: { document: [MEMBER_RESOURCE_MESSAGES.documentRequired] } }
  }
  const fields = { ...input, document: kept }
  const resource = existing ? await updateMemberResource(existing.id, fields) : await insertMemberResource(fields)
  if (!resource) return { ok: false, status: 404, message: MEMBER_RESOURCE_ANSWERS.notFound }
  if (existing?.document && existing.document.mediaId !== kept?.mediaId) await deleteMedia(existing.document.mediaId, actor).catch(() => 'not-found')
  await recordAdminAction(actor, {
    action: existing ? 'updated' : 'created',
    entityType: 'member-resource',
    entityId: resource.id,
    summary: `${existing ? 'Updated' : 'Created'} ${describe(resource)}${resource.published ? ', published' : ', not published'}`,
  })
  return { ok: true, resource }
}

/** Shows a resource to members, or hides it; null when there is none. */
export async function setMemberResourcePublished(actor: AuditActor, id: string, published: boolean) {
  const resource = await updateMemberResource(id, { published })
  if (!resource) return null
  await recordAdminAction(actor, {
    action: published ? 'published' : 'unpublished',
    entityType: 'member-resource',
    entityId: resource.id,
    summary: `${published ? 'Published' : 'Unpublished'} ${describe(resource)}`,
  })
  return resource
}

/** Deletes a resource and its PDF; false when there is none. */
export async function deleteMemberResource(actor: Staff, id: string) {
  const resource = await deleteMemberResourceRecord(id)
  if (!resource) return false
  if (resource.document) await deleteMedia(resource.document.mediaId, actor).catch(() => 'not-found')
  await recordAdminAction(actor, { action: 'deleted', entityType: 'member-resource', entityId: resource.id, summary: `Deleted ${describe(resource)}` })
  return true
}

/**
 * A published document's PDF for a member who may use the resources ('members-only' for anyone else,
 * whatever the id); null for anything else (a draft, a link, no such id).
 */
export async function openMemberResourceDocument(user: Parameters<typeof mayUseMemberResources>[0], id: string) {
  if (!mayUseMemberResources(user)) return 'members-only' as const
  const resource = await getMemberResource(id)
  if (!resource?.published || resource.kind !== 'document' || !resource.document) return null
  return openDocumentDownload(resource.document.mediaId)
}
