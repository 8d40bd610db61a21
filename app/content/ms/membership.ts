/** Sepuluh jenis keahlian dalam bahasa Melayu (the English is ../membership.ts); fees and rights come from the one list. */
import type * as en from '../membership.ts'
import type { Translated } from '#app/domain/translated.ts'
import { withTerms, type MembershipCard } from '#app/domain/membership-cards.ts'

const AT_LEAST_21 = 'Berumur sekurang-kurangnya 21 tahun'
const AT_LEAST_18 = 'Berumur sekurang-kurangnya 18 tahun'
const FORMAL_TRAINING = 'Sekurang-kurangnya 200 jam latihan formal'
const CODE_OF_ETHICS = 'Bersetuju mematuhi kod etika'
const VOTING_RIGHTS = 'Hak mengundi dalam mesyuarat agung'
const DIRECTORY_LISTING = 'Penyenaraian dalam direktori pengamal'
const MEMBER_RATES = 'Kadar ahli untuk latihan dan acara'
const MEMBER_RESOURCES = 'Sumber dan buletin untuk ahli'
const EXCO_APPROVAL = 'Kelulusan Jawatankuasa Eksekutif'

const cards: Translated<MembershipCard[]> = [
  {
    type: 'Practicing Ordinary',
    description: 'Untuk pengamal berkelayakan yang menerima klien di Malaysia.',
    benefits: [
      VOTING_RIGHTS,
      DIRECTORY_LISTING,
      'Kadar ahli untuk latihan, bengkel dan persidangan tahunan',
      'Boleh dinaik taraf kepada Felo selepas 5 tahun beramal',
    ],
    requirements: [
      AT_LEAST_21,
      FORMAL_TRAINING,
      'Pensijilan pertolongan cemas dan CPR yang masih sah',
      'Insurans liabiliti profesional',
      'Sekurang-kurangnya 20 jam CPD setiap tahun',
    ],
    mostPopular: true,
  },
  {
    type: 'Non-Practicing Ordinary',
    description:
      'Untuk pengamal berkelayakan yang tidak menerima klien buat masa ini, misalnya kerana berehat daripada kerjaya, mengajar atau telah bersara.',
    benefits: [VOTING_RIGHTS, MEMBER_RATES, MEMBER_RESOURCES],
    requirements: [AT_LEAST_21, FORMAL_TRAINING, CODE_OF_ETHICS],
  },
  {
    type: 'Graduate',
    description: 'Untuk graduan baharu program latihan yang diiktiraf yang sedang menimba pengalaman di bawah penyeliaan.',
    benefits: ['Bimbingan daripada ahli yang berpengalaman', MEMBER_RATES, 'Laluan yang jelas untuk menjadi Ahli Biasa Beramal'],
    requirements: [AT_LEAST_18, 'Sijil daripada program latihan yang diiktiraf', CODE_OF_ETHICS],
  },
  {
    type: 'Associate',
    description: 'Untuk mereka yang sedang menjalani latihan dan profesional bidang berkaitan yang berminat dengan perubatan tenaga.',
    benefits: [MEMBER_RATES, MEMBER_RESOURCES, 'Jaringan dengan para pengamal'],
    requirements: [AT_LEAST_18, CODE_OF_ETHICS],
  },
  {
    type: 'Affiliate',
    description: 'Untuk rakyat Malaysia yang menyokong matlamat persatuan dan ingin terus terlibat.',
    benefits: ['Jemputan ke acara dan ceramah komuniti', 'Buletin dan sumber awam', 'Peluang menjadi sukarelawan dalam program jangkauan komuniti'],
    requirements: [AT_LEAST_21, 'Warganegara Malaysia'],
  },
  {
    type: 'Foreign',
    description: 'Untuk pengamal yang berpangkalan di luar Malaysia dan ingin menyertai rangkaian serantau kami.',
    benefits: [DIRECTORY_LISTING, 'Lawatan pertukaran dan CPD dalam talian', 'Kadar ahli untuk persidangan tahunan'],
    requirements: [AT_LEAST_21, 'Beramal atau bermastautin di luar Malaysia', 'Bukti latihan di negara anda sendiri'],
  },
  {
    type: 'Corporate',
    description:
      'Untuk pusat kesejahteraan, klinik, penyedia latihan dan syarikat yang menyokong amalan yang selamat dan beretika.',
    benefits: [DIRECTORY_LISTING, 'Pengiktirafan di acara persatuan', 'Tempat untuk kakitangan pada kadar ahli'],
    requirements: [
      'Perniagaan atau organisasi yang berdaftar',
      'Wakil yang dinamakan dan berumur sekurang-kurangnya 21 tahun',
      CODE_OF_ETHICS,
    ],
  },
  {
    type: 'Fellow',
    entryFeeNote: 'Tidak berkenaan',
    description: 'Untuk pengamal kanan yang telah berkhidmat kepada profesion ini selama bertahun-tahun.',
    benefits: [VOTING_RIGHTS, DIRECTORY_LISTING, 'Gelaran pascanama Felo', 'Jemputan untuk menjadi mentor dan pemeriksa'],
    requirements: [AT_LEAST_21, '5 tahun amalan sepenuh masa', EXCO_APPROVAL],
  },
  {
    type: 'Honorary Fellow',
    entryFeeNote: 'Tiada',
    description: 'Dianugerahkan kepada individu yang telah memberikan sumbangan cemerlang kepada kesejahteraan holistik.',
    benefits: [DIRECTORY_LISTING, 'Pengiktirafan sepanjang hayat oleh persatuan'],
    requirements: ['Melalui jemputan', EXCO_APPROVAL],
  },
  {
    type: 'Student',
    entryFeeNote: 'Tiada',
    description: 'Untuk pelajar yang mengikuti program latihan perubatan tenaga atau kesejahteraan yang diiktiraf.',
    benefits: ['Kadar pelajar untuk bengkel dan persidangan', 'Bimbingan dan kumpulan belajar', MEMBER_RESOURCES],
    requirements: [AT_LEAST_18, 'Bukti pendaftaran dalam program yang diiktiraf'],
  },
]

/** Each card with its fees and rights from the one list (the same as in English). */
export const membershipTypes: Translated<typeof en.membershipTypes> = withTerms(cards as MembershipCard[])

export const whyJoin: Translated<typeof en.whyJoin> = [
  {
    title: 'Pengiktirafan dan kepercayaan',
    description: 'Tunjukkan kepada klien bahawa anda mematuhi kod etika yang diterbitkan dan memenuhi piawaian latihan yang jelas.',
  },
  {
    title: 'Pembangunan profesional',
    description: 'Bengkel, webinar, bimbingan dan portal untuk merekodkan jam CPD anda sepanjang tahun.',
  },
  {
    title: 'Keterlihatan',
    description: 'Ahli yang layak disenaraikan dalam direktori awam yang digunakan oleh orang ramai untuk mencari pengamal.',
  },
  {
    title: 'Suara bagi profesion',
    description: 'Turut serta dalam advokasi persatuan bagi amalan komplementari yang selamat dan diiktiraf di Malaysia.',
  },
]

export const applicationSteps: Translated<typeof en.applicationSteps> = [
  {
    title: 'Pilih jenis keahlian anda',
    description: 'Baca syarat di atas dan pilih jenis yang sepadan dengan latihan dan amalan anda.',
  },
  {
    title: 'Mohon dalam talian',
    description: 'Isi borang permohonan dengan butiran diri anda dan jenis yang anda pilih: ID keahlian tidak diperlukan.',
  },
  {
    title: 'Hantar dokumen anda',
    description:
      'Sijil, bukti insurans dan pertolongan cemas, mengikut keperluan jenis keahlian anda. Kami kemudian akan menghantar invois bagi yuran masuk dan yuran tahunan pertama.',
  },
  {
    title: 'Semakan dan alu-aluan',
    description:
      'Jawatankuasa Keahlian menyemak permohonan anda, biasanya dalam tempoh empat minggu, dan mengalu-alukan anda sebagai ahli persatuan.',
  },
]

/** "RM 1,000", or the note (or "Tiada") where no fee applies. */
export function formatFee(amount: number | null, note?: string) {
  if (amount == null) return note ?? 'Tiada'
  return `RM ${new Intl.NumberFormat('ms-MY').format(amount)}`
}
