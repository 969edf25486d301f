/**
 * A Vite plugin that keeps the build's stylesheets from blocking the first paint: each
 * `<link rel="stylesheet">` of index.html becomes `<link rel="preload" as="style">`, so the
 * browser fetches it at once, at the highest priority, while the splash (styled inline)
 * paints. The app applies them (`src/app/boot/styles.ts`) before its first screen with text,
 * as part of boot's `loadLocale` step: that screen waits for them, nothing earlier does.
 */
import type { Plugin } from 'vite'

const STYLESHEET = /<link rel="stylesheet"((?:\s+crossorigin)?)\s+href="([^"]+\.css)"\s*\/?>/g

/** index.html with every stylesheet link turned into a style preload. */
export const deferStylesheets = (html: string): string =>
  html.replace(STYLESHEET, (_, crossorigin: string, href: string) => `<link rel="preload" as="style"${crossorigin} href="${href}">`)

export function deferredStyles(): Plugin {
  return {
    name: 'tala-deferred-styles',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferStylesheets(html) },
  }
}
