import type { ButtonHTMLAttributes, CSSProperties, MouseEvent, ReactNode } from 'react'
import type { ButtonProps as AriaButtonProps, ButtonRenderProps, PressEvent } from 'react-aria-components'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link'

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
}

// Props a native <button> takes as they are; react-aria's others (press and hover hooks) are
// not passed to the DOM.
const nativeProps = new Set(['id', 'name', 'value', 'form', 'formAction', 'formEncType', 'formMethod', 'formNoValidate', 'formTarget', 'autoFocus', 'onFocus', 'onBlur', 'onKeyDown', 'onKeyUp'])

/** The press a click (or Enter / Space, which the browser turns into a click) makes. */
const pressOf = (e: MouseEvent<HTMLButtonElement>): PressEvent => ({
  type: 'press',
  pointerType: e.detail === 0 ? 'keyboard' : 'mouse',
  target: e.currentTarget,
  shiftKey: e.shiftKey,
  ctrlKey: e.ctrlKey,
  metaKey: e.metaKey,
  altKey: e.altKey,
  x: e.nativeEvent.offsetX,
  y: e.nativeEvent.offsetY,
  key: undefined,
  continuePropagation: () => {},
})

/**
 * The site's button: a native <button> with react-aria's props (`onPress`, `isDisabled`,
 * `isPending`, render-prop `className`/`style`/`children`), so the first route does not carry
 * react-aria's press machinery. The keyboard, focus ring (:focus-visible) and disabled state
 * are the browser's.
 */
export function Button({ variant = 'primary', size = 'md', className, style, children, onPress, isDisabled = false, isPending = false, type = 'button', excludeFromTabOrder, ...rest }: ButtonProps) {
  const state: ButtonRenderProps & { defaultClassName: string | undefined; defaultStyle: CSSProperties; defaultChildren: ReactNode } = {
    isDisabled,
    isPending,
    isHovered: false,
    isPressed: false,
    isFocused: false,
    isFocusVisible: false,
    defaultClassName: undefined,
    defaultStyle: {},
    defaultChildren: undefined,
  }
  const dom: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(rest)) if (nativeProps.has(key) || /^(aria|data)-/.test(key)) dom[key] = value
  const own = typeof className === 'function' ? className(state) : className
  return (
    <button
      {...(dom as ButtonHTMLAttributes<HTMLButtonElement>)}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      tabIndex={excludeFromTabOrder ? -1 : undefined}
      className={['tl-btn', `tl-btn--${variant}`, `tl-btn--${size}`, own ?? ''].filter(Boolean).join(' ')}
      style={typeof style === 'function' ? style(state) : style}
      onClick={isPending ? undefined : (e) => onPress?.(pressOf(e))}
    >
      {typeof children === 'function' ? children(state) : children}
    </button>
  )
}
