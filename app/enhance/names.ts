/**
 * The plain scripts a page that is not hydrated may send inline (docs/decisions/018-page-scripts.md):
 * each is a few hundred bytes that do what React would otherwise be loaded for. `npm run build`
 * compiles each `app/enhance/<name>.ts` to `build/enhance/<name>.js`; the server inlines it with the
 * page's CSP nonce.
 */
export const ENHANCEMENTS = ['pending-forms', 'toast', 'directory-search', 'password-toggle', 'redirect-after'] as const

export type Enhancement = (typeof ENHANCEMENTS)[number]
