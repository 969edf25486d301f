import './manageInbox.css'
import { failureText } from '@/shared/i18n'
import type { InboxActions } from '../model/useInboxActions.ts'

type Failure = { code: string; message: string }

/** Why the last change was refused, in the member's language; nothing when it went through. */
export function InboxChangeFailure({ actions }: { actions: InboxActions }) {
  if (actions.failure === null) return null
  return (
    <p className="tl-inbox-change__error" role="alert">
      {failureText(actions.failure as Failure, actions.change?.kind === 'delete' ? 'messageDelete' : 'messageRead')}
    </p>
  )
}
