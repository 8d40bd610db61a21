import { eventPaths } from '#app/config/member-paths.ts'
import { mediaPaths, paths } from '#app/config/paths.ts'

import { rolesOf } from '#app/domain/roles.ts'
import { senToRinggit } from '#app/domain/money.ts'
import { listAuditLogsAbout } from '#app/models/audit-log.server.ts'
import { listCpdEntriesForUser } from '#app/models/cpd-entry.server.ts'
import { listDataRequestsOfUser } from '#app/models/data-request.server.ts'
import { listRegistrationsOfUser } from '#app/models/event-registration.server.ts'
import { listEventsByIds } from '#app/models/event.server.ts'
import { listInformationRequestsOf } from '#app/models/information-request.server.ts'
import { listInvoicesOfUser } from '#app/models/invoice.server.ts'
import { getListingOfUser } from '#app/models/listing.server.ts'
import { listMediaOfOwners } from '#app/models/media.server.ts'
import { listReceiptsOfUser } from '#app/models/receipt.server.ts'
import { listSentMailsTo } from '#app/models/sent-mail.server.ts'
import { insertStaffNote, listStaffNotesOf } from '#app/models/staff-note.server.ts'
import { getUserById } from '#app/models/user.server.ts'
import { MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { recordAdminAction, type AccountActor } from './audit.server.ts'
import { stageOf } from './membership.server.ts'

/**
 * A member's whole story for the secretariat (issue 33, item 4): applied, documents, decisions and
 * other staff actions (the audit log), requests for more and the answers, invoices, payments, mails
 * sent, CPD, events, data requests and the secretariat's notes, in time order; the listing and the
 * standing above it. One read of each record, in parallel, each by the member's id or address.
 */

export const STORY_KINDS = ['applied', 'action', 'document', 'answer', 'invoice', 'payment', 'mail', 'cpd', 'event', 'data-request', 'note'] as const
export type StoryKind = (typeof STORY_KINDS)[number]

export interface StoryItem {
  at: string
  kind: StoryKind
  /** What the page's sentence for the kind fills in (admin.json `story.kinds`). */
  values: Record<string, string | number>
  /** Words as they were written (an audit summary, a note, a mail's subject). */
  text?: string
  href?: string
}

/** At most this many of each kind of record (the newest). */
const EACH = 200

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : '')
/** A Malaysian calendar day (YYYY-MM-DD) as the moment the page sorts by (noon in Malaysia). */
const dayAt = (day: string) => (day ? `${day}T04:00:00.000Z` : '')

export async function memberStory(userId: string) {
  const user = await getUserById(userId)
  if (!user) return null
  const [documents, requests, invoices, receipts, cpd, registrations, dataRequests, actions, mails, notes, listing] = await Promise.all([
    listMediaOfOwners([user.id], 'application'),
    listInformationRequestsOf([user.id]),
    listInvoicesOfUser(user.id),
    listReceiptsOfUser(user.id),
    listCpdEntriesForUser(user.id),
    listRegistrationsOfUser(user.id),
    listDataRequestsOfUser(user.id),
    listAuditLogsAbout(user.id, EACH),
    listSentMailsTo(user.email, EACH),
    listStaffNotesOf(user.id, EACH),
    getListingOfUser(user.id),
  ])
  const events = new Map((await listEventsByIds([...new Set(registrations.map((r) => r.eventId))])).map((event) => [event.id, event]))
  // The audit log says who applied and when (and again); an account from before it, or entered by the
  // secretariat, starts the story from its own dates. A note's audit line would only repeat the note.
  const recorded = actions.filter((entry) => entry.action !== 'noted')
  const applied: StoryItem[] = recorded.some((entry) => entry.action === 'applied')
    ? []
    : [{ at: iso(user.appliedAt ?? user.createdAt), kind: 'applied', values: { type: user.membershipType } }]
  const items: StoryItem[] = [
    ...applied,
    ...recorded.map((entry): StoryItem => ({ at: iso(entry.createdAt), kind: 'action', values: { by: entry.actorEmail }, text: entry.summary })),
    ...documents.map((media): StoryItem => ({ at: iso(media.createdAt), kind: 'document', values: { name: media.originalName || media.id }, href: mediaPaths.download(media.id) })),
    ...requests
      .filter((request) => request.answeredAt)
      .map((request): StoryItem => ({ at: request.answeredAt!, kind: 'answer', values: { count: request.answerDocumentIds.length }, text: request.answer })),
    ...invoices.slice(0, EACH).map((invoice): StoryItem => ({
      at: iso(invoice.createdAt) || dayAt(invoice.issuedOn),
      kind: 'invoice',
      values: { number: invoice.number, amount: senToRinggit(invoice.totalSen).toFixed(2), status: invoice.status },
    })),
    ...receipts.slice(0, EACH).map((receipt): StoryItem => ({
      at: iso(receipt.createdAt) || dayAt(receipt.paidOn),
      kind: 'payment',
      values: { number: receipt.number, amount: senToRinggit(receipt.amountSen).toFixed(2), day: receipt.paidOn },
    })),
    ...mails.map((mail): StoryItem => ({ at: mail.sentAt, kind: 'mail', values: {}, text: mail.subject })),
    ...cpd.slice(0, EACH).map((entry): StoryItem => ({ at: iso(entry.createdAt), kind: 'cpd', values: { title: entry.title, hours: entry.hours, status: entry.status } })),
    ...registrations.slice(0, EACH).map((registration): StoryItem => ({
      at: iso(registration.createdAt),
      kind: 'event',
      values: { title: events.get(registration.eventId)?.title ?? '—', status: registration.attendedAt ? 'attended' : registration.status },
      href: eventPaths.page(registration.eventId),
    })),
    ...dataRequests.map((request): StoryItem => ({ at: iso(request.createdAt), kind: 'data-request', values: { kind: request.kind, status: request.status }, text: request.message })),
    ...notes.map((note): StoryItem => ({ at: note.createdAt, kind: 'note', values: { by: note.authorName }, text: note.text })),
  ]
  return {
    member: {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      phone: user.phone ?? '',
      membershipId: user.membershipId ?? null,
      membershipType: user.membershipType,
      stage: stageOf(user),
      validUntil: user.membershipValidUntil || null,
      roles: rolesOf(user),
      listing: listing ? { id: listing.id, href: paths.practitioner(listing.id), hidden: Boolean(listing.hiddenByMember) } : null,
    },
    // In time order, oldest first: the story reads from the application on.
    items: items.filter((item) => item.at).sort((a, b) => a.at.localeCompare(b.at)),
  }
}
export type MemberStory = NonNullable<Awaited<ReturnType<typeof memberStory>>>

/** Adds the secretariat's note to a member's record; audited (without the note's words). */
export async function addStaffNote(actor: AccountActor & { name: string }, userId: string, text: string) {
  const user = await getUserById(userId)
  if (!user) return { ok: false as const, status: 404 as const, message: MEMBERSHIP_MESSAGES.memberNotFound }
  // No one keeps notes on their own record (issue 30's rule for staff actions).
  if (user.id === actor.id) return { ok: false as const, status: 403 as const, message: MEMBER_ACCOUNT_MESSAGES.ownRecord }
  const note = await insertStaffNote({ userId: user.id, authorId: actor.id, authorName: actor.name, text })
  await recordAdminAction(actor, { action: 'noted', entityType: 'user', entityId: user.id, summary: `Added a note to the record of ${user.firstName} ${user.lastName}` })
  return { ok: true as const, note }
}
