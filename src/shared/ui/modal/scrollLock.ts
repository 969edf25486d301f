/**
 * While a modal is open the page does not move (spec §2): the body is fixed at the current
 * scroll offset, and the offset is restored when the last modal closes.
 */
interface Saved {
  y: number
  x: number
  style: Pick<CSSStyleDeclaration, 'position' | 'top' | 'left' | 'right' | 'width'>
}

let saved: Saved | null = null

export function lockBodyScroll(): void {
  if (saved || typeof document === 'undefined') return
  const { body } = document
  const y = window.scrollY
  const x = window.scrollX
  saved = { y, x, style: { position: body.style.position, top: body.style.top, left: body.style.left, right: body.style.right, width: body.style.width } }
  body.style.position = 'fixed'
  body.style.top = `-${y}px`
  body.style.left = '0'
  body.style.right = '0'
  body.style.width = '100%'
  body.dataset.modalOpen = 'true'
}

export function unlockBodyScroll(): void {
  if (!saved || typeof document === 'undefined') return
  const { body } = document
  Object.assign(body.style, saved.style)
  delete body.dataset.modalOpen
  const { x, y } = saved
  saved = null
  window.scrollTo(x, y)
}

export const isBodyScrollLocked = () => saved !== null
