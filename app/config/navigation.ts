import { paths } from './paths.ts'

/** A link of the navigation; its words are the `nav` namespace's `labelKey` (app/locales/<lng>/nav.json). */
export interface NavItem {
  to: string
  labelKey: string
}

/** The desktop navigation, in order (spec section 2). */
export const mainNavigation: NavItem[] = [
  { to: paths.home, labelKey: 'main.home' },
  { to: paths.about, labelKey: 'main.about' },
  { to: paths.energyMedicine, labelKey: 'main.energyMedicine' },
  { to: paths.findPractitioner, labelKey: 'main.findPractitioner' },
  { to: paths.membership, labelKey: 'main.membership' },
  { to: paths.training, labelKey: 'main.training' },
  { to: paths.news, labelKey: 'main.news' },
  { to: paths.contact, labelKey: 'main.contact' },
]

/** The mobile menu lists the main navigation and these as well. */
export const moreNavigation: NavItem[] = [
  { to: paths.ethics, labelKey: 'more.ethics' },
  { to: paths.resources, labelKey: 'more.resources' },
  { to: paths.collaborations, labelKey: 'more.collaborations' },
  { to: paths.advocacy, labelKey: 'more.advocacy' },
  { to: paths.donate, labelKey: 'more.donate' },
]

export const footerNavigation: { id: 'association' | 'public' | 'members'; headingKey: string; links: NavItem[] }[] = [
  {
    id: 'association',
    headingKey: 'footer.association',
    links: [
      { to: paths.about, labelKey: 'footer.links.about' },
      { to: paths.energyMedicine, labelKey: 'footer.links.energyMedicine' },
      { to: paths.ethics, labelKey: 'footer.links.ethics' },
      { to: paths.collaborations, labelKey: 'footer.links.partnerships' },
      { to: paths.advocacy, labelKey: 'footer.links.advocacy' },
    ],
  },
  {
    id: 'public',
    headingKey: 'footer.public',
    links: [
      { to: paths.findPractitioner, labelKey: 'footer.links.findPractitioner' },
      { to: paths.news, labelKey: 'footer.links.newsEvents' },
      { to: paths.resources, labelKey: 'footer.links.resources' },
      { to: paths.disclaimer, labelKey: 'footer.links.disclaimer' },
      { to: paths.privacy, labelKey: 'footer.links.privacy' },
      { to: paths.donate, labelKey: 'footer.links.donate' },
    ],
  },
  {
    id: 'members',
    headingKey: 'footer.members',
    links: [
      { to: paths.membership, labelKey: 'footer.links.membership' },
      { to: paths.training, labelKey: 'footer.links.trainingCpd' },
      { to: paths.dashboard, labelKey: 'footer.links.dashboard' },
      { to: paths.contact, labelKey: 'footer.links.contact' },
    ],
  },
]

