export { ManagedModal } from './ManagedModal.tsx'
export { modalsLogic, modalCommands, useModals, useModal, useModalsActor, type ModalsActor, type ModalCommands } from './modals.ts'
export { AuthModal, type AuthModalName, type ModalOptions, type OpenModal, type ModalNeeds, type SessionFacts } from '@machines/modals.machine.ts'
export { isBodyScrollLocked } from './scrollLock.ts'
