import { membershipTerms, type MembershipType } from '#app/domain/membership-types.ts'

/** One card of /membership, in either language: the words. Fees and rights are the one list's. */
export interface MembershipCard {
  type: MembershipType
  /** Shown instead of an amount where there is no entry fee. */
  entryFeeNote?: string
  description: string
  benefits: string[]
  requirements: string[]
  mostPopular?: boolean
}

/** Each card with its fees (ringgit, null where none applies) and rights from app/domain/membership-types.ts. */
export function withTerms(cards: MembershipCard[]) {
  return cards.map((card) => {
    const terms = membershipTerms(card.type)
    return {
      ...card,
      entryFee: terms.hasEntryFee ? terms.entryFeeSen / 100 : null,
      annualFee: terms.hasAnnualFee ? terms.annualFeeSen / 100 : null,
      voting: terms.voting,
      /** Listed in the practitioner directory as added publicity. */
      listed: terms.listed,
    }
  })
}
