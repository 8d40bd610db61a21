import { rolesOf, type WithRoles } from './roles.ts'
/**
 * Member resources (issue 17, item 3): documents and links (a recording, a slide deck online) that the
 * association publishes to its members on the dashboard's "Member Resources" tab. Browser-safe.
 */

/** A PDF uploaded through the media pipeline, or a web address (https only). */
export const MEMBER_RESOURCE_KINDS = ['document', 'link'] as const
export type MemberResourceKind = (typeof MEMBER_RESOURCE_KINDS)[number]

export const MEMBER_RESOURCE_TITLE_MAX_LENGTH = 200
export const MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH = 1000
export const MEMBER_RESOURCE_CATEGORY_MAX_LENGTH = 80
export const MEMBER_RESOURCE_URL_MAX_LENGTH = 2000
export const MEMBER_RESOURCE_SORT_MAX = 999

/** The form's file field and the JSON API's id of a PDF uploaded with POST /api/media. */
export const MEMBER_RESOURCE_FILE_FIELD = 'document'

/** A resource as the dashboard shows it, in the page's language. */
export interface MemberResourceView {
  id: string
  kind: MemberResourceKind
  title: string
  description: string
  category: string
  /** The language each text is in (English on a Malay page where no Malay version is written). */
  langs: { title: 'en' | 'ms'; description: 'en' | 'ms'; category: 'en' | 'ms' }
  /** A link's address, or the member-only download of a document. */
  href: string
  /** A document's size in bytes; null for a link. */
  size: number | null
}

/** "1.2 MB", "340 KB": a download's size as a person reads it (decimal units, one decimal under 10). */
export function formatFileSize(bytes: number, locale: 'en' | 'ms'): string {
  const number = (value: number) => value.toLocaleString(locale === 'ms' ? 'ms-MY' : 'en-GB', { maximumFractionDigits: value < 10 ? 1 : 0 })
  if (bytes >= 1_000_000) return `${number(bytes / 1_000_000)} MB`
  if (bytes >= 1_000) return `${number(bytes / 1_000)} KB`
  return `${bytes} B`
}

/**
 * Who may open the association's member resources (issue 30): a member whose membership is active (a
 * renewal that is due is still active), and the staff who publish them. A pending applicant, an
 * expired, suspended or rejected member may not.
 */
export function mayUseMemberResources(user: { membershipStatus?: string | null } & WithRoles) {
  return user.membershipStatus === 'active' || rolesOf(user).length > 0
}
