/** Halaman /about dalam bahasa Melayu (the English is ../about.ts). */
import { site } from '#app/config/site.ts'
import type * as en from '../about.ts'
import type { Translated } from '#app/domain/translated.ts'

export const aboutIntro: Translated<typeof en.aboutIntro> = [
  `${site.nameMs} (${site.shortName}) ialah sebuah persatuan profesional bukan berasaskan keuntungan yang berdaftar ` +
    'dengan Jabatan Pendaftaran Pertubuhan Malaysia dan berpangkalan di Penampang, Sabah. Kami menghimpunkan pengamal ' +
    'perubatan tenaga, kesejahteraan holistik dan terapi semula jadi berasaskan frekuensi yang ingin beramal secara ' +
    'selamat dan beretika, seiring dengan sistem penjagaan kesihatan arus perdana.',
  'Kami percaya perubatan tenaga mempunyai tempatnya dalam kesihatan pencegahan dan kesejahteraan harian, sebagai ' +
    'pelengkap kepada rawatan perubatan dan bukan sekali-kali sebagai penggantinya. Tugas kami ialah menetapkan ' +
    'piawaian yang jelas, membantu ahli kami memenuhinya, dan membantu orang ramai mencari pengamal serta maklumat ' +
    'yang mudah difahami.',
]

export const commitments: Translated<typeof en.commitments> = [
  {
    title: 'Keselamatan diutamakan',
    description:
      'Kami meminta setiap ahli yang beramal memiliki pensijilan pertolongan cemas dan CPR serta insurans liabiliti, tahu bila perlu merujuk klien kepada doktor, dan tidak sekali-kali menasihati sesiapa supaya menghentikan rawatan perubatan.',
  },
  {
    title: 'Maklumat yang jujur',
    description:
      'Kami berhati-hati apabila menyatakan perkara yang ditunjukkan dan yang tidak ditunjukkan oleh penyelidikan, dan kami mengharapkan ahli kami tidak membuat sebarang dakwaan yang melampaui bukti.',
  },
  {
    title: 'Pembelajaran sepanjang hayat',
    description:
      'Kami menganjurkan latihan, bengkel dan persidangan, dan meminta ahli yang beramal melengkapkan sekurang-kurangnya 20 jam pembangunan profesional berterusan setiap tahun.',
  },
]

export const vision: Translated<typeof en.vision> =
  'Malaysia yang menerima perubatan tenaga yang selamat dan beretika sebagai sebahagian daripada kesihatan pencegahan ' +
  'dan kesejahteraan holistik, dengan amalan yang dipercayai oleh orang ramai dan dihormati seiring dengan perubatan moden.'

export const mission: Translated<typeof en.mission> = [
  'Memperjuangkan perubatan tenaga untuk kesihatan pencegahan dan kesejahteraan holistik.',
  'Memupuk piawaian profesional dan etika dalam kalangan pengamal.',
  'Menyokong penggunaan alat semula jadi dan berasaskan frekuensi secara selamat.',
  'Menghubungkan pengamal merentas sempadan untuk pembelajaran dan pertukaran ilmu.',
]

export const historyCards: Translated<typeof en.historyCards> = [
  {
    title: 'Piawaian yang Dipercayai',
    description:
      'Diasaskan oleh pengamal di Sabah dan didaftarkan sebagai pertubuhan pada tahun 2023, persatuan ini bermula dengan menggubal kod etika dan syarat latihan minimum yang dipersetujui oleh ahli untuk dipatuhi.',
  },
  {
    title: 'Kerangka 10 Tunjang',
    description:
      'Ahli kami membangunkan 10 Tunjang Kesejahteraan Holistik Lestari, iaitu bahasa bersama yang menghubungkan Jiwa, Minda, Tubuh dan tenaga Aura dengan Udara, Air, Makanan, Insan, Rumah dan Alam Sekitar.',
  },
  {
    title: 'Kecemerlangan Berterusan',
    description:
      'Kini kami mengendalikan latihan dan CPD, direktori awam, program jangkauan komuniti serta kerjasama di dalam dan di luar negara, dan kami terus menyemak piawaian kami seiring dengan perkembangan bidang ini dan buktinya.',
  },
]

export const whyMalaysia: Translated<typeof en.whyMalaysia> = [
  {
    title: 'Integrasi Penjagaan Kesihatan',
    description:
      'Ramai rakyat Malaysia sudah pun menggabungkan perubatan moden dengan amalan tradisional dan komplementari. Kami membantu agar hal ini berlaku dengan selamat melalui pengamal yang menyimpan rekod, menghormati persetujuan termaklum, bekerjasama dengan doktor dan membuat rujukan setiap kali rawatan perubatan diperlukan.',
  },
  {
    title: 'Selaras dengan Matlamat Negara',
    description:
      'Piawaian kami mengikut garis panduan Bahagian Perubatan Tradisional dan Komplementari, Kementerian Kesihatan Malaysia, menyokong Matlamat Pembangunan Mampan 3 Pertubuhan Bangsa-Bangsa Bersatu (kesihatan yang baik dan kesejahteraan) dan berkongsi tumpuan pencegahan dalam pelan penjagaan kesihatan Malaysia menjelang 2030.',
  },
]
