/** The CPD entry form's server side, re-exported here so that the route's empty browser stand-in stays in its own chunk (no extra request for a shared empty module: the 100 KB budget). */
export { loadNewCpdEntryPage, saveCpdEntry } from '#app/routes/_member+/member-dashboard/cpd-entries.server.ts'
