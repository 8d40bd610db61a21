/** The /energy-medicine explainer's fixed text. */
import { paths } from '#app/config/paths.ts'

export const introduction = [
  'Energy medicine is a family of practices that work with the body’s own capacity for balance: gentle touch and ' +
    'hands-off biofield work, breathwork, sound and frequency, acupressure, meditation and the daily habits that ' +
    'support them. Many have roots in traditions practised across Asia for generations.',
  'People most often come to energy medicine for relaxation, stress relief, better rest and a sense of wellbeing. ' +
    'It is complementary to medical care, never a replacement for it: it does not diagnose, and it does not cure ' +
    'disease.',
]

export const approach = [
  {
    title: 'Wholistic',
    description:
      'We look at the whole person through the 10 Pillars of Sustainable Wholistic Wellness, from inner life and relationships to food, water, air, home and environment.',
  },
  {
    title: 'Preventive',
    description:
      'We focus on everyday habits that help people stay well, and we encourage regular health screening at a clinic.',
  },
  {
    title: 'Safe and accountable',
    description:
      'Members follow our code of ethics, keep client records, obtain informed consent and refer clients to medical care whenever it is needed.',
  },
] as const

export const culturalRelevance = [
  'Malaysia’s communities have long traditions of caring for body and spirit: Malay urut and traditional ' +
    'body care, Chinese qigong and acupressure, Indian Ayurveda and yoga, and the healing practices of the ' +
    'indigenous peoples of Sabah and Sarawak.',
  'Energy medicine meets people where these traditions already live. Our members practise in Bahasa Malaysia, ' +
    'English, Chinese dialects, Tamil and Kadazan-Dusun, respect each client’s faith and customs, and keep the ' +
    'practices grounded in local life.',
]

export const howItWorks = [
  {
    step: 'A careful conversation',
    description:
      'The practitioner asks about your health, any treatment you are receiving and what you hope for, and explains what a session involves before asking for your consent.',
  },
  {
    step: 'A gentle session',
    description:
      'Depending on the practice, you may rest fully clothed while the practitioner uses light touch, holds their hands near the body, guides your breathing or uses sound.',
  },
  {
    step: 'Practical steps for daily life',
    description:
      'Most sessions end with simple things to try at home, such as breathing exercises, hydration, rest or time outdoors, chosen around the 10 Pillars.',
  },
  {
    step: 'Working with your doctor',
    description:
      'A good practitioner keeps notes, reviews progress with you and refers you to a doctor whenever symptoms need medical attention.',
  },
] as const

export const researchAndEvidence = [
  'Research on energy medicine is growing but still young. Several small studies of relaxation, breathwork and ' +
    'touch-based practices report benefits for perceived stress, anxiety, sleep and quality of life, while many ' +
    'studies are small or hard to compare, and evidence for effects on specific diseases is limited.',
  'We ask our members to speak honestly about this: to describe what a practice may help with, to avoid promises ' +
    'of cure, and to encourage clients to keep up their medical care. Our research committee reads and summarises ' +
    'new studies so that members can stay accurate.',
]

export const faqs = [
  {
    question: 'Is energy medicine a replacement for seeing a doctor?',
    answer:
      'No. Energy medicine is complementary to medical care. Please keep seeing your doctor, keep taking prescribed medicine, and tell both your doctor and your practitioner about everything you are doing for your health.',
  },
  {
    question: 'Is it safe?',
    answer:
      'The practices our members use are gentle and non-invasive. Safety also depends on the practitioner: choose someone trained, insured and willing to explain what they do. If you are pregnant, have a serious illness or take regular medication, mention it before your first session.',
  },
  {
    question: 'How do I choose a practitioner?',
    answer:
      'Use the directory to find practitioners near you, read their training and specialities, and ask about their experience, fees and insurance. Listings are self-registered, so please check qualifications yourself before booking.',
  },
  {
    question: 'How many sessions will I need?',
    answer:
      'It depends on what you are looking for. Many people notice how they feel after one or two sessions; others prefer regular sessions as part of their routine. A good practitioner will agree a plan with you and review it together rather than sell you a long course up front.',
  },
] as const

export const gettingStarted = [
  {
    to: paths.findPractitioner,
    title: 'Find a practitioner',
    description: 'Search the directory by location and speciality.',
  },
  {
    to: paths.resources,
    title: 'Read our resources',
    description: 'Guides, research summaries and trusted public information.',
  },
  {
    to: paths.membership,
    title: 'Become a member',
    description: 'For practitioners who want to join a professional community.',
  },
] as const
