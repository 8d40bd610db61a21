import type * as en from '../labels.ts'
import type { Translated } from '#app/domain/translated.ts'

/** The Malay labels of the fixed values inside the content (see ../labels.ts). */

export const campaignStatusLabels: Translated<typeof en.campaignStatusLabels> = {
  Ongoing: 'Sedang berjalan',
  Planned: 'Dirancang',
  Completed: 'Selesai',
}

export const policyStatusLabels: Translated<typeof en.policyStatusLabels> = {
  Submitted: 'Telah dikemukakan',
  'In preparation': 'Dalam penyediaan',
  'Under discussion': 'Dalam perbincangan',
}

export const trainingEventTypeLabels: Translated<typeof en.trainingEventTypeLabels> = {
  Workshop: 'Bengkel',
  Certification: 'Pensijilan',
  'CPD Webinar': 'Webinar CPD',
}

export const trainingLevelLabels: Translated<typeof en.trainingLevelLabels> = {
  Beginner: 'Permulaan',
  Advanced: 'Lanjutan',
  'All Levels': 'Semua Peringkat',
}
