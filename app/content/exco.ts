import { initials } from '#app/domain/names.ts'

/** The Executive Committee for the 2025–2027 term: twelve members (spec sections 2 and 9). */
export const EXCO_TERM = '2025–2027'

interface ExcoMember {
  salutation: string
  name: string
  position: string
  organisation: string
}

const members: ExcoMember[] = [
  { salutation: 'Dr.', name: 'Juliana Gontusan', position: 'Founding President', organisation: 'Kinabalu Harmony Wellness Centre' },
  { salutation: "Dato'", name: 'Kamarul Ariffin bin Zainal', position: 'President', organisation: 'Ariffin Integrative Wellness' },
  { salutation: 'Dr.', name: 'Arvind Menon', position: 'Honorary Fellow Advisor', organisation: 'Bayan Integrative Wellness Clinic' },
  { salutation: 'Mdm.', name: 'Rosalind Majinbon', position: 'Deputy President', organisation: 'Moginakan Healing Garden' },
  { salutation: 'Puan', name: 'Nur Aisyah binti Rahman', position: 'Honorary Secretary', organisation: 'Harmoni Wellness' },
  { salutation: 'Ms.', name: 'Jenny anak Nyanggau', position: 'Assistant Secretary', organisation: 'Rumah Lantang Wellness' },
  { salutation: 'Ms.', name: 'Tan Mei Ling', position: 'Treasurer', organisation: 'Resonance Path Studio' },
  { salutation: 'Mr.', name: 'Rajesh Kumar a/l Subramaniam', position: 'Membership Director', organisation: 'Prana Light Healing Space' },
  { salutation: 'Puan', name: 'Dayang Normah binti Abdul Salam', position: 'Deputy Membership Director', organisation: 'Tuaran Coastal Wellness' },
  { salutation: 'Encik', name: 'Mohd Hafiz bin Ismail', position: 'Deputy Membership Director', organisation: 'Seimbang Workplace Wellness' },
  { salutation: 'Ms.', name: 'Evelyn Chua Siew Lan', position: 'Marketing & Creative Director', organisation: 'Heritage Home Harmony' },
  { salutation: 'Mr.', name: 'Benedict Lo Kah Fui', position: 'Admin', organisation: 'Sepilok Pure Living' },
]

export const excoMembers = members.map((m) => ({ ...m, initials: initials(m.name) }))

export const growingLeadership =
  'Our leadership is growing with the association. Members who would like to serve on a sub-committee for training, ' +
  'research, outreach or ethics are warmly invited to write to the Honorary Secretary, and new committee members are ' +
  'elected at each Annual General Meeting.'
