import mongoose from 'mongoose'
import { beforeAll, describe, expect, test } from 'vitest'
import { CpdCertificate, cpdCertificateCodeOf, findCpdCertificateByCode } from '#app/models/cpd-certificate.server.ts'
import { invalidateDirectory, readDirectoryVersion } from '#app/models/directory-version.server.ts'
import { DocumentNumber, takeDocumentNumber } from '#app/models/document-number.server.ts'
import { FellowshipRequest } from '#app/models/fellowship-request.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { markFakeBillPaid } from '#app/models/fake-payment-bill.server.ts'
import { MoneyOperation } from '#app/models/money-operation.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { recordRenewalReminder } from '#app/models/renewal-reminder.server.ts'
import { User } from '#app/models/user.server.ts'
import { approveApplication } from '#app/services/applications.server.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { approveFellowship, declineFellowship, requestFellowship } from '#app/services/fellowship.server.ts'
import { raiseRenewalInvoice, recordInvoicePayment } from '#app/services/billing.server.ts'
import { assignStatementLine, importBankStatement } from '#app/services/reconciliation.server.ts'
import { createDonation } from '#app/models/donation.server.ts'
import { confirmEmailVerification, sendEmailVerification } from '#app/services/email-verification.server.ts'
import { receivePaymentCallback, receivePaymentReturn, requeryOpenBills, REQUERY_AFTER_MS, startInvoiceCheckout } from '#app/services/online-payments.server.ts'
import { providerTime } from '#app/services/payments/provider.server.ts'
import { signedCallbackBody, signedRedirectQuery } from '#app/services/payments/x-signature.server.ts'
import { requestPasswordReset, resetPasswordWithToken } from '#app/services/password-reset.server.ts'
import { runOncePerSlot } from '#app/jobs/scheduled-jobs.server.ts'
import { now } from '#app/domain/clock.ts'
import { addDays, malaysiaYear } from '#app/domain/dates.ts'
import { addMonths } from '#app/domain/membership-periods.ts'
import { CreditNote } from '#app/models/credit-note.server.ts'
import { createExpense, Expense } from '#app/models/expense.server.ts'
import { recordCreditNote } from '#app/services/invoice-corrections.server.ts'
import { decideExpense } from '#app/services/expenses.server.ts'
import { dayOfYearsAgo, storedDay, today } from '#tests/clock.ts'
import { createInvoiceFor, createUser } from '#tests/factories.ts'
import { openElectionWithCandidates } from '#tests/election-factories.ts'
import { ElectionRoll } from '#app/models/election.server.ts'
import { ElectionBallot, ElectionVoter } from '#app/models/election-ballot.server.ts'
import { castBallot, rollOf } from '#app/services/elections.server.ts'

/**
 * The atomicity rule of docs/conventions.md, on the store the run uses: FerretDB 1.24 reads a
 * document, changes it and writes it back, so concurrent updates of one document are lost and racing
 * `findOneAndUpdate` claims have several winners. What must happen once is an insert under a unique key.
 */
const ATTEMPTS = 30

beforeAll(async () => {
  // Attempts on a cold pool queue for connections and so run one after another: open them first.
  await Promise.all(Array.from({ length: ATTEMPTS }, () => mongoose.connection.db!.admin().ping()))
})

describe('under concurrent attempts', () => {
  test('a password reset link works exactly once', async () => {
    const user = await createUser()
    const { debugToken } = await requestPasswordReset(user.email, '203.0.113.9')
    expect(debugToken).toBeTruthy()
    const outcomes = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => resetPasswordWithToken(debugToken!, `new-password-number-${i}`)),
    )
    expect(outcomes.filter(Boolean)).toHaveLength(1)
    // Used now: neither a later attempt nor the form's check accepts it.
    expect(await resetPasswordWithToken(debugToken!, 'yet-another-password')).toBe(false)
  })

  test('an e-mail verification link verifies exactly once', async () => {
    const user = await createUser({ emailVerified: false })
    const sent = await sendEmailVerification(user, '203.0.113.90')
    const debugToken = sent.sent ? sent.debugToken : undefined
    expect(debugToken).toEqual(expect.any(String))
    const outcomes = await Promise.all(Array.from({ length: ATTEMPTS }, () => confirmEmailVerification(debugToken!)))
    const statuses = outcomes.map((o) => o.status)
    expect(statuses.filter((s) => s === 'verified')).toHaveLength(1)
    expect((await User.findById(user.id).lean())?.emailVerified).toBe(true)
  })

  test('the directory version after concurrent changes differs from every version read before any of them', async () => {
    // Each task reads the version (as a snapshot build does), then changes the directory. A reader who
    // saw a version before some change must never find that same version once the changes are done,
    // or its snapshot would look current while it misses that change.
    const seenBeforeAChange = await Promise.all(
      Array.from({ length: ATTEMPTS }, async () => {
        const seen = await readDirectoryVersion()
        await invalidateDirectory()
        return seen
      }),
    )
    const after = await readDirectoryVersion()
    expect(seenBeforeAChange).not.toContain(after)
  })

  test('a scheduled job runs exactly once in a slot that every process tries at once', async () => {
    let runs = 0
    const job = { name: `atomicity-job-${Date.now()}`, intervalMs: 60_000, run: async () => ++runs }
    const slot = new Date(Math.floor(Date.now() / 60_000) * 60_000)
    const outcomes = await Promise.all(Array.from({ length: ATTEMPTS }, () => runOncePerSlot(job, slot)))
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1)
    expect(runs).toBe(1)
    // The next slot is a new claim.
    expect((await runOncePerSlot(job, new Date(slot.getTime() + 60_000))).ran).toBe(true)
  })

  test('invoice and receipt numbers: 20 taken at once are 20 distinct, consecutive numbers', async () => {
    const series = `TST${Date.now()}`
    const numbers = await Promise.all(Array.from({ length: 20 }, () => takeDocumentNumber(series)))
    expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `${series}-${String(i + 1).padStart(4, '0')}`))
  })

  test('membership numbers: 20 approvals at once give 20 distinct, consecutive EMP numbers', async () => {
    const admin = await createUser({ isAdmin: true })
    const applicants = await Promise.all(
      Array.from({ length: 20 }, () => createUser({ membershipId: undefined, membershipStatus: 'pending', membershipType: 'Associate', appliedAt: new Date() })),
    )
    const decisions = await Promise.all(applicants.map((a) => approveApplication(accountActorOf(admin), a.id, {})))
    const ids = decisions.map((d) => (d.ok ? d.user.membershipId! : 'refused'))
    const numbers = ids.map((id) => Number(id.slice(3))).sort((a, b) => a - b)
    expect(new Set(ids).size).toBe(20)
    expect(numbers.at(-1)! - numbers[0]!).toBe(19)
  })

  test('an application is decided once, however many press approve at once', async () => {
    const admin = await createUser({ isAdmin: true })
    const applicant = await createUser({ membershipId: undefined, membershipStatus: 'pending', membershipType: 'Associate', appliedAt: new Date() })
    const decisions = await Promise.all(Array.from({ length: 20 }, () => approveApplication(accountActorOf(admin), applicant.id, {})))
    expect(decisions.filter((d) => d.ok)).toHaveLength(1)
    expect(await Invoice.countDocuments({ userId: applicant.id })).toBe(1)
  })

  test('a member asking 20 times at once to become a Fellow has one open request; 20 decisions at once decide it once', async () => {
    const admin = await createUser({ isAdmin: true })
    const member = await createUser({ joinDate: storedDay(dayOfYearsAgo(6, '01-15')) })
    const asks = await Promise.all(Array.from({ length: 20 }, () => requestFellowship(member, { note: '' })))
    expect(asks.filter((a) => a.ok)).toHaveLength(1)
    expect(await FellowshipRequest.countDocuments({ userId: member.id })).toBe(1)
    const request = asks.find((a) => a.ok)!
    const actor = { id: admin.id, email: admin.email }
    const id = request.ok ? request.request.id : ''
    const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? approveFellowship(actor, id) : declineFellowship(actor, id, { reason: 'Not yet.' }))))
    const won = decisions.filter((d) => d.ok)
    expect(won).toHaveLength(1)
    // Approved: one invoice for the fee difference; declined: none.
    expect(await Invoice.countDocuments({ userId: member.id })).toBe(won[0]!.request.status === 'approved' ? 1 : 0)
  })

  test('a payment recorded 20 times at once is taken once, and the membership is extended once', async () => {
    const admin = await createUser({ isAdmin: true })
    const applicant = await createUser({ membershipId: undefined, membershipStatus: 'pending', membershipType: 'Associate', appliedAt: new Date() })
    const approved = await approveApplication(accountActorOf(admin), applicant.id, {})
    const invoiceId = approved.ok ? approved.invoice!.id : ''
    const paidOn = addDays(today(), -10)
    const payments = await Promise.all(
      Array.from({ length: 20 }, () => recordInvoicePayment({ id: admin.id, email: admin.email }, invoiceId, { amountSen: 20_000, method: 'cash', reference: '', paidOn })),
    )
    expect(payments.filter((p) => p.ok)).toHaveLength(1)
    expect(await Receipt.countDocuments({ invoiceId })).toBe(1)
    expect((await User.findById(applicant.id).lean())?.membershipValidUntil).toBe(addDays(addMonths(paidOn, 12), -1))
  })

  test('an online payment reported 30 times at once (callbacks, returns, requeries) is recorded once, with one receipt (issue 34)', async () => {
    const admin = await createUser({ isAdmin: true })
    const applicant = await createUser({ membershipId: undefined, membershipStatus: 'pending', membershipType: 'Associate', appliedAt: new Date() })
    const approved = await approveApplication(accountActorOf(admin), applicant.id, {})
    const invoiceId = approved.ok ? approved.invoice!.id : ''
    const checkout = await startInvoiceCheckout(applicant, invoiceId)
    const billId = checkout.ok ? checkout.url.split('/').pop()! : ''
    // The fake bank takes the money; then every word of it arrives at once.
    const bill = (await markFakeBillPaid(billId, new Date()))!
    const fields = { id: billId, paid: 'true', paid_at: providerTime(bill.paidAt!), amount: String(bill.amountSen), transaction_status: 'completed' }
    const callback = Object.fromEntries(signedCallbackBody(fields, 'fake-signature-key'))
    const back = signedRedirectQuery({ id: billId, paid: 'true', paid_at: fields.paid_at }, 'fake-signature-key')
    const later = Date.now() + REQUERY_AFTER_MS + 1000
    await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        i % 3 === 0 ? receivePaymentCallback('fake', callback) : i % 3 === 1 ? receivePaymentReturn('fake', back) : requeryOpenBills(later),
      ),
    )
    expect(await Receipt.countDocuments({ invoiceId })).toBe(1)
    expect(await MoneyOperation.countDocuments({ subjectId: invoiceId })).toBe(1)
    expect((await Invoice.findById(invoiceId).lean())?.status).toBe('paid')
    expect((await User.findById(applicant.id).lean())?.membershipStatus).toBe('active')
  })

  test('an invoice raised 20 times at once is raised once and takes one number, leaving no gap', async () => {
    const member = await createUser({ membershipType: 'Associate', membershipStatus: 'active', membershipValidUntil: addDays(today(), 40) })
    const periodEnding = addDays(today(), 40)
    const series = `INV-${malaysiaYear(now())}`
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => raiseRenewalInvoice(member, periodEnding)))
    expect(outcomes.filter((o) => o?.created)).toHaveLength(1)
    expect(new Set(outcomes.map((o) => o?.invoice.number)).size).toBe(1)
    expect(await Invoice.countDocuments({ userId: member.id })).toBe(1)
    // The losers took no number: the next one in the series follows the winner's.
    const raised = Number(outcomes[0]!.invoice.number.slice(-4))
    const next = await takeDocumentNumber(series)
    expect(Number(next.slice(-4))).toBe(raised + 1)
  })

  test('a renewal reminder is recorded, and so sent, once', async () => {
    const member = await createUser()
    const outcomes = await Promise.all(
      Array.from({ length: ATTEMPTS }, () => recordRenewalReminder({ userId: member.id, reminder: 'before-30', periodEnding: '2027-03-31', email: member.email, sentAt: new Date() })),
    )
    expect(outcomes.filter(Boolean)).toHaveLength(1)
  })

  test('a bank statement line is recorded once, however many confirm or assign it at once, and the same file is imported once (issue 34)', async () => {
    const admin = await createUser({ isAdmin: true })
    const actor = { id: admin.id, email: admin.email }
    // A monthly pledge takes a gift each time: only the line's claim stands between it and a second receipt.
    const pledge = await createDonation({ name: 'Atomic Donor', email: 'atomic.donor@example.com', amountSen: 5_000, frequency: 'monthly', identification: '' })
    const file = { filename: 'atomic.csv', bytes: Buffer.from(`date,description,amount,reference\n12/03/2020,Monthly gift,50.00,ATOMIC\n`) }
    const imports = await Promise.all(Array.from({ length: ATTEMPTS }, () => importBankStatement(actor, file)))
    const ids = new Set(imports.map((outcome) => (outcome.ok ? outcome.statement.importId : 'refused')))
    expect([...ids]).toHaveLength(1)
    expect(imports.filter((outcome) => outcome.ok && outcome.created)).toHaveLength(1)
    const [importId] = [...ids]
    const outcomes = await Promise.all(Array.from({ length: ATTEMPTS }, () => assignStatementLine(actor, importId!, { line: 2, invoiceNumber: '', donationId: pledge.id })))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    // And afterwards, when the pledge's own guard (one gift per place at a time) no longer stands in the way.
    expect(await assignStatementLine(actor, importId!, { line: 2, invoiceNumber: '', donationId: pledge.id })).toMatchObject({ ok: false, status: 409 })
    expect(await Receipt.countDocuments({ donationId: pledge.id })).toBe(1)
  })

  test("a CPD year's certificate code is made once, however many draw the certificate at once (issue 33)", async () => {
    const member = await createUser()
    const codes = await Promise.all(Array.from({ length: ATTEMPTS }, () => cpdCertificateCodeOf(member.id, 2026)))
    expect(new Set(codes).size).toBe(1)
    expect(await CpdCertificate.countDocuments({ userId: member.id })).toBe(1)
    expect(await findCpdCertificateByCode(codes[0]!)).toEqual({ userId: member.id, year: 2026 })
    // Another year is another certificate.
    expect(await cpdCertificateCodeOf(member.id, 2025)).not.toBe(codes[0])
  })

  test("credit notes on one invoice at once give back at most what was paid: one takes the slot, the others' numbers are voided (issue 34)", async () => {
    const admin = await createUser({ isAdmin: true })
    const member = await createUser()
    const invoice = await createInvoiceFor(member.id, { totalSen: 6_000, items: [{ description: 'Fee', amountSen: 6_000 }] })
    expect((await recordInvoicePayment({ id: admin.id, email: admin.email }, invoice.id, { amountSen: 6_000, method: 'cash', reference: '', paidOn: today() })).ok).toBe(true)
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => recordCreditNote({ id: admin.id, email: admin.email }, invoice.id, { amount: 6_000, reason: `Refund ${i}`, refundReference: `R${i}` })),
    )
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    const written = await CreditNote.find({ invoiceId: invoice.id }).lean()
    expect(written.map((note) => note.amountSen)).toEqual([6_000])
    const taken = await DocumentNumber.find({ takenFor: `credit-note:${invoice.id}:1` }).lean()
    expect(taken.filter((number) => number.voidedAt === null).map((number) => number._id)).toEqual([written[0]!.number])
  })

  test('an expense decided by 20 officers at once is decided once, with one voucher number (issue 34)', async () => {
    const recorder = await createUser({ isAdmin: true, roles: ['treasurer'] })
    const expense = await createExpense({
      spentOn: today(),
      payee: 'Dewan',
      category: 'venue',
      amountSen: 10_000,
      description: 'Hall',
      receipt: { mediaId: '0123456789abcdef01234567', name: 'r.pdf', mimeType: 'application/pdf' },
      recordedBy: recorder.id,
      recordedByName: 'Recorder',
    })
    const deciders = await Promise.all(Array.from({ length: 20 }, () => createUser({ isAdmin: true })))
    const outcomes = await Promise.all(
      deciders.map((officer, i) =>
        decideExpense({ id: officer.id, email: officer.email, isAdmin: true, name: `Officer ${i}` }, expense.id, i % 2 ? { status: 'approved' } : { status: 'rejected', reason: 'No' }),
      ),
    )
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    const stored = await Expense.findById(expense.id).lean()
    const winner = outcomes.find((o) => o.ok)
    expect(stored?.status).toBe(winner?.ok ? winner.expense.status : 'none')
    const numbers = await DocumentNumber.find({ takenFor: `expense:${expense.id}`, voidedAt: null }).lean()
    expect(numbers.map((n) => n._id)).toEqual(stored?.status === 'approved' ? [stored.number] : [])
  })

  test('a voter sending 20 ballots at once votes once: one ballot in the box, one voter record (issue 35)', async () => {
    const { election, candidates } = await openElectionWithCandidates(2)
    const voter = await createUser()
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => castBallot(voter, election.id, { candidateIds: [candidates[i % 2]!.id] })))
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.status)).toEqual(Array.from({ length: 19 }, () => 409))
    expect(await ElectionBallot.countDocuments({ electionId: election.id })).toBe(1)
    expect(await ElectionVoter.countDocuments({ electionId: election.id })).toBe(1)
  })

  test('an election\'s roll taken by 20 requests at once is stored once (issue 35)', async () => {
    const { election } = await openElectionWithCandidates(1)
    const rolls = await Promise.all(Array.from({ length: 20 }, () => rollOf(election)))
    expect(new Set(rolls.map((roll) => JSON.stringify(roll))).size).toBe(1)
    expect(await ElectionRoll.countDocuments({ _id: election.id })).toBe(1)
  })
})
