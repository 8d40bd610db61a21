/** The home page's fixed text (spec section 2, Home). */
import { paths } from '#app/config/paths.ts'

export const heroBadge = '12+ Members'

/** Where the global network reaches (spec section 1). */
export const networkCountries = ['Malaysia', 'Singapore', 'Thailand', 'Australia', 'United Kingdom', 'United States', 'Canada'] as const

export const communityFeatures = [
  {
    title: 'Professional Directory',
    description:
      'Search practitioners by name, location and speciality across the 10 Pillars, and reach them directly by phone or e-mail.',
    link: { to: paths.findPractitioner, label: 'Search the directory' },
  },
  {
    title: 'Member Benefits',
    description:
      'Members gain a listing in the directory, continuing professional development, training discounts, a code of ethics to stand on and a community of peers.',
    link: { to: paths.membership, label: 'See membership types' },
  },
  {
    title: 'Global Network',
    description:
      'We link practitioners in Malaysia with colleagues in Singapore, Thailand, Australia, the United Kingdom, the United States and Canada.',
    link: { to: paths.collaborations, label: 'Meet our partners' },
  },
] as const

export const joinReasons = [
  {
    title: 'Professional Standards',
    description:
      'A published code of ethics, at least 200 hours of formal training, first aid and CPR certification and liability insurance for practising members.',
  },
  {
    title: '10 Pillars Approach',
    description:
      'A shared framework of ten everyday areas of life, from Soul to Environment, that helps practitioners and the public talk clearly about wellbeing.',
  },
  {
    title: 'Continuous Learning',
    description:
      'At least 20 hours of continuing professional development each year, with workshops, webinars and a portal to record every hour.',
  },
  {
    title: 'Global Community',
    description:
      'Exchange visits, joint workshops and friendships with practitioners and associations across the region and beyond.',
  },
] as const
