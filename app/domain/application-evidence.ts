import type { MembershipType } from './membership-types.ts'

/**
 * The eligibility evidence each membership type asks for (issue 33, item 5): the documents that show
 * the requirements /membership lists for the type (app/content/membership.ts). The application form
 * says what to send for the chosen type, the secretariat sees it beside what was sent, and asking an
 * applicant for more names these documents. Browser-safe; the words are lists.json `evidence`.
 */
export const EVIDENCE_KINDS = [
  'training-hours',
  'first-aid',
  'insurance',
  'programme-certificate',
  'enrolment',
  'training-abroad',
  'citizenship',
  'business-registration',
  'identity',
  'other',
] as const
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number]

export const EVIDENCE_BY_TYPE: Record<MembershipType, readonly EvidenceKind[]> = {
  'Practicing Ordinary': ['training-hours', 'first-aid', 'insurance'],
  'Non-Practicing Ordinary': ['training-hours'],
  Graduate: ['programme-certificate'],
  Associate: [],
  Affiliate: ['citizenship'],
  Foreign: ['training-abroad'],
  Corporate: ['business-registration'],
  // By invitation (BY_INVITATION): the Executive Committee's own decision, nothing to send.
  Fellow: [],
  'Honorary Fellow': [],
  Student: ['enrolment'],
}

/** What the secretariat may ask an applicant of this type for: the type's evidence, then anything. */
export function evidenceAskableFor(type: MembershipType | null): EvidenceKind[] {
  const own = type ? EVIDENCE_BY_TYPE[type] : []
  return [...own, ...EVIDENCE_KINDS.filter((kind) => !own.includes(kind) && (kind === 'identity' || kind === 'other'))]
}

export const isEvidenceKind = (value: unknown): value is EvidenceKind => (EVIDENCE_KINDS as readonly unknown[]).includes(value)
