/**
 * What the public pages and the read-only API show of the association's content: the news, the
 * galleries, the partners, the committee, the training programmes and one content item. The models'
 * queries are what these pages need as they are, so this module names them for the routes: a route
 * reaches a model only through a service (../shared/STYLE.md section 2, issue 32; lint says so).
 * The administration's writes are services/content.server.ts.
 */
export { getActiveContentItem, getContentItem, type ContentItem } from '#app/models/site-content.server.ts'
export { getActiveNewsArticle, listActiveNewsArticles } from '#app/models/news-article.server.ts'
export { getActiveGallery, listActiveGalleries } from '#app/models/gallery.server.ts'
export { listActiveLocalPartners, type PublicLocalPartner } from '#app/models/local-partner.server.ts'
export { listActiveInternationalPartners } from '#app/models/international-partner.server.ts'
export { listActiveCommitteeMembers } from '#app/models/committee-member.server.ts'
export { listActiveTrainingProgrammes } from '#app/models/training-programme.server.ts'
