import type { ReactNode } from 'react'

/**
 * A form whose fields the app validates itself (the server's rules, localized texts): the
 * browser's own validation bubbles are off and submitting never reloads the page.
 */
export function Form({ className, testId, onSubmit, children }: { className?: string; testId?: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={className}
      data-testid={testId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
