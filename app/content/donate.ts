
import { contactFormPath } from '#app/config/paths.ts'
/** The /donate page's fixed text (spec section 9, Donations). */

export const impactTiers = [
  { amount: 50, impact: 'Educational materials for one student practitioner', category: 'Education' },
  { amount: 150, impact: 'One community wellness session', category: 'Community Outreach' },
  { amount: 300, impact: 'Research materials for one study', category: 'Research' },
  { amount: 500, impact: 'One practitioner’s continuing education scholarship', category: 'Professional Development' },
  { amount: 1000, impact: 'One month of free community healing sessions', category: 'Public Service' },
] as const

export const programmes = [
  {
    title: 'Student Scholarships',
    description: 'Training fees and materials for promising students from low-income families, with mentoring by senior members.',
    currentFunding: 25000,
    goal: 50000,
    progress: 50,
    beneficiaries: '15 students',
    impact: 'New, well-trained practitioners for communities that have few.',
  },
  {
    title: 'Community Research',
    description: 'Careful, small studies with university partners on relaxation, stress and wellbeing in Malaysian communities.',
    currentFunding: 40000,
    goal: 80000,
    progress: 50,
    beneficiaries: '3 active studies',
    impact: 'Honest local evidence on what helps, and what does not.',
  },
  {
    title: 'Public Awareness',
    description: 'Leaflets, talks and videos in four languages that help people choose practitioners safely and keep up their medical care.',
    currentFunding: 15000,
    goal: 30000,
    progress: 50,
    beneficiaries: '100,000+ people',
    impact: 'Safer choices and fewer false promises.',
  },
  {
    title: 'Professional Development',
    description: 'Subsidised CPD workshops, first aid courses and ethics training for members in rural areas.',
    currentFunding: 20000,
    goal: 60000,
    progress: 33,
    beneficiaries: '50+ practitioners',
    impact: 'Higher standards of care wherever members practise.',
  },
] as const

export function supportProgrammeLink(title: string) {
  return contactFormPath({ subject: 'general', message: `I would like to support the ${title} programme.` })
}

export const sponsorTiers = [
  {
    tier: 'Platinum Partner',
    range: 'RM 50,000 and above',
    mostImpactful: true,
    benefits: ['Naming of a scholarship or research grant', 'Keynote slot at the annual conference', 'Logo on all campaign materials'],
    recognition: 'Featured as principal partner in the annual report and on this website.',
  },
  {
    tier: 'Gold Sponsor',
    range: 'RM 25,000 – 49,999',
    mostImpactful: false,
    benefits: ['Exhibition space at the annual conference', 'Logo on event materials', 'Two conference places'],
    recognition: 'Listed as Gold Sponsor in the annual report and on this website.',
  },
  {
    tier: 'Silver Supporter',
    range: 'RM 10,000 – 24,999',
    mostImpactful: false,
    benefits: ['Logo on the conference programme', 'One conference place'],
    recognition: 'Listed as Silver Supporter in the annual report.',
  },
  {
    tier: 'Community Partner',
    range: 'RM 5,000 – 9,999',
    mostImpactful: false,
    benefits: ['Recognition at community events you support'],
    recognition: 'Listed as Community Partner in the annual report.',
  },
] as const

export function sponsorLink(tier: string) {
  return contactFormPath({ subject: 'partnership', message: `We would like to discuss becoming a ${tier} of EMPAM.` })
}

export const paymentMethods = ['credit and debit cards', 'online banking (FPX)', 'PayPal', 'e-wallets'] as const

/** "a, b, c and d" */
export const paymentMethodsSentence = `${paymentMethods.slice(0, -1).join(', ')} and ${paymentMethods.at(-1)}`

export const transparency = [
  {
    title: 'Tax benefits',
    description:
      'Keep your bank receipt and send it to our donations e-mail address. We reply with an official receipt for your records; we will tell you clearly whether a gift qualifies for tax relief before you give.',
  },
  {
    title: 'Fund transparency',
    description:
      'Every ringgit is recorded against the programme you chose. Our accounts are audited each year and a summary of income and spending is presented at the Annual General Meeting and shared with donors.',
  },
] as const
