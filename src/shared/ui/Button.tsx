import type { Ref } from 'react'
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link'

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
  ref?: Ref<HTMLButtonElement>
}

/**
 * The site's button: react-aria-components' Button with the site's classes. Every other prop
 * (press and hover events, render props, form attributes, ref) goes to it as given.
 */
export function Button({ variant = 'primary', size = 'md', className, render, ...props }: ButtonProps) {
  // react-aria passes on only the aria-* attributes it knows (labels, expanded, pressed...);
  // the others (aria-busy on a form's submit) go on the button as the caller wrote them.
  const ariaRest = Object.entries(props).filter(([key]) => key.startsWith('aria-'))
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (own) => ['tl-btn', `tl-btn--${variant}`, `tl-btn--${size}`, own].filter(Boolean).join(' '))}
      render={ariaRest.length === 0 ? render : (dom, state) => {
        const all = { ...Object.fromEntries(ariaRest.filter(([key]) => !(key in dom))), ...dom }
        return render ? render(all, state) : <button {...all} />
      }}
    />
  )
}
