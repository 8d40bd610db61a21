import { Types } from 'mongoose'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { CpdEntry, cpdYearKeyOf } from '#app/models/cpd-entry.server.ts'
import { CpdFigures } from '#app/models/cpd-figures.server.ts'
import { EventRegistration } from '#app/models/event-registration.server.ts'
import { EventSeat } from '#app/models/event-seat.server.ts'
import { FellowshipRequest } from '#app/models/fellowship-request.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { ListingDraft, ListingReview } from '#app/models/listing-draft.server.ts'
import { Media, MediaChunk, MediaFile } from '#app/models/media.server.ts'
import { Session } from '#app/models/session.server.ts'
import { TokenUse } from '#app/models/token-use.server.ts'
import { User } from '#app/models/user.server.ts'
import { DocumentNumber } from '#app/models/document-number.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { MoneyOperation } from '#app/models/money-operation.server.ts'
import { PaymentBill } from '#app/models/payment-bill.server.ts'
import { MembershipNumber } from '#app/models/membership-number.server.ts'
import { PaymentProof } from '#app/models/payment-proof.server.ts'
import { MemberResource } from '#app/models/member-resource.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { CreditNote } from '#app/models/credit-note.server.ts'
import { Expense } from '#app/models/expense.server.ts'
import { RenewalReminderSent } from '#app/models/renewal-reminder.server.ts'
import { CpdAuditCase } from '#app/models/cpd-audit.server.ts'
import { VerificationCode } from '#app/models/verification-code.server.ts'
import { CpdCertificate } from '#app/models/cpd-certificate.server.ts'
import { InformationRequest } from '#app/models/information-request.server.ts'
import { SentMail } from '#app/models/sent-mail.server.ts'
import { StaffNote } from '#app/models/staff-note.server.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { OfficeTerm } from '#app/models/office-term.server.ts'
import { RuleAmendment } from '#app/models/rule-amendment.server.ts'
import { PositionRoleGrant } from '#app/models/position-role-grant.server.ts'
import { Election, ElectionCandidate, ElectionRoll } from '#app/models/election.server.ts'
import { ElectionBallot, ElectionVoter } from '#app/models/election-ballot.server.ts'
import { ElectionNomination, NominationConfirmation } from '#app/models/election-nomination.server.ts'
import { MeetingAttendance, MeetingNotice, MeetingRsvp } from '#app/models/meeting-attendance.server.ts'
import { MeetingPaper } from '#app/models/meeting-paper.server.ts'
import { Credential } from '#app/models/credential.server.ts'
import { Concern } from '#app/models/concern.server.ts'
import { MemberMessageDelivery } from '#app/models/member-message.server.ts'
import { analyzeDatabase } from '#server/embedded-postgres.ts'

/**
 * The hot queries on the embedded FerretDB on PostgreSQL read through an index (the GIN indexes made
 * from each model's `filteredFields`), not the whole table. FerretDB's `explain` shows the SQL plan of
 * what it pushes down to PostgreSQL. Every query of docs/decisions/012-embedded-postgresql.md that is
 * served by an index on the embedded server is here.
 */
const server = inject('dbServer')
const onPostgres = inject('dbKind') === 'ferretdb-postgresql' && Boolean(server?.postgres)

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  Plans?: PlanNode[]
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)]
}

/** The plan's nodes as `Node Type` (`on index`), from FerretDB's answer to `explain`. */
function describePlan(explained: unknown): string[] {
  const plan = (explained as { queryPlanner: { Plan: PlanNode } }).queryPlanner.Plan
  return nodesOf(plan).map((node) => (node['Index Name'] ? `${node['Node Type']} on ${node['Index Name']}` : node['Node Type']))
}

function expectIndexScan(explained: unknown) {
  const nodes = describePlan(explained)
  expect(nodes, JSON.stringify(nodes)).toContainEqual(expect.stringMatching(/^(Bitmap Index Scan|Index Scan|Index Only Scan) on \S+_gin$/))
  expect(nodes).not.toContain('Seq Scan')
}

const members = Array.from({ length: 100 }, () => new Types.ObjectId())
const files = Array.from({ length: 2000 }, () => new Types.ObjectId())
const media = Array.from({ length: 2000 }, () => new Types.ObjectId())
const sample = { member: members[7]!, sessionId: 'session-0042', tokenHash: 'reset-0042', file: files[42]!, media: media[42]! }

describe.runIf(onPostgres)('query plans on the embedded FerretDB on PostgreSQL', () => {
  beforeAll(async () => {
    const day = 24 * 60 * 60 * 1000
    // Enough rows that reading the table costs more than the index: as on a site a few years old.
    await User.insertMany(
      members.map((_id, i) => ({
        _id,
        email: `member${i}@example.com`,
        username: `member${i}`,
        passwordHash: 'x',
        firstName: 'Member',
        lastName: `Number ${i}`,
        membershipId: `EMP${1000 + i}`,
        membershipType: 'Practicing Ordinary',
        membershipStatus: i % 50 === 0 ? 'suspended' : 'active',
        isAdmin: i === 3,
      })),
      { lean: true },
    )
    await User.insertMany(
      Array.from({ length: 1900 }, (_, i) => ({
        email: `other${i}@example.com`,
        username: `other${i}`,
        passwordHash: 'x',
        firstName: 'Other',
        lastName: `Member ${i}`,
        membershipId: `OTH${i}`,
        membershipType: 'Practicing Ordinary',
        membershipStatus: 'active',
      })),
      { lean: true },
    )
    for (let batch = 0; batch < 4; batch++) {
      await CpdEntry.insertMany(
        Array.from({ length: 1000 }, (_, j) => {
          const i = batch * 1000 + j
          const date = new Date(Date.now() - i * day)
          return {
            userId: members[i % members.length],
            title: `Workshop ${i}`,
            provider: 'EMPAM Academy',
            category: 'Workshop',
            hours: 2,
            date,
            yearKey: cpdYearKeyOf(String(members[i % members.length]), date),
            status: i % 100 === 0 ? 'pending' : 'approved',
          }
        }),
        { lean: true },
      )
    }
    // Each member's kept CPD figures (issue 31), and a few writes under way.
    await CpdFigures.insertMany(
      [...members, ...Array.from({ length: 1900 }, () => new Types.ObjectId())].flatMap((userId, i) => [
        { userId, kind: 'figures', at: new Date(), data: '{}' },
        ...(i % 50 === 0 ? [{ userId, kind: 'pending', at: new Date() }] : []),
      ]),
      { lean: true },
    )
    await Listing.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        name: `Practitioner ${i}`,
        membershipId: `PRA${i}`,
        email: `practitioner${i}@example.com`,
        state: i % 40 === 0 ? 'Sabah' : 'Selangor',
        specialties: ['Body'],
        userId: i % 2 === 0 ? new Types.ObjectId().toString() : '',
      })),
      { lean: true },
    )
    // A member's own listing (issue 19): drafts, one per account, and their reviews, a few pending.
    await ListingDraft.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ userId: `draft-user-${i}`, email: `d${i}@example.com`, revision: `r${i}` })),
      { lean: true },
    )
    await ListingReview.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        key: `review-user-${i}:r${i}`,
        userId: `review-user-${i % 500}`,
        fields: { email: `r${i}@example.com` },
        status: i % 100 === 0 ? 'pending' : 'approved',
      })),
      { lean: true },
    )
    const future = new Date(Date.now() + day)
    await Session.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `session-${String(i).padStart(4, '0')}`, userId: members[i % members.length], expiresAt: future })),
      { lean: true },
    )
    await PasswordResetToken.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `reset-${String(i).padStart(4, '0')}`, userId: members[i % members.length], expiresAt: future })),
      { lean: true },
    )
    await TokenUse.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `password-reset:reset-${String(i).padStart(4, '0')}`, expiresAt: future })),
      { lean: true },
    )
    await ContactMessage.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        firstName: 'Visitor',
        lastName: `${i}`,
        email: `visitor${i}@example.com`,
        subject: 'general',
        message: 'Hello there, a question about membership.',
        handled: i % 100 !== 0,
      })),
      { lean: true },
    )
    await NewsletterSubscriber.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ email: `reader${i}@example.com` })),
      { lean: true },
    )
    const invoiceIds = Array.from({ length: 2000 }, () => new Types.ObjectId())
    await Invoice.insertMany(
      invoiceIds.map((_id, i) => ({
        _id,
        number: `INV-2026-${String(i + 1).padStart(4, '0')}`,
        key: `joining:${i}`,
        kind: 'joining',
        userId: members[i % members.length],
        billedTo: { name: 'Member', email: `member${i % 100}@example.com` },
        items: [{ description: 'Annual fee', amountSen: 10_000 }],
        totalSen: 10_000,
        status: i % 50 === 0 ? 'unpaid' : 'paid',
        issuedOn: '2026-01-05',
        dueOn: '2026-02-04',
        // Issue 36: the month each was settled (the CPD audit's population).
        settledMonth: i % 50 === 0 ? '' : `20${String(10 + (i % 17)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}`,
      })),
      { lean: true },
    )
    // Issue 36, item 5: CPD audit cases, a few waiting for evidence.
    await CpdAuditCase.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        _id: `20${String(10 + (i % 17)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}:${i}`,
        month: `20${String(10 + (i % 17)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}`,
        userId: i % 20 === 0 ? members[i % members.length] : new Types.ObjectId(),
        cpdYear: 2025,
        drawnOn: '2026-02-01',
        deadline: '2026-03-15',
        status: i % 40 === 0 ? 'drawn' : 'met',
      })),
      { lean: true },
    )
    await Receipt.insertMany(
      invoiceIds.map((invoiceId, i) => ({
        number: `RCT-2026-${String(i + 1).padStart(4, '0')}`,
        invoiceId,
        userId: members[i % members.length],
        receivedFrom: { name: 'Member', email: 'member@example.com' },
        purpose: 'Annual fee',
        amountSen: 10_000,
        method: 'bank-transfer',
        paidOn: '2026-01-10',
        recordedBy: members[3],
      })),
      { lean: true },
    )
    // A slip for most invoices: the treasurer's page reads each open invoice's slips.
    await PaymentProof.insertMany(
      invoiceIds.map((invoiceId, i) => ({ invoiceId, userId: members[i % members.length], mediaId: new Types.ObjectId(), reference: `REF ${i}` })),
      { lean: true },
    )
    // Twenty years of invoice and receipt numbers, 50 of each a year.
    await DocumentNumber.insertMany(
      Array.from({ length: 2000 }, (_, i) => {
        const series = `${i % 2 ? 'RCT' : 'INV'}-${2007 + (Math.floor(i / 2) % 20)}`
        return { _id: `${series}-${String(i).padStart(4, '0')}`, series, sequence: i + 1, takenFor: `invoice-payment:${String(i).padStart(24, '0')}:1` }
      }),
      { lean: true },
    )
    await MoneyOperation.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        _id: `invoice-payment:${String(i).padStart(24, '0')}:1`,
        kind: 'invoice-payment',
        subjectId: new Types.ObjectId(),
        payment: { amountSen: 100, method: 'bank-transfer', reference: '', paidOn: '2026-01-01' },
        recordedBy: new Types.ObjectId(),
        recordedByEmail: 'treasurer@example.com',
        receiptSeries: 'RCT-2026',
        receiptId: new Types.ObjectId(),
        completedAt: i === 42 ? null : new Date(),
      })),
      { lean: true },
    )
    // Issue 34: the bills of online payments, most of them paid; a few open ones the sweep asks about.
    await PaymentBill.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        _id: `billplz:bill${String(i).padStart(6, '0')}`,
        provider: 'billplz',
        billId: `bill${String(i).padStart(6, '0')}`,
        subjectKind: 'invoice',
        subjectId: i === 42 ? new Types.ObjectId('0'.repeat(22) + '42') : new Types.ObjectId(),
        amountSen: 100,
        reference: `INV-2026-${i}`,
        url: `https://www.billplz.com/bills/bill${i}`,
        state: i % 100 === 0 ? 'open' : 'paid',
      })),
      { lean: true },
    )
    await VerificationCode.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `code-${String(i).padStart(6, '0')}`, kind: 'membership', userId: new Types.ObjectId() })),
      { lean: true },
    )
    await CpdCertificate.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `${String(i).padStart(24, '0')}:2026`, code: `cpd-code-${String(i).padStart(6, '0')}`, userId: new Types.ObjectId(), year: 2026 })),
      { lean: true },
    )
    // Issue 33: requests for more, the record of mails sent, staff notes and the audit log (a member's story).
    await InformationRequest.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ userId: members[i % members.length], openKey: `application-${i}`, message: 'More, please', askedBy: new Types.ObjectId() })),
      { lean: true },
    )
    await SentMail.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ to: `reader-${i % 500}@example.com`, subject: 'A mail', sentAt: new Date() })),
      { lean: true },
    )
    await StaffNote.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ userId: members[i % members.length], authorId: new Types.ObjectId(), text: 'A note' })),
      { lean: true },
    )
    // The office-bearers' register (issue 35): terms of many accounts and positions over the years, and roles given by positions.
    await OfficeTerm.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ positionId: `position-${i % 200}`, userId: String(i % 20 === 0 ? members[i % members.length] : new Types.ObjectId()), name: `Holder ${i}`, from: '2020-01-01' })),
      { lean: true },
    )
    // The annual return's rule amendments (issue 35, item 4): a constitution amended over decades.
    await RuleAmendment.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ meetingDay: `${2000 + (i % 100)}-05-01`, year: 2000 + (i % 100), clause: `Clause ${i}`, after: 'Amended', createdBy: 'staff@example.com' })),
      { lean: true },
    )
    await PositionRoleGrant.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `grant-${i}`, userId: String(i % 20 === 0 ? members[i % members.length] : new Types.ObjectId()), role: 'treasurer' })),
      { lean: true },
    )
    await AuditLog.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ actorId: new Types.ObjectId(), actorEmail: 'staff@example.com', action: 'noted', entityType: 'user', entityId: `entity-${i}`, summary: 'Did it' })),
      { lean: true },
    )
    await RenewalReminderSent.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `reminder-${i}`, userId: i % 20 === 0 ? members[i % members.length] : new Types.ObjectId(), reminder: 'before-30', periodEnding: '2027-03-31', email: 'm@example.com' })),
      { lean: true },
    )
    await MembershipNumber.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `EMP${100_000 + i}`, userId: new Types.ObjectId() })),
      { lean: true },
    )
    await MediaFile.insertMany(
      files.map((_id, i) => ({ _id, length: 1000, chunkSize: 261120, uploadDate: new Date(), filename: `${media[i]}/160.webp`, metadata: { mediaId: media[i], contentType: 'image/webp' } })),
      { lean: true },
    )
    await MediaChunk.insertMany(
      files.flatMap((files_id) => [0, 1].map((n) => ({ files_id, n, data: Buffer.alloc(64, n) }))),
      { lean: true },
    )
    await Media.insertMany(
      media.map((_id, i) => ({
        _id,
        ownerId: members[i % members.length],
        kind: 'image',
        purpose: 'portrait',
        mimeType: 'image/jpeg',
        size: 1000,
        width: 160,
        height: 160,
        variants: [{ width: 160, height: 160, format: 'webp', fileId: files[i], size: 1000 }],
        visibility: 'public',
      })),
      { lean: true },
    )
    // Fellow requests (issue 18, item 11): decided ones pile up over the years; a few are open, one per member.
    await FellowshipRequest.insertMany(
      Array.from({ length: 2000 }, (_, i) => {
        const _id = new Types.ObjectId()
        const open = i < 20
        return { _id, userId: members[i % members.length], status: open ? 'open' : 'declined', openKey: open ? String(members[i]) : String(_id) }
      }),
      { lean: true },
    )
    // Member resources (issue 17): years of drafts and retired ones, a few published.
    await MemberResource.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ kind: 'link', title: `Recording ${i}`, url: `https://example.org/${i}`, published: i % 100 === 0, sortOrder: i % 10 })),
      { lean: true },
    )
    // The books (issue 34): credit notes on a few invoices, years of decided expenses, a few awaiting a decision.
    await CreditNote.insertMany(
      Array.from({ length: 2000 }, (_, i) => {
        const invoiceId = new Types.ObjectId()
        return {
          number: `CN-2026-${String(i + 1).padStart(4, '0')}`,
          slot: `${invoiceId}:1`,
          invoiceId,
          userId: members[i % members.length],
          issuedTo: { name: 'Member', email: 'member@example.com' },
          amountSen: 1_000,
          reason: 'Overpaid',
          refundReference: `MBB ${i}`,
          refundedOn: '2026-02-01',
          recordedBy: members[3],
        }
      }),
      { lean: true },
    )
    await Expense.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        spentOn: '2026-02-01',
        payee: `Payee ${i}`,
        category: 'venue',
        amountSen: 5_000,
        description: 'Hall',
        receipt: { mediaId: String(new Types.ObjectId()), name: 'receipt.pdf', mimeType: 'application/pdf' },
        status: i % 100 === 0 ? 'pending' : i % 7 === 0 ? 'rejected' : 'approved',
        recordedBy: members[3],
        recordedByName: 'Officer',
      })),
      { lean: true },
    )
    // Autovacuum gathers statistics in its own time (after 50 rows + 10% changed, within a minute);
    // the plan must not depend on whether it has run yet.
    analyzeDatabase(server!.postgres!, User.db.name)
  }, 120_000)

  test("the published member resources (the dashboard's Member Resources tab)", async () => {
    expectIndexScan(await MemberResource.find({ published: true }).sort({ sortOrder: 1, createdAt: -1, _id: -1 }).explain())
  })

  test("a member's CPD entries (dashboard, statement, GET /api/cpd), and those dated in one CPD year (the cap on new ones)", async () => {
    expectIndexScan(await CpdEntry.find({ userId: sample.member.toString() }).sort({ date: -1, createdAt: -1 }).explain())
    expectIndexScan(await CpdEntry.find({ userId: sample.member.toString(), date: { $gte: new Date('2021-01-01T00:00:00Z'), $lt: new Date('2022-01-01T00:00:00Z') } }).explain())
    // Issue 31: the dashboard's figures (four fields of every entry) and one page of entries (FerretDB's explain
    // refuses a skip, which the page's own query runs with).
    expectIndexScan(await CpdEntry.find({ userId: sample.member.toString() }, { hours: 1, status: 1, date: 1, category: 1 }).explain())
    expectIndexScan(await CpdEntry.find({ userId: sample.member.toString() }).sort({ date: -1, createdAt: -1, _id: -1 }).limit(50).explain())
    // Issue 31: a member's kept figures (and writes under way), one year of their entries, and the sweep's unfinished writes.
    expectIndexScan(await CpdFigures.find({ userId: sample.member.toString() }).explain())
    expectIndexScan(await CpdEntry.find({ yearKey: cpdYearKeyOf(sample.member.toString(), new Date()) }).explain())
    expectIndexScan(await CpdFigures.find({ kind: 'pending' }).explain())
  })

  test('one CPD entry by id, and by id and owner (edit, delete)', async () => {
    const entry = await CpdEntry.findOne({ userId: sample.member }).lean()
    expectIndexScan(await CpdEntry.findById(entry!._id).explain())
    expectIndexScan(await CpdEntry.find({ _id: entry!._id, userId: sample.member }).explain())
  })

  test('the review queue: pending CPD entries and their count', async () => {
    expectIndexScan(await CpdEntry.find({ status: 'pending' }).sort({ createdAt: 1, _id: 1 }).limit(25).explain())
    // countDocuments is this aggregation.
    expectIndexScan(await CpdEntry.aggregate([{ $match: { status: 'pending' } }, { $group: { _id: 1, n: { $sum: 1 } } }]).explain())
  })

  test('the signed-in session of every request, and a member by id', async () => {
    expectIndexScan(await Session.findById(sample.sessionId).explain())
    expectIndexScan(await User.findById(sample.member).explain())
    // Sign out everywhere: the member's sessions.
    expectIndexScan(await Session.find({ userId: sample.member }).explain())
  })

  test('sign-in and password reset: a member by e-mail, a link and its use by hash', async () => {
    expectIndexScan(await User.find({ email: 'member7@example.com' }).explain())
    expectIndexScan(await PasswordResetToken.findById(sample.tokenHash).explain())
    expectIndexScan(await TokenUse.find({ _id: `password-reset:${sample.tokenHash}` }).explain())
    expectIndexScan(await PasswordResetToken.find({ userId: sample.member }).explain())
  })

  test('the administration: a listing by membership ID, members by status, the admins, unhandled messages', async () => {
    expectIndexScan(await Listing.find({ membershipId: 'PRA1234' }).explain())
    expectIndexScan(await User.find({ membershipStatus: 'suspended' }).explain())
    expectIndexScan(await User.find({ isAdmin: true, isActive: true }).explain())
    expectIndexScan(await ContactMessage.find({ handled: false }).sort({ createdAt: -1, _id: -1 }).explain())
    expectIndexScan(await NewsletterSubscriber.find({ email: 'reader42@example.com' }).explain())
  })

  test('the admin lists in the orders their headings ask for (issue 17): a status or handled filter still reads its index', async () => {
    // /admin/members?status=suspended, sorted by last sign-in or by status; with a search too (its
    // words in $and stay in FerretDB, the top-level status is pushed down).
    expectIndexScan(await User.find({ membershipStatus: 'suspended' }).sort({ lastLogin: -1, _id: -1 }).limit(25).explain())
    expectIndexScan(await User.find({ membershipStatus: 'suspended' }).sort({ membershipStatus: 1, lastName: 1, firstName: 1, _id: 1 }).explain())
    expectIndexScan(
      await User.find({ membershipStatus: 'suspended', $and: [{ $or: [{ lastName: /number/i }, { email: /number/i }] }] })
        .sort({ membershipId: 1, _id: 1 })
        .explain(),
    )
    // /admin/messages?show=unhandled by sender or subject.
    expectIndexScan(await ContactMessage.find({ handled: false }).sort({ lastName: 1, firstName: 1, _id: 1 }).limit(25).explain())
    expectIndexScan(await ContactMessage.find({ handled: false }).sort({ subject: -1, createdAt: -1, _id: -1 }).limit(25).explain())
  })

  test("a member's own listing (issue 19): the listing they keep, their draft, their reviews and the pending ones", async () => {
    expectIndexScan(await Listing.find({ userId: 'b'.repeat(24) }).explain())
    expectIndexScan(await ListingDraft.find({ userId: 'draft-user-42' }).explain())
    expectIndexScan(await ListingReview.find({ status: 'pending' }).explain())
    expectIndexScan(await ListingReview.find({ userId: 'review-user-7', status: 'pending' }).explain())
  })

  // The membership lifecycle (issue 18), on the data of the beforeAll above (tests run shuffled).
  test("a member's invoices and receipts, an invoice's receipts, the treasurer's open invoices", async () => {
    expectIndexScan(await Invoice.find({ userId: sample.member }).sort({ createdAt: -1, _id: -1 }).explain())
    expectIndexScan(await Receipt.find({ userId: sample.member }).sort({ createdAt: -1, _id: -1 }).explain())
    const invoice = await Invoice.findOne({ userId: sample.member }).lean()
    expectIndexScan(await Receipt.find({ invoiceId: invoice!._id }).sort({ createdAt: 1, _id: 1 }).explain())
    expectIndexScan(await Invoice.find({ status: 'unpaid' }).sort({ createdAt: 1, _id: 1 }).explain())
  })

  test("the CPD audit (issue 36, item 5): a member's latest case (the Membership tab), the cases waiting for evidence, a month's cases and renewals", async () => {
    expectIndexScan(await CpdAuditCase.findOne({ userId: sample.member }).sort({ drawnOn: -1, _id: -1 }).explain())
    expectIndexScan(await CpdAuditCase.find({ status: 'drawn' }).explain())
    expectIndexScan(await CpdAuditCase.find({ month: '2020-05' }).explain())
    expectIndexScan(await Invoice.find({ settledMonth: '2020-05', kind: 'renewal' }).select({ userId: 1 }).explain())
  })

  test("the books (issue 34): an invoice's credit notes, one by its slot, a member's, the expenses awaiting a decision", async () => {
    const note = await CreditNote.findOne({ userId: sample.member }).lean()
    expectIndexScan(await CreditNote.find({ invoiceId: note!.invoiceId }).sort({ createdAt: 1, _id: 1 }).explain())
    expectIndexScan(await CreditNote.findOne({ slot: note!.slot }).explain())
    expectIndexScan(await CreditNote.find({ userId: sample.member }).sort({ createdAt: -1 }).explain())
    expectIndexScan(await Expense.find({ status: 'pending' }).sort({ createdAt: 1, _id: 1 }).limit(500).explain())
  })

  test("an invoice's transfer slips (the treasurer's /admin/payments and the /admin panel, per open invoice)", async () => {
    const invoice = await Invoice.findOne({ status: 'unpaid' }).lean()
    expectIndexScan(await PaymentProof.find({ invoiceId: invoice!._id }).sort({ createdAt: 1, _id: 1 }).explain())
  })

  test('an invoice by its key (raised once), the highest number of a series, a certificate code and its member', async () => {
    expectIndexScan(await Invoice.find({ key: 'joining:42' }).explain())
    expectIndexScan(await DocumentNumber.find({ series: 'INV-2024' }).sort({ sequence: -1 }).limit(1).explain())
    // Every payment asks for the numbers its operation took and for the unfinished payments on its invoice (issue 30).
    expectIndexScan(await DocumentNumber.find({ takenFor: `invoice-payment:${'0'.repeat(22)}42:1` }).sort({ sequence: 1 }).explain())
    const operation = await MoneyOperation.findById(`invoice-payment:${'0'.repeat(22)}42:1`).lean()
    expectIndexScan(await MoneyOperation.find({ subjectId: operation!.subjectId, completedAt: null }).sort({ createdAt: 1 }).explain())
    // An online payment (issue 34): its bill by the provider's id, an invoice's bills, the open ones the sweep and the treasurer read.
    expectIndexScan(await PaymentBill.find({ _id: 'billplz:bill000042' }).explain())
    expectIndexScan(await PaymentBill.find({ subjectId: new Types.ObjectId('0'.repeat(22) + '42') }).sort({ createdAt: -1 }).limit(20).explain())
    expectIndexScan(await PaymentBill.find({ state: 'open', createdAt: { $gte: new Date(0) } }).sort({ createdAt: -1 }).limit(200).explain())
    expectIndexScan(await VerificationCode.find({ _id: 'code-000042' }).explain())
    expectIndexScan(await VerificationCode.find({ userId: sample.member }).explain())
    // A CPD year's certificate: made once under its member and year, looked up by the code its QR carries (issue 33).
    expectIndexScan(await CpdCertificate.find({ _id: `${'0'.repeat(22)}42:2026` }).explain())
    expectIndexScan(await CpdCertificate.find({ code: 'cpd-code-000042' }).explain())
    expectIndexScan(await RenewalReminderSent.find({ userId: sample.member }).sort({ sentAt: -1, _id: 1 }).explain())
    expectIndexScan(await MembershipNumber.find({ _id: 'EMP100042' }).explain())
  })

  test('the applications to review: pending accounts, a few among many', async () => {
    expectIndexScan(await User.find({ membershipStatus: 'pending' }).sort({ appliedAt: 1, _id: 1 }).explain())
    // /admin/applications, newest first, by state.
    expectIndexScan(await User.find({ membershipStatus: 'rejected' }).sort({ appliedAt: -1, _id: -1 }).explain())
  })

  test("a member's story and the requests for more (issue 33): by account, by address, by open key, by record", async () => {
    expectIndexScan(await InformationRequest.find({ openKey: 'application-42' }).explain())
    // One account's requests by equality (its tab and page); the queue's `$in` over several is a scan of this small table.
    expectIndexScan(await InformationRequest.find({ userId: sample.member }).sort({ createdAt: -1, _id: -1 }).explain())
    expectIndexScan(await SentMail.find({ to: 'reader-42@example.com' }).sort({ sentAt: -1, _id: -1 }).limit(200).explain())
    expectIndexScan(await StaffNote.find({ userId: sample.member }).sort({ createdAt: -1, _id: -1 }).limit(200).explain())
    expectIndexScan(await AuditLog.find({ entityId: 'entity-42' }).sort({ createdAt: -1 }).limit(200).explain())
  })

  test("the office-bearers' register (issue 35): an account's terms and the roles its positions gave, a position's terms", async () => {
    expectIndexScan(await OfficeTerm.find({ userId: String(sample.member) }).explain())
    expectIndexScan(await OfficeTerm.find({ positionId: 'position-42' }).explain())
    expectIndexScan(await PositionRoleGrant.find({ userId: String(sample.member) }).explain())
  })

  test("the annual return (issue 35, item 4): a year's rule amendments", async () => {
    expectIndexScan(await RuleAmendment.find({ year: 2042 }).explain())
  })

  test("Fellow requests (issue 18, item 11): a member's latest, the open ones, one by its open key", async () => {
    expectIndexScan(await FellowshipRequest.find({ userId: sample.member }).sort({ createdAt: -1, _id: -1 }).limit(1).explain())
    expectIndexScan(await FellowshipRequest.find({ status: 'open' }).sort({ createdAt: 1, _id: 1 }).explain())
    expectIndexScan(await FellowshipRequest.find({ openKey: String(sample.member) }).explain())
  })

  test('uploads: a media document by id, an owner\'s media, a stored file and its chunks in order (every /media/… answer)', async () => {
    expectIndexScan(await Media.findById(sample.media).explain())
    expectIndexScan(await Media.find({ ownerId: sample.member }).sort({ createdAt: -1, _id: -1 }).explain())
    // The sizes of an owner's uploads (the storage quota, issue 30).
    expectIndexScan(await Media.find({ ownerId: sample.member }).select({ size: 1 }).explain())
    // The uploads the sweep has still to find attached (issue 30, finding 9): a few among every upload.
    expectIndexScan(await Media.find({ awaitingUse: true }).select({ ownerId: 1, purpose: 1, variants: 1, fileId: 1, createdAt: 1 }).explain())
    expectIndexScan(await MediaFile.findById(sample.file).explain())
    // What the driver's GridFSBucket asks for each download.
    expectIndexScan(await MediaChunk.find({ files_id: sample.file }).sort({ n: 1 }).explain())
  })
})

describe.runIf(onPostgres)('query plans of events (issue 20) on the embedded FerretDB on PostgreSQL', () => {
  const events = Array.from({ length: 200 }, () => new Types.ObjectId())
  const people = Array.from({ length: 400 }, () => new Types.ObjectId())
  beforeAll(async () => {
    // 4,000 registrations over 200 events, a seat for most: a few years of an active association.
    const registrations = Array.from({ length: 4000 }, (_, i) => ({
      _id: new Types.ObjectId(),
      eventId: events[i % events.length],
      userId: i % 3 === 0 ? null : people[i % people.length],
      name: `Person ${i}`,
      email: `person${i}@example.com`,
      status: i % 10 === 0 ? 'waitlisted' : 'confirmed',
      activeKey: `${String(events[i % events.length])}:person${i}@example.com`,
      checkInCode: `C${String(i).padStart(7, '0')}`,
      verifyCode: `verify-${String(i).padStart(6, '0')}`,
    }))
    await EventRegistration.insertMany(registrations, { lean: true })
    await EventSeat.insertMany(
      registrations.filter((r) => r.status === 'confirmed').map((r, i) => ({ _id: `${String(r.eventId)}:${i}`, eventId: r.eventId, seatNumber: i + 1, registrationId: r._id })),
      { lean: true },
    )
    // Attendance credits CPD: with the test order shuffled, this block may run before any other has filled the
    // CPD collection, and an empty table is always read by a Seq Scan.
    await CpdEntry.insertMany(
      registrations.filter((r) => r.userId).map((r, i) => ({
        userId: r.userId,
        title: `Event ${i}`,
        provider: 'EMPAM Academy',
        category: 'Workshop',
        hours: 2,
        date: new Date(Date.now() - i * 60_000),
        status: 'approved',
        eventId: r.eventId,
        registrationId: r._id,
      })),
      { lean: true },
    )
    analyzeDatabase(server!.postgres!, User.db.name)
  }, 120_000)

  test("an event's registrations and seats, a member's registrations, one registration by its open key, codes and seat", async () => {
    expectIndexScan(await EventRegistration.find({ eventId: events[7] }).sort({ createdAt: 1, _id: 1 }).explain())
    expectIndexScan(await EventRegistration.find({ userId: people[7] }).sort({ createdAt: -1, _id: -1 }).explain())
    expectIndexScan(await EventRegistration.find({ activeKey: `${String(events[7])}:person7@example.com` }).explain())
    expectIndexScan(await EventRegistration.find({ checkInCode: 'C0000042' }).explain())
    expectIndexScan(await EventRegistration.find({ verifyCode: 'verify-000042' }).explain())
    // Issue 30: a visitor's held seats of an event, every held seat past its time, and seats left pending.
    expectIndexScan(await EventRegistration.find({ eventId: events[7], status: 'held', holdExpiresAt: { $lte: new Date() } }).explain())
    expectIndexScan(await EventRegistration.find({ status: 'held', holdExpiresAt: { $lte: new Date() } }).explain())
    expectIndexScan(await EventRegistration.find({ seatSteps: 'pending', status: 'confirmed', updatedAt: { $lt: new Date() } }).explain())
    // Issue 31: the events of a member's registrations are read in one query, `_id: { $in }`, which FerretDB 1.24
    // does not push down (a sequential scan, measured): the events table holds one row per event the
    // association ever ran, so one scan of it costs less than one lookup per registration.
    expectIndexScan(await EventSeat.find({ eventId: events[7] }).explain())
    expectIndexScan(await EventSeat.find({ registrationId: new Types.ObjectId() }).explain())
    expectIndexScan(await CpdEntry.find({ registrationId: new Types.ObjectId() }).explain())
  })
})

describe.runIf(onPostgres)('query plans of elections (issue 35) on the embedded FerretDB on PostgreSQL', () => {
  const elections = Array.from({ length: 20 }, () => new Types.ObjectId())
  const members = Array.from({ length: 500 }, () => new Types.ObjectId())
  const nominations = Array.from({ length: 4000 }, () => new Types.ObjectId())
  /** Candidates and nominations over many elections (8 and 20 each), as a few years of elections with several positions each. */
  const nominationElections = Array.from({ length: 200 }, () => new Types.ObjectId())
  beforeAll(async () => {
    // Twenty elections of 500 voters each, most of whom voted: the ballot box of some years.
    await Election.insertMany(
      elections.map((_id, i) => ({ _id, title: `Election ${i}`, positions: 'Committee', seats: 4, opensAt: new Date(), closesAt: new Date(), rollDate: '2026-06-30', tieRule: 'earliest-nomination', createdBy: 'a@example.com' })),
      { lean: true },
    )
    await ElectionRoll.insertMany(elections.map((_id) => ({ _id, userIds: members, rollDate: '2026-06-30', takenAt: new Date() })), { lean: true })
    await ElectionCandidate.insertMany(
      nominationElections.flatMap((electionId, e) =>
        members.slice(0, 8).map((userId, i) => ({ electionId, userId, key: `${String(electionId)}:${String(userId)}`, name: `Candidate ${e}-${i}`, nominatedAt: new Date(), source: 'paper' })),
      ),
      { lean: true },
    )
    await ElectionVoter.insertMany(
      elections.flatMap((electionId) => members.slice(0, 400).map((userId) => ({ _id: `${String(electionId)}:${String(userId)}`, electionId, userId, channel: 'online', state: 'cast' }))),
      { lean: true },
    )
    await ElectionBallot.insertMany(
      elections.flatMap((electionId) => Array.from({ length: 400 }, (_, i) => ({ _id: `${String(electionId)}${String(i).padStart(8, '0')}`, electionId, candidateIds: [members[i % 8]] }))),
      { lean: true },
    )
    await ElectionNomination.insertMany(
      nominations.map((_id, i) => ({ _id, electionId: nominationElections[i % nominationElections.length], candidateId: members[i % 400], proposerId: members[(i + 1) % 400], seconderId: members[(i + 2) % 400], nominatedBy: members[(i + 3) % 400], key: `nomination-${i}` })),
      { lean: true },
    )
    await NominationConfirmation.insertMany(
      nominations.flatMap((nominationId) => ['candidate', 'proposer'].map((role) => ({ _id: `${String(nominationId)}:${role}`, nominationId, role, confirmedAt: new Date() }))),
      { lean: true },
    )
    analyzeDatabase(server!.postgres!, User.db.name)
  }, 120_000)

  // The roll is read by `_id` too, but its table holds one row per election (a few): a scan of it costs nothing.
  test("a ballot's reads: the candidates, the voter record by key; the count's: ballots and voters of one election", async () => {
    expectIndexScan(await ElectionCandidate.find({ electionId: nominationElections[7] }).explain())
    expectIndexScan(await ElectionCandidate.find({ key: `${String(nominationElections[7])}:${String(members[3])}` }).explain())
    expectIndexScan(await ElectionVoter.findById(`${String(elections[7])}:${String(members[3])}`).explain())
    expectIndexScan(await ElectionVoter.find({ electionId: elections[7] }).select({ channel: 1, state: 1 }).explain())
    expectIndexScan(await ElectionBallot.find({ electionId: elections[7] }).select({ candidateIds: 1 }).explain())
    // A member's own data export (issue 21): the elections they voted and stood in.
    expectIndexScan(await ElectionVoter.find({ userId: members[3] }).select({ electionId: 1, channel: 1 }).explain())
    // (The fixture's candidates are the same eight members in all 200 elections: one who stood in none, as most.)
    expectIndexScan(await ElectionCandidate.find({ userId: members[300] }).explain())
  })

  test("nominations: an election's, one by its key, a nomination's confirmations", async () => {
    expectIndexScan(await ElectionNomination.find({ electionId: nominationElections[7] }).sort({ createdAt: 1, _id: 1 }).explain())
    expectIndexScan(await ElectionNomination.find({ key: 'nomination-42' }).explain())
    expectIndexScan(await NominationConfirmation.find({ nominationId: nominations[42] }).explain())
  })
})

describe.runIf(onPostgres)('query plans of general meetings (issue 35, item 2) on the embedded FerretDB on PostgreSQL', () => {
  // Ten years of meetings (two a year) of 500 members each: every member sent the notice, most answered, many came.
  const meetings = Array.from({ length: 20 }, () => String(new Types.ObjectId()))
  const members = Array.from({ length: 500 }, () => String(new Types.ObjectId()))
  const paperMeetings = Array.from({ length: 200 }, () => String(new Types.ObjectId()))
  beforeAll(async () => {
    const each = (make: (meetingId: string, userId: string, i: number) => object, count = 500) => meetings.flatMap((meetingId) => members.slice(0, count).map((userId, i) => make(meetingId, userId, i)))
    await MeetingNotice.insertMany(each((meetingId, userId) => ({ _id: `${meetingId}:${userId}`, meetingId, userId, at: new Date(), status: 'sent' })), { lean: true })
    await MeetingRsvp.insertMany(each((meetingId, userId, i) => ({ _id: `${meetingId}:${userId}`, meetingId, userId, answer: i % 3 ? 'attending' : 'not-attending', answeredAt: new Date() }), 400), { lean: true })
    await MeetingAttendance.insertMany(each((meetingId, userId) => ({ _id: `${meetingId}:${userId}`, meetingId, userId, markedBy: 'a@example.com', markedAt: new Date() }), 300), { lean: true })
    // Papers: a few a meeting, over many years of meetings.
    await MeetingPaper.insertMany(
      paperMeetings.flatMap((meetingId) => Array.from({ length: 5 }, (_, i) => ({ meetingId, title: `Paper ${i}`, mediaId: String(new Types.ObjectId()), addedBy: 'a@example.com' }))),
      { lean: true },
    )
    analyzeDatabase(server!.postgres!, User.db.name)
  }, 120_000)

  test("a meeting's page: the notices, RSVPs, attendance and papers of one meeting; a member's notice, RSVP and mark by key", async () => {
    expectIndexScan(await MeetingNotice.find({ meetingId: meetings[7] }).select({ status: 1 }).explain())
    expectIndexScan(await MeetingRsvp.find({ meetingId: meetings[7] }).explain())
    expectIndexScan(await MeetingAttendance.find({ meetingId: meetings[7] }).select({ userId: 1 }).explain())
    expectIndexScan(await MeetingPaper.find({ meetingId: paperMeetings[7] }).explain())
    expectIndexScan(await MeetingRsvp.findById(`${meetings[7]}:${members[3]}`).explain())
    // A member's own data export: their answers and attendance over the years.
    expectIndexScan(await MeetingRsvp.find({ userId: members[3] }).explain())
    expectIndexScan(await MeetingAttendance.find({ userId: members[3] }).explain())
    expectIndexScan(await MeetingNotice.findById(`${meetings[7]}:${members[3]}`).explain())
  })
})

describe.runIf(onPostgres)('query plans of messages to members (issue 35, item 5) on the embedded FerretDB on PostgreSQL', () => {
  const messages = Array.from({ length: 60 }, () => new Types.ObjectId())
  const members = Array.from({ length: 300 }, () => new Types.ObjectId())
  beforeAll(async () => {
    // Sixty messages of 300 members each: some years of writing to members.
    await MemberMessageDelivery.insertMany(
      messages.flatMap((messageId) =>
        members.map((userId, i) => ({ _id: `${String(messageId)}:${String(userId)}`, messageId: String(messageId), userId: String(userId), email: `member${i}@example.com`, locale: 'en', status: 'sent', at: new Date() })),
      ),
      { lean: true },
    )
    analyzeDatabase(server!.postgres!, User.db.name)
  }, 120_000)

  // A group's members are read by `membershipStatus: 'active'`: most of the accounts, which PostgreSQL rightly reads whole.
  test("a send's claim by key, a message's send log, an erased member's deliveries", async () => {
    expectIndexScan(await MemberMessageDelivery.findById(`${String(messages[7])}:${String(members[3])}`).explain())
    expectIndexScan(await MemberMessageDelivery.find({ messageId: String(messages[7]) }).sort({ email: 1 }).explain())
    expectIndexScan(await MemberMessageDelivery.find({ userId: String(members[3]) }).explain())
  })
})

// issue 36: credentials
describe.runIf(onPostgres)('query plans of credentials (issue 36, item 4) on the embedded FerretDB on PostgreSQL', () => {
  // Five years of 1,000 members' insurance and first aid, renewed each year and confirmed; a few waiting.
  const members = Array.from({ length: 1000 }, () => String(new Types.ObjectId()))
  beforeAll(async () => {
    await Credential.insertMany(
      members.flatMap((userId, i) =>
        Array.from({ length: 10 }, (_, n) => ({
          userId,
          kind: n % 2 === 0 ? 'liability-insurance' : 'first-aid',
          issuer: 'Etiqa Takaful',
          from: `${2021 + Math.floor(n / 2)}-01-01`,
          until: `${2021 + Math.floor(n / 2)}-12-31`,
          status: n === 9 && i % 20 === 0 ? 'pending' : 'confirmed',
        })),
      ),
      { lean: true },
    )
    analyzeDatabase(server!.postgres!, User.db.name)
  }, 120_000)

  test("the concerns about a member (every dashboard page's frame asks for one awaiting their response)", async () => {
    await Concern.insertMany(
      members.slice(0, 500).map((userId, i) => ({
        reference: `CON-2026-${String(i).padStart(4, '0')}`,
        practitionerUserId: new Types.ObjectId(userId),
        practitionerName: 'A Practitioner',
        complainant: { name: 'A Visitor', email: 'visitor@example.com', phone: '' },
        description: 'What happened, described.',
        status: 'closed',
      })),
      { lean: true },
    )
    analyzeDatabase(server!.postgres!, User.db.name)
    expectIndexScan(await Concern.find({ practitionerUserId: members[7] }).sort({ createdAt: -1, _id: -1 }).limit(200).explain())
  })

  test("a member's credentials (every dashboard page's frame, their page and GET /api/me/credentials) and the CPD reviewer's queue", async () => {
    expectIndexScan(await Credential.find({ userId: members[7] }).explain())
    expectIndexScan(await Credential.find({ status: 'pending' }).sort({ createdAt: 1 }).limit(200).explain())
  })
})

describe.runIf(!onPostgres)('query plans', () => {
  test.skip(`need the embedded FerretDB on PostgreSQL (this run uses ${inject('dbKind')})`, () => {})
})
