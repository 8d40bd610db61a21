export interface NavItem {
  to: string
  label: string
}

/** The desktop navigation, in order (spec section 2). */
export const mainNavigation: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/energy-medicine', label: 'Energy Medicine' },
  { to: '/find-practitioner', label: 'Find Practitioner' },
  { to: '/membership', label: 'Membership' },
  { to: '/training', label: 'Training' },
  { to: '/news', label: 'News' },
  { to: '/contact', label: 'Contact' },
]

/** The mobile menu lists the main navigation and these as well. */
export const moreNavigation: NavItem[] = [
  { to: '/ethics', label: 'Code of Ethics' },
  { to: '/resources', label: 'Resources' },
  { to: '/collaborations', label: 'Collaborations' },
  { to: '/advocacy', label: 'Advocacy' },
  { to: '/donate', label: 'Donate' },
]

export const footerNavigation: { heading: string; links: NavItem[] }[] = [
  {
    heading: 'The Association',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/energy-medicine', label: 'Energy Medicine' },
      { to: '/ethics', label: 'Code of Ethics' },
      { to: '/collaborations', label: 'Partnerships' },
      { to: '/advocacy', label: 'Advocacy' },
    ],
  },
  {
    heading: 'For the Public',
    links: [
      { to: '/find-practitioner', label: 'Find a Practitioner' },
      { to: '/news', label: 'News & Events' },
      { to: '/resources', label: 'Resources' },
      { to: '/disclaimer', label: 'Disclaimer' },
      { to: '/donate', label: 'Donate' },
    ],
  },
  {
    heading: 'For Members',
    links: [
      { to: '/membership', label: 'Membership' },
      { to: '/training', label: 'Training & CPD' },
      { to: '/member-dashboard', label: 'Member Dashboard' },
      { to: '/contact', label: 'Contact' },
    ],
  },
]
