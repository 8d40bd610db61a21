import { message } from '#app/validation/messages.ts'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { localizedField } from '#app/domain/locale.ts'
import { getActiveGallery } from '#app/services/published-content.server.ts'
import { imageWithAlt, type StoredImageFields } from '#app/domain/media.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

/**
 * A photo gallery's page: its photos in the order the administrators gave them, each with its
 * caption in the page's language (the Malay where written) as its description. A missing or hidden
 * gallery is a 404 carrying the page's strings.
 */
export async function loadGalleryPage({ request, params }: LoaderFunctionArgs) {
  const [gallery, locale] = await Promise.all([getActiveGallery(params.id ?? ''), getLocale(request)])
  const i18n = pageStrings(locale, ['news'])
  if (!gallery) throw json({ message: message('messages:content.galleries.apiNotFound'), locale, i18n }, { status: 404 })
  const title = localizedField(gallery, 'title', locale)
  return json({
    gallery: {
      id: gallery.id,
      title,
      description: localizedField(gallery, 'description', locale),
      date: localizedField(gallery, 'date', locale),
      photos: gallery.photos.flatMap((photo, index) => {
        const caption = localizedField(photo, 'caption', locale)
        const image = imageWithAlt(photo.image as StoredImageFields, caption.text)
        return image ? [{ key: `${image.id}-${index}`, image, caption }] : []
      }),
    },
    i18n,
  })
}
