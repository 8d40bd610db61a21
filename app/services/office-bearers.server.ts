import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { currentOn, fitsSeats, followPositions, isCurrentOn, overlaps, positionKeyOf, rolesFromTerms, termsHandedOver, type TermSpan } from '#app/domain/office-terms.ts'
import { rolesOf } from '#app/domain/roles.ts'
import { listActiveCommitteeMembers } from '#app/models/committee-member.server.ts'
import {
  countOfficePositions,
  getOfficePosition,
  insertOfficePosition,
  listOfficePositions,
  updateOfficePosition,
  type NewOfficePosition,
  type PublicOfficePosition,
} from '#app/models/office-position.server.ts'
import {
  getOfficeTerm,
  insertOfficeTerm,
  insertOfficeTerms,
  listOfficeHolderIds,
  listOfficeTerms,
  listOfficeTermsOfPosition,
  listOfficeTermsOfUser,
  updateOfficeTerm,
  type PublicOfficeTerm,
} from '#app/models/office-term.server.ts'
import { addPositionRole, listPositionRoleHolderIds, listPositionRolesOf, removePositionRole } from '#app/models/position-role-grant.server.ts'
import { getUserByEmail, getUserById, listUsersByMembershipIds, setRoles, type PublicUser } from '#app/models/user.server.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { message } from '#app/validation/messages.ts'
import type { OfficePositionInput, OfficeTermCorrection, OfficeTermInput } from '#app/validation/office-bearers.ts'
import { recordAdminAction, SYSTEM_ACTOR, type AuditActor } from './audit.server.ts'

/**
 * The office-bearers' register (issue 35, item 1): the positions of the committee in their order, who
 * holds each from which day until which, and the history (a term is ended or corrected, never deleted;
 * every change is audited). The about page's committee is drawn from it; a position may give its
 * holders a staff role while they hold it (`grantsRole`), which the register gives and takes back
 * itself (`followPositionsFor`), never a role given by hand. /admin/office-bearers and
 * /api/admin/office-bearers call these; both the administrators' ('roles' area).
 */

export const OFFICE_MESSAGES = {
  recorded: message('messages:officeBearers.recorded'),
  handedOver: message('messages:officeBearers.handedOver'),
  ended: message('messages:officeBearers.ended'),
  corrected: message('messages:officeBearers.corrected'),
  positionAdded: message('messages:officeBearers.positionAdded'),
  positionSaved: message('messages:officeBearers.positionSaved'),
  positionMoved: message('messages:officeBearers.positionMoved'),
  positionRetired: message('messages:officeBearers.positionRetired'),
  positionRestored: message('messages:officeBearers.positionRestored'),
  termNotFound: message('messages:officeBearers.termNotFound'),
  positionNotFound: message('messages:officeBearers.positionNotFound'),
  positionUnknown: message('validation:officeBearers.positionUnknown'),
  memberUnknown: message('validation:officeBearers.memberUnknown'),
  cardUnknown: message('validation:officeBearers.cardUnknown'),
  seatsTaken: message('validation:officeBearers.seatsTaken'),
  seatsBelowHolders: message('validation:officeBearers.seatsBelowHolders'),
  alreadyEnded: message('messages:officeBearers.alreadyEnded'),
  retireHeld: message('messages:officeBearers.retireHeld'),
  ownRoles: message('messages:officeBearers.ownRoles'),
} as const

export type OfficeOutcome<T = object> = ({ ok: true; message: string } & T) | { ok: false; status: 400 | 403 | 404 | 409; message: string; fieldErrors?: FieldErrors }

const refuse = (status: 400 | 403 | 404 | 409, text: string, field?: string): OfficeOutcome<never> => ({
  ok: false,
  status,
  message: text,
  ...(field ? { fieldErrors: { [field]: [text] } } : {}),
})

/** Today in Malaysia: the register's "current". */
export const officeToday = () => toMalaysiaDay(now())

const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim()
const span = (term: TermSpan) => (term.until ? `${term.from} to ${term.until}` : `from ${term.from}`)

// ---------------------------------------------------------------------------------------------------
// Reading the register

/** The committee's content entries a term may show as its card (portrait, salutation, organisation). */
async function listCards() {
  return listActiveCommitteeMembers()
}

/**
 * The register for /admin/office-bearers: each position in its order with its current holders (and
 * those to come), the history of every term, newest first, and the cards a term may show.
 */
export async function officeRegister() {
  const [positions, terms, cards] = await Promise.all([listOfficePositions(), listOfficeTerms(), listCards()])
  const day = officeToday()
  const titleOf = new Map(positions.map((position) => [position.id, position]))
  const cardName = new Map(cards.map((card) => [card.id, card.name]))
  const termView = (term: PublicOfficeTerm) => ({
    id: term.id,
    positionId: term.positionId,
    position: titleOf.get(term.positionId)?.title ?? '',
    positionMs: titleOf.get(term.positionId)?.titleMs ?? '',
    name: term.name,
    hasAccount: Boolean(term.userId),
    from: term.from,
    until: term.until,
    card: term.cardId ? (cardName.get(term.cardId) ?? null) : null,
    state: isCurrentOn(term, day) ? ('current' as const) : term.from > day ? ('coming' as const) : ('ended' as const),
  })
  return {
    today: day,
    positions: positions.map((position) => {
      const own = terms.filter((term) => term.positionId === position.id)
      return {
        ...position,
        holders: own.filter((term) => term.until === null || term.until >= day).sort((a, b) => a.from.localeCompare(b.from)).map(termView),
      }
    }),
    history: terms.map(termView),
    cards: cards.map((card) => ({ id: card.id, name: card.name })),
  }
}
export type OfficeRegister = Awaited<ReturnType<typeof officeRegister>>

/** One term for its correction page, with its position. */
export async function officeTermForPage(id: string) {
  const term = await getOfficeTerm(id)
  if (!term) return null
  const [position, cards] = await Promise.all([getOfficePosition(term.positionId), listCards()])
  return { term, position, cards: cards.map((card) => ({ id: card.id, name: card.name })) }
}

export async function officePositionForPage(id: string) {
  return getOfficePosition(id)
}

/**
 * The office-bearers on a day (today unless asked), in the positions' order, as `GET /api/office-bearers`
 * answers: the position's key and titles, the holder's name, the account where there is one, the days.
 */
export async function officeBearersOn(day: string = officeToday()) {
  const [positions, terms] = await Promise.all([listOfficePositions(), listOfficeTerms()])
  return holdersInOrder(positions, currentOn(terms, day)).map(({ position, term }) => ({
    position: position.key,
    title: position.title,
    titleMs: position.titleMs,
    name: term.name,
    ...(term.userId ? { userId: term.userId } : {}),
    from: term.from,
    ...(term.until ? { until: term.until } : {}),
  }))
}

/**
 * The office-bearers in office on any day from `from` to `to` (the annual return's year), in the
 * positions' order, each term as `officeBearersOn` gives it: a holder who handed over during the year is
 * listed with their successor.
 */
export async function officeBearersDuring(from: string, to: string) {
  const [positions, terms] = await Promise.all([listOfficePositions(), listOfficeTerms()])
  const span = { from, until: to }
  return holdersInOrder(positions, terms.filter((term) => overlaps(term, span))).map(({ position, term }) => ({
    position: position.key,
    title: position.title,
    titleMs: position.titleMs,
    name: term.name,
    userId: term.userId,
    from: term.from,
    until: term.until,
  }))
}

function holdersInOrder(positions: readonly PublicOfficePosition[], terms: readonly PublicOfficeTerm[]) {
  return positions.flatMap((position) =>
    terms
      .filter((term) => term.positionId === position.id)
      .sort((a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id))
      .map((term) => ({ position, term })),
  )
}

/**
 * The committee as the about page shows it today: each current holder in the positions' order, with
 * the position's titles and the card (content entry) the term names, if it is on show.
 */
export async function committeeToday() {
  const [positions, terms, cards] = await Promise.all([listOfficePositions(), listOfficeTerms(), listCards()])
  const cardOf = new Map(cards.map((card) => [card.id, card]))
  return holdersInOrder(positions, currentOn(terms, officeToday())).map(({ position, term }) => ({
    id: term.id,
    name: term.name,
    title: position.title,
    titleMs: position.titleMs,
    card: term.cardId ? (cardOf.get(term.cardId) ?? null) : null,
  }))
}

// ---------------------------------------------------------------------------------------------------
// Terms

/** The account a term names: by id (the API) or by e-mail address or membership ID (the page). */
async function holderAccount(input: { userId: string | null; member: string }): Promise<PublicUser | null | 'unknown'> {
  if (input.userId) return (await getUserById(input.userId)) ?? 'unknown'
  const member = input.member.trim()
  if (!member) return null
  if (member.includes('@')) return (await getUserByEmail(member)) ?? 'unknown'
  return (await listUsersByMembershipIds([member.toUpperCase()]))[0] ?? 'unknown'
}

async function cardExists(cardId: string | null) {
  if (!cardId) return true
  return (await listCards()).some((card) => card.id === cardId)
}

/** No one changes their own roles: a term of one's own account in a position that gives a role is another administrator's to record. */
function changesOwnRoles(actor: AuditActor, userId: string | null, position: PublicOfficePosition | null) {
  return Boolean(userId && userId === actor.id && position?.grantsRole)
}

/**
 * Records a new holder. A one-seat position's open term before it is handed over (ended the day
 * before); otherwise the new term must leave the position within its seats on every day. The holder's
 * account gets the position's role while the term is current.
 */
export async function recordOfficeTerm(actor: AuditActor, input: OfficeTermInput): Promise<OfficeOutcome<{ id: string; handedOver: string[] }>> {
  const positions = await listOfficePositions()
  const position = positions.find((p) => p.key === input.position || p.id === input.position)
  if (!position || position.retired) return refuse(400, OFFICE_MESSAGES.positionUnknown, 'position')
  const account = await holderAccount(input)
  if (account === 'unknown') return refuse(400, OFFICE_MESSAGES.memberUnknown, input.userId ? 'userId' : 'member')
  if (!(await cardExists(input.cardId))) return refuse(400, OFFICE_MESSAGES.cardUnknown, 'cardId')
  if (changesOwnRoles(actor, account?.id ?? null, position)) return refuse(403, OFFICE_MESSAGES.ownRoles, input.userId ? 'userId' : 'member')
  const name = input.name || (account ? fullName(account) : '')
  const term = { from: input.from, until: input.until }
  const others = await listOfficeTermsOfPosition(position.id)
  const handed = termsHandedOver(term, others, position.seats)
  const remaining = others.map((other) => ({ ...other, until: handed.find((h) => h.term.id === other.id)?.until ?? other.until }))
  if (!fitsSeats(term, remaining, position.seats)) return refuse(409, OFFICE_MESSAGES.seatsTaken, 'from')
  if (handed.some((h) => changesOwnRoles(actor, h.term.userId, position))) return refuse(403, OFFICE_MESSAGES.ownRoles, 'position')
  for (const { term: before, until } of handed) {
    await updateOfficeTerm(before.id, { until })
    await recordAdminAction(actor, {
      action: 'ended-term',
      entityType: 'office-term',
      entityId: before.id,
      summary: `Ended ${before.name}'s term as ${position.title} on ${until}: ${name} takes over`,
    })
  }
  const created = await insertOfficeTerm({ positionId: position.id, userId: account?.id ?? null, name, from: term.from, until: term.until, cardId: input.cardId })
  await recordAdminAction(actor, {
    action: 'recorded-term',
    entityType: 'office-term',
    entityId: created.id,
    summary: `Recorded ${name}${account ? ` (${account.email})` : ''} as ${position.title} ${span(term)}`,
  })
  await followPositionsFor([created.userId, ...handed.map((h) => h.term.userId)], actor)
  return { ok: true, message: handed.length ? OFFICE_MESSAGES.handedOver : OFFICE_MESSAGES.recorded, id: created.id, handedOver: handed.map((h) => h.term.name) }
}

/** Ends a term on `until` (its last day in office), or ends it earlier than it was to end. */
export async function endOfficeTerm(actor: AuditActor, termId: string, until: string): Promise<OfficeOutcome> {
  const term = await getOfficeTerm(termId)
  if (!term) return refuse(404, OFFICE_MESSAGES.termNotFound)
  if (until < term.from) return refuse(400, message('validation:officeBearers.untilBeforeFrom'), 'until')
  if (term.until !== null && term.until <= until) return refuse(409, OFFICE_MESSAGES.alreadyEnded, 'until')
  const position = await getOfficePosition(term.positionId)
  if (changesOwnRoles(actor, term.userId, position)) return refuse(403, OFFICE_MESSAGES.ownRoles, 'until')
  await updateOfficeTerm(term.id, { until })
  await recordAdminAction(actor, {
    action: 'ended-term',
    entityType: 'office-term',
    entityId: term.id,
    summary: `Ended ${term.name}'s term as ${position?.title ?? 'office-bearer'} on ${until}`,
  })
  await followPositionsFor([term.userId], actor)
  return { ok: true, message: OFFICE_MESSAGES.ended }
}

/** Corrects a term as it was recorded (name, days, card): the audit log keeps what it said before. */
export async function correctOfficeTerm(actor: AuditActor, termId: string, input: OfficeTermCorrection): Promise<OfficeOutcome> {
  const term = await getOfficeTerm(termId)
  if (!term) return refuse(404, OFFICE_MESSAGES.termNotFound)
  const position = await getOfficePosition(term.positionId)
  if (!(await cardExists(input.cardId))) return refuse(400, OFFICE_MESSAGES.cardUnknown, 'cardId')
  const daysChange = input.from !== term.from || input.until !== term.until
  if (daysChange && changesOwnRoles(actor, term.userId, position)) return refuse(403, OFFICE_MESSAGES.ownRoles, 'from')
  if (daysChange && position) {
    const others = (await listOfficeTermsOfPosition(position.id)).filter((other) => other.id !== term.id)
    if (!fitsSeats(input, others, position.seats)) return refuse(409, OFFICE_MESSAGES.seatsTaken, 'from')
  }
  const changes: string[] = []
  if (input.name !== term.name) changes.push(`name from "${term.name}" to "${input.name}"`)
  if (daysChange) changes.push(`days from ${span(term)} to ${span(input)}`)
  if (input.cardId !== term.cardId) changes.push(`card from ${term.cardId ?? 'none'} to ${input.cardId ?? 'none'}`)
  if (!changes.length) return { ok: true, message: OFFICE_MESSAGES.corrected }
  await updateOfficeTerm(term.id, { name: input.name, from: input.from, until: input.until, cardId: input.cardId })
  await recordAdminAction(actor, {
    action: 'corrected-term',
    entityType: 'office-term',
    entityId: term.id,
    summary: `Corrected ${term.name}'s term as ${position?.title ?? 'office-bearer'}: ${changes.join('; ')}`,
  })
  if (daysChange) await followPositionsFor([term.userId], actor)
  return { ok: true, message: OFFICE_MESSAGES.corrected }
}

// ---------------------------------------------------------------------------------------------------
// Positions

/** Adds a position at the end of the order, under a key made from its English title. */
export async function addOfficePosition(actor: AuditActor, input: OfficePositionInput): Promise<OfficeOutcome<{ id: string }>> {
  const positions = await listOfficePositions()
  const order = Math.max(0, ...positions.map((p) => p.order)) + 10
  const created = await insertPositionUnderFreshKey({ title: input.title, titleMs: input.titleMs, order, seats: input.seats, grantsRole: input.grantsRole })
  await recordAdminAction(actor, {
    action: 'added-position',
    entityType: 'office-position',
    entityId: created.id,
    summary: `Added the position ${input.title} (${input.seats} seat${input.seats === 1 ? '' : 's'}${input.grantsRole ? `, gives the ${input.grantsRole} role` : ''})`,
  })
  return { ok: true, message: OFFICE_MESSAGES.positionAdded, id: created.id }
}

/** A position under the key of its title, or the first of `<key>-2`, `<key>-3`… no position holds (the unique index decides). */
async function insertPositionUnderFreshKey(position: Omit<NewOfficePosition, 'key'>) {
  const base = positionKeyOf(position.title)
  for (let attempt = 1; ; attempt += 1) {
    const created = await insertOfficePosition({ ...position, key: attempt === 1 ? base : `${base}-${attempt}` })
    if (created) return created
  }
}

/** Renames a position, sets its seats and the role it gives; its holders' roles follow at once. */
export async function saveOfficePosition(actor: AuditActor, id: string, input: OfficePositionInput): Promise<OfficeOutcome> {
  const position = await getOfficePosition(id)
  if (!position) return refuse(404, OFFICE_MESSAGES.positionNotFound)
  const terms = await listOfficeTermsOfPosition(position.id)
  const day = officeToday()
  if (input.grantsRole !== position.grantsRole && currentOrComing(terms, day).some((term) => term.userId === actor.id)) {
    return refuse(403, OFFICE_MESSAGES.ownRoles, 'grantsRole')
  }
  if (input.seats < position.seats) {
    const crowded = currentOrComing(terms, day).some((term) => !fitsSeats(term, terms.filter((other) => other.id !== term.id), input.seats))
    if (crowded) return refuse(409, OFFICE_MESSAGES.seatsBelowHolders, 'seats')
  }
  const changes: string[] = []
  if (input.title !== position.title) changes.push(`title from "${position.title}" to "${input.title}"`)
  if (input.titleMs !== position.titleMs) changes.push(`Malay title from "${position.titleMs}" to "${input.titleMs}"`)
  if (input.seats !== position.seats) changes.push(`seats from ${position.seats} to ${input.seats}`)
  if (input.grantsRole !== position.grantsRole) changes.push(`role from ${position.grantsRole || 'none'} to ${input.grantsRole || 'none'}`)
  if (!changes.length) return { ok: true, message: OFFICE_MESSAGES.positionSaved }
  await updateOfficePosition(position.id, { title: input.title, titleMs: input.titleMs, seats: input.seats, grantsRole: input.grantsRole })
  await recordAdminAction(actor, { action: 'updated-position', entityType: 'office-position', entityId: position.id, summary: `Changed the position ${position.title}: ${changes.join('; ')}` })
  if (input.grantsRole !== position.grantsRole) await followPositionsFor(terms.map((term) => term.userId), actor)
  return { ok: true, message: OFFICE_MESSAGES.positionSaved }
}

const currentOrComing = (terms: readonly PublicOfficeTerm[], day: string) => terms.filter((term) => term.until === null || term.until >= day)

/** Moves a position one place up or down the committee's order. */
export async function moveOfficePosition(actor: AuditActor, id: string, direction: 'up' | 'down'): Promise<OfficeOutcome> {
  const positions = await listOfficePositions()
  const index = positions.findIndex((position) => position.id === id)
  if (index === -1) return refuse(404, OFFICE_MESSAGES.positionNotFound)
  const other = index + (direction === 'up' ? -1 : 1)
  if (other < 0 || other >= positions.length) return { ok: true, message: OFFICE_MESSAGES.positionMoved }
  const order = positions.map((position) => position.id)
  ;[order[index], order[other]] = [order[other]!, order[index]!]
  // Renumbered in tens, so that orders that were equal or close can always be told apart.
  for (const [i, positionId] of order.entries()) {
    const position = positions.find((p) => p.id === positionId)!
    if (position.order !== (i + 1) * 10) await updateOfficePosition(positionId, { order: (i + 1) * 10 })
  }
  await recordAdminAction(actor, {
    action: 'moved-position',
    entityType: 'office-position',
    entityId: id,
    summary: `Moved the position ${positions[index]!.title} ${direction} the committee's order`,
  })
  return { ok: true, message: OFFICE_MESSAGES.positionMoved }
}

/** Retires a position no one holds now or is to hold (its history stays), or brings one back. */
export async function retireOfficePosition(actor: AuditActor, id: string, retired: boolean): Promise<OfficeOutcome> {
  const position = await getOfficePosition(id)
  if (!position) return refuse(404, OFFICE_MESSAGES.positionNotFound)
  if (position.retired === retired) return { ok: true, message: retired ? OFFICE_MESSAGES.positionRetired : OFFICE_MESSAGES.positionRestored }
  if (retired && currentOrComing(await listOfficeTermsOfPosition(position.id), officeToday()).length) return refuse(409, OFFICE_MESSAGES.retireHeld)
  await updateOfficePosition(position.id, { retired })
  await recordAdminAction(actor, {
    action: retired ? 'retired-position' : 'restored-position',
    entityType: 'office-position',
    entityId: position.id,
    summary: `${retired ? 'Retired' : 'Brought back'} the position ${position.title}`,
  })
  return { ok: true, message: retired ? OFFICE_MESSAGES.positionRetired : OFFICE_MESSAGES.positionRestored }
}

// ---------------------------------------------------------------------------------------------------
// Roles that follow positions

/**
 * Brings each account's roles in line with the positions it holds today: the role a current term's
 * position gives is added (and remembered as the register's, unless the account held it already by
 * hand); a role the register gave is taken back once no current term gives it. Audited as `actor`'s.
 */
export async function followPositionsFor(userIds: ReadonlyArray<string | null>, actor: AuditActor = SYSTEM_ACTOR) {
  let changed = 0
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))]
  if (!ids.length) return 0
  const positions = new Map((await listOfficePositions()).map((position) => [position.id, position]))
  const day = officeToday()
  for (const userId of ids) {
    const [user, terms, byPosition] = await Promise.all([getUserById(userId), listOfficeTermsOfUser(userId), listPositionRolesOf(userId)])
    if (!user) continue
    const wanted = rolesFromTerms(
      terms.map((term) => ({ ...term, role: positions.get(term.positionId)?.grantsRole ?? '' })),
      day,
    )
    const before = rolesOf(user)
    const next = followPositions(before, byPosition, wanted)
    for (const role of next.add) await addPositionRole(userId, role)
    for (const role of next.released) await removePositionRole(userId, role)
    if (!next.add.length && !next.remove.length) continue
    await setRoles(userId, next.roles)
    changed += 1
    await recordAdminAction(actor, {
      action: 'roles-followed-positions',
      entityType: 'user',
      entityId: userId,
      summary: `Changed ${fullName(user)}'s (${user.email}) roles from [${before.join(', ')}] to [${next.roles.join(', ')}], following the office-bearers' register`,
    })
  }
  return changed
}

/** The scheduled run: every account that holds or held a position, or a role by one (terms start and end by the calendar). */
export async function followPositionsForAll() {
  const ids = [...new Set([...(await listOfficeHolderIds()), ...(await listPositionRoleHolderIds())])]
  return { changed: await followPositionsFor(ids) }
}

// ---------------------------------------------------------------------------------------------------
// The register's first contents

/** The day the seeded 2025–2027 committee's terms begin (the spec gives the term's years, not its AGM). */
export const SEEDED_TERM_FROM = '2025-01-01'

/**
 * At start-up, once: a database without positions gets them from the committee as its content holds it
 * (the seed's twelve, or what the administrators made of them), each distinct position once in the
 * committee's order with as many seats as it has members, and a current term for each member on show,
 * showing their card; without any, the spec's positions (`specPositions`). So the about page reads as it did. Returns how
 * many positions it added (0 when the register had some).
 */
export async function ensureOfficeBearers(
  specPositions: ReadonlyArray<{ title: string; titleMs: string }>,
  log: (m: string) => void = () => {},
): Promise<number> {
  if ((await countOfficePositions()) > 0) return 0
  const cards = await listActiveCommitteeMembers()
  const source = cards.length
    ? cards.map((card) => ({ title: card.position, titleMs: card.positionMs ?? '', card }))
    : specPositions.map((position) => ({ ...position, card: null }))
  const positions: Array<{ id: string; title: string }> = []
  const seats = new Map<string, number>()
  for (const { title } of source) seats.set(title.toLowerCase(), (seats.get(title.toLowerCase()) ?? 0) + 1)
  for (const { title, titleMs } of source) {
    if (positions.some((p) => p.title.toLowerCase() === title.toLowerCase())) continue
    const created = await insertPositionUnderFreshKey({ title, titleMs, order: (positions.length + 1) * 10, seats: seats.get(title.toLowerCase()) ?? 1, grantsRole: '' })
    positions.push({ id: created.id, title })
  }
  await insertOfficeTerms(
    source.flatMap(({ title, card }) => {
      const position = positions.find((p) => p.title.toLowerCase() === title.toLowerCase())
      return card && position ? [{ positionId: position.id, userId: null, name: card.name, from: SEEDED_TERM_FROM, until: null, cardId: card.id }] : []
    }),
  )
  log(`The office-bearers' register made from the committee: ${positions.length} positions, ${cards.length} terms`)
  return positions.length
}
