/**
 * Demonstration content for the EMPAM website: practitioners, news, events, galleries, partners and
 * training programmes. Every person, organisation and address here is invented; e-mail addresses use
 * the reserved `.example` domain so that no real inbox can be reached.
 */

import { upcomingEvents as trainingEvents } from '#app/content/training.ts'
import { upcomingEvents as trainingEventsMs } from '#app/content/ms/training.ts'
import type { ListingLanguage, ListingValues, PracticeMode } from '#app/domain/listing.ts'

/**
 * A listing of the demo directory: every field but the picture (the default) and the active flag
 * (active), with the languages and sessions the directory's filters ask about (issue 33: each of their
 * options finds someone).
 */
export type DemoListing = Omit<ListingValues, 'imageUrl' | 'isActive' | 'languages' | 'modes'> & { languages: ListingLanguage[]; modes: PracticeMode[] }

export const demoListings: DemoListing[] = [
  {
    salutation: 'Dr.',
    name: 'Juliana Gontusan',
    title: 'Certified Bioenergy Practitioner',
    businessName: 'Kinabalu Harmony Wellness Centre',
    membershipId: 'EMP001',
    email: 'juliana@kinabaluharmony.example',
    state: 'Sabah',
    country: 'Malaysia',
    location: 'Kota Kinabalu, Malaysia',
    town: 'Kota Kinabalu',
    postcode: '88000',
    experience: 22,
    phone: '+60 12-836 4410',
    certification: 'PhD in Integrative Health Sciences; Diploma in Bioenergy Therapy (320 hours)',
    specialties: ['Soul', 'Auric/Frequencies', 'Environment'],
    languages: ['English', 'Bahasa Malaysia', 'Kadazandusun'],
    modes: ['in-person', 'online'],
    description:
      'Dr. Juliana has guided clients in Sabah for more than two decades, drawing on bioenergy practice ' +
      'and the Kadazan-Dusun respect for land and community. Her sessions focus on relaxation, energetic ' +
      'balance and practical lifestyle steps, always alongside the care of each client’s own doctor.',
    rating: 94,
    reviewCount: 112,
  },
  {
    salutation: 'Ms.',
    name: 'Tan Mei Ling',
    title: 'Registered Frequency Wellness Practitioner',
    businessName: 'Resonance Path Studio',
    membershipId: 'EMP002',
    email: 'meiling@resonancepath.example',
    state: 'Kuala Lumpur',
    country: 'Malaysia',
    location: 'Kuala Lumpur, Malaysia',
    town: 'Kuala Lumpur',
    postcode: '50450',
    experience: 11,
    phone: '+60 16-221 7093',
    certification: 'Advanced Certificate in Frequency-Based Wellness (240 hours)',
    specialties: ['Auric/Frequencies', 'Mental/Emotion', 'Sound Therapy'],
    languages: ['English', 'Mandarin', 'Cantonese'],
    modes: ['in-person', 'online'],
    description:
      'We offer calm, structured sessions that combine sound therapy with gentle frequency-based tools. ' +
      'Clients often come to us for stress management and better rest during demanding working weeks. ' +
      'Every programme begins with a careful intake and respects any medical treatment already under way.',
    rating: 89,
    reviewCount: 64,
  },
  {
    salutation: 'Puan',
    name: 'Nur Aisyah binti Rahman',
    title: 'Certified Wholistic Nutrition and Energy Coach',
    businessName: 'Harmoni Wellness',
    membershipId: 'EMP003',
    email: 'aisyah@harmoniwellness.example',
    state: 'Selangor',
    country: 'Malaysia',
    location: 'Petaling Jaya, Malaysia',
    town: 'Petaling Jaya',
    postcode: '46000',
    experience: 8,
    phone: '+60 19-554 2381',
    certification: 'Diploma in Wholistic Nutrition (260 hours); First Aid and CPR certified',
    specialties: ['Food/Nutrition', 'Water/Beverage', 'Body'],
    languages: ['Bahasa Malaysia', 'English'],
    modes: ['in-person', 'online', 'home-visit'],
    description:
      'Puan Aisyah helps families build everyday habits around wholesome food, good hydration and mindful ' +
      'movement. Her approach is practical and culturally grounded, with halal-friendly meal guidance and ' +
      'simple routines that fit busy households.',
    rating: 91,
    reviewCount: 47,
  },
  {
    salutation: 'Mr.',
    name: 'Rajesh Kumar a/l Subramaniam',
    title: 'Certified Pranic Energy Practitioner',
    businessName: 'Prana Light Healing Space',
    membershipId: 'EMP004',
    email: 'rajesh@pranalight.example',
    state: 'Penang',
    country: 'Malaysia',
    location: 'George Town, Malaysia',
    town: 'George Town',
    postcode: '10200',
    experience: 15,
    phone: '+60 12-407 6618',
    certification: 'Certificate in Pranic Energy Practice (210 hours); Breathwork Facilitator Level 2',
    specialties: ['Air', 'Auric/Frequencies', 'Soul'],
    languages: ['English', 'Tamil', 'Bahasa Malaysia'],
    modes: ['in-person'],
    description:
      'Rajesh teaches breath awareness and energy hygiene to individuals and small groups in George Town. ' +
      'His sessions are gentle and non-invasive, and he encourages clients to keep their regular medical ' +
      'check-ups as part of a balanced wellness plan.',
    rating: 86,
    reviewCount: 38,
  },
  {
    salutation: 'Mdm.',
    name: 'Rosalind Majinbon',
    title: 'Traditional Wellness and Reiki Practitioner',
    businessName: 'Moginakan Healing Garden',
    membershipId: 'EMP005',
    email: 'rosalind@moginakangarden.example',
    state: 'Sabah',
    country: 'Malaysia',
    location: 'Penampang, Malaysia',
    town: 'Penampang',
    postcode: '89500',
    experience: 18,
    phone: '+60 13-882 0154',
    certification: 'Reiki Master Teacher; Certificate in Herbal Garden Stewardship',
    specialties: ['Reiki', 'Environment', 'People/Relationship'],
    languages: ['Kadazandusun', 'Bahasa Malaysia', 'English'],
    modes: ['in-person', 'home-visit'],
    description:
      'Mdm. Rosalind welcomes clients to a quiet garden setting in Penampang, where Reiki sessions are paired ' +
      'with time outdoors among native plants. She is known for her warmth with older clients and carers.',
    rating: 0,
    reviewCount: 0,
  },
  {
    salutation: 'Encik',
    name: 'Mohd Hafiz bin Ismail',
    title: 'Certified Workplace Wellness Consultant',
    businessName: 'Seimbang Workplace Wellness',
    membershipId: 'EMP006',
    email: 'hafiz@seimbangwellness.example',
    state: 'Johor',
    country: 'Malaysia',
    location: 'Johor Bahru, Malaysia',
    town: 'Johor Bahru',
    postcode: '80000',
    experience: 9,
    phone: '+60 17-736 2249',
    certification: 'Diploma in Occupational Wellness (230 hours); First Aid and CPR certified',
    specialties: ['Home/Workplace', 'Air', 'Mental/Emotion'],
    languages: ['Bahasa Malaysia', 'English'],
    modes: ['in-person', 'online'],
    description:
      'We work with offices and factories across Johor to create calmer, healthier workspaces. Our ' +
      'assessments look at lighting, air flow, noise and rest breaks, followed by short staff workshops ' +
      'on stress awareness.',
    rating: 84,
    reviewCount: 29,
  },
  {
    salutation: 'Ms.',
    name: 'Jenny anak Nyanggau',
    title: 'Certified Mind–Body Energy Practitioner',
    businessName: 'Rumah Lantang Wellness',
    membershipId: 'EMP007',
    email: 'jenny@rumahlantang.example',
    state: 'Sarawak',
    country: 'Malaysia',
    location: 'Kuching, Malaysia',
    town: 'Kuching',
    postcode: '93000',
    experience: 6,
    phone: '+60 14-698 3317',
    certification: 'Certificate in Mind–Body Energy Practice (220 hours)',
    specialties: ['Mental/Emotion', 'People/Relationship'],
    languages: ['Iban', 'Bahasa Malaysia', 'English'],
    modes: ['in-person', 'online'],
    description:
      'Jenny supports clients through periods of change with relaxation techniques and reflective ' +
      'conversation. She draws on the Iban tradition of longhouse community to help clients strengthen ' +
      'their circles of family and friends.',
    rating: 0,
    reviewCount: 0,
  },
  {
    salutation: 'Ms.',
    name: 'Grace Lim Hui Wen',
    title: 'Certified Acupressure and Energy Practitioner',
    businessName: 'Still Water Wellness Studio',
    membershipId: 'EMP008',
    email: 'grace@stillwaterstudio.example',
    state: 'Singapore',
    country: 'Singapore',
    location: 'Singapore, Singapore',
    experience: 13,
    phone: '+65 9123 4870',
    certification: 'Advanced Diploma in Acupressure (300 hours); Professional Indemnity Insured',
    specialties: ['Body', 'Acupressure', 'Water/Beverage'],
    languages: ['English', 'Mandarin', 'Hokkien'],
    modes: ['in-person', 'online'],
    description:
      'Our Tiong Bahru studio offers acupressure sessions and simple self-care routines for busy city ' +
      'professionals. Grace works closely with clients’ healthcare providers and keeps careful session ' +
      'notes so that progress can be reviewed together.',
    rating: 92,
    reviewCount: 76,
  },
  {
    salutation: 'Dato\'',
    name: 'Kamarul Ariffin bin Zainal',
    title: 'Senior Energy Medicine Practitioner and Mentor',
    businessName: 'Ariffin Integrative Wellness',
    membershipId: 'EMP009',
    email: 'kamarul@ariffinwellness.example',
    state: 'Kuala Lumpur',
    country: 'Malaysia',
    location: 'Kuala Lumpur, Malaysia',
    town: 'Kuala Lumpur',
    postcode: '50450',
    experience: 30,
    phone: '+60 12-300 8826',
    certification: 'Fellow in Energy Medicine Practice; Certified Clinical Supervisor',
    specialties: ['Soul', 'Mental/Emotion', 'Body', 'Auric/Frequencies'],
    languages: ['Bahasa Malaysia', 'English'],
    modes: ['in-person', 'online'],
    description:
      'With thirty years in practice, Dato’ Kamarul mentors newer members of the association and sees ' +
      'clients by appointment. His work emphasises ethics, clear boundaries and close cooperation with ' +
      'medical professionals.',
    rating: 97,
    reviewCount: 120,
  },
  {
    salutation: 'Mr.',
    name: 'Benedict Lo Kah Fui',
    title: 'Certified Water and Nutrition Wellness Advisor',
    businessName: 'Sepilok Pure Living',
    membershipId: 'EMP010',
    email: 'benedict@sepilokpure.example',
    state: 'Sabah',
    country: 'Malaysia',
    location: 'Sandakan, Malaysia',
    town: 'Sandakan',
    postcode: '90000',
    experience: 7,
    phone: '+60 16-845 2093',
    certification: 'Certificate in Nutrition and Hydration Coaching (200 hours)',
    specialties: ['Water/Beverage', 'Food/Nutrition'],
    languages: ['English', 'Bahasa Malaysia', 'Cantonese'],
    modes: ['online', 'home-visit'],
    description:
      'Benedict runs practical workshops on clean drinking water, balanced beverages and local seasonal ' +
      'produce for families in Sandakan. He also offers one-to-one coaching for clients who want to ' +
      'build steadier eating and drinking habits.',
    rating: 0,
    reviewCount: 0,
  },
  {
    salutation: 'Mdm.',
    name: 'Lakshmi Devi a/p Krishnan',
    title: 'Certified Ayurvedic Lifestyle and Energy Practitioner',
    businessName: 'Sri Kinta Wellness House',
    membershipId: 'EMP011',
    email: 'lakshmi@srikintawellness.example',
    state: 'Perak',
    country: 'Malaysia',
    location: 'Ipoh, Malaysia',
    town: 'Ipoh',
    postcode: '30000',
    experience: 20,
    phone: '+60 12-519 7731',
    certification: 'Diploma in Ayurvedic Lifestyle Practice (400 hours); First Aid and CPR certified',
    specialties: ['Food/Nutrition', 'Body', 'Home/Workplace'],
    languages: ['Tamil', 'English', 'Bahasa Malaysia'],
    modes: ['in-person', 'home-visit'],
    description:
      'Mdm. Lakshmi combines Ayurvedic lifestyle principles with energy awareness to help clients plan ' +
      'daily routines, meals and restful home spaces. Her consultations are unhurried and she welcomes ' +
      'family members to take part.',
    rating: 88,
    reviewCount: 53,
  },
  {
    salutation: 'Puan',
    name: 'Siti Khadijah binti Omar',
    title: 'Certified Emotional Wellness Practitioner',
    businessName: 'Tenang Hati Wellness',
    membershipId: 'EMP012',
    email: 'khadijah@tenanghati.example',
    state: 'Selangor',
    country: 'Malaysia',
    location: 'Shah Alam, Malaysia',
    town: 'Shah Alam',
    postcode: '40000',
    experience: 4,
    phone: '',
    certification: 'Certificate in Emotional Freedom Techniques (210 hours)',
    specialties: ['Mental/Emotion', 'Soul'],
    languages: ['Bahasa Malaysia', 'English'],
    modes: ['online', 'in-person'],
    description:
      'Puan Khadijah offers gentle tapping and relaxation sessions for women and young adults managing ' +
      'everyday stress. She works within clear professional boundaries and refers clients onwards when ' +
      'medical or psychological care is needed.',
    rating: 0,
    reviewCount: 0,
  },
  {
    salutation: 'Ms.',
    name: 'Siriporn Chaiyasit',
    title: 'Certified Thai Energy Line Practitioner',
    businessName: 'Doi Suthep Balance Centre',
    membershipId: 'EMP013',
    email: 'siriporn@doisuthepbalance.example',
    state: 'Thailand',
    country: 'Thailand',
    location: 'Chiang Mai, Thailand',
    experience: 16,
    phone: '+66 81 234 5678',
    certification: 'Advanced Certificate in Traditional Thai Sen Practice (350 hours)',
    specialties: ['Body', 'Auric/Frequencies', 'Environment'],
    languages: ['English', 'Other'],
    modes: ['in-person', 'online'],
    description:
      'Siriporn’s centre in Chiang Mai teaches traditional Thai energy line work within a calm, ' +
      'nature-focused setting. She regularly hosts visiting EMPAM members for exchange and continuing ' +
      'professional development.',
    rating: 90,
    reviewCount: 58,
  },
  {
    salutation: 'Mr.',
    name: 'Anthony Jimbai anak Ugap',
    title: 'Certified Breathwork and Nature Wellness Guide',
    businessName: 'Lambir Breath and Nature',
    membershipId: 'EMP014',
    email: 'anthony@lambirbreath.example',
    state: 'Sarawak',
    country: 'Malaysia',
    location: 'Miri, Malaysia',
    town: 'Miri',
    postcode: '98000',
    experience: 5,
    phone: '+60 19-827 4406',
    certification: 'Certificate in Breathwork Facilitation (200 hours); Wilderness First Aid',
    specialties: ['Air', 'Environment'],
    languages: ['Iban', 'Bahasa Malaysia', 'English'],
    modes: ['in-person'],
    description:
      'Anthony leads small-group breathing sessions and guided nature walks around Miri. His programmes ' +
      'invite participants to slow down, breathe fully and reconnect with the forests and coastline of ' +
      'northern Sarawak.',
    rating: 83,
    reviewCount: 14,
  },
  {
    salutation: 'Ms.',
    name: 'Evelyn Chua Siew Lan',
    title: 'Certified Space Harmony Consultant',
    businessName: 'Heritage Home Harmony',
    membershipId: 'EMP015',
    email: 'evelyn@heritagehomeharmony.example',
    state: 'Malacca',
    country: 'Malaysia',
    location: 'Melaka City, Malaysia',
    town: 'Melaka City',
    postcode: '75000',
    experience: 12,
    phone: '+60 12-660 3958',
    certification: 'Diploma in Wellness Interior Design (240 hours)',
    specialties: ['Home/Workplace', 'Air', 'Environment'],
    languages: ['English', 'Hokkien', 'Mandarin', 'Bahasa Malaysia'],
    modes: ['home-visit', 'online'],
    description:
      'Evelyn helps homeowners and small businesses create spaces that feel restful and well organised. ' +
      'Her consultations cover natural light, ventilation, clutter and the use of plants, with ' +
      'recommendations that respect each family’s budget and heritage.',
    rating: 87,
    reviewCount: 41,
  },
  {
    salutation: 'Encik',
    name: 'Rudy Sintoh',
    title: 'Certified Sound and Frequency Practitioner',
    businessName: 'Tawau Sound Sanctuary',
    membershipId: 'EMP016',
    email: 'rudy@tawausound.example',
    state: 'Sabah',
    country: 'Malaysia',
    location: 'Tawau, Malaysia',
    town: 'Tawau',
    postcode: '91000',
    experience: 3,
    phone: '+60 11-2348 9065',
    certification: 'Certificate in Sound and Vibrational Wellness (200 hours)',
    specialties: ['Auric/Frequencies', 'Sound Therapy'],
    languages: ['Bahasa Malaysia', 'Bajau', 'English'],
    modes: ['in-person', 'home-visit'],
    description:
      'Rudy holds sound relaxation sessions using gongs, singing bowls and the sompoton, a traditional ' +
      'Sabahan bamboo instrument. Sessions are designed for rest and reflection rather than treatment.',
    rating: 0,
    reviewCount: 0,
  },
  {
    salutation: 'Dr.',
    name: 'Arvind Menon',
    title: 'Integrative Wellness Practitioner',
    businessName: 'Bayan Integrative Wellness Clinic',
    membershipId: 'EMP017',
    email: 'arvind@bayanintegrative.example',
    state: 'Penang',
    country: 'Malaysia',
    location: 'Bayan Lepas, Malaysia',
    town: 'Bayan Lepas',
    postcode: '11900',
    experience: 14,
    phone: '+60 12-479 1106',
    certification: 'PhD in Public Health; Certificate in Energy Medicine Practice (220 hours)',
    specialties: ['Body', 'Food/Nutrition', 'People/Relationship'],
    languages: ['English', 'Bahasa Malaysia', 'Other'],
    modes: ['in-person', 'online'],
    description:
      'Dr. Arvind brings a public health background to his wholistic wellness practice. He focuses on ' +
      'prevention, sleep and nutrition, and works in partnership with general practitioners on the island ' +
      'so that clients receive joined-up care.',
    rating: 93,
    reviewCount: 69,
  },
  {
    salutation: 'Ms.',
    name: 'Charlotte Hughes',
    title: 'Certified Bach Flower and Energy Practitioner',
    businessName: 'Swan River Wellbeing',
    membershipId: 'EMP018',
    email: 'charlotte@swanriverwellbeing.example',
    state: 'Australia',
    country: 'Australia',
    location: 'Perth, Australia',
    experience: 19,
    phone: '+61 412 345 678',
    certification: 'Diploma of Energy Healing (280 hours); Bach Flower Remedies Practitioner',
    specialties: ['Mental/Emotion', 'Bach Flower Remedies', 'People/Relationship'],
    languages: ['English'],
    modes: ['online'],
    description:
      'Charlotte has practised in Perth for nearly twenty years and supports clients through grief, ' +
      'transition and burnout. She is an active member of EMPAM’s international network and enjoys ' +
      'mentoring practitioners in South-East Asia online.',
    rating: 91,
    reviewCount: 85,
  },
  {
    salutation: 'Encik',
    name: 'Faizal bin Abdullah Sani',
    title: 'Certified Community Wellness Facilitator',
    businessName: 'Komuniti Sejahtera Wellness',
    membershipId: 'EMP019',
    email: 'faizal@komunitisejahtera.example',
    state: 'Negeri Sembilan',
    country: 'Malaysia',
    location: 'Seremban, Malaysia',
    town: 'Seremban',
    postcode: '70000',
    experience: 10,
    phone: '',
    certification: 'Certificate in Community Health Promotion (200 hours); First Aid and CPR certified',
    specialties: ['People/Relationship', 'Home/Workplace'],
    languages: ['Bahasa Malaysia', 'English'],
    modes: ['in-person', 'home-visit'],
    description:
      'Encik Faizal organises wellness circles for village committees, mosques and residents’ ' +
      'associations around Seremban. His sessions encourage neighbours to look after one another and to ' +
      'make use of local clinics for regular screening.',
    rating: 82,
    reviewCount: 21,
  },
  {
    salutation: 'Mr.',
    name: 'Harjit Singh a/l Gurdev Singh',
    title: 'Certified Reiki and Meditation Practitioner',
    businessName: 'Sat Nam Stillness Studio',
    membershipId: 'EMP020',
    email: 'harjit@satnamstillness.example',
    state: 'Kuala Lumpur',
    country: 'Malaysia',
    location: 'Kuala Lumpur, Malaysia',
    town: 'Kuala Lumpur',
    postcode: '50450',
    experience: 17,
    phone: '+60 12-268 5574',
    certification: 'Reiki Master; Certificate in Meditation Teaching (250 hours)',
    specialties: ['Soul', 'Reiki', 'Mental/Emotion'],
    languages: ['English', 'Bahasa Malaysia', 'Other'],
    modes: ['in-person', 'online'],
    description:
      'Harjit offers Reiki and guided meditation in a quiet studio in Bangsar. He believes that a few ' +
      'minutes of stillness each day can change how people meet the rest of it, and he teaches simple ' +
      'practices clients can continue at home.',
    rating: 95,
    reviewCount: 92,
  },
  {
    salutation: 'Mdm.',
    name: 'Ong Bee Hoon',
    title: 'Certified Herbal Beverage and Wellness Practitioner',
    businessName: 'Muar Garden Tea House Wellness',
    membershipId: 'EMP021',
    email: 'beehoon@muargardentea.example',
    state: 'Johor',
    country: 'Malaysia',
    location: 'Muar, Malaysia',
    town: 'Muar',
    postcode: '84000',
    experience: 25,
    phone: '+60 6-952 1843',
    certification: 'Diploma in Herbal Beverage Preparation (300 hours)',
    specialties: ['Water/Beverage', 'Food/Nutrition', 'People/Relationship'],
    languages: ['Hokkien', 'Mandarin', 'Bahasa Malaysia'],
    modes: ['in-person'],
    description:
      'Mdm. Ong shares decades of knowledge of traditional herbal drinks and nourishing soups from her ' +
      'family tea house in Muar. Her workshops explain safe preparation and encourage participants to ' +
      'check with their doctors about any interactions with medication.',
    rating: 0,
    reviewCount: 0,
  },
  {
    salutation: 'Mr.',
    name: 'Oliver Bennett',
    title: 'Certified Biofield Practitioner',
    businessName: 'Clifton Biofield Practice',
    membershipId: 'EMP022',
    email: 'oliver@cliftonbiofield.example',
    state: 'United Kingdom',
    country: 'United Kingdom',
    location: 'Bristol, United Kingdom',
    experience: 9,
    phone: '',
    certification: 'Diploma in Biofield Therapies (240 hours); Professional Indemnity Insured',
    specialties: ['Auric/Frequencies', 'Soul'],
    languages: ['English'],
    modes: ['online', 'in-person'],
    description:
      'Oliver runs a small biofield practice in Bristol and collaborates with EMPAM on research reading ' +
      'groups. He is committed to transparent, evidence-aware practice and clear information for clients.',
    rating: 0,
    reviewCount: 0,
  },
  {
    salutation: 'Puan',
    name: 'Noraini binti Che Mat',
    title: 'Certified Wholistic Body Care Practitioner',
    businessName: 'Teluk Cempedak Wellness Retreat',
    membershipId: 'EMP023',
    email: 'noraini@telukcempedak.example',
    state: 'Pahang',
    country: 'Malaysia',
    location: 'Kuantan, Malaysia',
    town: 'Kuantan',
    postcode: '25000',
    experience: 2,
    phone: '+60 13-945 6620',
    certification: 'Certificate in Traditional Malay Body Care (220 hours); First Aid and CPR certified',
    specialties: ['Body', 'Water/Beverage'],
    languages: ['Bahasa Malaysia'],
    modes: ['in-person', 'home-visit'],
    description:
      'Puan Noraini is a newer member of the association offering traditional Malay body care and ' +
      'relaxation by the sea in Kuantan. She pays particular attention to postnatal comfort and works ' +
      'under the guidance of an experienced EMPAM mentor.',
    rating: 0,
    reviewCount: 0,
  },
  {
    salutation: 'Puan',
    name: 'Dayang Normah binti Abdul Salam',
    title: 'Certified Environmental Wellness Educator',
    businessName: 'Tuaran Coastal Wellness',
    membershipId: 'EMP024',
    email: 'normah@tuarancoastal.example',
    state: 'Sabah',
    country: 'Malaysia',
    location: 'Tuaran, Malaysia',
    town: 'Tuaran',
    postcode: '89200',
    experience: 8,
    phone: '+60 19-880 3127',
    certification: 'Certificate in Environmental Health Education (200 hours)',
    specialties: ['Environment', 'Home/Workplace', 'Air'],
    languages: ['Bahasa Malaysia', 'Bajau', 'English'],
    modes: ['in-person', 'home-visit'],
    description:
      'Puan Normah works with Bajau coastal communities around Tuaran on clean air, safe water and tidy, ' +
      'healthy homes. Her school talks and village workshops link personal wellbeing to care for the ' +
      'mangroves and shoreline.',
    rating: 85,
    reviewCount: 17,
  },
]

export interface DemoNewsArticle {
  title: string
  excerpt: string
  content: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  author: string
  category: string
  imageUrl: string
  featured: boolean
  /** Malay versions (issue 15): some articles have them, the rest show their English on the Malay pages. */
  titleMs?: string
  excerptMs?: string
  contentMs?: string
  categoryMs?: string
}

export const demoNews: DemoNewsArticle[] = [
  {
    title: 'EMPAM Launches the 10 Pillars of Sustainable Wholistic Wellness Framework',
    excerpt:
      'Our new framework brings together ten everyday areas of life, from Soul to Environment, to guide ' +
      'members and the public towards balanced, preventive wellbeing.',
    content:
      'We are delighted to introduce the 10 Pillars of Sustainable Wholistic Wellness, a framework ' +
      'developed by our members over two years of discussion, practice and reflection. The pillars are ' +
      'Soul, Mental/Emotion, Body, Auric/Frequencies, Air, Water/Beverage, Food/Nutrition, ' +
      'People/Relationship, Home/Workplace and Environment.' +
      '\n\n' +
      'The framework is a shared language rather than a treatment protocol. It helps practitioners ' +
      'describe their areas of focus clearly, and it helps members of the public see how small changes ' +
      'in daily life can support their overall wellbeing.' +
      '\n\n' +
      'Energy medicine is complementary to medical care, never a replacement for it. The framework ' +
      'reflects this by encouraging regular health screening and open communication between ' +
      'practitioners, clients and their doctors.' +
      '\n\n' +
      'Over the coming months, each pillar will be explored in a series of short articles, member ' +
      'workshops and community talks. Members can already tag their practitioner profiles with the ' +
      'pillars that best describe their work.',
    date: '2026-05-12',
    author: 'EMPAM Secretariat',
    category: 'Announcements',
    imageUrl: '',
    featured: true,
    titleMs: 'EMPAM Melancarkan Kerangka 10 Tunjang Kesejahteraan Holistik Lestari',
    excerptMs:
      'Kerangka baharu kami menghimpunkan sepuluh bidang kehidupan seharian, daripada Jiwa hinggalah Alam Sekitar, ' +
      'untuk membimbing ahli dan orang ramai ke arah kesejahteraan yang seimbang dan bersifat pencegahan.',
    contentMs:
      'Dengan sukacitanya kami memperkenalkan 10 Tunjang Kesejahteraan Holistik Lestari, kerangka yang dibangunkan ' +
      'oleh ahli kami hasil dua tahun perbincangan, amalan dan renungan. Tunjang-tunjang tersebut ialah Jiwa, ' +
      'Mental/Emosi, Tubuh, Aura/Frekuensi, Udara, Air/Minuman, Makanan/Pemakanan, Insan/Hubungan, ' +
      'Rumah/Tempat Kerja dan Alam Sekitar.' +
      '\n\n' +
      'Kerangka ini ialah bahasa bersama, bukan protokol rawatan. Ia membantu pengamal menerangkan bidang tumpuan ' +
      'mereka dengan jelas, dan membantu orang ramai melihat bagaimana perubahan kecil dalam kehidupan seharian ' +
      'boleh menyokong kesejahteraan mereka secara keseluruhan.' +
      '\n\n' +
      'Perubatan tenaga ialah pelengkap kepada rawatan perubatan dan bukan sekali-kali penggantinya. Kerangka ini ' +
      'mencerminkan prinsip tersebut dengan menggalakkan saringan kesihatan secara berkala dan komunikasi yang ' +
      'terbuka antara pengamal, klien dan doktor mereka.' +
      '\n\n' +
      'Dalam beberapa bulan akan datang, setiap tunjang akan dihuraikan melalui siri artikel ringkas, bengkel ahli ' +
      'dan ceramah komuniti. Ahli sudah boleh menandakan profil pengamal mereka dengan tunjang yang paling tepat ' +
      'menggambarkan kerja mereka.',
    categoryMs: 'Pengumuman',
  },
  {
    title: 'Registration Opens for the 2027 EMPAM Regional Conference in Kota Kinabalu',
    excerpt:
      'Practitioners from across Malaysia and the region will gather in Kota Kinabalu for three days of ' +
      'talks, workshops and professional exchange.',
    content:
      'Registration is now open for the EMPAM Regional Conference 2027, to be held in Kota Kinabalu. ' +
      'The conference theme, “Wellness Rooted in Community”, reflects our commitment to preventive ' +
      'health that begins at home and in the neighbourhood.' +
      '\n\n' +
      'The programme includes sessions on professional ethics, safe use of frequency-based tools, ' +
      'research literacy and the 10 Pillars framework. Colleagues from Singapore, Thailand, Australia and ' +
      'the United Kingdom have confirmed their participation.' +
      '\n\n' +
      'Attendance counts towards continuing professional development, and members will be able to log ' +
      'their conference hours directly in the CPD section of the member portal.',
    date: '2026-06-03',
    author: 'Conference Organising Committee',
    category: 'Events',
    imageUrl: '',
    featured: false,
    // Title and excerpt only: the article itself shows its English, marked as such.
    titleMs: 'Pendaftaran Dibuka bagi Persidangan Serantau EMPAM 2027 di Kota Kinabalu',
    excerptMs:
      'Pengamal dari seluruh Malaysia dan rantau ini akan berhimpun di Kota Kinabalu selama tiga hari untuk ' +
      'ceramah, bengkel dan pertukaran profesional.',
    categoryMs: 'Acara',
  },
  {
    title: 'Reading Group Reviews Current Research on Biofield and Relaxation Practices',
    excerpt:
      'Our research reading group has completed its first review cycle, looking carefully at what current ' +
      'studies do and do not show.',
    content:
      'Since January, a small group of members has met online each month to read and discuss published ' +
      'studies on biofield practices, breathwork and relaxation techniques. The aim is to help members ' +
      'speak accurately about the evidence, including its limits.' +
      '\n\n' +
      'The group noted encouraging findings on relaxation, perceived stress and quality of life in ' +
      'several small studies, while also recognising that many studies are limited in size and design. ' +
      'Members are reminded not to make claims beyond what the evidence supports.' +
      '\n\n' +
      'A plain-language summary of the review will be shared with members, and the group welcomes new ' +
      'participants for its next cycle. Reading group sessions may be logged as CPD under the Research ' +
      'category.',
    date: '2026-07-18',
    author: 'EMPAM Research Committee',
    category: 'Research',
    imageUrl: '',
    featured: false,
  },
  {
    title: 'Working Towards Recognised Standards in Complementary Practice',
    excerpt:
      'EMPAM continues to align its professional standards with national guidance on traditional and ' +
      'complementary medicine.',
    content:
      'The association remains committed to aligning its standards with the work of the Traditional and ' +
      'Complementary Medicine (T&CM) Division of the Ministry of Health Malaysia. Our code of ethics and ' +
      'training requirements were reviewed this year with that alignment in mind.' +
      '\n\n' +
      'Practising members are expected to hold at least 200 hours of formal training, a current first aid ' +
      'and CPR certificate, and professional liability insurance. Members also complete at least 20 hours ' +
      'of continuing professional development each year.' +
      '\n\n' +
      'These commitments support Sustainable Development Goal 3, good health and wellbeing, and the ' +
      'national vision for healthcare towards 2030, by making safe, accountable complementary care ' +
      'easier for the public to find.' +
      '\n\n' +
      'We thank the members who contributed feedback during the review, and we will continue to share ' +
      'updates as the standards develop.',
    date: '2026-08-26',
    author: 'EMPAM Standards and Ethics Committee',
    category: 'Advocacy',
    imageUrl: '',
    featured: false,
  },
  {
    title: 'A Reminder to Log Your CPD Hours Before Year End',
    excerpt:
      'Practising members are asked to record at least 20 CPD hours for 2026 through the member portal ' +
      'before the end of the year.',
    content:
      'As the year draws to a close, we kindly remind all practising members to review their continuing ' +
      'professional development records. The association asks for at least 20 CPD hours each year.' +
      '\n\n' +
      'Workshops, webinars, conferences, training courses, self-study, research and mentoring all count ' +
      'towards the total. Please add a short description and, where possible, a certificate or receipt ' +
      'so that the committee can review each entry promptly.' +
      '\n\n' +
      'If you are unsure whether an activity qualifies, the Membership Committee is happy to help. ' +
      'Thank you for your continued commitment to safe and thoughtful practice.',
    date: '2026-10-07',
    author: 'EMPAM Membership Committee',
    category: 'Membership',
    imageUrl: '',
    featured: false,
  },
  {
    title: 'New Partnership Brings Wellness Talks to Rural Sabah Communities',
    excerpt:
      'Together with a community health organisation in Sabah, we will bring free wellness talks to ' +
      'villages in the interior and along the west coast.',
    content:
      'EMPAM has agreed a new partnership with the Sabah Community Wellbeing Network to deliver a series ' +
      'of free wellness talks in rural communities. The talks will cover hydration, nutrition, clean air ' +
      'in the home and staying connected with family and neighbours.' +
      '\n\n' +
      'Sessions will be led by member practitioners together with local volunteers, and will be offered ' +
      'in Malay, English and Kadazan-Dusun. Each talk will include information on nearby clinics and ' +
      'the importance of regular health screening.' +
      '\n\n' +
      'The first talks are planned for Ranau, Keningau and Kota Belud early next year. Members who would ' +
      'like to volunteer are warmly invited to contact the secretariat.',
    date: '2026-11-10',
    author: 'EMPAM Partnerships Committee',
    category: 'Partnerships',
    imageUrl: '',
    featured: false,
  },
]

export interface DemoEvent {
  title: string
  /** Free text, e.g. '14–16 March 2027'. */
  date: string
  location: string
  type: string
  description: string
  titleMs?: string
  dateMs?: string
  descriptionMs?: string
}

export const demoEvents: DemoEvent[] = [
  {
    title: 'EMPAM Regional Conference 2027: Wellness Rooted in Community',
    date: '14–16 March 2027',
    location: 'Kota Kinabalu, Sabah',
    type: 'Conference',
    description:
      'Three days of talks, panels and practical workshops on ethics, research literacy and the 10 Pillars ' +
      'of Sustainable Wholistic Wellness, with speakers from across Malaysia and the region.',
    titleMs: 'Persidangan Serantau EMPAM 2027: Kesejahteraan Berakar Umbi dalam Komuniti',
    dateMs: '14–16 Mac 2027',
    descriptionMs:
      'Tiga hari ceramah, forum dan bengkel praktikal tentang etika, literasi penyelidikan dan 10 Tunjang ' +
      'Kesejahteraan Holistik Lestari, bersama penceramah dari seluruh Malaysia dan rantau ini.',
  },
  {
    title: 'Professional Standards and Safe Practice Intensive',
    date: '8–10 May 2027',
    location: 'Petaling Jaya, Selangor',
    type: 'Training',
    description:
      'A hands-on training for practising members covering client intake, record keeping, referral ' +
      'pathways and the safe use of natural and frequency-based tools. Counts towards annual CPD hours.',
  },
  {
    title: 'Community Wellness Day in Penampang',
    date: '19 June 2027',
    location: 'Penampang, Sabah',
    type: 'Outreach',
    description:
      'A free open day for families with talks on hydration, healthy homes and stress awareness, ' +
      'relaxation corners led by member practitioners, and information from local health clinics.',
    titleMs: 'Hari Kesejahteraan Komuniti di Penampang',
    dateMs: '19 Jun 2027',
    descriptionMs:
      'Hari terbuka percuma untuk keluarga, dengan ceramah tentang pengambilan air, rumah yang sihat dan kesedaran ' +
      'tentang tekanan, sudut relaksasi yang dikendalikan oleh ahli pengamal, serta maklumat daripada klinik ' +
      'kesihatan setempat.',
  },
  {
    title: 'Webinar: Talking About Evidence With Clients',
    date: '22 September 2027',
    location: 'Online',
    type: 'Webinar',
    description:
      'An evening webinar on how to explain what research does and does not show, set realistic ' +
      'expectations and work respectfully alongside each client’s doctor.',
  },
]

export interface DemoGallery {
  title: string
  description: string
  /** Number of photographs in the album. */
  images: number
  /** Free text, e.g. 'September 2026'. */
  date: string
  titleMs?: string
  descriptionMs?: string
  dateMs?: string
}

export const demoGalleries: DemoGallery[] = [
  {
    title: 'Launch of the 10 Pillars Framework',
    description:
      'Members, partners and guests gathered in Kota Kinabalu to celebrate the launch of the 10 Pillars ' +
      'of Sustainable Wholistic Wellness.',
    images: 36,
    date: 'May 2026',
    titleMs: 'Pelancaran Kerangka 10 Tunjang',
    descriptionMs:
      'Ahli, rakan kerjasama dan tetamu berhimpun di Kota Kinabalu untuk meraikan pelancaran 10 Tunjang ' +
      'Kesejahteraan Holistik Lestari.',
    dateMs: 'Mei 2026',
  },
  {
    title: 'Community Wellness Talks in Kudat',
    description:
      'Our volunteers shared simple tips on hydration, nutrition and healthy homes with families in ' +
      'northern Sabah.',
    images: 24,
    date: 'August 2026',
  },
  {
    title: 'Practitioner Exchange Visit to Chiang Mai',
    description:
      'A delegation of members visited colleagues in northern Thailand for a week of learning, ' +
      'professional exchange and CPD workshops.',
    images: 48,
    date: 'September 2026',
  },
]

export interface DemoLocalPartner {
  name: string
  type: string
  description: string
  focus: string
  status: string
  nameMs?: string
  typeMs?: string
  descriptionMs?: string
  focusMs?: string
}

export const demoLocalPartners: DemoLocalPartner[] = [
  {
    name: 'Borneo Highlands University Wellness Centre',
    type: 'University Wellness Centre',
    description:
      'A campus wellness centre that works with EMPAM on student wellbeing programmes and on small, ' +
      'carefully designed studies of relaxation and stress-management practices.',
    focus: 'Research, student wellbeing and practitioner education',
    status: 'Active Partnership',
  },
  {
    name: 'Sabah Community Wellbeing Network',
    type: 'Community Health NGO',
    description:
      'A volunteer-led organisation that brings health awareness talks and screening information to ' +
      'rural and coastal communities across Sabah.',
    focus: 'Community outreach and preventive health education',
    status: 'MOU Signed',
    nameMs: 'Rangkaian Kesejahteraan Komuniti Sabah',
    typeMs: 'NGO Kesihatan Komuniti',
    descriptionMs:
      'Pertubuhan yang diterajui sukarelawan yang membawa ceramah kesedaran kesihatan dan maklumat saringan ' +
      'kepada komuniti luar bandar dan pesisir pantai di seluruh Sabah.',
    focusMs: 'Jangkauan komuniti dan pendidikan kesihatan pencegahan',
  },
  {
    name: 'Persatuan Pengamal Terapi Komplementari Sarawak',
    type: 'State T&CM Practitioners’ Body',
    description:
      'A state-level association of traditional and complementary medicine practitioners in Sarawak, ' +
      'exploring shared standards, joint training and mutual recognition of CPD.',
    focus: 'Professional standards and joint CPD recognition',
    status: 'In Discussion',
  },
]

export interface DemoInternationalPartner extends DemoLocalPartner {
  country: string
}

export const demoInternationalPartners: DemoInternationalPartner[] = [
  {
    name: 'Lion City Integrative Wellness Guild',
    type: 'Professional Association',
    description:
      'A Singapore association of complementary wellness practitioners that shares EMPAM’s commitment to ' +
      'ethics, insurance and continuing professional development.',
    focus: 'Professional standards and cross-border CPD',
    status: 'Member Organization',
    country: 'Singapore',
    typeMs: 'Persatuan Profesional',
    descriptionMs:
      'Persatuan pengamal kesejahteraan komplementari di Singapura yang berkongsi komitmen EMPAM terhadap etika, ' +
      'insurans dan pembangunan profesional berterusan.',
    focusMs: 'Piawaian profesional dan CPD merentas sempadan',
  },
  {
    name: 'Lanna Traditional Wellness Collective',
    type: 'Practitioner Network',
    description:
      'A collective of traditional Thai wellness practitioners in Chiang Mai that hosts EMPAM members ' +
      'for exchange visits and joint workshops.',
    focus: 'Traditional practice exchange and training',
    status: 'Affiliated Member',
    country: 'Thailand',
  },
  {
    name: 'Southern Cross Energy Practitioners Alliance',
    type: 'Professional Network',
    description:
      'An Australian network of energy and biofield practitioners that collaborates with EMPAM on ' +
      'mentoring and online learning.',
    focus: 'Mentoring and online education',
    status: 'Network Member',
    country: 'Australia',
  },
  {
    name: 'Albion Forum for Biofield Practice Standards',
    type: 'Standards Body',
    description:
      'A United Kingdom organisation working on voluntary standards for biofield practice, which follows ' +
      'EMPAM’s work on ethics and the 10 Pillars framework.',
    focus: 'Voluntary standards and research literacy',
    status: 'Observer',
    country: 'United Kingdom',
  },
]

export interface DemoTrainingProgramme {
  title: string
  description: string
  /** e.g. '3 days', '6 weeks'. */
  duration: string
  level: string
  provider: string
  /** e.g. 'RM 450'; '' for free or unknown. */
  cost: string
  titleMs?: string
  descriptionMs?: string
  durationMs?: string
}

export const demoTraining: DemoTrainingProgramme[] = [
  {
    title: 'Foundations of Energy Medicine',
    description:
      'An introduction to the principles of energy medicine, the 10 Pillars framework, client safety ' +
      'and the role of complementary practice alongside medical care.',
    duration: '6 weeks',
    durationMs: '6 minggu',
    titleMs: 'Asas Perubatan Tenaga',
    descriptionMs:
      'Pengenalan kepada prinsip perubatan tenaga, kerangka 10 Tunjang, keselamatan klien dan peranan amalan ' +
      'komplementari seiring dengan rawatan perubatan.',
    level: 'Beginner',
    provider: 'EMPAM Education Committee',
    cost: 'RM 1,200',
  },
  {
    title: 'Ethics, Boundaries and Record Keeping',
    description:
      'A practical course on the EMPAM code of ethics, informed consent, confidentiality, referral and ' +
      'keeping clear, accurate client records.',
    duration: '2 days',
    durationMs: '2 hari',
    titleMs: 'Etika, Batasan dan Penyimpanan Rekod',
    descriptionMs:
      'Kursus praktikal tentang kod etika EMPAM, persetujuan termaklum, kerahsiaan, rujukan dan penyimpanan ' +
      'rekod klien yang jelas dan tepat.',
    level: 'All Levels',
    provider: 'EMPAM Standards and Ethics Committee',
    cost: 'RM 450',
  },
  {
    title: 'Safe Use of Frequency-Based Tools',
    description:
      'An advanced workshop on the responsible selection, maintenance and use of frequency-based and ' +
      'sound tools, including contraindications and realistic client communication.',
    duration: '3 days',
    level: 'Advanced',
    provider: 'Resonance Path Studio',
    cost: 'RM 980',
  },
  {
    title: 'Wholistic Wellness in the Community',
    description:
      'A short course for members who volunteer in outreach, covering talk preparation, working with ' +
      'local clinics and communicating simple, accurate wellness messages.',
    duration: '4 weeks',
    level: 'Intermediate',
    provider: 'Borneo Highlands University Wellness Centre',
    cost: '',
  },
]

/**
 * The training events /training once listed as fixed text (app/content/training.ts, in both languages),
 * as bookable Events with real dates in Malaysia time (issue 20): CPD hours, the category their type
 * stands for, member and non-member fees, 30 seats, registration closing two days before.
 */
const TRAINING_EVENT_TIMES: ReadonlyArray<readonly [string, string]> = [
  ['2027-01-23T09:00', '2027-01-23T13:00'],
  ['2027-02-15T09:00', '2027-02-17T16:00'],
  ['2027-03-10T20:00', '2027-03-17T22:00'],
  ['2027-04-17T09:00', '2027-04-17T17:00'],
]
const CATEGORY_OF_TYPE = { Workshop: 'Workshop', Certification: 'Training Course', 'CPD Webinar': 'Webinar' } as const
const malaysiaTime = (local: string) => new Date(`${local}:00+08:00`)

export const demoTrainingEvents = trainingEvents.map((event, index) => {
  const malay = trainingEventsMs[index]!
  const [starts, ends] = TRAINING_EVENT_TIMES[index] ?? TRAINING_EVENT_TIMES[0]!
  const startsAt = malaysiaTime(starts)
  return {
    title: event.title,
    titleMs: malay.title,
    date: event.date,
    dateMs: malay.date,
    description: `${event.description} ${event.instructor}.`,
    descriptionMs: `${malay.description} ${event.instructor}.`,
    location: event.location,
    isOnline: event.location === 'Online',
    type: 'Training',
    category: CATEGORY_OF_TYPE[event.type],
    cpdHours: event.cpdHours,
    priceMember: event.price,
    priceNonMember: Math.round(event.price * 1.25),
    capacity: 30,
    startsAt,
    endsAt: malaysiaTime(ends),
    registrationDeadline: new Date(startsAt.getTime() - 2 * 24 * 60 * 60 * 1000),
    provider: 'EMPAM',
  }
})
