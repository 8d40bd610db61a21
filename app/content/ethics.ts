/** The /ethics page: the code of ethics and the professional standards (spec sections 2 and 9). */

export const foundationStatement =
  'Every member of the association promises to put the wellbeing, safety and dignity of clients first, to practise ' +
  'within the limits of their training, and to work as a complement to medical care, never in place of it. This code ' +
  'applies to all members, in person and online, and is the standard against which complaints are judged.'

export const principles = [
  {
    title: 'Client wellbeing first',
    description:
      'Act in the best interests of every client, do no harm, and never advise a client to stop or delay medical treatment.',
  },
  {
    title: 'Informed consent',
    description:
      'Explain clearly what a session involves, what it may and may not help with, and its cost, and obtain consent before starting.',
  },
  {
    title: 'Confidentiality',
    description:
      'Keep client information private and secure, in line with the Personal Data Protection Act 2010, sharing it only with consent or where the law requires.',
  },
  {
    title: 'Honesty and integrity',
    description:
      'Make no claims to diagnose or cure disease, describe qualifications truthfully, and advertise responsibly.',
  },
  {
    title: 'Professional boundaries',
    description:
      'Keep relationships with clients professional, respect cultural and religious values, and never exploit a client emotionally, financially or physically.',
  },
  {
    title: 'Competence and referral',
    description:
      'Practise only within your training, keep learning, and refer clients to a doctor or other professional whenever their needs go beyond your scope.',
  },
] as const

export const professionalStandards = [
  'At least 200 hours of formal training in your field of practice.',
  'At least 20 hours of continuing professional development (CPD) each year.',
  'Current first aid and CPR certification.',
  'Professional liability insurance for as long as you see clients.',
  'Clear, accurate and securely kept client records.',
  'A clean, safe and accessible place of practice.',
] as const

export const disciplinarySteps = [
  {
    title: 'A complaint is received',
    description:
      'Anyone may raise a concern about a member in writing to the Ethics Committee. We acknowledge every complaint and keep it confidential.',
  },
  {
    title: 'Review and response',
    description:
      'The committee reviews the complaint and invites the member to respond. Both sides may provide evidence and be accompanied.',
  },
  {
    title: 'Decision',
    description:
      'The committee decides whether the code was breached and on any action: advice, a warning, further training, suspension or removal from membership.',
  },
  {
    title: 'Appeal',
    description:
      'Either side may appeal to the Executive Committee within 30 days of the decision. A final decision is given within 60 days of the appeal.',
  },
] as const

export const APPEAL_PERIOD_DAYS = 30
export const FINAL_DECISION_DAYS = 60
