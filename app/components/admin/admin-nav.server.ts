/*
 * The administration's navigation, drawn on the server only: the administration's layout puts it in
 * server markup (ServerMarkup), and this `.server` module keeps its code out of the browser bundle.
 */
export { AdminNavContent } from './admin-nav.tsx'
