/** The /about page's fixed text. */

export const aboutIntro = [
  'The Energy Medicine Practitioners Association of Malaysia (Persatuan Pengamal Perubatan Tenaga Malaysia) is a ' +
    'non-profit professional association, registered with the Registrar of Societies and based in Penampang, Sabah. ' +
    'We bring together practitioners of energy medicine, wholistic wellness and natural, frequency-based therapies ' +
    'who want to practise safely, ethically and in partnership with mainstream healthcare.',
  'We believe energy medicine has a place in preventive health and everyday wellbeing, as a complement to medical ' +
    'care and never a replacement for it. Our work is to set clear standards, support our members to meet them, and ' +
    'help the public find practitioners and information they can understand.',
]

export const commitments = [
  {
    title: 'Safety first',
    description:
      'We ask every practising member to hold first aid and CPR certification and liability insurance, to know when to refer a client to a doctor, and never to advise anyone to stop medical treatment.',
  },
  {
    title: 'Honest information',
    description:
      'We speak carefully about what research does and does not show, and we expect our members to make no claims beyond the evidence.',
  },
  {
    title: 'Learning for life',
    description:
      'We organise training, workshops and conferences, and ask practising members to complete at least 20 hours of continuing professional development every year.',
  },
] as const

export const vision =
  'A Malaysia where safe, ethical energy medicine is part of preventive health and wholistic wellness, trusted by the ' +
  'public and respected alongside modern medicine.'

export const mission = [
  'Champion energy medicine for preventive health and wholistic wellness.',
  'Promote professional standards and ethics among practitioners.',
  'Support the safe use of natural and frequency-based tools.',
  'Link practitioners across borders for learning and exchange.',
] as const

export const historyCards = [
  {
    title: 'Trusted Standards',
    description:
      'Founded by practitioners in Sabah and registered as a society in 2023, the association began by writing a code of ethics and minimum training requirements that members agree to uphold.',
  },
  {
    title: '10 Pillars Framework',
    description:
      'Our members developed the 10 Pillars of Sustainable Wholistic Wellness, a shared language that links Soul, Mind, Body and Auric energy with Air, Water, Food, People, Home and Environment.',
  },
  {
    title: 'Continuous Excellence',
    description:
      'Today we run training and CPD, a public directory, community outreach and partnerships at home and abroad, and we keep reviewing our standards as the field and the evidence develop.',
  },
] as const

export const whyMalaysia = [
  {
    title: 'Healthcare Integration',
    description:
      'Many Malaysians already combine modern medicine with traditional and complementary practices. We help that happen safely: practitioners who keep records, respect informed consent, work alongside doctors and refer onwards whenever medical care is needed.',
  },
  {
    title: 'Alignment with National Goals',
    description:
      "Our standards follow the guidance of the Traditional and Complementary Medicine Division of the Ministry of Health, support the United Nations' Sustainable Development Goal 3 (good health and wellbeing) and share the preventive focus of Malaysia's healthcare plans towards 2030.",
  },
] as const
