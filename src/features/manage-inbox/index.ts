// Reading and deleting inbox messages (one, or all read at once); the member centre's inbox page lists them.
export { useInboxActions, type InboxActions } from './model/useInboxActions.ts'
export { ReadAllButton } from './ui/ReadAllButton.tsx'
export { DeleteMessageButton } from './ui/DeleteMessageButton.tsx'
export { InboxChangeFailure } from './ui/InboxChangeFailure.tsx'
