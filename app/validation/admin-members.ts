import { z } from 'zod'
import { MEMBERSHIP_STATUSES } from '#app/domain/constants.ts'
import { MEMBER_ACCOUNT_MESSAGES } from './admin-messages.ts'
import { MembershipIdSchema } from './membership-id.ts'
import { MemberUpdateFields } from './membership.ts'

/**
 * The actions on a member account at /admin/members: each row's small forms post an `intent` and the
 * account's id (and, to set the status or the membership ID, the new value).
 */

export const MEMBER_ACCOUNT_INTENTS = ['set-status', 'set-membership-id', 'grant-admin', 'remove-admin', 'deactivate', 'reactivate'] as const

/** Issue 33: the roles and the last day, set on the page as PATCH /api/admin/members/{id} sets them (one service). */
export const MEMBER_RECORD_INTENTS = ['set-roles', 'set-last-day'] as const
export type MemberAccountIntent = (typeof MEMBER_ACCOUNT_INTENTS)[number]

const userId = z
  .string({ required_error: MEMBER_ACCOUNT_MESSAGES.notFound, invalid_type_error: MEMBER_ACCOUNT_MESSAGES.notFound })
  .regex(/^[0-9a-f]{24}$/i, MEMBER_ACCOUNT_MESSAGES.notFound)

const intentOnly = <T extends Exclude<MemberAccountIntent, 'set-status' | 'set-membership-id'>>(intent: T) => z.object({ intent: z.literal(intent), userId })

export const MemberAccountActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('set-status'),
      userId,
      membershipStatus: z.enum(MEMBERSHIP_STATUSES, { errorMap: () => ({ message: MEMBER_ACCOUNT_MESSAGES.statusRequired }) }),
    }),
    z.object({ intent: z.literal('set-membership-id'), userId, membershipId: MembershipIdSchema }),
    intentOnly('grant-admin'),
    intentOnly('remove-admin'),
    intentOnly('deactivate'),
    intentOnly('reactivate'),
    // No box ticked sends no `roles`: no roles.
    z.object({ intent: z.literal('set-roles'), userId, roles: MemberUpdateFields.roles.unwrap().default([]) }),
    // An empty day: no last day (a membership with no period to renew).
    z.object({ intent: z.literal('set-last-day'), userId, expiresAt: z.union([z.literal('').transform(() => null), MemberUpdateFields.expiresAt.unwrap()]) }),
  ],
  { errorMap: () => ({ message: MEMBER_ACCOUNT_MESSAGES.unknownAction }) },
)
export type MemberAccountAction = z.infer<typeof MemberAccountActionSchema>
