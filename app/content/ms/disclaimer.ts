/** Penafian (spec section 1) dalam bahasa Melayu (the English is ../disclaimer.ts). */
import type * as en from '../disclaimer.ts'
import type { Translated } from '#app/domain/translated.ts'

export const disclaimerPoints: Translated<typeof en.disclaimerPoints> = [
  'Pengamal yang disenaraikan dalam direktori mendaftar sendiri.',
  'Persatuan hanya mengesahkan status keahlian: ia tidak mengesahkan, memperakui, mengakreditasi atau menyokong kelayakan, latihan atau perkhidmatan pengamal yang disenaraikan.',
  'Penyenaraian tidak bermaksud bahawa pengamal tersebut ialah ahli persatuan: hanya penyenaraian bertanda “Ahli EMPAM bertaraf baik” milik seorang ahli, dan pautannya menunjukkan pengesahan persatuan.',
  'Anda menggunakan direktori dan menghubungi mana-mana pengamal atas risiko anda sendiri.',
  'Laman web ini bukan perkhidmatan perubatan dan tidak memberikan nasihat perubatan. Dalam kecemasan, hubungi 999.',
  'Dengan menggunakan laman web ini, anda bersetuju dengan dasar privasi dan penggunaan data kami di bawah undang-undang Malaysia, termasuk Akta Perlindungan Data Peribadi 2010.',
]
