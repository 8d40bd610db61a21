/** 10 Tunjang Kesejahteraan Holistik Lestari, dengan satu baris bagi setiap tunjang (the English is ../pillars.ts). */
import type * as en from '../pillars.ts'
import type { Translated } from '#app/domain/translated.ts'

export const pillarDescriptions: Translated<typeof en.pillarDescriptions> = {
  Soul: 'Makna, tujuan hidup, kepercayaan dan ketenangan batin.',
  'Mental/Emotion': 'Pemikiran yang tenang, keseimbangan emosi dan daya tahan ketika tertekan.',
  Body: 'Pergerakan, rehat, postur dan penjagaan diri dari segi fizikal.',
  'Auric/Frequencies': 'Medan tenaga halus dan penggunaan bunyi, cahaya serta frekuensi secara lembut.',
  Air: 'Pernafasan, pengudaraan dan kualiti udara yang kita hirup bersama.',
  'Water/Beverage': 'Air bersih, hidrasi yang mencukupi dan minuman yang dipilih dengan bijak.',
  'Food/Nutrition': 'Makanan yang berkhasiat, tempatan dan bermusim, dinikmati dengan penuh kesedaran.',
  'People/Relationship': 'Keluarga, persahabatan, komuniti dan komunikasi yang santun.',
  'Home/Workplace': 'Ruang yang selamat, kemas, tenang dan cukup cahaya.',
  Environment: 'Menjaga tanah, hutan, sungai dan laut yang menampung kehidupan kita.',
}
