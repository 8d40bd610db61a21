import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { Field, SubmitButton } from '#app/components/forms.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { committeePhotoAction, loadCommitteePhotoPage } from './committee-photo.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadCommitteePhotoPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return committeePhotoAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('content.committeePhoto.title'), { location, matches })
}

/** The committee's group photo: works without JavaScript; with it, the file field previews and takes drops. */
export default function CommitteePhotoPage() {
  const { photo } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const values = answer?.values ?? photo
  const pending = useIsPending()
  const { t } = useTranslation('admin')
  return (
    <AdminShell title={t('content.committeePhoto.title')}>
      <p className="-mt-2 mb-6 max-w-3xl text-slate-700">{t('content.committeePhoto.intro')}</p>
      <div className="card max-w-2xl">
        <Form method="post" encType="multipart/form-data" className="space-y-4" key={JSON.stringify(values)}>
          <fieldset disabled={pending} className="space-y-4">
            <FileField
              name="image"
              label={t('content.fields.news.image.label')}
              current={photo.image}
              removeName={photo.image ? 'remove-image' : undefined}
              errors={answer?.fields.image}
            />
            <Field
              labelProps={{ children: t('content.fields.news.imageAlt.label') }}
              inputProps={{ name: 'imageAlt', id: 'imageAlt', defaultValue: values.imageAlt, maxLength: 300 }}
              errors={answer?.fields.imageAlt}
              hint={t('content.fields.news.imageAlt.hint')}
            />
            <Field
              labelProps={{ children: t('content.fields.news.imageAltMs.label') }}
              inputProps={{ name: 'imageAltMs', id: 'imageAltMs', defaultValue: values.imageAltMs, maxLength: 300, lang: 'ms' }}
              errors={answer?.fields.imageAltMs}
            />
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Link to={adminPaths.contentItem.list('committee')} className="btn-secondary">
                {t('content.cancel')}
              </Link>
              <SubmitButton pending={pending} pendingText={t('content.saving')} className="btn-primary">
                {t('content.committeePhoto.save')}
              </SubmitButton>
            </div>
          </fieldset>
        </Form>
      </div>
    </AdminShell>
  )
}
