import { paths } from './paths.ts'

export interface NavItem {
  to: string
  label: string
}

/** The desktop navigation, in order (spec section 2). */
export const mainNavigation: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.energyMedicine, label: 'Energy Medicine' },
  { to: paths.findPractitioner, label: 'Find Practitioner' },
  { to: paths.membership, label: 'Membership' },
  { to: paths.training, label: 'Training' },
  { to: paths.news, label: 'News' },
  { to: paths.contact, label: 'Contact' },
]

/** The mobile menu lists the main navigation and these as well. */
export const moreNavigation: NavItem[] = [
  { to: paths.ethics, label: 'Code of Ethics' },
  { to: paths.resources, label: 'Resources' },
  { to: paths.collaborations, label: 'Collaborations' },
  { to: paths.advocacy, label: 'Advocacy' },
  { to: paths.donate, label: 'Donate' },
]

export const footerNavigation: { heading: string; links: NavItem[] }[] = [
  {
    heading: 'The Association',
    links: [
      { to: paths.about, label: 'About Us' },
      { to: paths.energyMedicine, label: 'Energy Medicine' },
      { to: paths.ethics, label: 'Code of Ethics' },
      { to: paths.collaborations, label: 'Partnerships' },
      { to: paths.advocacy, label: 'Advocacy' },
    ],
  },
  {
    heading: 'For the Public',
    links: [
      { to: paths.findPractitioner, label: 'Find a Practitioner' },
      { to: paths.news, label: 'News & Events' },
      { to: paths.resources, label: 'Resources' },
      { to: paths.disclaimer, label: 'Disclaimer' },
      { to: paths.donate, label: 'Donate' },
    ],
  },
  {
    heading: 'For Members',
    links: [
      { to: paths.membership, label: 'Membership' },
      { to: paths.training, label: 'Training & CPD' },
      { to: paths.dashboard, label: 'Member Dashboard' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
]
