import { useSelector } from '@xstate/react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from '@/shared/i18n'
import type { CSSProperties } from 'react'
import { MODAL_FADE_MS } from '@/shared/config'
import { Button } from '../Button.tsx'
import { useDialogActor, type DialogContent } from './dialog.ts'

/**
 * The dialog overlay (react-aria Modal): renders what the dialog machine holds. Loaded by
 * `DialogHost` the first time a dialog opens, so the first route does not carry it.
 */
export function DialogOverlay() {
  const { t } = useTranslation()
  const dialogActor = useDialogActor()
  const open = useSelector(dialogActor, (s) => s.matches('open'))
  const request = useSelector(dialogActor, (s) => s.context.request)
  const content = (request?.payload ?? null) as DialogContent | null
  const cover = request?.cover !== false

  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) dialogActor.send({ type: 'cover.clicked' })
      }}
      isDismissable={cover}
      isKeyboardDismissDisabled={!cover}
      className="tl-modal-overlay tl-dialog-overlay"
      style={{ '--tl-fade': `${MODAL_FADE_MS}ms` } as CSSProperties}
      data-testid="dialog-cover"
    >
      <Modal className="tl-modal tl-dialog" data-testid="dialog">
        <Dialog className="tl-modal__dialog" role="alertdialog">
          {content?.title ? (
            <Heading slot="title" className="tl-modal__title">
              {content.title}
            </Heading>
          ) : (
            <Heading slot="title" className="tl-visually-hidden">
              {t('common.notice')}
            </Heading>
          )}
          <p className="tl-dialog__message">{content?.message}</p>
          <div className="tl-dialog__actions" data-testid={content?.testId}>
            {content?.cancelLabel && (
              <Button
                variant="secondary"
                data-testid="dialog-cancel"
                onPress={() => {
                  dialogActor.send({ type: 'dialog.dismissed' })
                  content.onCancel?.()
                }}
              >
                {content.cancelLabel}
              </Button>
            )}
            <Button
              data-testid="dialog-confirm"
              onPress={() => {
                dialogActor.send({ type: 'dialog.dismissed' })
                content?.onConfirm?.()
              }}
            >
              {content?.confirmLabel ?? t('common.submit')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
