/**
 * The association's names and tagline: what every page's title and frame read. Apart from the rest of
 * its identity (site.ts: address, telephone, mailboxes, bank account, social links), so that a page's
 * script carries the names only, not every detail a few pages show.
 */
export const siteName = {
  name: 'Energy Medicine Practitioners Association of Malaysia',
  nameMs: 'Persatuan Pengamal Perubatan Tenaga Malaysia',
  shortName: 'EMPAM',
  tagline: 'Championing energy medicine for preventive health and wholistic wellness',
} as const
