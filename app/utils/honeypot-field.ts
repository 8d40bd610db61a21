/**
 * The name of a field that people never see and bots fill in. Kept dull on purpose, so that form
 * fillers take it for a real field. Shared by the form (components/forms.tsx) and the check.
 */
export const HONEYPOT_FIELD = 'website'
