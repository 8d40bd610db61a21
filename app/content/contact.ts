import { site } from '#app/config/site.ts'

/** The six departments on /contact, each with its own inbox. */
export const departments = [
  { name: 'General Enquiries', email: site.emails.general, description: 'Questions about the association and its work.' },
  { name: 'Membership', email: site.emails.membership, description: 'Applications, renewals and membership types.' },
  { name: 'Training & CPD', email: site.emails.training, description: 'Courses, workshops and CPD records.' },
  { name: 'Ethics & Complaints', email: site.emails.ethics, description: 'Concerns about a member’s conduct, in confidence.' },
  { name: 'Partnerships', email: site.emails.partnerships, description: 'Collaborations, sponsorship and MOUs.' },
  { name: 'Media & Press', email: site.emails.media, description: 'Interviews, statements and press enquiries.' },
] as const
