import { networkCountries } from './home.ts'
import { contactFormPath } from '#app/config/paths.ts'

/** The /collaborations page's fixed text; the partners themselves come from the database. */

export const collaborationIntro =
  'We work with universities, community organisations and fellow associations at home and abroad to raise ' +
  'standards, share learning and bring safe wellness information to more people.'

export const mouAndRecognition = [
  {
    title: 'Memoranda of understanding',
    description:
      'Our MOUs set out shared goals, joint activities and how each side protects the public. Each is reviewed every two years by the Executive Committee.',
  },
  {
    title: 'Mutual recognition of CPD',
    description:
      'Hours earned with partner associations can count towards a member’s yearly CPD requirement, and partner members may join our courses at member rates.',
  },
  {
    title: 'Alignment with national guidance',
    description:
      'We follow the guidance of the Traditional and Complementary Medicine Division of the Ministry of Health, and share our standards with partners so that they can do the same.',
  },
] as const

export const globalNetworks = {
  countries: networkCountries,
  description:
    'Members and partners in these countries meet for exchange visits, online reading groups and the annual ' +
    'conference. Practitioners abroad may join as Foreign members and be listed in the directory.',
} as const

export const partnershipEnquiryLink = contactFormPath({
  subject: 'partnership',
  message: 'We would like to explore a partnership with EMPAM.',
})
