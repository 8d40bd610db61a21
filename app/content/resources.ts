/** The /resources page's fixed text. The search box filters these lists on the server. */

export interface ResourceItem {
  title: string
  description: string
  /** Extra words a search should match, such as an act number. */
  keywords?: string
}

/**
 * A guide the committees are writing: shown on /resources once `href` points at its published file, and
 * not before (issue 17: a section with nothing to download is not shown, no "Coming Soon").
 */
export interface DownloadItem extends ResourceItem {
  href?: string
}

export const downloads: DownloadItem[] = [
  {
    title: 'A Client’s Guide to Energy Medicine',
    description: 'A short, plain-language leaflet on what to expect from a session and how to choose a practitioner.',
  },
  {
    title: 'The 10 Pillars Self-Check',
    description: 'A one-page reflection sheet on the ten pillars of wholistic wellness, for personal use or group talks.',
  },
  {
    title: 'Client Intake and Consent Templates',
    description: 'Editable forms for members: health questions, informed consent and session notes.',
  },
  {
    title: 'Safe Practice Checklist',
    description: 'Hygiene, first aid, record keeping and referral in one printable checklist for your practice.',
  },
]

export const researchPapers: Array<ResourceItem & { authors: string; year: number; contact: string }> = [
  {
    title: 'Relaxation, Breathwork and Perceived Stress: What the Studies Show',
    authors: 'EMPAM Research Committee',
    year: 2026,
    description:
      'A review of published studies on relaxation and breathing practices and perceived stress, with a frank look at their size and limits.',
    contact: 'info@empam.org.my',
    keywords: 'evidence review research stress',
  },
  {
    title: 'Complementary Practice Alongside Primary Care in Malaysia: A Discussion Paper',
    authors: 'EMPAM Standards and Ethics Committee',
    year: 2025,
    description:
      'How energy medicine practitioners can refer responsibly and communicate with doctors and clinics, with examples from members.',
    contact: 'ethics@empam.org.my',
    keywords: 'referral doctors clinics integration',
  },
]

export const legalReferences: ResourceItem[] = [
  {
    title: 'Traditional and Complementary Medicine Act 2016 (Act 775)',
    description:
      'The Malaysian law that regulates traditional and complementary medicine services and provides for the registration of practitioners in recognised practice areas.',
    keywords: 'T&CM law regulation registration',
  },
  {
    title: 'Personal Data Protection Act 2010 (Act 709)',
    description:
      'The Malaysian law on the handling of personal data, which applies to client records and to the information you share with us.',
    keywords: 'PDPA privacy data confidentiality',
  },
]

export const publicEducationLinks: Array<ResourceItem & { href: string; publisher: string }> = [
  {
    title: 'Traditional and Complementary Medicine Division',
    publisher: 'Ministry of Health Malaysia',
    href: 'https://tcm.moh.gov.my/',
    description: 'Official information on T&CM practice, registered practitioners and public safety in Malaysia.',
  },
  {
    title: 'Traditional, Complementary and Integrative Medicine',
    publisher: 'World Health Organization',
    href: 'https://www.who.int/health-topics/traditional-complementary-and-integrative-medicine',
    description: 'The WHO overview of traditional and complementary medicine around the world.',
  },
  {
    title: 'Know the Science',
    publisher: 'National Center for Complementary and Integrative Health (US)',
    href: 'https://www.nccih.nih.gov/health/know-science',
    description: 'Short guides to reading health research and judging claims about complementary approaches.',
  },
  {
    title: 'Goal 3: Good Health and Well-being',
    publisher: 'United Nations',
    href: 'https://sdgs.un.org/goals/goal3',
    description: 'The sustainable development goal our work supports, with its targets and progress.',
  },
]

export const memberResources = [
  'Editable intake, consent and session note templates',
  'Recordings of past CPD webinars',
  'Plain-language research summaries from the Research Committee',
  'Guidance on insurance, advertising and data protection',
] as const

export function matchesQuery(item: ResourceItem & { publisher?: string; authors?: string }, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return true
  const text = [item.title, item.description, item.keywords, item.publisher, item.authors].join(' ').toLowerCase()
  return words.every((word) => text.includes(word))
}
