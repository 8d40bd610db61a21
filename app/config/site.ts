import { siteName } from './site-name.ts'

/**
 * The association's identity, in one place (its names also in site-name.ts, for the pages' scripts): every page, mail and structured-data block reads it from
 * here.
 */
export const site = {
  name: siteName.name,
  nameMs: siteName.nameMs,
  shortName: siteName.shortName,
  registrationNumber: 'PPM-005-12-08042023',
  tagline: siteName.tagline,
  address: {
    lines: ['Lot 8, Lorong Donggongon Baru', '89500 Penampang'],
    city: 'Kota Kinabalu',
    state: 'Sabah',
    country: 'Malaysia',
    postcode: '89500',
  },
  phone: { display: '+60 88-722 148', tel: '+6088722148' },
  whatsapp: { display: '+60 12-845 7310', link: 'https://wa.me/60128457310' },
  emails: {
    general: 'info@empam.org.my',
    membership: 'membership@empam.org.my',
    training: 'training@empam.org.my',
    ethics: 'ethics@empam.org.my',
    partnerships: 'partnerships@empam.org.my',
    media: 'media@empam.org.my',
    donations: 'donations@empam.org.my',
  },
  officeHours: [
    // The rows' words in each language: nav.json, officeHours.<id>.
    { id: 'weekdays' },
    { id: 'saturday' },
    { id: 'sunday' },
  ],
  /** The account shown on /donate for bank transfers; receipts go to emails.donations. */
  bankTransfer: {
    bank: 'Maybank',
    accountName: 'Persatuan Pengamal Perubatan Tenaga Malaysia',
    accountNumber: '5601 4820 3317',
    swiftCode: 'MBBEMYKL',
  },
  /** An empty URL hides that icon. */
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/empam.malaysia' },
    { name: 'Instagram', url: 'https://www.instagram.com/empam.malaysia' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/empam-malaysia' },
    { name: 'YouTube', url: '' },
  ],
  defaultListingImage: '/images/exco-2025.svg',
  /** The association's logo (under public/): the header's, and every document's letterhead. */
  logo: '/images/logo.svg',
} as const

export type SocialLink = (typeof site.social)[number]

export function configuredSocialLinks(): SocialLink[] {
  return site.social.filter((s) => s.url.length > 0)
}

export function fullAddress(): string {
  const { lines, city, state, country } = site.address
  return [...lines, city, state, country].join(', ')
}

/** The office on Google Maps, for "Get Directions". */
export function directionsUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress())}`
}
