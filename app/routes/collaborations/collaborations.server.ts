import { json } from '@remix-run/node'
import { listActiveInternationalPartners } from '#app/models/international-partner.server.ts'
import { listActiveLocalPartners } from '#app/models/local-partner.server.ts'

export async function loadCollaborationsPage() {
  const [local, international] = await Promise.all([listActiveLocalPartners(), listActiveInternationalPartners()])
  return json({
    local: local.map(({ id, name, type, description, focus, status }) => ({ id, name, type, description, focus, status })),
    international: international.map(({ id, name, type, description, focus, status, country }) => ({
      id,
      name,
      type,
      description,
      focus,
      status,
      country,
    })),
  })
}
