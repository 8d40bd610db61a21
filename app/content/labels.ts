import type { Campaign, PolicyRecommendation } from './advocacy.ts'
import type { TrainingEvent } from './training.ts'

/**
 * How the pages show the fixed values inside the content (a campaign's status, an event's type and level).
 * The content keeps these values in English in every language, because pages use them as keys (the badge's
 * colour); they show the label instead. ms/labels.ts has the Malay ones.
 */

export const campaignStatusLabels: Record<Campaign['status'], string> = {
  Ongoing: 'Ongoing',
  Planned: 'Planned',
  Completed: 'Completed',
}

export const policyStatusLabels: Record<PolicyRecommendation['status'], string> = {
  Submitted: 'Submitted',
  'In preparation': 'In preparation',
  'Under discussion': 'Under discussion',
}

export const trainingEventTypeLabels: Record<TrainingEvent['type'], string> = {
  Workshop: 'Workshop',
  Certification: 'Certification',
  'CPD Webinar': 'CPD Webinar',
}

export const trainingLevelLabels: Record<TrainingEvent['level'], string> = {
  Beginner: 'Beginner',
  Advanced: 'Advanced',
  'All Levels': 'All Levels',
}
