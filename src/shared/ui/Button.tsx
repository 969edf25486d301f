import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link'

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
}

/** The site's button (react-aria: keyboard and press handling are the library's). */
export function Button({ variant = 'primary', size = 'md', className, ...rest }: ButtonProps) {
  return <AriaButton {...rest} className={['tl-btn', `tl-btn--${variant}`, `tl-btn--${size}`, typeof className === 'string' ? className : ''].filter(Boolean).join(' ')} />
}
