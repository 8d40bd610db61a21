import { z } from 'zod'
import { MEMBERSHIP_ID_PATTERN } from '#app/domain/constants.ts'
import { MEMBERSHIP_ID_FORMAT_MESSAGE } from './auth-messages.ts'
import { MEMBERSHIP_ID_MAX_LENGTH } from './form-limits.ts'
import { message } from './messages.ts'

/**
 * A member account's membership ID, as a member types it at registration and an administrator sets it
 * on /admin/members: trimmed, upper-cased, EMP and digits. A listing is linked to the account with the
 * same ID.
 */
export const MembershipIdSchema = z
  .string({ required_error: message('membershipId.required'), invalid_type_error: message('membershipId.required') })
  .trim()
  .toUpperCase()
  .min(1, message('membershipId.required'))
  .max(MEMBERSHIP_ID_MAX_LENGTH, message('membershipId.tooLong', { max: MEMBERSHIP_ID_MAX_LENGTH }))
  // Checked only once it is not empty, so an empty field shows one message, not two.
  .pipe(z.string().regex(MEMBERSHIP_ID_PATTERN, MEMBERSHIP_ID_FORMAT_MESSAGE))

/** PUT /api/admin/members/{id}: what an administrator may set on an account through the API. */
export const AdminMemberUpdateSchema = z.object({ membershipId: MembershipIdSchema })
export type AdminMemberUpdate = z.infer<typeof AdminMemberUpdateSchema>
