/** The pages (and actions) of CPD entries; the dashboard's dialogs post to the same addresses. */
export const cpdPaths = {
  add: '/member-dashboard/cpd/new',
  edit: (id: string) => `/member-dashboard/cpd/${id}/edit`,
  delete: (id: string) => `/member-dashboard/cpd/${id}/delete`,
  csv: '/member-dashboard/cpd.csv',
  statement: '/member-dashboard/cpd/statement',
}
