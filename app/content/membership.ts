import { withTerms, type MembershipCard } from '#app/domain/membership-cards.ts'

/**
 * The ten membership types' cards (spec sections 2, 5, 6 and 9). Their fees and rights come from the
 * one list (app/domain/membership-types.ts, fees in app/config/membership.ts); this file holds the words.
 */

const cards: MembershipCard[] = [
  {
    type: 'Practicing Ordinary',
    description: 'For qualified practitioners who see clients in Malaysia.',
    benefits: [
      'Voting rights at general meetings',
      'A listing in the practitioner directory',
      'Member rates for training, workshops and the annual conference',
      'May upgrade to Fellow after 5 years of practice',
    ],
    requirements: [
      'At least 21 years of age',
      'At least 200 hours of formal training',
      'Current first aid and CPR certification',
      'Professional liability insurance',
      'At least 20 CPD hours each year',
    ],
    mostPopular: true,
  },
  {
    type: 'Non-Practicing Ordinary',
    description: 'For qualified practitioners who are not seeing clients at present: on a career break, teaching or retired.',
    benefits: ['Voting rights at general meetings', 'Member rates for training and events', 'Member resources and newsletters'],
    requirements: ['At least 21 years of age', 'At least 200 hours of formal training', 'Agreement to the code of ethics'],
  },
  {
    type: 'Graduate',
    description: 'For recent graduates of a recognised training programme who are building supervised experience.',
    benefits: ['Mentoring by experienced members', 'Member rates for training and events', 'A clear path to Practicing Ordinary membership'],
    requirements: ['At least 18 years of age', 'A certificate from a recognised training programme', 'Agreement to the code of ethics'],
  },
  {
    type: 'Associate',
    description: 'For people in training and for allied professionals with an interest in energy medicine.',
    benefits: ['Member rates for training and events', 'Member resources and newsletters', 'Networking with practitioners'],
    requirements: ['At least 18 years of age', 'Agreement to the code of ethics'],
  },
  {
    type: 'Affiliate',
    description: 'For Malaysians who support the association’s aims and want to stay involved.',
    benefits: ['Invitations to community events and talks', 'Newsletters and public resources', 'Volunteering opportunities in outreach'],
    requirements: ['At least 21 years of age', 'Malaysian citizenship'],
  },
  {
    type: 'Foreign',
    description: 'For practitioners based outside Malaysia who want to join our regional network.',
    benefits: ['A listing in the practitioner directory', 'Exchange visits and online CPD', 'Member rates for the annual conference'],
    requirements: ['At least 21 years of age', 'Practice or residence outside Malaysia', 'Evidence of training in your own country'],
  },
  {
    type: 'Corporate',
    description: 'For wellness centres, clinics, training providers and companies that support safe, ethical practice.',
    benefits: ['A listing in the practitioner directory', 'Recognition at association events', 'Staff places at member rates'],
    requirements: ['A registered business or organisation', 'A named representative at least 21 years of age', 'Agreement to the code of ethics'],
  },
  {
    type: 'Fellow',
    entryFeeNote: 'Not applicable',
    description: 'For senior practitioners who have served the profession over many years.',
    benefits: ['Voting rights at general meetings', 'A listing in the practitioner directory', 'The post-nominal title of Fellow', 'Invitations to mentor and examine'],
    requirements: [
      'At least 21 years of age',
      '5 years of full-time practice',
      'Approval by the Executive Committee',
    ],
  },
  {
    type: 'Honorary Fellow',
    entryFeeNote: 'None',
    description: 'Conferred on people who have made an outstanding contribution to wholistic wellness.',
    benefits: ['A listing in the practitioner directory', 'Lifetime recognition by the association'],
    requirements: ['By invitation', 'Approval by the Executive Committee'],
  },
  {
    type: 'Student',
    entryFeeNote: 'None',
    description: 'For students enrolled in a recognised energy medicine or wellness training programme.',
    benefits: ['Student rates for workshops and the conference', 'Mentoring and study groups', 'Member resources and newsletters'],
    requirements: ['At least 18 years of age', 'Proof of enrolment in a recognised programme'],
  },
]

/** Each card with its fees (ringgit, null where none applies) and rights. */
export const membershipTypes = withTerms(cards)

export const whyJoin = [
  {
    title: 'Recognition and trust',
    description: 'Show clients that you follow a published code of ethics and meet clear training standards.',
  },
  {
    title: 'Professional development',
    description: 'Workshops, webinars, mentoring and a portal to record your CPD hours throughout the year.',
  },
  {
    title: 'Visibility',
    description: 'Eligible members are listed in the public directory that people use to find a practitioner.',
  },
  {
    title: 'A voice for the profession',
    description: 'Take part in the association’s advocacy for safe, recognised complementary practice in Malaysia.',
  },
] as const

export const applicationSteps = [
  {
    title: 'Choose your membership type',
    description: 'Read the requirements above and pick the type that matches your training and practice.',
  },
  {
    title: 'Apply online',
    description: 'Fill in the application form with your details and the type you chose: no membership ID is needed.',
  },
  {
    title: 'Send your documents',
    description: 'Certificates, proof of insurance and first aid, as your type requires. We then send an invoice for the entry and first annual fee.',
  },
  {
    title: 'Review and welcome',
    description: 'The Membership Committee reviews your application, usually within four weeks, and welcomes you to the association.',
  },
] as const

export function formatFee(amount: number | null, note?: string) {
  if (amount == null) return note ?? 'None'
  return `RM ${new Intl.NumberFormat('en-MY').format(amount)}`
}
