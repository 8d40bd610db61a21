import { message } from '#app/validation/messages.ts'
import { apiError } from '#app/utils/api.server.ts'

/**
 * Every /api address no endpoint claims (an unknown name, a missing id such as /api/cpd/ or
 * /api/cpd/%2e%2e): 404 JSON for every method, as an API client expects, rather than the site's
 * not-found page.
 */
const notFound = () => apiError(404, message('messages:api.noEndpoint'))

export const loader = notFound
export const action = notFound
