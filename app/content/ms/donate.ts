/** Halaman /donate dalam bahasa Melayu (the English is ../donate.ts). Amounts and figures are the English ones. */
import { contactFormPath } from '#app/config/paths.ts'
import type * as en from '../donate.ts'
import type { Translated } from '#app/domain/translated.ts'

export const impactTiers: Translated<typeof en.impactTiers> = [
  { amount: 50, impact: 'Bahan pendidikan untuk seorang pelajar pengamal', category: 'Pendidikan' },
  { amount: 150, impact: 'Satu sesi kesejahteraan komuniti', category: 'Jangkauan Komuniti' },
  { amount: 300, impact: 'Bahan penyelidikan untuk satu kajian', category: 'Penyelidikan' },
  { amount: 500, impact: 'Biasiswa pendidikan berterusan untuk seorang pengamal', category: 'Pembangunan Profesional' },
  { amount: 1000, impact: 'Sebulan sesi rawatan komuniti secara percuma', category: 'Perkhidmatan Awam' },
]

export const programmes: Translated<typeof en.programmes> = [
  {
    title: 'Biasiswa Pelajar',
    description:
      'Yuran latihan dan bahan pembelajaran untuk pelajar berpotensi daripada keluarga berpendapatan rendah, dengan bimbingan daripada ahli kanan.',
    currentFunding: 25000,
    goal: 50000,
    progress: 50,
    beneficiaries: '15 orang pelajar',
    impact: 'Pengamal baharu yang terlatih dengan baik untuk komuniti yang masih kekurangan pengamal.',
  },
  {
    title: 'Penyelidikan Komuniti',
    description:
      'Kajian kecil yang teliti bersama rakan universiti tentang relaksasi, tekanan dan kesejahteraan dalam komuniti di Malaysia.',
    currentFunding: 40000,
    goal: 80000,
    progress: 50,
    beneficiaries: '3 kajian aktif',
    impact: 'Bukti tempatan yang jujur tentang perkara yang membantu, dan yang tidak.',
  },
  {
    title: 'Kesedaran Awam',
    description:
      'Risalah, ceramah dan video dalam empat bahasa yang membantu orang ramai memilih pengamal dengan selamat dan meneruskan rawatan perubatan mereka.',
    currentFunding: 15000,
    goal: 30000,
    progress: 50,
    beneficiaries: '100,000+ orang',
    impact: 'Pilihan yang lebih selamat dan kurang janji palsu.',
  },
  {
    title: 'Pembangunan Profesional',
    description: 'Bengkel CPD bersubsidi, kursus pertolongan cemas dan latihan etika untuk ahli di kawasan luar bandar.',
    currentFunding: 20000,
    goal: 60000,
    progress: 33,
    beneficiaries: '50+ orang pengamal',
    impact: 'Piawaian penjagaan yang lebih tinggi di mana-mana sahaja ahli beramal.',
  },
]

export function supportProgrammeLink(title: string) {
  return contactFormPath({ subject: 'general', message: `Saya ingin menyokong program ${title}.` })
}

export const sponsorTiers: Translated<typeof en.sponsorTiers> = [
  {
    tier: 'Rakan Platinum',
    range: 'RM 50,000 dan ke atas',
    mostImpactful: true,
    benefits: [
      'Penamaan biasiswa atau geran penyelidikan',
      'Slot ucaptama di persidangan tahunan',
      'Logo pada semua bahan kempen',
    ],
    recognition: 'Ditampilkan sebagai rakan utama dalam laporan tahunan dan di laman web ini.',
  },
  {
    tier: 'Penaja Emas',
    range: 'RM 25,000 – 49,999',
    mostImpactful: false,
    benefits: ['Ruang pameran di persidangan tahunan', 'Logo pada bahan acara', 'Dua tempat di persidangan'],
    recognition: 'Disenaraikan sebagai Penaja Emas dalam laporan tahunan dan di laman web ini.',
  },
  {
    tier: 'Penyokong Perak',
    range: 'RM 10,000 – 24,999',
    mostImpactful: false,
    benefits: ['Logo pada buku program persidangan', 'Satu tempat di persidangan'],
    recognition: 'Disenaraikan sebagai Penyokong Perak dalam laporan tahunan.',
  },
  {
    tier: 'Rakan Komuniti',
    range: 'RM 5,000 – 9,999',
    mostImpactful: false,
    benefits: ['Pengiktirafan di acara komuniti yang anda sokong'],
    recognition: 'Disenaraikan sebagai Rakan Komuniti dalam laporan tahunan.',
  },
]

export function sponsorLink(tier: string) {
  return contactFormPath({ subject: 'partnership', message: `Kami ingin berbincang untuk menjadi ${tier} EMPAM.` })
}

export const paymentMethods: Translated<typeof en.paymentMethods> = [
  'kad kredit dan debit',
  'perbankan dalam talian (FPX)',
  'PayPal',
  'e-dompet',
]

/** "a, b, c dan d" */
export const paymentMethodsSentence: Translated<typeof en.paymentMethodsSentence> = `${paymentMethods.slice(0, -1).join(', ')} dan ${paymentMethods.at(-1)}`

export const transparency: Translated<typeof en.transparency> = [
  {
    title: 'Manfaat cukai',
    description:
      'Simpan resit bank anda dan hantarkannya ke alamat e-mel derma kami. Kami akan membalas dengan resit rasmi untuk simpanan anda; kami akan memaklumkan dengan jelas sama ada sumbangan anda layak mendapat pelepasan cukai sebelum anda menderma.',
  },
  {
    title: 'Ketelusan dana',
    description:
      'Setiap ringgit direkodkan mengikut program yang anda pilih. Akaun kami diaudit setiap tahun, dan ringkasan pendapatan dan perbelanjaan dibentangkan di Mesyuarat Agung Tahunan serta dikongsi dengan para penderma.',
  },
]
