/** Halaman /training dalam bahasa Melayu (the English is ../training.ts). Types and levels stay as stored; ./labels.ts shows them. */
import { CPD_YEARLY_REQUIREMENT_HOURS } from '#app/domain/constants.ts'
import { contactFormPath } from '#app/config/paths.ts'
import type * as en from '../training.ts'
import type { Translated } from '#app/domain/translated.ts'

export const upcomingEvents: Translated<typeof en.upcomingEvents> = [
  {
    title: 'Pengenalan kepada 10 Tunjang Kesejahteraan Holistik',
    date: 'Sabtu, 23 Januari 2027',
    time: '9.00 pagi – 1.00 tengah hari',
    location: 'Penampang, Sabah',
    type: 'Workshop',
    level: 'Beginner',
    instructor: 'Dr. Juliana Gontusan',
    cpdHours: 4,
    price: 120,
    description:
      'Pengenalan mesra kepada sepuluh tunjang, daripada Jiwa hinggalah Alam Sekitar, dengan latihan praktikal yang boleh anda kongsi bersama klien dan keluarga.',
  },
  {
    title: 'Sijil Amalan Bunyi dan Frekuensi',
    date: '15–17 Februari 2027',
    time: '9.00 pagi – 4.00 petang setiap hari',
    location: 'Kuala Lumpur',
    type: 'Certification',
    level: 'Advanced',
    instructor: 'Cik Tan Mei Ling',
    cpdHours: 18,
    price: 850,
    description:
      'Tiga hari tentang pemilihan, penjagaan dan penggunaan mangkuk nyanyian, garpu tala dan alat frekuensi secara selamat, dengan latihan amali berpenyelia dan penilaian bertulis.',
  },
  {
    title: 'Etika dan Penyimpanan Rekod dalam Amalan Harian',
    date: '10 dan 17 Mac 2027 (dua malam)',
    time: '8.00 – 10.00 malam',
    location: 'Dalam talian',
    type: 'CPD Webinar',
    level: 'All Levels',
    instructor: "Dato' Kamarul Ariffin bin Zainal",
    cpdHours: 4,
    price: 150,
    description:
      'Persetujuan, kerahsiaan, catatan klien dan bila perlu membuat rujukan, dengan contoh soalan sebenar (tanpa nama) daripada ahli.',
  },
  {
    title: 'Pernafasan, Udara dan Ketenangan: Bengkel Praktikal',
    date: 'Sabtu, 17 April 2027',
    time: '9.00 pagi – 5.00 petang',
    location: 'George Town, Pulau Pinang',
    type: 'Workshop',
    level: 'All Levels',
    instructor: 'Encik Rajesh Kumar a/l Subramaniam',
    cpdHours: 7,
    price: 280,
    description:
      'Teknik pernafasan untuk relaksasi dan fokus, cara mengajarkannya kepada kumpulan dengan selamat, dan cara mudah untuk memperbaik kualiti udara di rumah dan di tempat kerja.',
  },
]

/** The contact form is told the event's title, in the page's language. */
export { registerLink } from '../training.ts'

export const cpdInformation: Translated<typeof en.cpdInformation> = {
  requirement: CPD_YEARLY_REQUIREMENT_HOURS,
  points: [
    `Ahli yang beramal perlu melengkapkan sekurang-kurangnya ${CPD_YEARLY_REQUIREMENT_HOURS} jam CPD bagi setiap tahun kalendar.`,
    'Bengkel, webinar, persidangan, kursus latihan, pembelajaran kendiri, penyelidikan dan bimbingan semuanya diambil kira.',
    'Rekodkan setiap aktiviti dalam portal ahli berserta penerangan ringkas dan sijil, jika ada.',
    'Jawatankuasa Keahlian menyemak dan meluluskan rekod tersebut, biasanya dalam tempoh dua minggu.',
  ],
}

export const approvedProviders: Translated<typeof en.approvedProviders> = [
  {
    name: 'EMPAM Academy',
    location: 'Penampang, Sabah',
    specialties: ['Asas perubatan tenaga', 'Kerangka 10 Tunjang', 'Etika dan amalan selamat'],
    accreditation: 'Dikendalikan oleh Jawatankuasa Pendidikan EMPAM',
    contact: 'training@empam.org.my',
  },
  {
    name: 'Resonance Path Studio',
    location: 'Kuala Lumpur',
    specialties: ['Terapi bunyi', 'Alat berasaskan frekuensi'],
    accreditation: 'Penyedia Latihan Diluluskan EMPAM sejak 2024',
    contact: 'meiling@resonancepath.example',
  },
  {
    name: 'Borneo Highlands University Wellness Centre',
    location: 'Kota Kinabalu, Sabah',
    specialties: ['Literasi penyelidikan', 'Pengurusan tekanan', 'Kesejahteraan komuniti'],
    accreditation: 'Penyedia Latihan Diluluskan EMPAM dan rakan penyelidikan',
    contact: 'wellness@borneohighlands.example',
  },
  {
    name: 'Prana Light Healing Space',
    location: 'George Town, Pulau Pinang',
    specialties: ['Latihan pernafasan', 'Amalan tenaga prana'],
    accreditation: 'Penyedia Latihan Diluluskan EMPAM sejak 2025',
    contact: 'rajesh@pranalight.example',
  },
]

export const providerRequirements: Translated<typeof en.providerRequirements> = [
  'Perniagaan, institusi atau persatuan yang berdaftar di Malaysia atau di negara rakan.',
  'Jurulatih utama dengan sekurang-kurangnya 5 tahun pengalaman amalan dan pengalaman mengajar yang diiktiraf.',
  'Sukatan pelajaran bertulis dengan hasil pembelajaran, jumlah jam dan penilaian bagi setiap kursus.',
  'Pengajaran yang mematuhi kod etika EMPAM dan tidak membuat dakwaan mendiagnosis atau menyembuhkan.',
  'Rekod kehadiran dan sijil yang menunjukkan jam CPD yang diperoleh.',
  'Persetujuan terhadap semakan tahunan kandungan kursus dan maklum balas peserta.',
]

export const becomeProviderLink: Translated<typeof en.becomeProviderLink> = contactFormPath({
  subject: 'training',
  message: 'Kami ingin memohon untuk menjadi penyedia latihan yang diluluskan oleh EMPAM.',
})

export function programmeEnquiryLink(title: string) {
  return contactFormPath({ subject: 'training', message: `Saya ingin mengetahui lebih lanjut tentang program ${title}.` })
}
