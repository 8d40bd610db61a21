import { AuditLog, toPublicAuditLog, type AuditLogRaw } from '#app/models/audit-log.server.ts'
import { listDataRequestsOfUser } from '#app/models/data-request.server.ts'
import { listCpdEntriesForUser } from '#app/models/cpd-entry.server.ts'
import { listCredentialsOf } from '#app/models/credential.server.ts'
import { listCasesOfUser } from '#app/models/cpd-audit.server.ts'
import { listFellowshipRequestsOf } from '#app/models/fellowship-request.server.ts'
import { listInformationRequestsOf } from '#app/models/information-request.server.ts'
import { listSentMailsTo } from '#app/models/sent-mail.server.ts'
import { listStaffNotesOf } from '#app/models/staff-note.server.ts'
import { listRegistrationsOfUser } from '#app/models/event-registration.server.ts'
import { listInvoicesOfUser } from '#app/models/invoice.server.ts'
import { Listing, toPublicListing, type ListingRaw } from '#app/models/listing.server.ts'
import { listMediaOfOwner, readMediaFile, type MediaRecord } from '#app/models/media.server.ts'
import { listPrivacyConsentsOfUser } from '#app/models/privacy-consent.server.ts'
import { listReceiptsOfUser } from '#app/models/receipt.server.ts'
import { listCreditNotesOfUser } from '#app/models/credit-note.server.ts'
import { listCandidaciesOfUser } from '#app/models/election.server.ts'
import { listVotesOfUser } from '#app/models/election-ballot.server.ts'
import { listNominationsOfUser } from '#app/models/election-nomination.server.ts'
import { listOfficeTermsOfUser } from '#app/models/office-term.server.ts'
import { listMeetingPartOfUser } from '#app/models/meeting-attendance.server.ts'
import { mediaPaths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import type { requireUser } from '#app/utils/auth.server.ts'

type SignedInUser = Awaited<ReturnType<typeof requireUser>>

/**
 * Everything the association holds about one member (PDPA's right of access, issue 21 item 2). Every
 * query takes the signed-in member's own id or membership ID, never one from the request, so a member
 * reaches only their own records. The user record is the public one: no password hash, no tokens.
 */
export async function exportMyData(user: SignedInUser) {
  const [cpdEntries, invoices, receipts, creditNotes, registrations, consents, media, dataRequests, fellowshipRequests, informationRequests, staffNotes, mails, listingRaws, auditRaws, officeTerms, candidacies, nominations, votes, meetings, credentials, cpdAudits] = await Promise.all([
    listCpdEntriesForUser(user.id),
    listInvoicesOfUser(user.id),
    listReceiptsOfUser(user.id),
    // Money given back to them (issue 34).
    listCreditNotesOfUser(user.id),
    listRegistrationsOfUser(user.id),
    listPrivacyConsentsOfUser(user.id),
    listMediaOfOwner(user.id),
    listDataRequestsOfUser(user.id),
    listFellowshipRequestsOf(user.id),
    listInformationRequestsOf([user.id]),
    listStaffNotesOf(user.id, 10_000),
    listSentMailsTo(user.email, 10_000),
    user.membershipId ? Listing.find({ membershipId: user.membershipId }).lean<ListingRaw[]>() : Promise.resolve([]),
    // What the member did (actor) and what was done to their account (entity).
    AuditLog.find({ $or: [{ actorId: user.id }, { entityType: 'User', entityId: user.id }] })
      .sort({ createdAt: -1 })
      .lean<AuditLogRaw[]>(),
    // Issue 35: the offices held, the elections stood in, the nominations made or seconded, and the
    // elections voted in (how, never for whom: the ballots keep no voter, decision 037).
    listOfficeTermsOfUser(user.id),
    listCandidaciesOfUser(user.id),
    listNominationsOfUser(user.id),
    listVotesOfUser(user.id),
    // The general meetings they answered and attended (issue 35, item 2).
    listMeetingPartOfUser(user.id),
    // Issue 36: the credentials they recorded (their certificates are in media).
    listCredentialsOf(user.id),
    // Issue 36, item 5: the CPD audits they were drawn for, with the evidence they sent (the files are in media) and the outcomes.
    listCasesOfUser(user.id),
  ])
  return {
    exportedAt: now().toISOString(),
    user,
    cpdEntries,
    invoices,
    receipts,
    creditNotes,
    registrations,
    listing: listingRaws.map(toPublicListing)[0] ?? null,
    consents,
    // The stored file's internal ids stay out; the link opens only for its owner (media.$id.$file.ts).
    media: media.map(({ id, purpose, mimeType, size, originalName, createdAt }) => ({
      id,
      purpose,
      mimeType,
      size,
      originalName,
      createdAt,
      downloadUrl: mediaPaths.download(id),
    })),
    dataRequests,
    fellowshipRequests,
    informationRequests,
    staffNotes,
    mails,
    auditEntries: auditRaws.map(toPublicAuditLog),
    officeTerms,
    candidacies,
    nominations,
    votes,
    meetingRsvps: meetings.rsvps,
    meetingAttendance: meetings.attendance,
    credentials,
    cpdAudits,
  }
}

export type MyDataExport = Awaited<ReturnType<typeof exportMyData>>

const COLLECTIONS = ['cpdEntries', 'invoices', 'receipts', 'creditNotes', 'registrations', 'consents', 'media', 'dataRequests', 'fellowshipRequests', 'informationRequests', 'staffNotes', 'mails', 'auditEntries', 'officeTerms', 'candidacies', 'nominations', 'votes', 'meetingRsvps', 'meetingAttendance', 'credentials', 'cpdAudits'] as const

/** One CSV cell: nested values as JSON, quoted when needed, and a leading =+-@ defused for spreadsheets. */
function csvCell(value: unknown): string {
  const text = value == null ? '' : value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value)
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

function toCsv(rows: ReadonlyArray<Record<string, unknown>>): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  return [columns, ...rows.map((row) => columns.map((column) => row[column]))].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' }

/** The stored file that is the upload: the file itself, or for a picture its largest variant. */
function mainFileOf(media: MediaRecord): { fileId: string; extension: string } | null {
  if (media.fileId) return { fileId: media.fileId, extension: EXTENSIONS[media.mimeType] ?? 'bin' }
  const largest = [...media.variants].sort((a, b) => b.width - a.width)[0]
  return largest ? { fileId: largest.fileId, extension: largest.format === 'jpeg' ? 'jpg' : largest.format } : null
}

/** `files/<media id>-<original name>.<ext>`: the id keeps two uploads of one name apart; the name is the member's, made safe for any unzip. */
function zipPathOf(media: MediaRecord, extension: string) {
  const base = media.originalName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || media.purpose
  return `files/${media.id}-${base}.${extension}`
}

/**
 * The export as a ZIP: my-data.json plus one CSV per collection (user.csv and listing.csv hold one row),
 * and the member's own uploads under files/ (listed in media.csv).
 * fflate: already in the tree (through the build tools), pure JavaScript, no dependencies and no install
 * scripts; its synchronous zipSync is enough for one member's records.
 */
export async function exportMyDataZip(user: SignedInUser): Promise<Uint8Array> {
  const { zipSync, strToU8 } = await import('fflate')
  const data = await exportMyData(user)
  const plain = JSON.parse(JSON.stringify(data)) as Record<string, unknown>
  const files: Record<string, Uint8Array> = { 'my-data.json': strToU8(JSON.stringify(plain, null, 2)) }
  files['user.csv'] = strToU8(toCsv([plain.user as Record<string, unknown>]))
  files['listing.csv'] = strToU8(toCsv(plain.listing ? [plain.listing as Record<string, unknown>] : []))
  for (const name of COLLECTIONS) files[`${name}.csv`] = strToU8(toCsv(plain[name] as Array<Record<string, unknown>>))
  // The export's media list is the member's own (listMediaOfOwner(user.id)); read again here for the file ids it leaves out.
  for (const media of await listMediaOfOwner(user.id)) {
    const main = mainFileOf(media)
    const bytes = main ? await readMediaFile(main.fileId) : null
    if (main && bytes) files[zipPathOf(media, main.extension)] = new Uint8Array(bytes)
  }
  return zipSync(files)
}
