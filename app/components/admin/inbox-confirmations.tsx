import type { MessageView, SubscriberView } from '#app/domain/inbox.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import type { Locale } from '#app/domain/locale.ts'
import { Trans, type TFunction } from '#app/utils/i18n.ts'
import type { Confirmation } from './admin-dialogs.tsx'
import { formatDate } from '#app/domain/dates.ts'

/** The delete confirmation of a message, as a dialog (with JavaScript) and as a page (without). */
export function deleteMessageConfirmation(message: MessageView, t: TFunction<'admin'>, locale: Locale): Confirmation {
  return {
    title: t('inbox.deleteTitle'),
    action: adminPaths.deleteMessage(message.id),
    confirmLabel: t('inbox.delete'),
    pendingLabel: t('inbox.deleting'),
    failureMessage: 'messages:inbox.deleteFailed',
    question: (
      <p>
        <Trans
          text={t('inbox.deleteQuestion', { name: message.name, email: message.email, date: formatDate(message.createdAt, locale) })}
          components={{ strong: (words) => <strong className="break-words">{words}</strong> }}
        />
      </p>
    ),
  }
}

/** Taking an address off the list, as a dialog (with JavaScript) and as a page (without). */
export function removeSubscriberConfirmation(subscriber: SubscriberView, t: TFunction<'admin'>): Confirmation {
  return {
    title: t('inbox.removeTitle'),
    action: adminPaths.removeSubscriber(subscriber.id),
    confirmLabel: t('inbox.remove'),
    pendingLabel: t('inbox.removing'),
    failureMessage: 'messages:inbox.removeFailed',
    question: (
      <p>
        <Trans
          text={t('inbox.removeQuestion', { email: subscriber.email })}
          components={{ strong: (words) => <strong className="wrap-anywhere">{words}</strong> }}
        />
      </p>
    ),
  }
}
