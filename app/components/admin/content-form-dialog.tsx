import { useDialogForm } from '#app/components/dialog-forms.tsx'
import type { ContentItemView, ContentType } from '#app/domain/content-types.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { AdminDialogHeader } from './admin-dialogs.tsx'
import { ContentForm } from './content-form.tsx'
import type { FormContext } from './content-list.tsx'

/** A content item's form in a dialog (add or edit), loaded when first wanted (content-list.tsx). */
export function ContentFormDialog({ type, item, context, onClose }: { type: ContentType; item: ContentItemView | null; context: FormContext; onClose: () => void }) {
  const dialogForm = useDialogForm(onClose)
  const { t } = useTranslation('admin')
  const title = t(`content.types.${type}.title`)
  return (
    <>
      <AdminDialogHeader title={item ? t('content.edit', { title }) : t('content.add', { title })} onClose={onClose} />
      <div className="px-5 py-4 sm:px-6">
        <ContentForm
          type={type}
          constraint={context.constraint}
          item={item}
          today={context.today}
          action={item ? adminPaths.contentItem.edit(type, item.id) : adminPaths.contentItem.add(type)}
          {...dialogForm}
        />
      </div>
    </>
  )
}
