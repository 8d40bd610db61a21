import type { PillarSpecialty } from '#app/domain/constants.ts'

/** The 10 Pillars of Sustainable Wholistic Wellness, with a line on each. */
export const pillarDescriptions: Record<PillarSpecialty, string> = {
  Soul: 'Meaning, purpose, faith and inner stillness.',
  'Mental/Emotion': 'Calm thinking, emotional balance and resilience under stress.',
  Body: 'Movement, rest, posture and caring for the physical self.',
  'Auric/Frequencies': 'The subtle energy field and the gentle use of sound, light and frequency.',
  Air: 'Breath, ventilation and the quality of the air we share.',
  'Water/Beverage': 'Clean water, good hydration and thoughtful drinks.',
  'Food/Nutrition': 'Wholesome, local and seasonal food eaten mindfully.',
  'People/Relationship': 'Family, friendship, community and kind communication.',
  'Home/Workplace': 'Spaces that are safe, tidy, restful and well lit.',
  Environment: 'Care for land, forests, rivers and the sea that sustain us.',
}
