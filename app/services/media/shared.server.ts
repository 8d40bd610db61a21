import { MEDIA_PURPOSE_AREAS, type MediaPurpose } from '#app/domain/media.ts'
import { mayManage } from '#app/domain/roles.ts'

/**
 * What more than one part of the upload pipeline uses (services/media.server.ts): who is acting, the
 * purpose-to-role rule, and the shape of a refusal.
 */

export interface MediaActor {
  id: string
  isAdmin: boolean
  /** Staff roles (domain/roles.ts): left out, an administrator's `isAdmin` opens every staff file. */
  roles?: readonly string[] | null
}

/**
 * The purpose-to-role rule (issue 18 for reading, issue 30 for the rest): a file of a purpose that
 * belongs to one part of the administration is that part's staff's; any other file any staff account's.
 */
export function staffMayHandle(purpose: string | undefined, actor: MediaActor) {
  const area = MEDIA_PURPOSE_AREAS[purpose as MediaPurpose]
  return actor.isAdmin && (!area || mayManage(actor, area))
}

export type UploadRefusal = {
  status: 'refused'
  httpStatus: 400 | 413 | 415
  message: string
  /** The form field the message belongs under. */
  field: 'file' | 'alt' | 'visibility' | 'purpose'
}

export const refuse = (httpStatus: UploadRefusal['httpStatus'], message: string, field: UploadRefusal['field'] = 'file'): UploadRefusal => ({
  status: 'refused',
  httpStatus,
  message,
  field,
})
