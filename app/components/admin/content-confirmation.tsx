import type { ContentItemView, ContentType } from '#app/domain/content-types.ts'
import { contentItemName, contentMessageKeys } from '#app/domain/content-types.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { Trans, type TFunction } from '#app/utils/i18n.ts'
import type { Confirmation } from './admin-dialogs.tsx'

/** The delete confirmation of an item, as a dialog (with JavaScript) and as a page (without). */
export function deleteContentConfirmation(type: ContentType, item: ContentItemView, t: TFunction<'admin'>): Confirmation {
  return {
    title: t('content.deleteTitle', { title: t(`content.types.${type}.title`) }),
    action: adminPaths.contentItem.delete(type, item.id),
    confirmLabel: t('content.delete'),
    pendingLabel: t('content.deleting'),
    failureMessage: contentMessageKeys(type).deleteFailed,
    question: (
      <p>
        <Trans
          text={t('content.deleteQuestion', { name: contentItemName(type, item) })}
          components={{ strong: (words) => <strong className="break-words">{words}</strong> }}
        />
      </p>
    ),
  }
}
