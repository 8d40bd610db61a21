/**
 * Halaman /resources dalam bahasa Melayu (the English is ../resources.ts). The keywords are Malay, with the
 * abbreviations people also search by (PDPA, T&CM).
 */
import type * as en from '../resources.ts'
import type { Translated } from '#app/domain/translated.ts'

export { matchesQuery } from '../resources.ts'

export const downloads: Translated<typeof en.downloads> = [
  {
    title: 'Panduan Klien tentang Perubatan Tenaga',
    description: 'Risalah ringkas dalam bahasa yang mudah tentang perkara yang boleh dijangka dalam sesuatu sesi dan cara memilih pengamal.',
  },
  {
    title: 'Semakan Kendiri 10 Tunjang',
    description:
      'Helaian refleksi satu muka surat tentang sepuluh tunjang kesejahteraan holistik, untuk kegunaan peribadi atau ceramah berkumpulan.',
  },
  {
    title: 'Templat Borang Maklumat dan Persetujuan Klien',
    description: 'Borang yang boleh disunting untuk ahli: soalan kesihatan, persetujuan termaklum dan catatan sesi.',
  },
  {
    title: 'Senarai Semak Amalan Selamat',
    description:
      'Kebersihan, pertolongan cemas, penyimpanan rekod dan rujukan dalam satu senarai semak yang boleh dicetak untuk tempat amalan anda.',
  },
]

export const researchPapers: Translated<typeof en.researchPapers> = [
  {
    title: 'Relaksasi, Latihan Pernafasan dan Tekanan yang Dirasai: Apa yang Ditunjukkan oleh Kajian',
    authors: 'Jawatankuasa Penyelidikan EMPAM',
    year: 2026,
    description:
      'Ulasan kajian yang telah diterbitkan tentang amalan relaksasi dan pernafasan serta tekanan yang dirasai, dengan penilaian yang terus terang tentang saiz dan batasan kajian tersebut.',
    contact: 'info@empam.org.my',
    keywords: 'bukti ulasan penyelidikan kajian tekanan stres',
  },
  {
    title: 'Amalan Komplementari Seiring Penjagaan Kesihatan Primer di Malaysia: Satu Kertas Perbincangan',
    authors: 'Jawatankuasa Piawaian dan Etika EMPAM',
    year: 2025,
    description:
      'Cara pengamal perubatan tenaga boleh membuat rujukan secara bertanggungjawab dan berkomunikasi dengan doktor dan klinik, berserta contoh daripada ahli.',
    contact: 'ethics@empam.org.my',
    keywords: 'rujukan doktor klinik integrasi',
  },
]

export const legalReferences: Translated<typeof en.legalReferences> = [
  {
    title: 'Akta Perubatan Tradisional dan Komplementari 2016 (Akta 775)',
    description:
      'Undang-undang Malaysia yang mengawal selia perkhidmatan perubatan tradisional dan komplementari serta memperuntukkan pendaftaran pengamal dalam bidang amalan yang diiktiraf.',
    keywords: 'T&CM PT&K undang-undang peraturan pendaftaran',
  },
  {
    title: 'Akta Perlindungan Data Peribadi 2010 (Akta 709)',
    description:
      'Undang-undang Malaysia tentang pengendalian data peribadi, yang terpakai kepada rekod klien dan kepada maklumat yang anda kongsi dengan kami.',
    keywords: 'PDPA privasi data kerahsiaan',
  },
]

export const publicEducationLinks: Translated<typeof en.publicEducationLinks> = [
  {
    title: 'Bahagian Perubatan Tradisional dan Komplementari',
    publisher: 'Kementerian Kesihatan Malaysia',
    href: 'https://tcm.moh.gov.my/',
    description: 'Maklumat rasmi tentang amalan PT&K, pengamal berdaftar dan keselamatan awam di Malaysia.',
  },
  {
    title: 'Perubatan Tradisional, Komplementari dan Integratif',
    publisher: 'Pertubuhan Kesihatan Sedunia (WHO)',
    href: 'https://www.who.int/health-topics/traditional-complementary-and-integrative-medicine',
    description: 'Gambaran keseluruhan WHO tentang perubatan tradisional dan komplementari di seluruh dunia (dalam bahasa Inggeris).',
  },
  {
    title: 'Fahami Sains (Know the Science)',
    publisher: 'Pusat Kebangsaan Kesihatan Komplementari dan Integratif Amerika Syarikat (NCCIH)',
    href: 'https://www.nccih.nih.gov/health/know-science',
    description:
      'Panduan ringkas untuk membaca penyelidikan kesihatan dan menilai dakwaan tentang pendekatan komplementari (dalam bahasa Inggeris).',
  },
  {
    title: 'Matlamat 3: Kesihatan yang Baik dan Kesejahteraan',
    publisher: 'Pertubuhan Bangsa-Bangsa Bersatu',
    href: 'https://sdgs.un.org/goals/goal3',
    description: 'Matlamat pembangunan mampan yang disokong oleh usaha kami, berserta sasaran dan kemajuannya (dalam bahasa Inggeris).',
  },
]

export const memberResources: Translated<typeof en.memberResources> = [
  'Templat borang maklumat klien, persetujuan dan catatan sesi yang boleh disunting',
  'Rakaman webinar CPD yang lepas',
  'Ringkasan penyelidikan dalam bahasa mudah daripada Jawatankuasa Penyelidikan',
  'Panduan tentang insurans, pengiklanan dan perlindungan data',
]
