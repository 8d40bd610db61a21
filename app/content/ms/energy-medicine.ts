/** Penerangan /energy-medicine dalam bahasa Melayu (the English is ../energy-medicine.ts). */
import { paths } from '#app/config/paths.ts'
import type * as en from '../energy-medicine.ts'
import type { Translated } from '#app/domain/translated.ts'

export const introduction: Translated<typeof en.introduction> = [
  'Perubatan tenaga ialah sekumpulan amalan yang memanfaatkan keupayaan semula jadi tubuh untuk mencapai ' +
    'keseimbangan: sentuhan lembut dan kerja biomedan tanpa sentuhan, latihan pernafasan, bunyi dan frekuensi, ' +
    'akupresur, meditasi serta tabiat harian yang menyokongnya. Banyak daripadanya berakar umbi dalam tradisi yang ' +
    'diamalkan di seluruh Asia sejak turun-temurun.',
  'Orang ramai paling kerap mendapatkan perubatan tenaga untuk relaksasi, melegakan tekanan, rehat yang lebih baik ' +
    'dan rasa sejahtera. Perubatan tenaga ialah pelengkap kepada rawatan perubatan, bukan sekali-kali penggantinya: ' +
    'ia tidak mendiagnosis dan tidak menyembuhkan penyakit.',
]

export const approach: Translated<typeof en.approach> = [
  {
    title: 'Holistik',
    description:
      'Kami melihat diri seseorang secara menyeluruh melalui 10 Tunjang Kesejahteraan Holistik Lestari, daripada kehidupan batin dan perhubungan hinggalah makanan, air, udara, rumah dan alam sekitar.',
  },
  {
    title: 'Pencegahan',
    description:
      'Kami memberikan tumpuan kepada tabiat harian yang membantu orang ramai kekal sihat, dan kami menggalakkan saringan kesihatan berkala di klinik.',
  },
  {
    title: 'Selamat dan bertanggungjawab',
    description:
      'Ahli mematuhi kod etika kami, menyimpan rekod klien, mendapatkan persetujuan termaklum dan merujuk klien untuk rawatan perubatan apabila diperlukan.',
  },
]

export const culturalRelevance: Translated<typeof en.culturalRelevance> = [
  'Masyarakat Malaysia mempunyai tradisi yang lama dalam menjaga tubuh dan jiwa: urut Melayu dan penjagaan tubuh ' +
    'tradisional, qigong dan akupresur Cina, Ayurveda dan yoga India, serta amalan penyembuhan masyarakat peribumi ' +
    'Sabah dan Sarawak.',
  'Perubatan tenaga hadir dalam kehidupan masyarakat yang sudah sedia mengamalkan tradisi ini. Ahli kami beramal ' +
    'dalam bahasa Melayu, Inggeris, dialek Cina, Tamil dan Kadazan-Dusun, menghormati kepercayaan dan adat setiap ' +
    'klien, dan memastikan amalan ini berpijak pada kehidupan setempat.',
]

export const howItWorks: Translated<typeof en.howItWorks> = [
  {
    step: 'Perbualan yang teliti',
    description:
      'Pengamal bertanya tentang kesihatan anda, sebarang rawatan yang sedang anda terima dan harapan anda, serta menerangkan perkara yang dilakukan dalam sesuatu sesi sebelum meminta persetujuan anda.',
  },
  {
    step: 'Sesi yang lembut',
    description:
      'Bergantung pada amalannya, anda boleh berehat dengan berpakaian lengkap sementara pengamal menggunakan sentuhan ringan, meletakkan tangannya berhampiran tubuh anda, membimbing pernafasan anda atau menggunakan bunyi.',
  },
  {
    step: 'Langkah praktikal untuk kehidupan harian',
    description:
      'Kebanyakan sesi diakhiri dengan perkara mudah untuk dicuba di rumah, seperti latihan pernafasan, minum air secukupnya, berehat atau meluangkan masa di luar rumah, yang dipilih berpandukan 10 Tunjang.',
  },
  {
    step: 'Bekerjasama dengan doktor anda',
    description:
      'Pengamal yang baik menyimpan catatan, menilai kemajuan bersama anda dan merujuk anda kepada doktor apabila gejala yang dialami memerlukan perhatian perubatan.',
  },
]

export const researchAndEvidence: Translated<typeof en.researchAndEvidence> = [
  'Penyelidikan tentang perubatan tenaga semakin berkembang tetapi masih di peringkat awal. Beberapa kajian kecil ' +
    'tentang relaksasi, latihan pernafasan dan amalan berasaskan sentuhan melaporkan manfaat terhadap tekanan yang ' +
    'dirasai, kebimbangan, tidur dan kualiti hidup, namun banyak kajian bersaiz kecil atau sukar dibandingkan, dan ' +
    'bukti kesannya terhadap penyakit tertentu adalah terhad.',
  'Kami meminta ahli kami bercakap dengan jujur tentang perkara ini: menerangkan perkara yang mungkin dapat dibantu ' +
    'oleh sesuatu amalan, mengelakkan janji penyembuhan, dan menggalakkan klien meneruskan rawatan perubatan mereka. ' +
    'Jawatankuasa penyelidikan kami membaca dan meringkaskan kajian baharu supaya maklumat yang disampaikan oleh ahli ' +
    'kekal tepat.',
]

export const faqs: Translated<typeof en.faqs> = [
  {
    question: 'Adakah perubatan tenaga boleh menggantikan rawatan doktor?',
    answer:
      'Tidak. Perubatan tenaga ialah pelengkap kepada rawatan perubatan. Teruskan berjumpa doktor anda, teruskan mengambil ubat yang dipreskripsikan, dan maklumkan kepada doktor dan pengamal anda tentang semua yang anda lakukan untuk kesihatan anda.',
  },
  {
    question: 'Adakah ia selamat?',
    answer:
      'Amalan yang digunakan oleh ahli kami adalah lembut dan tidak invasif. Keselamatan juga bergantung pada pengamal: pilih seseorang yang terlatih, berinsurans dan bersedia menerangkan perkara yang dilakukannya. Jika anda hamil, menghidap penyakit serius atau mengambil ubat secara berkala, maklumkan perkara itu sebelum sesi pertama anda.',
  },
  {
    question: 'Bagaimanakah saya memilih pengamal?',
    answer:
      'Gunakan direktori untuk mencari pengamal yang berhampiran dengan anda, baca maklumat tentang latihan dan kepakaran mereka, dan tanyakan tentang pengalaman, yuran dan insurans mereka. Penyenaraian dibuat sendiri oleh pengamal, jadi sila semak kelayakan mereka sebelum membuat tempahan.',
  },
  {
    question: 'Berapa banyak sesi yang saya perlukan?',
    answer:
      'Hal ini bergantung pada perkara yang anda cari. Ramai orang sudah dapat menilai perasaan mereka selepas satu atau dua sesi; ada pula yang lebih suka sesi berkala sebagai sebahagian daripada rutin mereka. Pengamal yang baik akan bersetuju tentang satu pelan bersama anda dan menyemaknya bersama-sama, dan bukannya menjual pakej sesi yang panjang kepada anda sejak awal.',
  },
]

export const gettingStarted: Translated<typeof en.gettingStarted> = [
  {
    to: paths.findPractitioner,
    title: 'Cari pengamal',
    description: 'Cari dalam direktori mengikut lokasi dan kepakaran.',
  },
  {
    to: paths.resources,
    title: 'Baca sumber kami',
    description: 'Panduan, ringkasan penyelidikan dan maklumat awam yang boleh dipercayai.',
  },
  {
    to: paths.membership,
    title: 'Menjadi ahli',
    description: 'Untuk pengamal yang ingin menyertai sebuah komuniti profesional.',
  },
]
