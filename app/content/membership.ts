/** The ten membership types with their fees (spec sections 2, 5, 6 and 9). */

export interface MembershipType {
  type: string
  /** Ringgit; null where the fee does not apply. */
  entryFee: number | null
  entryFeeNote?: string
  annualFee: number | null
  description: string
  benefits: string[]
  requirements: string[]
  voting: boolean
  /** Listed in the practitioner directory as added publicity. */
  listed: boolean
  mostPopular?: boolean
}

export const membershipTypes: MembershipType[] = [
  {
    type: 'Practicing Ordinary',
    entryFee: 100,
    annualFee: 300,
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
    voting: true,
    listed: true,
    mostPopular: true,
  },
  {
    type: 'Non-Practicing Ordinary',
    entryFee: 100,
    annualFee: 200,
    description: 'For qualified practitioners who are not seeing clients at present: on a career break, teaching or retired.',
    benefits: ['Voting rights at general meetings', 'Member rates for training and events', 'Member resources and newsletters'],
    requirements: ['At least 21 years of age', 'At least 200 hours of formal training', 'Agreement to the code of ethics'],
    voting: true,
    listed: false,
  },
  {
    type: 'Graduate',
    entryFee: 100,
    annualFee: 100,
    description: 'For recent graduates of a recognised training programme who are building supervised experience.',
    benefits: ['Mentoring by experienced members', 'Member rates for training and events', 'A clear path to Practicing Ordinary membership'],
    requirements: ['At least 18 years of age', 'A certificate from a recognised training programme', 'Agreement to the code of ethics'],
    voting: false,
    listed: false,
  },
  {
    type: 'Associate',
    entryFee: 100,
    annualFee: 100,
    description: 'For people in training and for allied professionals with an interest in energy medicine.',
    benefits: ['Member rates for training and events', 'Member resources and newsletters', 'Networking with practitioners'],
    requirements: ['At least 18 years of age', 'Agreement to the code of ethics'],
    voting: false,
    listed: false,
  },
  {
    type: 'Affiliate',
    entryFee: 100,
    annualFee: 50,
    description: 'For Malaysians who support the association’s aims and want to stay involved.',
    benefits: ['Invitations to community events and talks', 'Newsletters and public resources', 'Volunteering opportunities in outreach'],
    requirements: ['At least 21 years of age', 'Malaysian citizenship'],
    voting: false,
    listed: false,
  },
  {
    type: 'Foreign',
    entryFee: 100,
    annualFee: 100,
    description: 'For practitioners based outside Malaysia who want to join our regional network.',
    benefits: ['A listing in the practitioner directory', 'Exchange visits and online CPD', 'Member rates for the annual conference'],
    requirements: ['At least 21 years of age', 'Practice or residence outside Malaysia', 'Evidence of training in your own country'],
    voting: false,
    listed: true,
  },
  {
    type: 'Corporate',
    entryFee: 100,
    annualFee: 1000,
    description: 'For wellness centres, clinics, training providers and companies that support safe, ethical practice.',
    benefits: ['A listing in the practitioner directory', 'Recognition at association events', 'Staff places at member rates'],
    requirements: ['A registered business or organisation', 'A named representative at least 21 years of age', 'Agreement to the code of ethics'],
    voting: false,
    listed: true,
  },
  {
    type: 'Fellow',
    entryFee: null,
    entryFeeNote: 'Not applicable',
    annualFee: 400,
    description: 'For senior practitioners who have served the profession over many years.',
    benefits: ['Voting rights at general meetings', 'A listing in the practitioner directory', 'The post-nominal title of Fellow', 'Invitations to mentor and examine'],
    requirements: [
      'At least 21 years of age',
      '5 years of full-time practice',
      'Approval by the Executive Committee',
    ],
    voting: true,
    listed: true,
  },
  {
    type: 'Honorary Fellow',
    entryFee: null,
    entryFeeNote: 'None',
    annualFee: null,
    description: 'Conferred on people who have made an outstanding contribution to wholistic wellness.',
    benefits: ['A listing in the practitioner directory', 'Lifetime recognition by the association'],
    requirements: ['By invitation', 'Approval by the Executive Committee'],
    voting: false,
    listed: true,
  },
  {
    type: 'Student',
    entryFee: 100,
    annualFee: 50,
    description: 'For students enrolled in a recognised energy medicine or wellness training programme.',
    benefits: ['Student rates for workshops and the conference', 'Mentoring and study groups', 'Member resources and newsletters'],
    requirements: ['At least 18 years of age', 'Proof of enrolment in a recognised programme'],
    voting: false,
    listed: false,
  },
]

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
    description: 'Create your account with your details and membership ID on our registration page.',
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
