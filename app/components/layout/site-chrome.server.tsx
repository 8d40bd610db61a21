/*
 * The site's header and footer, drawn on the server only: root.tsx puts them in server markup
 * (ServerMarkup), and this `.server` module keeps their code, about 5 KB of gzipped JavaScript, out
 * of the browser bundle. Nothing in them needs React in the browser.
 */
export { SiteFooterContent } from './site-footer.tsx'
export { SiteHeaderContent } from './site-header.tsx'
