/**
 * The membership ID the admin form suggests for a new listing (spec section 5): EMP, then the highest
 * number among the IDs in use plus one, at least three digits (EMP001, EMP010, EMP1000). IDs of
 * another form (the first administrator's ADM…) are ignored. Free of server code: a unit test and the
 * page can both use it.
 */
export const MEMBERSHIP_ID_PREFIX = 'EMP'

export function membershipNumber(id: string): number | null {
  const match = /^EMP(\d+)$/i.exec(id.trim())
  return match ? Number(match[1]) : null
}

export function nextMembershipId(idsInUse: Iterable<string>): string {
  let highest = 0
  for (const id of idsInUse) {
    const number = membershipNumber(String(id))
    if (number !== null && Number.isSafeInteger(number) && number > highest) highest = number
  }
  return `${MEMBERSHIP_ID_PREFIX}${String(highest + 1).padStart(3, '0')}`
}
