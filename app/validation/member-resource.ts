import { z } from 'zod'
import {
  MEMBER_RESOURCE_CATEGORY_MAX_LENGTH,
  MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH,
  MEMBER_RESOURCE_KINDS,
  MEMBER_RESOURCE_SORT_MAX,
  MEMBER_RESOURCE_TITLE_MAX_LENGTH,
  MEMBER_RESOURCE_URL_MAX_LENGTH,
} from '#app/domain/member-resources.ts'
import { optionalText, requiredText } from './fields.ts'
import { message } from './messages.ts'

/**
 * A member resource as an administrator writes it: the form of /admin-content/resources (and its edit
 * page) and POST/PUT /api/admin/resources. The document itself is the form's file or the API's
 * `documentId`; whether one is there depends on what is stored, so the service checks it.
 */

export const MEMBER_RESOURCE_MESSAGES = {
  kind: message('memberResource.kind'),
  urlRequired: message('memberResource.urlRequired'),
  urlHttps: message('memberResource.urlHttps'),
  documentRequired: message('memberResource.documentRequired'),
  documentIdInvalid: message('memberResource.documentIdInvalid'),
  sortOrder: message('memberResource.sortOrder'),
  published: message('memberResource.published'),
} as const

/** Only a secure web address: a member's browser opens it straight from the dashboard. */
export function isHttpsAddress(value: string) {
  if (!/^https:\/\//i.test(value)) return false
  try {
    return Boolean(new URL(value).hostname)
  } catch {
    return false
  }
}

const fields = {
  kind: z.enum(MEMBER_RESOURCE_KINDS, { errorMap: () => ({ message: MEMBER_RESOURCE_MESSAGES.kind }) }),
  title: requiredText(message('required.title'), MEMBER_RESOURCE_TITLE_MAX_LENGTH),
  titleMs: optionalText(MEMBER_RESOURCE_TITLE_MAX_LENGTH),
  description: optionalText(MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  descriptionMs: optionalText(MEMBER_RESOURCE_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  category: optionalText(MEMBER_RESOURCE_CATEGORY_MAX_LENGTH),
  categoryMs: optionalText(MEMBER_RESOURCE_CATEGORY_MAX_LENGTH),
  url: optionalText(MEMBER_RESOURCE_URL_MAX_LENGTH),
  sortOrder: z
    .number({ invalid_type_error: MEMBER_RESOURCE_MESSAGES.sortOrder })
    .int(MEMBER_RESOURCE_MESSAGES.sortOrder)
    .min(0, MEMBER_RESOURCE_MESSAGES.sortOrder)
    .max(MEMBER_RESOURCE_SORT_MAX, MEMBER_RESOURCE_MESSAGES.sortOrder)
    .default(0),
}

type Fields = z.output<z.ZodObject<typeof fields>>

/** A link needs its https address; a document's address field is ignored (and stored empty). */
function linkRule<T extends Fields>(value: T, ctx: z.RefinementCtx): T {
  if (value.kind === 'link') {
    if (!value.url) ctx.addIssue({ code: 'custom', path: ['url'], message: MEMBER_RESOURCE_MESSAGES.urlRequired })
    else if (!isHttpsAddress(value.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: MEMBER_RESOURCE_MESSAGES.urlHttps })
    return value
  }
  return { ...value, url: '' }
}

/**
 * A resource left without `published` is a draft, seen by administrators only: in JSON a missing key, in
 * the form an unticked checkbox (which sends nothing).
 */
export const MemberResourceSchema = z
  .object({ ...fields, published: z.boolean({ invalid_type_error: MEMBER_RESOURCE_MESSAGES.published }).default(false) })
  .transform(linkRule)

export type MemberResourceInput = z.output<typeof MemberResourceSchema>

/** The publish and unpublish buttons of the list, and PATCH /api/admin/resources/{id}. */
export const MemberResourcePublishSchema = z.object({
  published: z.boolean({ required_error: MEMBER_RESOURCE_MESSAGES.published, invalid_type_error: MEMBER_RESOURCE_MESSAGES.published }),
})
