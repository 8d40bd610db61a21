/** Halaman /ethics dalam bahasa Melayu: kod etika dan piawaian profesional (the English is ../ethics.ts). */
import { APPEAL_PERIOD_DAYS, FINAL_DECISION_DAYS } from '../ethics.ts'
import type * as en from '../ethics.ts'
import type { Translated } from '#app/domain/translated.ts'

export const foundationStatement: Translated<typeof en.foundationStatement> =
  'Setiap ahli persatuan berjanji untuk mengutamakan kesejahteraan, keselamatan dan maruah klien, beramal dalam ' +
  'batasan latihannya, dan bertindak sebagai pelengkap kepada rawatan perubatan, bukan sekali-kali sebagai ' +
  'penggantinya. Kod ini terpakai kepada semua ahli, secara bersemuka dan dalam talian, dan menjadi piawaian yang ' +
  'digunakan untuk menilai setiap aduan.'

export const principles: Translated<typeof en.principles> = [
  {
    title: 'Kesejahteraan klien diutamakan',
    description:
      'Bertindak demi kepentingan terbaik setiap klien, tidak mendatangkan mudarat, dan tidak sekali-kali menasihati klien supaya menghentikan atau menangguhkan rawatan perubatan.',
  },
  {
    title: 'Persetujuan termaklum',
    description:
      'Terangkan dengan jelas perkara yang dilakukan dalam sesuatu sesi, perkara yang mungkin dan tidak mungkin dapat dibantunya, serta kosnya, dan dapatkan persetujuan sebelum bermula.',
  },
  {
    title: 'Kerahsiaan',
    description:
      'Pastikan maklumat klien sulit dan selamat, selaras dengan Akta Perlindungan Data Peribadi 2010, dan kongsikannya hanya dengan persetujuan klien atau apabila dikehendaki oleh undang-undang.',
  },
  {
    title: 'Kejujuran dan integriti',
    description:
      'Jangan membuat sebarang dakwaan mendiagnosis atau menyembuhkan penyakit, nyatakan kelayakan dengan benar, dan beriklan secara bertanggungjawab.',
  },
  {
    title: 'Batasan profesional',
    description:
      'Kekalkan hubungan yang profesional dengan klien, hormati nilai budaya dan agama, dan jangan sekali-kali mengeksploitasi klien dari segi emosi, kewangan atau fizikal.',
  },
  {
    title: 'Kecekapan dan rujukan',
    description:
      'Beramal hanya dalam lingkungan latihan anda, teruskan belajar, dan rujuk klien kepada doktor atau profesional lain apabila keperluan mereka melangkaui skop anda.',
  },
]

export const professionalStandards: Translated<typeof en.professionalStandards> = [
  'Sekurang-kurangnya 200 jam latihan formal dalam bidang amalan anda.',
  'Sekurang-kurangnya 20 jam Pembangunan Profesional Berterusan (CPD) setiap tahun.',
  'Pensijilan pertolongan cemas dan CPR yang masih sah.',
  'Insurans liabiliti profesional sepanjang tempoh anda menerima klien.',
  'Rekod klien yang jelas, tepat dan disimpan dengan selamat.',
  'Tempat amalan yang bersih, selamat dan mudah diakses.',
]

export const disciplinarySteps: Translated<typeof en.disciplinarySteps> = [
  {
    title: 'Aduan diterima',
    description:
      'Sesiapa sahaja boleh mengemukakan kebimbangan tentang seseorang ahli secara bertulis kepada Jawatankuasa Etika. Kami memaklumkan penerimaan setiap aduan dan merahsiakannya.',
  },
  {
    title: 'Semakan dan maklum balas',
    description:
      'Jawatankuasa menyemak aduan tersebut dan menjemput ahli berkenaan untuk memberikan maklum balas. Kedua-dua pihak boleh mengemukakan bukti dan diiringi oleh seorang peneman.',
  },
  {
    title: 'Keputusan',
    description:
      'Jawatankuasa memutuskan sama ada kod telah dilanggar dan tindakan yang sewajarnya: nasihat, amaran, latihan tambahan, penggantungan atau pembatalan keahlian.',
  },
  {
    title: 'Rayuan',
    description: `Mana-mana pihak boleh membuat rayuan kepada Jawatankuasa Eksekutif dalam tempoh ${APPEAL_PERIOD_DAYS} hari dari tarikh keputusan. Keputusan muktamad diberikan dalam tempoh ${FINAL_DECISION_DAYS} hari dari tarikh rayuan.`,
  },
]

export { APPEAL_PERIOD_DAYS, FINAL_DECISION_DAYS }
