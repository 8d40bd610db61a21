/** The /advocacy page's fixed text (spec sections 2 and 3). */
import { contactFormPath, paths } from '#app/config/paths.ts'

export interface Campaign {
  title: string
  description: string
  duration: string
  reach: string
  activities: string[]
  status: 'Ongoing' | 'Planned' | 'Completed'
  impact: string
}

export const campaigns: Campaign[] = [
  {
    title: 'Know Your Practitioner',
    description:
      'A public awareness campaign that helps people ask the right questions before booking a session: training, insurance, consent and referral.',
    duration: 'January 2026 – December 2027',
    reach: 'Nationwide, online and in clinics',
    activities: ['Leaflets in Bahasa Malaysia, English, Chinese and Tamil', 'Short videos on social media', 'Talks at community health fairs'],
    status: 'Ongoing',
    impact: 'More than 40,000 people reached in the first ten months.',
  },
  {
    title: 'Wellness Rooted in Community',
    description:
      'Free wellness talks in rural Sabah on hydration, nutrition, clean air at home and staying connected, with information on nearby clinics.',
    duration: 'March 2027 – February 2028',
    reach: 'Ranau, Keningau, Kota Belud and Kudat',
    activities: ['Village talks led by member volunteers', 'Sessions in Malay, English and Kadazan-Dusun', 'Screening information from local clinics'],
    status: 'Planned',
    impact: 'Aims to reach 60 villages and 5,000 residents.',
  },
  {
    title: 'Calm Classrooms',
    description:
      'Breathing and relaxation exercises for teachers to use with pupils before examinations, designed with school counsellors.',
    duration: 'June 2025 – November 2026',
    reach: '18 schools in Sabah and Selangor',
    activities: ['Teacher workshops', 'A five-minute classroom routine', 'Feedback from counsellors and parents'],
    status: 'Completed',
    impact: 'Used by more than 3,200 pupils; 9 in 10 teachers would recommend it.',
  },
]

export const outreach = [
  {
    title: 'Schools',
    description:
      'Talks on sleep, hydration, healthy snacks and managing examination stress, given with the school’s counsellor and always with parents informed.',
  },
  {
    title: 'Communities',
    description:
      'Open days and wellness circles with village committees, residents’ associations and places of worship, linking people with local clinics for regular screening.',
  },
  {
    title: 'Workplaces',
    description:
      'Short sessions on breaks, posture, air and light for offices and factories, in partnership with employers’ occupational health teams.',
  },
] as const

export const mentalHealthIntegration = [
  'Stress, anxiety and low mood touch many families. Relaxation, breathwork and a calm, listening presence can help ' +
    'people feel steadier, and our members offer them as a complement to mental health care, never in its place.',
  'Members are trained to recognise signs that someone needs professional help and to refer them to a doctor, a ' +
    'counsellor or a helpline straight away. In an emergency, call 999. For emotional support at any hour, the ' +
    'Befrienders Kuala Lumpur helpline is 03-7627 2929.',
]

export interface PolicyRecommendation {
  category: string
  title: string
  description: string
  status: 'Submitted' | 'In preparation' | 'Under discussion'
  submittedTo: string
  keyPoints: string[]
}

export const policyRecommendations: PolicyRecommendation[] = [
  {
    category: 'Standards',
    title: 'Minimum training and insurance for energy medicine practitioners',
    description:
      'A proposal that everyone who offers energy medicine to the public holds at least 200 hours of training, first aid certification and liability insurance.',
    status: 'Submitted',
    submittedTo: 'Traditional and Complementary Medicine Division, Ministry of Health Malaysia',
    keyPoints: ['A common minimum standard', 'Clear information for the public', 'Recognition of existing training'],
  },
  {
    category: 'Public information',
    title: 'Responsible advertising of complementary therapies',
    description:
      'Guidance that would stop claims to diagnose or cure disease and require practitioners to encourage clients to keep their medical care.',
    status: 'In preparation',
    submittedTo: 'To be submitted to the Ministry of Health Malaysia',
    keyPoints: ['No cure claims', 'Honest descriptions of evidence', 'Visible qualifications'],
  },
  {
    category: 'Community health',
    title: 'Wellness education in rural primary care',
    description:
      'A pilot in which trained volunteers give preventive wellness talks at rural clinics, coordinated with clinic staff.',
    status: 'Under discussion',
    submittedTo: 'Sabah State Health Department',
    keyPoints: ['Preventive focus', 'Local languages', 'Coordination with clinic staff'],
  },
]

export const getInvolved = [
  { to: paths.membership, title: 'Join the association', description: 'Add your voice to the profession’s.' },
  { to: contactFormPath({ subject: 'general' }), title: 'Volunteer', description: 'Help at talks, open days and campaigns.' },
  { to: paths.donate, title: 'Donate', description: 'Fund outreach, scholarships and research.' },
] as const
