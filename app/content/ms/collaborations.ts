/** Halaman /collaborations dalam bahasa Melayu (the English is ../collaborations.ts). */
import { networkCountries } from './home.ts'
import { contactFormPath } from '#app/config/paths.ts'
import type * as en from '../collaborations.ts'
import type { Translated } from '#app/domain/translated.ts'

export const collaborationIntro: Translated<typeof en.collaborationIntro> =
  'Kami bekerjasama dengan universiti, pertubuhan komuniti dan persatuan rakan di dalam dan di luar negara untuk ' +
  'meningkatkan piawaian, berkongsi ilmu dan menyampaikan maklumat kesejahteraan yang selamat kepada lebih ramai orang.'

export const mouAndRecognition: Translated<typeof en.mouAndRecognition> = [
  {
    title: 'Memorandum persefahaman',
    description:
      'MOU kami menetapkan matlamat bersama, aktiviti bersama dan cara setiap pihak melindungi orang awam. Setiap MOU disemak semula setiap dua tahun oleh Jawatankuasa Eksekutif.',
  },
  {
    title: 'Pengiktirafan bersama CPD',
    description:
      'Jam yang diperoleh bersama persatuan rakan boleh diambil kira bagi keperluan CPD tahunan ahli, dan ahli persatuan rakan boleh menyertai kursus kami pada kadar ahli.',
  },
  {
    title: 'Selaras dengan garis panduan kebangsaan',
    description:
      'Kami mengikut garis panduan Bahagian Perubatan Tradisional dan Komplementari, Kementerian Kesihatan Malaysia, dan berkongsi piawaian kami dengan rakan kerjasama supaya mereka dapat berbuat demikian juga.',
  },
]

export const globalNetworks: Translated<typeof en.globalNetworks> = {
  countries: networkCountries,
  description:
    'Ahli dan rakan kerjasama di negara-negara ini bertemu melalui lawatan pertukaran, kumpulan bacaan dalam talian ' +
    'dan persidangan tahunan. Pengamal di luar negara boleh menyertai kami sebagai Ahli Luar Negara dan disenaraikan ' +
    'dalam direktori.',
}

export const partnershipEnquiryLink: Translated<typeof en.partnershipEnquiryLink> = contactFormPath({
  subject: 'partnership',
  message: 'Kami ingin meneroka peluang kerjasama dengan EMPAM.',
})
