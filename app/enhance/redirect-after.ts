/*
 * A page that is not hydrated and moves on by itself (a password was reset: on to signing in): the link
 * marked `data-redirect-after` (milliseconds) is followed after that long, as React's page did.
 */

const link = document.querySelector<HTMLAnchorElement>('a[data-redirect-after]')
if (link) window.setTimeout(() => window.location.assign(link.href), Number(link.dataset.redirectAfter))

// A script of its own, not a module: `npm run build` wraps it in a function.
export {}
