import { describe, expect, test } from 'vitest'
import type { ListingProfile } from '#app/domain/listing.ts'
import { listingStructuredData, serializeJsonLd } from './structured-data.ts'

const profile: ListingProfile = {
  id: 'a'.repeat(24),
  salutation: 'Dr.',
  name: 'Juliana Gontusan',
  title: 'Certified Bioenergy Practitioner',
  businessName: 'Kinabalu Harmony Wellness Centre',
  membershipId: 'EMP001',
  email: 'juliana@kinabaluharmony.example',
  phone: '+60 12-836 4410',
  state: 'Sabah',
  country: 'Malaysia',
  location: 'Kota Kinabalu, Malaysia',
  town: '',
  postcode: '',
  publishEmail: true,
  experience: 22,
  certification: 'Diploma in Bioenergy Therapy',
  specialties: ['Soul', 'Environment'],
  description: 'Two decades of practice.',
  imageUrl: '',
  languages: ['Bahasa Malaysia', 'Kadazandusun'],
  modes: ['in-person'],
  whatsapp: '012-836 4410',
  whatsappLink: 'https://wa.me/60128364410',
  website: 'https://kinabaluharmony.example',
  tcmRegistrationNo: '',
  standing: { kind: 'member', until: '2027-03-31' },
  image: null,
}

describe('profile structured data', () => {
  test('describes the practice, its address, contact and languages, and never a rating (issue 19)', () => {
    const data = listingStructuredData(profile, 'https://empam.example/practitioner/x')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HealthAndBeautyBusiness',
      name: 'Kinabalu Harmony Wellness Centre',
      telephone: '+60128364410',
      email: 'juliana@kinabaluharmony.example',
      address: { '@type': 'PostalAddress', addressLocality: 'Kota Kinabalu', addressRegion: 'Sabah', addressCountry: 'Malaysia' },
      employee: { '@type': 'Person', name: 'Juliana Gontusan', honorificPrefix: 'Dr.' },
      sameAs: 'https://kinabaluharmony.example',
      knowsLanguage: ['Bahasa Malaysia', 'Kadazandusun'],
    })
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('aggregateRating')
    expect(JSON.stringify(data)).not.toMatch(/rating|review/i)
  })

  test('leaves out a phone, a website and languages that are not there', () => {
    const data = listingStructuredData({ ...profile, website: '', languages: [], phone: '', state: 'Thailand', country: 'Thailand', location: 'Chiang Mai, Thailand' }, 'https://e.example/p')
    expect(data).not.toHaveProperty('sameAs')
    expect(data).not.toHaveProperty('knowsLanguage')
    expect(data).not.toHaveProperty('telephone')
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Chiang Mai', addressCountry: 'Thailand' })
  })

  test('cannot close its script element', () => {
    const json = serializeJsonLd({ description: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ description: '</script><script>alert(1)</script>' })
  })
})
