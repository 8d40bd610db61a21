/**
 * The fixed lists of the association (spec section 9). Schemas, forms, the API and the seed all read
 * them from here so that a list is never written twice.
 */

export const LOCATIONS = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Kuala Lumpur',
  'Labuan',
  'Malacca',
  'Negeri Sembilan',
  'Pahang',
  'Penang',
  'Perak',
  'Perlis',
  'Putrajaya',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'Singapore',
  'Thailand',
  'Indonesia',
  'Philippines',
  'Australia',
  'United Kingdom',
  'United States',
  'Canada',
  'Other International',
] as const
export type Location = (typeof LOCATIONS)[number]
export const ALL_LOCATIONS = 'All Locations'

/** Malaysian states and federal territories; the rest of LOCATIONS lie abroad. */
export const MALAYSIAN_LOCATIONS: readonly Location[] = LOCATIONS.slice(0, 16)

export const PILLAR_SPECIALTIES = [
  'Soul',
  'Mental/Emotion',
  'Body',
  'Auric/Frequencies',
  'Air',
  'Water/Beverage',
  'Food/Nutrition',
  'People/Relationship',
  'Home/Workplace',
  'Environment',
] as const
export type PillarSpecialty = (typeof PILLAR_SPECIALTIES)[number]
export const ALL_SPECIALTIES = 'All Pillar Specialities'
/** What the admin form saves when no speciality is given (spec section 5). */
export const DEFAULT_PRACTITIONER_SPECIALTY = 'Energy Medicine'

export const CPD_CATEGORIES = [
  'Workshop',
  'Webinar',
  'Conference',
  'Training Course',
  'Self-Study',
  'Research',
  'Mentoring',
  'Other',
] as const
export type CpdCategory = (typeof CPD_CATEGORIES)[number]

export const CPD_HOURS = { min: 0.5, max: 100, step: 0.5, default: 1 } as const
/** Professional standards ask 20 CPD hours a year of every practising member. */
export const CPD_YEARLY_REQUIREMENT_HOURS = 20

export const CPD_STATUSES = ['pending', 'approved', 'rejected'] as const
export type CpdStatus = (typeof CPD_STATUSES)[number]

export const REGISTRATION_MEMBERSHIP_TYPES = [
  'Practicing Ordinary Member',
  'Non-Practicing Ordinary Member',
  'Honorary Fellow',
  'Fellow Member',
  'Associate Member',
  'Student Member',
  'International Member',
  'Corporate Member',
] as const
export type RegistrationMembershipType = (typeof REGISTRATION_MEMBERSHIP_TYPES)[number]

export const MEMBERSHIP_STATUSES = ['active', 'pending', 'suspended', 'expired', 'rejected'] as const
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number]
/**
 * A listing linked to a member in one of these states is hidden from the public directory: only an
 * active member's listing shows (an unlinked one shows as "Self-listed"), issue 18.
 */
export const HIDDEN_LISTING_STATUSES: readonly MembershipStatus[] = ['pending', 'suspended', 'expired', 'rejected']

export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** How a treasurer may record money received (issue 18). */
export const RECORDED_PAYMENT_METHODS = ['bank-transfer', 'duitnow', 'cash', 'cheque', 'card', 'other'] as const
/** How money received may have come: those, or online banking through the payment provider (issue 34), which only the provider's word records. */
export const PAYMENT_METHODS = [...RECORDED_PAYMENT_METHODS, 'fpx'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const MEMBERSHIP_ID_PATTERN = /^EMP\d{3,}$/

export const HOME_CONTACT_SUBJECTS = [
  { value: 'membership', label: 'Membership Inquiry' },
  { value: 'certification', label: 'Certification Programmes' },
  { value: 'general', label: 'General Information' },
  { value: 'other', label: 'Other' },
] as const

export const CONTACT_PAGE_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'membership', label: 'Membership' },
  { value: 'training', label: 'Training & CPD' },
  { value: 'partnership', label: 'Partnership & Collaboration' },
  { value: 'media', label: 'Media & Press' },
  { value: 'complaint', label: 'Complaint or Ethics Concern' },
  { value: 'other', label: 'Other' },
] as const

/** Every subject value either contact form may send. */
export const CONTACT_SUBJECT_VALUES = [
  ...new Set([...HOME_CONTACT_SUBJECTS, ...CONTACT_PAGE_SUBJECTS].map((s) => s.value)),
] as [string, ...string[]]

/** Values with a style of their own; anything else is styled as "other" (spec section 3). */
export const EVENT_TYPES_STYLED = ['Conference', 'Training', 'Outreach'] as const
export const LOCAL_PARTNER_STATUSES_STYLED = ['Active Partnership', 'MOU Signed'] as const
export const INTERNATIONAL_PARTNER_STATUSES_STYLED = [
  'Member Organization',
  'Affiliated Member',
  'Network Member',
] as const

export const PASSWORD_MIN_LENGTH = 6
export const USERNAME_MIN_LENGTH = 3

export const DIRECTORY_PAGE_SIZE = 12
export const DIRECTORY_API_MAX_LIMIT = 100
