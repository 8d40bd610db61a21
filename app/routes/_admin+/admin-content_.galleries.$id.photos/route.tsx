import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { ErrorList, Field, SubmitButton } from '#app/components/forms.tsx'
import { MediaImage } from '#app/components/media-image.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { paths } from '#app/config/paths.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { MAX_UPLOAD_MEGABYTES } from '#app/domain/media.ts'
import { galleryPhotosAction, loadGalleryPhotosPage } from './gallery-photos.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadGalleryPhotosPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return galleryPhotosAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(data ? t('content.galleryPhotos.title', { title: data.gallery.title }) : t('content.title'), { location, matches })
}

/** The most photos one post takes (upload-messages.ts MAX_FILES_PER_POST): written here to keep that module out of the page. */
const FILES_PER_POST = 12

export default function GalleryPhotosPage() {
  const { gallery } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const errors = result?.fields ?? {}
  const pending = useIsPending()
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('common')
  return (
    <AdminShell title={t('content.galleryPhotos.title', { title: gallery.title })}>
      <p className="-mt-2 mb-6 max-w-3xl text-slate-700">{t('content.galleryPhotos.intro')}</p>
      <p className="mb-6 flex flex-wrap gap-4 text-sm">
        <Link to={adminPaths.contentItem.list('galleries')} className="link">
          ← {t('content.galleryPhotos.back')}
        </Link>
        <Link to={paths.gallery(gallery.id)} className="link">
          {t('content.galleryPhotos.view')}
        </Link>
      </p>

      <section aria-labelledby="add-photos" className="card mb-8 max-w-2xl">
        <h2 id="add-photos" className="mb-4 text-lg font-semibold text-slate-900">
          {t('content.galleryPhotos.add')}
        </h2>
        <Form key={JSON.stringify(result?.values ?? null)} method="post" encType="multipart/form-data" className="space-y-4">
          <fieldset disabled={pending} className="space-y-4">
            <FileField
              name="photos"
              label={tc('upload.choosePhotos')}
              multiple
              capture="environment"
              errors={errors.photos}
              hint={tc('upload.photosHint', { count: FILES_PER_POST, max: MAX_UPLOAD_MEGABYTES })}
            />
            <Field
              labelProps={{ children: t('content.fields.galleries.imageAlt.label') }}
              inputProps={{ name: 'caption', id: 'caption', maxLength: 300, required: true, defaultValue: result?.values?.caption ?? '' }}
              errors={errors.caption}
              hint={t('content.fields.galleries.imageAlt.hint')}
            />
            <Field
              labelProps={{ children: t('content.galleryPhotos.captionMs') }}
              inputProps={{ name: 'captionMs', id: 'captionMs', maxLength: 300, lang: 'ms', defaultValue: result?.values?.captionMs ?? '' }}
            />
            <SubmitButton name="intent" value="add" pending={pending} pendingText={t('content.galleryPhotos.adding')} className="btn-primary">
              {t('content.galleryPhotos.add')}
            </SubmitButton>
          </fieldset>
        </Form>
      </section>

      {gallery.photos.length ? (
        <Form method="post" encType="multipart/form-data" className="space-y-4">
          <ol className="space-y-4">
            {gallery.photos.map((photo, index) => (
              <li key={photo.image.id} className="card flex flex-col gap-4 sm:flex-row">
                <input type="hidden" name="photo" value={photo.image.id} />
                <div className="w-full shrink-0 overflow-hidden rounded-md sm:w-48">
                  <MediaImage image={photo.image} sizes="(min-width: 640px) 192px, 100vw" decorative className="w-full" />
                </div>
                <div className="flex-1 space-y-3">
                  <p className="text-sm font-semibold text-slate-900">{t('content.galleryPhotos.photo', { n: index + 1 })}</p>
                  <Field
                    labelProps={{ children: t('content.galleryPhotos.caption') }}
                    inputProps={{ name: `caption-${index}`, id: `caption-${index}`, defaultValue: photo.caption, maxLength: 300, required: true }}
                    errors={errors[`caption-${index}`]}
                  />
                  <Field
                    labelProps={{ children: t('content.galleryPhotos.captionMs') }}
                    inputProps={{ name: `captionMs-${index}`, id: `captionMs-${index}`, defaultValue: photo.captionMs, maxLength: 300, lang: 'ms' }}
                  />
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" name="intent" value={`up-${index}`} disabled={index === 0} className="btn-secondary !px-3 !py-1.5 text-sm">
                      {t('content.galleryPhotos.moveUp')}
                      <span className="sr-only"> {t('content.galleryPhotos.photo', { n: index + 1 })}</span>
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value={`down-${index}`}
                      disabled={index === gallery.photos.length - 1}
                      className="btn-secondary !px-3 !py-1.5 text-sm"
                    >
                      {t('content.galleryPhotos.moveDown')}
                      <span className="sr-only"> {t('content.galleryPhotos.photo', { n: index + 1 })}</span>
                    </button>
                    <button type="submit" name="intent" value={`remove-${index}`} className="btn !border !border-red-700 !px-3 !py-1.5 text-sm text-red-800">
                      {t('content.galleryPhotos.remove')}
                      <span className="sr-only"> {t('content.galleryPhotos.photo', { n: index + 1 })}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
          <ErrorList errors={result?.form} />
          <SubmitButton name="intent" value="save" pending={pending} pendingText={t('content.saving')} className="btn-primary">
            {t('content.galleryPhotos.save')}
          </SubmitButton>
        </Form>
      ) : (
        <p className="text-slate-700">{t('content.galleryPhotos.none')}</p>
      )}
    </AdminShell>
  )
}
