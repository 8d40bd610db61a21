import { meetingInvitees } from './meetings.server.ts'
import { memberMessagePaths } from '#app/config/member-message-paths.ts'
import { site } from '#app/config/site.ts'
import { now } from '#app/domain/clock.ts'
import type { Locale } from '#app/domain/locale.ts'
import { listActiveEvents, getEventById } from '#app/models/event.server.ts'
import { listRegistrationsOfEvent } from '#app/models/event-registration.server.ts'
import {
  claimMemberMessageDelivery,
  finishMemberMessageDelivery,
  getMemberMessage,
  insertMemberMessage,
  listMeetingsForMessages,
  listMemberMessageDeliveries,
  listMemberMessages,
  markMemberMessageFinished,
  markMemberMessageSending,
  type PublicMemberMessage,
} from '#app/models/member-message.server.ts'
import { getMeeting } from '#app/models/meeting.server.ts'
import { claimOnce } from '#app/models/once-claim.server.ts'
import { getUserById, listMailFactsOfActiveMembers, listMailFactsOfUsers, setAssociationNews, type MailFacts } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { sendMail, type Mail } from '#app/utils/mail.server.ts'
import { isSignedLink, signLink } from '#app/utils/signed-links.server.ts'
import { message } from '#app/validation/messages.ts'
import type { MemberMessageInput } from '#app/validation/member-messages.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { isRenewalDue } from './membership.server.ts'
import { writtenMail } from './newsletter-mails.server.ts'

/**
 * Writing to members (issue 35, item 5; docs/decisions/040-writing-to-members.md): the secretariat (the
 * 'messages' area) writes a message in English, and in Malay where it wishes, to a group of members, in
 * one of two categories: a notice the constitution requires (no unsubscribe) or the association's news
 * (members who opted out are left out). It sees each language's mail and the count before it sends; the
 * send goes out once, each member's mail claimed under `<message>:<user>` before it goes (the newsletter's
 * rule). The pages /admin/messages/members and the API /api/admin/member-messages call these, and so do
 * the member's own choice on /profile and the unsubscribe link of each news mail.
 */

export const MEMBER_MESSAGE_MESSAGES = {
  saved: message('messages:memberMessages.saved'),
  sent: message('messages:memberMessages.sent'),
  sentNone: message('messages:memberMessages.sentNone'),
  notFound: message('messages:memberMessages.notFound'),
  noSuchEvent: message('messages:memberMessages.noSuchEvent'),
  noSuchMeeting: message('messages:memberMessages.noSuchMeeting'),
  newsOn: message('messages:memberMessages.newsOn'),
  newsOff: message('messages:memberMessages.newsOff'),
  linkInvalid: message('messages:memberMessages.linkInvalid'),
  unsubscribed: message('messages:memberMessages.unsubscribed'),
} as const

// ---------------------------------------------------------------------------------------------------
// The groups
// ---------------------------------------------------------------------------------------------------

/**
 * The members invited to a general meeting (issue 35, item 2): the list its notice fixed, or before the
 * notice the members who would be invited today (services/meetings.server.ts, one rule for both).
 */
async function meetingInviteesForMessage(meetingId: string): Promise<MailFacts[]> {
  return listMailFactsOfUsers(await meetingInvitees(meetingId))
}

/** The members an event's open registrations name (a visitor without an account is not a member: the event's own mails reach them). */
async function eventRegistrants(eventId: string): Promise<MailFacts[]> {
  const registrations = await listRegistrationsOfEvent(eventId)
  const ids = registrations.filter((r) => r.status !== 'cancelled' && r.userId).map((r) => r.userId!)
  return listMailFactsOfUsers(ids)
}

type GroupOf = Pick<PublicMemberMessage, 'group' | 'membershipType' | 'eventId' | 'meetingId'>

/** The members a group names, before the category's rule. */
async function membersOfGroup(group: GroupOf): Promise<MailFacts[]> {
  switch (group.group) {
    case 'all':
      return listMailFactsOfActiveMembers()
    case 'type':
      return listMailFactsOfActiveMembers(group.membershipType)
    case 'renewal-due':
      // The admin members list's `?due=renewal` and the panel's count: the same rule.
      return (await listMailFactsOfActiveMembers()).filter(isRenewalDue)
    case 'event':
      return eventRegistrants(group.eventId)
    case 'meeting':
      return meetingInviteesForMessage(group.meetingId)
  }
}

/** An account a mail may go to: in use, not closing, not erased. */
const mailable = (member: MailFacts) => member.isActive && !member.closureRequestedAt && !member.erasedAt

const hasMalay = (msg: Pick<PublicMemberMessage, 'subjectMs' | 'bodyMs'>) => Boolean(msg.subjectMs && msg.bodyMs)

/** The language a member reads a message in: theirs where both texts are given, otherwise English. */
const languageFor = (msg: Pick<PublicMemberMessage, 'subjectMs' | 'bodyMs'>, member: Pick<MailFacts, 'locale'>): Locale =>
  member.locale === 'ms' && hasMalay(msg) ? 'ms' : 'en'

/** Who a message goes to: the group's members, less those who opted out of a news message. */
async function recipientsOf(msg: PublicMemberMessage) {
  const members = (await membersOfGroup(msg)).filter(mailable)
  const included = msg.category === 'news' ? members.filter((m) => m.associationNews) : members
  return { included, optedOut: members.length - included.length }
}

export interface RecipientCount {
  total: number
  english: number
  malay: number
  /** Left out of a news message because they opted out (0 for a notice). */
  optedOut: number
}

async function countRecipients(msg: PublicMemberMessage): Promise<RecipientCount> {
  const { included, optedOut } = await recipientsOf(msg)
  const malay = included.filter((m) => languageFor(msg, m) === 'ms').length
  return { total: included.length, english: included.length - malay, malay, optedOut }
}

// ---------------------------------------------------------------------------------------------------
// The mail
// ---------------------------------------------------------------------------------------------------

const UNSUBSCRIBE_PURPOSE = 'member-news-unsubscribe'

/** The link of each news mail (and its List-Unsubscribe header): signed for the member, so it needs no sign-in and no stored token. */
export function memberNewsUnsubscribeLink(userId: string) {
  const query = new URLSearchParams({ user: userId, token: signLink(UNSUBSCRIBE_PURPOSE, userId) })
  return `${getEnv().publicUrl}${memberMessagePaths.unsubscribe}?${query}`
}

export function isMemberNewsUnsubscribeLink(userId: string | null | undefined, token: string | null | undefined): userId is string {
  return typeof userId === 'string' && /^[0-9a-f]{24}$/i.test(userId) && isSignedLink(UNSUBSCRIBE_PURPOSE, userId, token)
}

/** One member's mail: the text in their language, and the footer of its category (news: the unsubscribe link; a notice: why there is none). */
function memberMessageMail(msg: PublicMemberMessage, to: { email: string; locale: Locale; unsubscribeLink: string }): Mail {
  const t = fixedT(to.locale, 'mail')
  const ms = to.locale === 'ms'
  return writtenMail({
    to: to.email,
    locale: to.locale,
    subject: ms ? msg.subjectMs : msg.subjectEn,
    body: ms ? msg.bodyMs : msg.bodyEn,
    footer: msg.category === 'news' ? t('memberMessage.newsFooter', { site: site.shortName }) : t('memberMessage.noticeFooter', { site: site.shortName }),
    ...(msg.category === 'news' ? { unsubscribe: { link: to.unsubscribeLink, label: t('memberMessage.unsubscribeButton') } } : {}),
  })
}

/** Each language's mail as a member reading it sees it (the unsubscribe link is each member's own; the preview shows its address without the signature). */
function previewsOf(msg: PublicMemberMessage) {
  const locales: Locale[] = hasMalay(msg) ? ['en', 'ms'] : ['en']
  const link = `${getEnv().publicUrl}${memberMessagePaths.unsubscribe}?user=…`
  return locales.map((locale) => {
    const mail = memberMessageMail(msg, { email: '', locale, unsubscribeLink: link })
    return { locale, subject: mail.subject, text: mail.text }
  })
}

// ---------------------------------------------------------------------------------------------------
// The administration
// ---------------------------------------------------------------------------------------------------

export type CreateMemberMessageResult =
  | { ok: true; memberMessage: PublicMemberMessage; recipients: RecipientCount }
  | { ok: false; status: 400; message: string; fieldErrors: Record<string, string[]> }

/** Writes a draft (nothing is sent): its event or meeting must exist. */
export async function createMemberMessage(actor: AuditActor, input: MemberMessageInput): Promise<CreateMemberMessageResult> {
  const group = {
    group: input.group,
    membershipType: input.group === 'type' ? input.membershipType : '',
    eventId: input.group === 'event' ? input.eventId : '',
    meetingId: input.group === 'meeting' ? input.meetingId : '',
  }
  if (group.eventId && !(await getEventById(group.eventId))) {
    return { ok: false, status: 400, message: MEMBER_MESSAGE_MESSAGES.noSuchEvent, fieldErrors: { eventId: [MEMBER_MESSAGE_MESSAGES.noSuchEvent] } }
  }
  if (group.meetingId && !(await getMeeting(group.meetingId))) {
    return { ok: false, status: 400, message: MEMBER_MESSAGE_MESSAGES.noSuchMeeting, fieldErrors: { meetingId: [MEMBER_MESSAGE_MESSAGES.noSuchMeeting] } }
  }
  // Malay is both its subject and its text, or neither (the schema says so): kept only whole.
  const malay = input.subjectMs && input.bodyMs ? { subjectMs: input.subjectMs, bodyMs: input.bodyMs } : { subjectMs: '', bodyMs: '' }
  const memberMessage = await insertMemberMessage({ subjectEn: input.subjectEn, bodyEn: input.bodyEn, ...malay, ...group, category: input.category, createdBy: actor.email })
  await recordAdminAction(actor, {
    action: 'created',
    entityType: 'member-message',
    entityId: memberMessage.id,
    summary: `Wrote the message to members "${memberMessage.subjectEn}" (${memberMessage.category}, ${memberMessage.group})`,
  })
  return { ok: true, memberMessage, recipients: await countRecipients(memberMessage) }
}

/** What the form offers: the events (with registrations) and the general meetings a message can go to. */
export async function memberMessageChoices() {
  const [events, meetings] = await Promise.all([listActiveEvents(), listMeetingsForMessages()])
  return {
    events: events.filter((event) => event.startsAt).map((event) => ({ id: event.id, title: event.title })),
    meetings: meetings.map((meeting) => ({ id: meeting.id, title: meeting.title })),
  }
}

/** The messages, newest first: drafts and sent. */
export async function memberMessagesForAdmin() {
  return listMemberMessages()
}

/** One message for its page and GET /api/admin/member-messages/{id}: the count (for a draft or a send not finished), the previews and the send log. */
export async function memberMessageForAdmin(id: string) {
  const memberMessage = await getMemberMessage(id)
  if (!memberMessage) return null
  const [recipients, deliveries, groupName] = await Promise.all([
    memberMessage.finishedAt ? null : countRecipients(memberMessage),
    memberMessage.sentAt ? listMemberMessageDeliveries(memberMessage.id) : Promise.resolve([]),
    groupNameOf(memberMessage),
  ])
  return { memberMessage, recipients, groupName, previews: previewsOf(memberMessage), deliveries }
}

/** The title of the event or meeting a group names ('' for the others, or one since removed). */
async function groupNameOf(msg: GroupOf) {
  if (msg.group === 'event') return (await getEventById(msg.eventId))?.title ?? ''
  if (msg.group === 'meeting') return (await getMeeting(msg.meetingId))?.title ?? ''
  return ''
}

export type SendMemberMessageResult = { ok: true; sent: number; failed: number } | { ok: false; status: 404; message: string }

/**
 * Sends a message, once. Each member's mail is claimed (`<message>:<user>`, inserted) before it goes,
 * so whatever calls at the same time (a double click, a retry, two processes, ten requests) no member
 * gets it twice; `sent` is how many this call sent (a second call: 0). A send that stopped half-way (the
 * process died) is finished by the next call; a finished one sends nothing more, not even to members
 * who joined the group since. Mails go one after another; a failure is logged on its delivery and the
 * send goes on.
 */
export async function sendMemberMessage(actor: AuditActor, id: string): Promise<SendMemberMessageResult> {
  const memberMessage = await getMemberMessage(id)
  if (!memberMessage) return { ok: false, status: 404, message: MEMBER_MESSAGE_MESSAGES.notFound }
  if (memberMessage.finishedAt) return { ok: true, sent: 0, failed: 0 }
  await markMemberMessageSending(memberMessage.id, actor.email, now())
  const { included, optedOut } = await recipientsOf(memberMessage)
  let sent = 0
  let failed = 0
  for (const member of included) {
    const locale = languageFor(memberMessage, member)
    if (!(await claimMemberMessageDelivery(memberMessage.id, { userId: member.id, email: member.email, locale }, now()))) continue
    try {
      await sendMail(memberMessageMail(memberMessage, { email: member.email, locale, unsubscribeLink: memberNewsUnsubscribeLink(member.id) }))
      await finishMemberMessageDelivery(memberMessage.id, member.id, { status: 'sent' })
      sent += 1
    } catch (error) {
      await finishMemberMessageDelivery(memberMessage.id, member.id, { status: 'failed', error: (error as Error).message })
      failed += 1
    }
  }
  // The record is the log's: several calls may each have sent a part.
  const log = await listMemberMessageDeliveries(memberMessage.id)
  const counts = { sentCount: log.filter((d) => d.status === 'sent').length, failedCount: log.filter((d) => d.status === 'failed').length, optedOutCount: optedOut }
  await markMemberMessageFinished(memberMessage.id, counts, now())
  // Each call that sent records its part; a group with nobody in it is recorded once.
  if (sent + failed > 0 || (included.length === 0 && (await claimOnce('member-message-sent', memberMessage.id)))) {
    await recordAdminAction(actor, {
      action: 'sent',
      entityType: 'member-message',
      entityId: memberMessage.id,
      summary: `Sent the message to members "${memberMessage.subjectEn}" to ${sent} members${failed ? ` (${failed} failed)` : ''}${optedOut ? `; ${optedOut} left out (opted out of news)` : ''}`,
    })
  }
  return { ok: true, sent, failed }
}

// ---------------------------------------------------------------------------------------------------
// The member's choice
// ---------------------------------------------------------------------------------------------------

/** The member's choice of the association's news, as /profile shows it. */
export async function associationNewsOf(userId: string) {
  const user = await getUserById(userId)
  return user ? user.associationNews !== false : true
}

/** The choice on /profile (POST /profile/association-news). */
export async function chooseAssociationNews(userId: string, wanted: boolean) {
  await setAssociationNews(userId, wanted)
  return { ok: true as const, associationNews: wanted, message: wanted ? MEMBER_MESSAGE_MESSAGES.newsOn : MEMBER_MESSAGE_MESSAGES.newsOff }
}

export type MemberNewsUnsubscribeResult = { ok: true } | { ok: false; status: 404; message: string }

/** The news mail's link: stops the association's news at once, no sign-in; twice is the same answer. */
export async function unsubscribeFromMemberNews(userId: string | null | undefined, token: string | null | undefined): Promise<MemberNewsUnsubscribeResult> {
  if (!isMemberNewsUnsubscribeLink(userId, token)) return { ok: false, status: 404, message: MEMBER_MESSAGE_MESSAGES.linkInvalid }
  if (!(await setAssociationNews(userId, false))) return { ok: false, status: 404, message: MEMBER_MESSAGE_MESSAGES.linkInvalid }
  return { ok: true }
}
