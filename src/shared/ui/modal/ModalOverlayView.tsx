import type { CSSProperties, ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { MODAL_DEFAULT_HEIGHT, MODAL_DEFAULT_WIDTH, MODAL_FADE_MS } from '@/shared/config'
import { Button } from '../Button.tsx'
import { CloseIcon } from '../Icons.tsx'
import type { ModalOptions } from '@machines/modals.machine.ts'
import { useModal } from './modals.ts'
import { useReturnFocusToHostDialog } from './returnFocus.ts'

const length = (v: number | string) => (typeof v === 'number' ? `${v}px` : v)

/**
 * A modal opened by name through `useModals().open(name)` (react-aria Modal and Dialog: focus is
 * trapped and returned, the rest of the page is inert). Defaults: 600 wide, at least 300
 * high, 0.2 s overlay fade; Escape and the cover close it unless `clickToClose` is false.
 * Options given to `open()` override the props. Opened from inside another modal, focus goes
 * back into that modal when it closes.
 */
export function ManagedModal({ name, title, children, className, testId, ...defaults }: ModalOptions & {
  name: string
  title: ReactNode
  children: ReactNode
  className?: string
  testId?: string
}) {
  const { t } = useTranslation()
  const { isOpen, options, close } = useModal(name)
  useReturnFocusToHostDialog(isOpen)
  const clickToClose = options.clickToClose ?? defaults.clickToClose ?? true
  const width = options.width ?? defaults.width ?? MODAL_DEFAULT_WIDTH
  const height = options.height ?? defaults.height ?? MODAL_DEFAULT_HEIGHT
  const style: CSSProperties = { width: length(width), ...(height === 'auto' ? {} : { minHeight: `${height}px` }) }

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      isDismissable={clickToClose}
      isKeyboardDismissDisabled={!clickToClose}
      className="tl-modal-overlay"
      style={{ '--tl-fade': `${MODAL_FADE_MS}ms` } as CSSProperties}
    >
      <Modal className={['tl-modal', className].filter(Boolean).join(' ')} style={style} data-testid={testId ?? `modal-${name}`}>
        <Dialog className="tl-modal__dialog">
          <div className="tl-modal__head">
            <Heading slot="title" className="tl-modal__title">
              {title}
            </Heading>
            <Button variant="ghost" size="sm" className="tl-modal__close" aria-label={t('common.close')} onPress={close}>
              <CloseIcon size={18} />
            </Button>
          </div>
          <div className="tl-modal__body">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
