/**
 * Splits a SQL script into its statements, so a function file with a trigger beside its
 * function can run one statement at a time: PGlite's and pg's parameterised queries take one
 * statement each. A `;` ends a statement only outside quotes ('...', "..."), dollar-quoted
 * bodies ($$...$$, $tag$...$tag$) and comments (line and block). Comments before a statement
 * stay with it; a piece holding only comments and blanks is dropped.
 */
export const splitSqlStatements = (script: string): string[] => {
  const statements: string[] = []
  let start = 0
  let i = 0
  const push = (end: number) => {
    const text = script.slice(start, end).trim()
    if (stripComments(text).trim() !== '') statements.push(text)
    start = end + 1
  }
  while (i < script.length) {
    const c = script[i]!
    if (c === '-' && script[i + 1] === '-') {
      const eol = script.indexOf('\n', i)
      i = eol === -1 ? script.length : eol + 1
    } else if (c === '/' && script[i + 1] === '*') {
      const close = script.indexOf('*/', i + 2)
      if (close === -1) throw new Error('unterminated /* comment in SQL script')
      i = close + 2
    } else if (c === "'" || c === '"') {
      i = closingQuote(script, i, c)
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i))?.[0]
      if (tag) {
        const close = script.indexOf(tag, i + tag.length)
        if (close === -1) throw new Error(`unterminated ${tag} body in SQL script`)
        i = close + tag.length
      } else i++
    } else if (c === ';') {
      push(i)
      i++
    } else i++
  }
  push(script.length)
  return statements
}

/** Index just past the quote closing the one at `open` ('' or "" inside is an escaped quote). */
const closingQuote = (script: string, open: number, quote: string): number => {
  let i = open + 1
  while (i < script.length) {
    if (script[i] === quote) {
      if (script[i + 1] === quote) i += 2
      else return i + 1
    } else i++
  }
  throw new Error(`unterminated ${quote} quote in SQL script`)
}

const stripComments = (text: string): string => text.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '')
