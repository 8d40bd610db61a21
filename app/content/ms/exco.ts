/** Jawatankuasa Eksekutif dalam bahasa Melayu (the English is ../exco.ts): names and organisations are the English ones. */
import { initials } from '#app/domain/names.ts'
import type * as en from '../exco.ts'
import type { Translated } from '#app/domain/translated.ts'

export { EXCO_TERM } from '../exco.ts'

const members = [
  { salutation: 'Dr.', name: 'Juliana Gontusan', position: 'Presiden Pengasas', organisation: 'Kinabalu Harmony Wellness Centre' },
  { salutation: "Dato'", name: 'Kamarul Ariffin bin Zainal', position: 'Presiden', organisation: 'Ariffin Integrative Wellness' },
  { salutation: 'Dr.', name: 'Arvind Menon', position: 'Penasihat Felo Kehormat', organisation: 'Bayan Integrative Wellness Clinic' },
  { salutation: 'Puan', name: 'Rosalind Majinbon', position: 'Timbalan Presiden', organisation: 'Moginakan Healing Garden' },
  { salutation: 'Puan', name: 'Nur Aisyah binti Rahman', position: 'Setiausaha Kehormat', organisation: 'Harmoni Wellness' },
  { salutation: 'Cik', name: 'Jenny anak Nyanggau', position: 'Penolong Setiausaha', organisation: 'Rumah Lantang Wellness' },
  { salutation: 'Cik', name: 'Tan Mei Ling', position: 'Bendahari', organisation: 'Resonance Path Studio' },
  { salutation: 'Encik', name: 'Rajesh Kumar a/l Subramaniam', position: 'Pengarah Keahlian', organisation: 'Prana Light Healing Space' },
  { salutation: 'Puan', name: 'Dayang Normah binti Abdul Salam', position: 'Timbalan Pengarah Keahlian', organisation: 'Tuaran Coastal Wellness' },
  { salutation: 'Encik', name: 'Mohd Hafiz bin Ismail', position: 'Timbalan Pengarah Keahlian', organisation: 'Seimbang Workplace Wellness' },
  { salutation: 'Cik', name: 'Evelyn Chua Siew Lan', position: 'Pengarah Pemasaran dan Kreatif', organisation: 'Heritage Home Harmony' },
  { salutation: 'Encik', name: 'Benedict Lo Kah Fui', position: 'Pentadbir', organisation: 'Sepilok Pure Living' },
]

export const excoMembers: Translated<typeof en.excoMembers> = members.map((m) => ({ ...m, initials: initials(m.name) }))

export const growingLeadership: Translated<typeof en.growingLeadership> =
  'Barisan kepimpinan kami terus berkembang seiring dengan persatuan. Ahli yang ingin berkhidmat dalam jawatankuasa ' +
  'kecil latihan, penyelidikan, jangkauan komuniti atau etika dipelawa untuk menulis kepada Setiausaha Kehormat, dan ' +
  'ahli jawatankuasa baharu dipilih pada setiap Mesyuarat Agung Tahunan.'
