import { MEDIA_PURPOSE_RULES, type MediaPurpose } from '#app/domain/media.ts'
import { getMediaById, type MediaRecord } from '#app/models/media.server.ts'
import { staffMayHandle, type MediaActor } from './shared.server.ts'

/** Who may see, delete and attach which file (services/media.server.ts). */

/**
 * A private file: its owner and administrators (for an application's documents or a donation's slip,
 * the staff of that part of the administration only: MEDIA_PURPOSE_AREAS); a public one: everyone.
 */
export function mayView(media: Pick<MediaRecord, 'visibility' | 'ownerId'> & { purpose?: string }, viewer: MediaActor | null) {
  if (media.visibility === 'public') return true
  if (!viewer) return false
  if (media.ownerId !== null && media.ownerId === viewer.id) return true
  return staffMayHandle(media.purpose, viewer)
}

/**
 * Deleting, replacing or attaching someone else's file: by the same rule as opening it (a treasurer
 * may not delete an applicant's documents she may not open). The owner may, always.
 */
export function mayDelete(media: Pick<MediaRecord, 'ownerId'> & { purpose?: string }, actor: MediaActor) {
  return (media.ownerId !== null && media.ownerId === actor.id) || staffMayHandle(media.purpose, actor)
}

/**
 * The media a form may attach to a record of `purpose`: it exists, the actor may use it (their own, or
 * any for an administrator), it is of a kind the purpose takes, and the purpose is the actor's to use.
 * Null otherwise: the form answers "choose a file" as if none had been sent.
 */
export async function getAttachableMedia(id: string, actor: MediaActor, purpose: MediaPurpose): Promise<MediaRecord | null> {
  const rule = MEDIA_PURPOSE_RULES[purpose]
  if (rule.adminOnly && !staffMayHandle(purpose, actor)) return null
  const media = await getMediaById(id)
  if (!media || !mayDelete(media, actor)) return null
  if (!rule.kinds.includes(media.kind)) return null
  if (rule.visibility !== 'either' && media.visibility !== rule.visibility) return null
  return media
}

/** A media document, when the viewer may see it (null alike for none and for one they may not). */
export async function getMediaForViewer(id: string, viewer: MediaActor | null): Promise<MediaRecord | null> {
  const media = await getMediaById(id)
  return media && mayView(media, viewer) ? media : null
}
