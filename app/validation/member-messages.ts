import { z } from 'zod'
import { MEMBER_MESSAGE_CATEGORIES, MEMBER_MESSAGE_GROUPS } from '#app/domain/member-messages.ts'
import { MEMBERSHIP_TYPES } from '#app/domain/membership-types.ts'
import { optionalText, requiredText } from './fields.ts'
import { message } from './messages.ts'

/**
 * A message to members as the secretariat writes it (issue 35, item 5): the page /admin/messages/members
 * and POST /api/admin/member-messages. The English text is required, the Malay one optional (both its
 * subject and text, or neither); the group, with the membership type, event or meeting it names; the
 * category. Whether the event or meeting exists is the service's to check.
 */
export const MEMBER_MESSAGE_SUBJECT_MAX_LENGTH = 200
export const MEMBER_MESSAGE_BODY_MAX_LENGTH = 20_000

const OBJECT_ID = /^[0-9a-f]{24}$/i
const optionalId = (invalid: string) => optionalText(24).refine((value) => value === '' || OBJECT_ID.test(value), invalid)

export const MemberMessageSchema = z
  .object({
    subjectEn: requiredText(message('memberMessage.subjectRequired'), MEMBER_MESSAGE_SUBJECT_MAX_LENGTH),
    bodyEn: requiredText(message('memberMessage.bodyRequired'), MEMBER_MESSAGE_BODY_MAX_LENGTH, { multiline: true }),
    subjectMs: optionalText(MEMBER_MESSAGE_SUBJECT_MAX_LENGTH),
    bodyMs: optionalText(MEMBER_MESSAGE_BODY_MAX_LENGTH, { multiline: true }),
    group: z.enum(MEMBER_MESSAGE_GROUPS, { errorMap: () => ({ message: message('memberMessage.groupRequired') }) }),
    membershipType: z
      .enum(['', ...MEMBERSHIP_TYPES], { errorMap: () => ({ message: message('memberMessage.membershipTypeRequired') }) })
      .optional()
      .transform((value) => value ?? ''),
    eventId: optionalId(message('memberMessage.eventRequired')),
    meetingId: optionalId(message('memberMessage.meetingRequired')),
    category: z.enum(MEMBER_MESSAGE_CATEGORIES, { errorMap: () => ({ message: message('memberMessage.categoryRequired') }) }),
  })
  .superRefine((value, ctx) => {
    // Each rule only between fields that passed (superRefine runs on a partly failed object too).
    if (typeof value.subjectMs === 'string' && typeof value.bodyMs === 'string') {
      if (value.subjectMs && !value.bodyMs) ctx.addIssue({ code: 'custom', path: ['bodyMs'], message: message('memberMessage.malayBoth') })
      if (value.bodyMs && !value.subjectMs) ctx.addIssue({ code: 'custom', path: ['subjectMs'], message: message('memberMessage.malayBoth') })
    }
    if (value.group === 'type' && !value.membershipType) ctx.addIssue({ code: 'custom', path: ['membershipType'], message: message('memberMessage.membershipTypeRequired') })
    if (value.group === 'event' && !value.eventId) ctx.addIssue({ code: 'custom', path: ['eventId'], message: message('memberMessage.eventRequired') })
    if (value.group === 'meeting' && !value.meetingId) ctx.addIssue({ code: 'custom', path: ['meetingId'], message: message('memberMessage.meetingRequired') })
  })
export type MemberMessageInput = z.infer<typeof MemberMessageSchema>

/** A member's choice of the association's news on /profile: two radio buttons, 'on' or 'off'. */
export const AssociationNewsSchema = z.object({
  associationNews: z.enum(['on', 'off'], { errorMap: () => ({ message: message('memberMessage.newsChoice') }) }),
})
