/**
 * Writing to members (issue 35, item 5; docs/decisions/040-writing-to-members.md): the groups a message
 * can go to and its two categories. Browser-safe.
 * - `notice`: what the constitution requires the association to send (a general meeting's notice): it
 *   reaches every member of the group, with no unsubscribe link.
 * - `news`: everything else: members who opted out of the association's news are left out.
 */
export const MEMBER_MESSAGE_GROUPS = ['all', 'type', 'renewal-due', 'event', 'meeting'] as const
export type MemberMessageGroup = (typeof MEMBER_MESSAGE_GROUPS)[number]

export const MEMBER_MESSAGE_CATEGORIES = ['notice', 'news'] as const
export type MemberMessageCategory = (typeof MEMBER_MESSAGE_CATEGORIES)[number]
