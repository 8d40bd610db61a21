import { CPD_YEARLY_REQUIREMENT_HOURS } from '#app/domain/constants.ts'
import { contactFormPath } from '#app/config/paths.ts'

/** The /training page's fixed text: upcoming events and approved providers (spec sections 3 and 9). */

export interface TrainingEvent {
  title: string
  date: string
  time: string
  location: string
  type: 'Workshop' | 'Certification' | 'CPD Webinar'
  level: 'Beginner' | 'Advanced' | 'All Levels'
  instructor: string
  cpdHours: number
  /** Ringgit. */
  price: number
  description: string
}

export const upcomingEvents: TrainingEvent[] = [
  {
    title: 'Introduction to the 10 Pillars of Wholistic Wellness',
    date: 'Saturday, 23 January 2027',
    time: '9:00 AM – 1:00 PM',
    location: 'Penampang, Sabah',
    type: 'Workshop',
    level: 'Beginner',
    instructor: 'Dr. Juliana Gontusan',
    cpdHours: 4,
    price: 120,
    description:
      'A friendly first look at the ten pillars, from Soul to Environment, with practical exercises you can share with clients and family.',
  },
  {
    title: 'Certificate in Sound and Frequency Practice',
    date: '15–17 February 2027',
    time: '9:00 AM – 4:00 PM daily',
    location: 'Kuala Lumpur',
    type: 'Certification',
    level: 'Advanced',
    instructor: 'Ms. Tan Mei Ling',
    cpdHours: 18,
    price: 850,
    description:
      'Three days on the safe selection, care and use of singing bowls, tuning forks and frequency tools, with supervised practice and a written assessment.',
  },
  {
    title: 'Ethics and Record Keeping in Everyday Practice',
    date: '10 and 17 March 2027 (two evenings)',
    time: '8:00 PM – 10:00 PM',
    location: 'Online',
    type: 'CPD Webinar',
    level: 'All Levels',
    instructor: "Dato' Kamarul Ariffin bin Zainal",
    cpdHours: 4,
    price: 150,
    description:
      'Consent, confidentiality, client notes and when to refer, illustrated with real (anonymised) questions from members.',
  },
  {
    title: 'Breath, Air and Calm: A Practical Workshop',
    date: 'Saturday, 17 April 2027',
    time: '9:00 AM – 5:00 PM',
    location: 'George Town, Penang',
    type: 'Workshop',
    level: 'All Levels',
    instructor: 'Mr. Rajesh Kumar a/l Subramaniam',
    cpdHours: 7,
    price: 280,
    description:
      'Breathing techniques for relaxation and focus, teaching them safely to groups, and simple ways to improve the air at home and at work.',
  },
]

export function registerLink(event: TrainingEvent) {
  return contactFormPath({ subject: 'training', event: event.title })
}

export const cpdInformation = {
  requirement: CPD_YEARLY_REQUIREMENT_HOURS,
  points: [
    `Practising members complete at least ${CPD_YEARLY_REQUIREMENT_HOURS} hours of CPD every calendar year.`,
    'Workshops, webinars, conferences, training courses, self-study, research and mentoring all count.',
    'Record each activity in the member portal with a short description and, where you have one, a certificate.',
    'The Membership Committee reviews entries and approves them, usually within two weeks.',
  ],
} as const

export const approvedProviders = [
  {
    name: 'EMPAM Academy',
    location: 'Penampang, Sabah',
    specialties: ['Foundations of energy medicine', '10 Pillars framework', 'Ethics and safe practice'],
    accreditation: 'Run by the EMPAM Education Committee',
    contact: 'training@empam.org.my',
  },
  {
    name: 'Resonance Path Studio',
    location: 'Kuala Lumpur',
    specialties: ['Sound therapy', 'Frequency-based tools'],
    accreditation: 'EMPAM Approved Provider since 2024',
    contact: 'meiling@resonancepath.example',
  },
  {
    name: 'Borneo Highlands University Wellness Centre',
    location: 'Kota Kinabalu, Sabah',
    specialties: ['Research literacy', 'Stress management', 'Community wellness'],
    accreditation: 'EMPAM Approved Provider and research partner',
    contact: 'wellness@borneohighlands.example',
  },
  {
    name: 'Prana Light Healing Space',
    location: 'George Town, Penang',
    specialties: ['Breathwork', 'Pranic energy practice'],
    accreditation: 'EMPAM Approved Provider since 2025',
    contact: 'rajesh@pranalight.example',
  },
] as const

export const providerRequirements = [
  'A registered business, institution or association in Malaysia or a partner country.',
  'Lead trainers with at least 5 years of practice and recognised teaching experience.',
  'A written syllabus with learning outcomes, hours and assessment for each course.',
  'Teaching that follows the EMPAM code of ethics and makes no claims to diagnose or cure.',
  'Attendance records and certificates that show the CPD hours earned.',
  'Agreement to an annual review of course content and participant feedback.',
] as const

export const becomeProviderLink = contactFormPath({
  subject: 'training',
  message: 'We would like to apply to become an EMPAM approved training provider.',
})

export function programmeEnquiryLink(title: string) {
  return contactFormPath({ subject: 'training', message: `I would like to know more about the ${title} programme.` })
}
