/** The home page's fixed text (spec section 2, Home). */

export const heroBadge = '12+ Members'

/** Where the global network reaches (spec section 1). */
export const networkCountries = ['Malaysia', 'Singapore', 'Thailand', 'Australia', 'United Kingdom', 'United States', 'Canada'] as const
