import { applySourcePatches, sourcePatches, type SourcePatch } from './source-patches.ts'

/**
 * React Aria under Preact (the shipped SPA renders with preact/compat, vite.config.ts). A few
 * places of the library lean on React DOM's own objects; each is given what React DOM gives,
 * in the build only, and the build fails if the code it patches changes shape. Two more
 * patches take the library's use of ICU out of the first screen.
 */
export const PATCHES: readonly SourcePatch[] = [
  // Collections (menus, list boxes, tabs) render into a fake document written for React DOM,
  // which creates nodes with `createElement`; Preact creates every node with
  // `createElementNS` on the parent's `ownerDocument` (preactjs/preact#4539, left to the
  // library). The fake gets the method, creating the same node.
  {
    file: /react-aria\/dist\/private\/collections\/Document\.mjs$/,
    find: /\n(\s*)createElement\(type\) \{/,
    replace: (_m, indent) => `\n${indent}createElementNS(_namespace, type) {\n${indent}    return this.createElement(type);\n${indent}}\n${indent}createElement(type) {`,
  },
  // Preact takes an unmounted node out with `node.remove()`, React DOM with the parent's
  // `removeChild`, the only one the fake's nodes have.
  {
    file: /react-aria\/dist\/private\/collections\/Document\.mjs$/,
    find: /\n(\s*)addEventListener\(\) \{\}/,
    replace: (_m, indent) => `\n${indent}remove() {\n${indent}    if (this.parentNode) this.parentNode.removeChild(this);\n${indent}}\n${indent}addEventListener() {}`,
  },
  // Keyboard and focus handlers copy the event with `{ ...e }`: React's synthetic event keeps
  // `key`, `target` and `currentTarget` as own fields, a native event (what Preact hands over)
  // on its prototype, so the copy lost them and Escape, arrows and Enter did nothing. The copy
  // reads every field the event has, its own and inherited, with methods bound to it.
  {
    file: /react-aria\/dist\/private\/interactions\/createEventHandler\.mjs$/,
    find: /let event = \{\n(\s*)\.\.\.e,/,
    replace: (_m, indent) => `let event = {\n${indent}...(function(source) { var copy = {}; for (var key in source) { var value = source[key]; copy[key] = typeof value === 'function' ? value.bind(source) : value; } return copy; })(e),`,
  },
  // Start-up cost, not Preact: on import, React Aria validates the browser's language with
  // `Intl.DateTimeFormat.supportedLocalesOf` and finds its direction with `Intl.Locale#maximize`,
  // the page's first use of ICU, which loads its data (about 20 ms on a desktop, four times
  // that on a phone) in the middle of the first screen. The language is kept as the browser
  // says it and its direction is read from the library's own list of right-to-left languages
  // (its fallback where Intl.Locale is missing); none of our five languages is one.
  {
    file: /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/,
    find: /try \{\n\s*Intl\.DateTimeFormat\.supportedLocalesOf\(\[\n\s*locale\n\s*\]\);\n\s*\} catch\s*\{\n\s*locale = 'en-US';\n\s*\}/,
    replace: () => `if (typeof locale !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) locale = 'en-US';`,
  },
  {
    file: /react-aria\/dist\/private\/i18n\/utils\.mjs$/,
    find: /if \(Intl\.Locale\) \{/,
    replace: () => `if (false) {`,
  },
]

export const applyPatches = (id: string, code: string): string | null => applySourcePatches('React Aria', PATCHES, id, code)

export const preactAria = () => sourcePatches('tala:preact-aria', applyPatches)
