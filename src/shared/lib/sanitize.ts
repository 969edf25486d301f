import type { DOMPurify } from 'dompurify'

export type Sanitize = (html: string) => string

const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
}

function makeSanitizer(purify: DOMPurify): Sanitize {
  // Links inside sanitised HTML open in a new tab without access to this window.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return (html) => purify.sanitize(html, config) as string
}

let loading: Promise<Sanitize> | null = null
let ready: Sanitize | null = null

/**
 * The sanitiser for server HTML (notices, help articles): no scripts, handlers, styles or
 * frames. DOMPurify is its own chunk, loaded the first time HTML is shown.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then((m) => (ready = makeSanitizer(m.default)))
  return loading
}

/** The sanitiser if it has loaded already. */
export const sanitizerIfReady = (): Sanitize | null => ready
