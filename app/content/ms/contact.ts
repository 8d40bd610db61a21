/** Halaman /contact dalam bahasa Melayu (the English is ../contact.ts). */
import { site } from '#app/config/site.ts'
import type * as en from '../contact.ts'
import type { Translated } from '#app/domain/translated.ts'

/** Enam jabatan di /contact, setiap satu dengan peti e-melnya sendiri. */
export const departments: Translated<typeof en.departments> = [
  { name: 'Pertanyaan Umum', email: site.emails.general, description: 'Soalan tentang persatuan dan aktivitinya.' },
  { name: 'Keahlian', email: site.emails.membership, description: 'Permohonan, pembaharuan dan jenis keahlian.' },
  { name: 'Latihan & CPD', email: site.emails.training, description: 'Kursus, bengkel dan rekod CPD.' },
  { name: 'Etika & Aduan', email: site.emails.ethics, description: 'Kebimbangan tentang tingkah laku seseorang ahli, secara sulit.' },
  { name: 'Kerjasama', email: site.emails.partnerships, description: 'Kolaborasi, tajaan dan MOU.' },
  { name: 'Media & Akhbar', email: site.emails.media, description: 'Temu bual, kenyataan dan pertanyaan akhbar.' },
]

/** The map link is the same in both languages: it searches for the address. */