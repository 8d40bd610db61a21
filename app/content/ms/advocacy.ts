/** Halaman /advocacy dalam bahasa Melayu (the English is ../advocacy.ts). Statuses stay as stored; ./labels.ts shows them. */
import { contactFormPath, paths } from '#app/config/paths.ts'
import type * as en from '../advocacy.ts'
import type { Translated } from '#app/domain/translated.ts'

export const campaigns: Translated<typeof en.campaigns> = [
  {
    title: 'Kenali Pengamal Anda',
    description:
      'Kempen kesedaran awam yang membantu orang ramai bertanya soalan yang tepat sebelum menempah sesi: tentang latihan, insurans, persetujuan dan rujukan.',
    duration: 'Januari 2026 – Disember 2027',
    reach: 'Seluruh negara, dalam talian dan di klinik',
    activities: [
      'Risalah dalam bahasa Melayu, Inggeris, Cina dan Tamil',
      'Video pendek di media sosial',
      'Ceramah di karnival kesihatan komuniti',
    ],
    status: 'Ongoing',
    impact: 'Menjangkau lebih 40,000 orang dalam sepuluh bulan pertama.',
  },
  {
    title: 'Kesejahteraan Berakar dalam Komuniti',
    description:
      'Ceramah kesejahteraan percuma di kawasan luar bandar Sabah tentang hidrasi, pemakanan, udara bersih di rumah dan hubungan sosial, berserta maklumat tentang klinik berhampiran.',
    duration: 'Mac 2027 – Februari 2028',
    reach: 'Ranau, Keningau, Kota Belud dan Kudat',
    activities: [
      'Ceramah di kampung oleh sukarelawan dalam kalangan ahli',
      'Sesi dalam bahasa Melayu, Inggeris dan Kadazan-Dusun',
      'Maklumat saringan kesihatan daripada klinik tempatan',
    ],
    status: 'Planned',
    impact: 'Menyasarkan 60 buah kampung dan 5,000 orang penduduk.',
  },
  {
    title: 'Bilik Darjah Tenang',
    description:
      'Latihan pernafasan dan relaksasi untuk digunakan oleh guru bersama murid sebelum peperiksaan, direka bersama kaunselor sekolah.',
    duration: 'Jun 2025 – November 2026',
    reach: '18 buah sekolah di Sabah dan Selangor',
    activities: ['Bengkel untuk guru', 'Rutin lima minit di bilik darjah', 'Maklum balas daripada kaunselor dan ibu bapa'],
    status: 'Completed',
    impact: 'Digunakan oleh lebih 3,200 orang murid; 9 daripada 10 orang guru akan mengesyorkannya.',
  },
]

export const outreach: Translated<typeof en.outreach> = [
  {
    title: 'Sekolah',
    description:
      'Ceramah tentang tidur, hidrasi, snek sihat dan cara mengurus tekanan peperiksaan, disampaikan bersama kaunselor sekolah dan sentiasa dengan makluman kepada ibu bapa.',
  },
  {
    title: 'Komuniti',
    description:
      'Hari terbuka dan sesi perbincangan kesejahteraan bersama jawatankuasa kampung, persatuan penduduk dan rumah ibadat, yang menghubungkan orang ramai dengan klinik tempatan untuk saringan berkala.',
  },
  {
    title: 'Tempat Kerja',
    description:
      'Sesi ringkas tentang waktu rehat, postur, udara dan pencahayaan untuk pejabat dan kilang, dengan kerjasama pasukan kesihatan pekerjaan majikan.',
  },
]

export const mentalHealthIntegration: Translated<typeof en.mentalHealthIntegration> = [
  'Tekanan, kebimbangan dan perasaan murung dialami oleh ramai keluarga. Relaksasi, latihan pernafasan dan kehadiran ' +
    'yang tenang serta sudi mendengar dapat membantu seseorang berasa lebih stabil, dan ahli kami menawarkannya sebagai ' +
    'pelengkap kepada penjagaan kesihatan mental, bukan sebagai penggantinya.',
  'Ahli kami dilatih untuk mengenal pasti tanda-tanda bahawa seseorang memerlukan bantuan profesional dan merujuknya ' +
    'dengan segera kepada doktor, kaunselor atau talian bantuan. Dalam kecemasan, hubungi 999. Untuk sokongan emosi ' +
    'pada bila-bila masa, talian bantuan Befrienders Kuala Lumpur ialah 03-7627 2929.',
]

export const policyRecommendations: Translated<typeof en.policyRecommendations> = [
  {
    category: 'Piawaian',
    title: 'Latihan dan insurans minimum bagi pengamal perubatan tenaga',
    description:
      'Cadangan agar setiap orang yang menawarkan perubatan tenaga kepada orang awam memiliki sekurang-kurangnya 200 jam latihan, pensijilan pertolongan cemas dan insurans liabiliti.',
    status: 'Submitted',
    submittedTo: 'Bahagian Perubatan Tradisional dan Komplementari, Kementerian Kesihatan Malaysia',
    keyPoints: ['Satu piawaian minimum yang seragam', 'Maklumat yang jelas untuk orang awam', 'Pengiktirafan latihan sedia ada'],
  },
  {
    category: 'Maklumat awam',
    title: 'Pengiklanan terapi komplementari secara bertanggungjawab',
    description:
      'Garis panduan yang akan menghentikan dakwaan mendiagnosis atau menyembuhkan penyakit dan mewajibkan pengamal menggalakkan klien meneruskan rawatan perubatan mereka.',
    status: 'In preparation',
    submittedTo: 'Akan dikemukakan kepada Kementerian Kesihatan Malaysia',
    keyPoints: ['Tiada dakwaan penyembuhan', 'Penerangan yang jujur tentang bukti', 'Kelayakan yang dipaparkan dengan jelas'],
  },
  {
    category: 'Kesihatan komuniti',
    title: 'Pendidikan kesejahteraan dalam penjagaan kesihatan primer di luar bandar',
    description:
      'Projek rintis yang melibatkan sukarelawan terlatih menyampaikan ceramah kesejahteraan pencegahan di klinik luar bandar, dengan penyelarasan bersama kakitangan klinik.',
    status: 'Under discussion',
    submittedTo: 'Jabatan Kesihatan Negeri Sabah',
    keyPoints: ['Tumpuan kepada pencegahan', 'Bahasa tempatan', 'Penyelarasan dengan kakitangan klinik'],
  },
]

export const getInvolved: Translated<typeof en.getInvolved> = [
  { to: paths.membership, title: 'Sertai persatuan', description: 'Tambahkan suara anda kepada suara profesion ini.' },
  {
    to: contactFormPath({ subject: 'general' }),
    title: 'Jadi sukarelawan',
    description: 'Bantu kami di ceramah, hari terbuka dan kempen.',
  },
  { to: paths.donate, title: 'Derma', description: 'Bantu membiayai program jangkauan komuniti, biasiswa dan penyelidikan.' },
]
