import { now } from '#app/domain/clock.ts'
import { MEMBERSHIP_ID_PATTERN } from '#app/domain/constants.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { registerStatusOn, type RegisterStatus } from '#app/domain/register.ts'
import { sanctionsInForceOn, type PublicSanction } from '#app/domain/sanctions.ts'
import type { MemberStanding } from '#app/models/user.server.ts'
import { registerPaths } from '#app/config/register-paths.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { getDirectorySnapshot, searchWords } from './directory/snapshot.server.ts'

/**
 * The public register (issue 36, item 3; docs/decisions/044-check-the-register.md): who is a member of
 * the association, of what type, since when, until when, and under which sanction, as a member of the
 * public asks it by name or membership ID. Answered from the directory's snapshot, which holds every
 * account's standing (listed or not): no `$text` on FerretDB, no read per search. The status is decided
 * with the day of the request: a sanction's end or a lapse needs no write.
 */

/** At most this many entries answer one search: the register confirms a person, it is not a list to copy. */
export const REGISTER_MAX_ITEMS = 20

export interface RegisterItem {
  name: string
  membershipId: string
  membershipType: string
  status: RegisterStatus
  /** YYYY-MM-DD, the day the membership was approved ('' when not recorded, as for some imported members). */
  since: string
  /** YYYY-MM-DD, the last day paid for ('' for a membership with no period). */
  validUntil: string
  /** The sanctions in force on the day, strongest first, in the reader's language (a removal has no `until`). */
  sanctions: PublicSanction[]
}

interface NamedMember {
  member: MemberStanding
  /** Every word of the name, folded, each after a space. */
  words: string
}

/** The members' name words, worked out once per snapshot (its map of members is new whenever one changes). */
const namesOf = new WeakMap<ReadonlyMap<string, MemberStanding>, NamedMember[]>()
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

function namedMembers(members: ReadonlyMap<string, MemberStanding>): NamedMember[] {
  let named = namesOf.get(members)
  if (!named) {
    named = [...members.values()]
      .filter((member) => member.membershipId && member.name)
      .map((member) => ({ member, words: ` ${searchWords(member.name).join(' ')}` }))
      .sort((a, b) => collator.compare(a.member.name, b.member.name) || a.member.membershipId.localeCompare(b.member.membershipId))
    namesOf.set(members, named)
  }
  return named
}

/** A member's entry on a day, or null when they are not on the register (an applicant, lapsed over two years, leaving). */
export function registerEntryOn(member: MemberStanding, day: string, locale: Locale): RegisterItem | null {
  const status = registerStatusOn(
    {
      // The snapshot says 'closing' for an account its member closed: it leaves the register then.
      membershipStatus: member.membershipStatus,
      closureRequestedAt: member.membershipStatus === 'closing' ? day : null,
      approvedAt: member.approvedOn || null,
      membershipValidUntil: member.membershipValidUntil,
    },
    member.sanctions,
    day,
  )
  if (!status) return null
  return {
    name: member.name,
    membershipId: member.membershipId,
    membershipType: member.membershipType,
    status,
    since: member.approvedOn,
    validUntil: member.membershipValidUntil,
    sanctions: sanctionsInForceOn(member.sanctions, day, locale),
  }
}

/**
 * The register's entries for a search (already checked: at least 3 characters): a membership ID
 * (EMP001, any case) finds that member; anything else is words, each of which must start a word of the
 * name ("tan" finds "Tan Mei Ling", not "Santana"). Sorted by name, at most REGISTER_MAX_ITEMS. The
 * search is only split into words and compared: `(`, `.*` or `{"$gt":""}` are text.
 */
export async function searchRegister(q: string, locale: Locale, day = toMalaysiaDay(now())): Promise<RegisterItem[]> {
  const snapshot = await getDirectorySnapshot()
  const id = q.trim().toUpperCase()
  if (MEMBERSHIP_ID_PATTERN.test(id)) {
    const member = snapshot.membersByMembershipId.get(id)
    const entry = member ? registerEntryOn(member, day, locale) : null
    return entry ? [entry] : []
  }
  const words = searchWords(q).map((word) => ` ${word}`)
  if (!words.length) return []
  const items: RegisterItem[] = []
  for (const { member, words: name } of namedMembers(snapshot.membersById)) {
    if (!words.every((word) => name.includes(word))) continue
    const entry = registerEntryOn(member, day, locale)
    if (entry) items.push(entry)
    if (items.length >= REGISTER_MAX_ITEMS) break
  }
  return items
}

/**
 * Where a certificate's verification sends a reader to see the whole entry (sanctions included): the
 * register's answer for the membership ID, or the register's page when the certificate names none (a
 * certificate of attendance). Absolute, as the API answers it.
 */
export function registerUrlFor(membershipId: string | null | undefined): string {
  return `${getEnv().publicUrl}${membershipId ? registerPaths.search(membershipId) : registerPaths.page}`
}
