export { ManagedModal } from './ManagedModal.tsx'
export { modals, useModal, ModalStore, type ModalOptions, type OpenModal } from './store.ts'
export { isBodyScrollLocked } from './scrollLock.ts'
