/**
 * Applies the stylesheets index.html preloads (the build turns its stylesheet links into
 * preloads so they do not hold back the splash: scripts/build/deferred-styles.ts) and waits
 * until each is in force. Without such links (the dev server, tests) there is nothing to wait
 * for. A stylesheet that fails to load fails the promise, and boot tries again.
 */
export function applyStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')]
  return Promise.all(preloads.map((preload) => applyOne(doc, preload))).then(() => undefined)
}

function applyOne(doc: Document, preload: HTMLLinkElement): Promise<void> {
  const href = preload.getAttribute('href') ?? ''
  const applied = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`)
  if (applied?.sheet) return Promise.resolve()
  applied?.remove()
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.setAttribute('href', href)
  if (preload.crossOrigin !== null) link.crossOrigin = preload.crossOrigin
  return new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => {
      link.remove()
      reject(new Error(`stylesheet ${href} did not load`))
    }, { once: true })
    preload.after(link)
  })
}
