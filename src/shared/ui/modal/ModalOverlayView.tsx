import { Suspense, type CSSProperties } from 'react'
import type { ManagedModalProps } from './ManagedModal.tsx'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from '@/shared/i18n'
import { MODAL_DEFAULT_HEIGHT, MODAL_DEFAULT_WIDTH, MODAL_FADE_MS } from '@/shared/config'
import { Button } from '../Button.tsx'
import { CloseIcon } from '../Icons.tsx'
import { useModal } from './modals.ts'

const length = (v: number | string) => (typeof v === 'number' ? `${v}px` : v)

/** `ManagedModal` once its chunk has loaded: react-aria's ModalOverlay, Modal and Dialog. */
export function ModalOverlayView({ name, title, children, className, testId, style: boxStyle, ...defaults }: ManagedModalProps) {
  const { t } = useTranslation()
  const { isOpen, options, close } = useModal(name)
  const clickToClose = options.clickToClose ?? defaults.clickToClose ?? true
  const width = options.width ?? defaults.width ?? MODAL_DEFAULT_WIDTH
  const height = options.height ?? defaults.height ?? MODAL_DEFAULT_HEIGHT
  const style: CSSProperties = { ...boxStyle, width: length(width), ...(height === 'auto' ? {} : { minHeight: `${height}px` }) }

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
          {/* A lazy part inside (a picker's chunk) suspends here, never the overlay: a hidden
              overlay never ends its exit animation, and the page would stay inert. */}
          <div className="tl-modal__body">
            <Suspense fallback={null}>{children}</Suspense>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
