import { useMemo } from 'react'
import { sanitizeHtml } from '@/shared/lib'

/** Server HTML (notices, help articles) after DOMPurify. */
export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div id={id} className={['tl-html', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />
}
