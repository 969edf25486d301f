import type { MouseEvent } from 'react'

/**
 * A plain left click, which a link handles in the app; a modified one (new tab, new window)
 * or another button keeps the browser's behaviour for the link's address.
 */
export const isPlainClick = (e: MouseEvent): boolean => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey
