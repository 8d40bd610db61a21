import { contentMessageKeys, type ContentType } from '#app/domain/content-kinds.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { Trans, type TFunction } from '#app/utils/i18n.ts'
import type { Confirmation } from './admin-dialogs.tsx'

/** The delete confirmation of an item, as a dialog (with JavaScript) and as a page (without). */
export function deleteContentConfirmation(type: ContentType, id: string, name: string, t: TFunction<'admin'>): Confirmation {
  return {
    title: t('content.deleteTitle', { title: t(`content.types.${type}.title`) }),
    action: adminPaths.contentItem.delete(type, id),
    confirmLabel: t('content.delete'),
    pendingLabel: t('content.deleting'),
    failureMessage: contentMessageKeys(type).deleteFailed,
    question: (
      <p>
        <Trans
          text={t('content.deleteQuestion', { name })}
          components={{ strong: (words) => <strong className="break-words">{words}</strong> }}
        />
      </p>
    ),
  }
}
