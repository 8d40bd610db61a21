import { membershipFees } from '#app/config/membership.ts'

/**
 * The one list of membership types (the ten of /membership, spec sections 2 and 9), with their fees
 * (configuration: app/config/membership.ts, in sen here) and rights (spec section 6). The registration
 * form, the admin, the API and /membership all read it. Browser-safe.
 */
export const MEMBERSHIP_TYPES = [
  'Practicing Ordinary',
  'Non-Practicing Ordinary',
  'Graduate',
  'Associate',
  'Affiliate',
  'Foreign',
  'Corporate',
  'Fellow',
  'Honorary Fellow',
  'Student',
] as const
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number]

/** Voting at general meetings (spec section 6). */
/** Conferred by the association, not applied for (issue 33): the public application form does not offer them. */
export const BY_INVITATION: readonly MembershipType[] = ['Fellow', 'Honorary Fellow']

const VOTING: readonly MembershipType[] = ['Practicing Ordinary', 'Non-Practicing Ordinary', 'Fellow']
/** A listing in the practitioner directory as added publicity (spec section 6). */
const LISTED: readonly MembershipType[] = ['Practicing Ordinary', 'Foreign', 'Corporate', 'Fellow', 'Honorary Fellow']

export interface MembershipTypeTerms {
  type: MembershipType
  /** Sen; 0 where there is none (Fellow, Honorary Fellow, Student by default). */
  entryFeeSen: number
  /** Sen a year; 0 where there is none (Honorary Fellow). */
  annualFeeSen: number
  /** False where the fee does not apply at all (shown as "Not applicable" or "None", never RM 0). */
  hasEntryFee: boolean
  hasAnnualFee: boolean
  voting: boolean
  listed: boolean
}

const toSen = (ringgit: number | null | undefined) => Math.round((ringgit ?? 0) * 100)

export function membershipTerms(type: MembershipType): MembershipTypeTerms {
  const fees = membershipFees[type]
  return {
    type,
    entryFeeSen: toSen(fees?.entryFee),
    annualFeeSen: toSen(fees?.annualFee),
    hasEntryFee: fees?.entryFee != null && fees.entryFee > 0,
    hasAnnualFee: fees?.annualFee != null && fees.annualFee > 0,
    voting: VOTING.includes(type),
    listed: LISTED.includes(type),
  }
}

export const MEMBERSHIP_TYPE_TERMS: readonly MembershipTypeTerms[] = MEMBERSHIP_TYPES.map(membershipTerms)

/**
 * The spec's eight registration names (section 9), which clients of the spec still send and accounts
 * made before issue 18 still hold: each is one of the ten.
 */
export const MEMBERSHIP_TYPE_ALIASES: Readonly<Record<string, MembershipType>> = {
  'Practicing Ordinary Member': 'Practicing Ordinary',
  'Non-Practicing Ordinary Member': 'Non-Practicing Ordinary',
  'Fellow Member': 'Fellow',
  'Associate Member': 'Associate',
  'Corporate Member': 'Corporate',
  'Honorary Fellow': 'Honorary Fellow',
  'Student Member': 'Student',
  'International Member': 'Foreign',
}

const BY_LOWER_CASE = new Map<string, MembershipType>([
  ...MEMBERSHIP_TYPES.map((type) => [type.toLowerCase(), type] as const),
  ...Object.entries(MEMBERSHIP_TYPE_ALIASES).map(([alias, type]) => [alias.toLowerCase(), type] as const),
])

/** The type a name stands for (one of the ten or an alias, any case, spaces trimmed), or null. */
export function membershipTypeOf(name: unknown): MembershipType | null {
  if (typeof name !== 'string') return null
  return BY_LOWER_CASE.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null
}

/** Every name the API accepts for a type: the ten and the eight aliases. */
export const ACCEPTED_MEMBERSHIP_TYPE_NAMES: readonly string[] = [...new Set([...MEMBERSHIP_TYPES, ...Object.keys(MEMBERSHIP_TYPE_ALIASES)])]
