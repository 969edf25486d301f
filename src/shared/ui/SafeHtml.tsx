import { useEffect, useMemo, useState } from 'react'
import { loadSanitizer, sanitizerIfReady } from '@/shared/lib'

/** Server HTML (notices, help articles) after DOMPurify; nothing is shown before it is clean. */
export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const [sanitize, setSanitize] = useState(() => sanitizerIfReady())
  useEffect(() => {
    if (sanitize) return
    let live = true
    void loadSanitizer().then((fn) => {
      if (live) setSanitize(() => fn)
    })
    return () => {
      live = false
    }
  }, [sanitize])
  // Cleaned once per text, not on every render of the page around it.
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html])
  return <div id={id} className={['tl-html', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />
}
