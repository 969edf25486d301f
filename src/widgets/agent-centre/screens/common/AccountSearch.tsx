import { useId, useState } from 'react'

/** Accounts are letters, digits and underscores: anything else typed is dropped. */
export const accountText = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '').slice(0, 32)

/**
 * A list filter's search by account: what is typed (account characters only) is applied,
 * lower-cased, when the form is submitted or the box is left.
 */
export function AccountSearch({ label, testId, onSearch }: { label: string; testId: string; onSearch: (account: string) => void }) {
  const id = useId()
  const [typed, setTyped] = useState('')
  return (
    <form
      className="tl-records__field"
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(typed.toLowerCase())
      }}
    >
      <label htmlFor={`${id}-account`}>{label}</label>
      <input id={`${id}-account`} className="tl-records__search" value={typed} onChange={(e) => setTyped(accountText(e.target.value))} onBlur={() => onSearch(typed.toLowerCase())} autoComplete="off" data-testid={testId} />
    </form>
  )
}
