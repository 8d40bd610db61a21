/** The disclaimer (spec section 1), shown on the home page and on /disclaimer. */
export const disclaimerPoints = [
  'Practitioners listed in the directory are self-registered.',
  'The association confirms membership status only: it does not verify, certify, accredit or endorse the qualifications, training or services of the practitioners listed.',
  'A listing does not imply membership of the association: only a listing marked “EMPAM member in good standing” belongs to a member, and its link shows the association’s confirmation.',
  'You use the directory and contact any practitioner at your own risk.',
  'This website is not a medical service and does not give medical advice. In an emergency, call 999.',
  'By using this website you agree to our privacy and data-use policy under Malaysian law, including the Personal Data Protection Act 2010.',
] as const
