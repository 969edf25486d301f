/**
 * The README's operator table ("Operating the site") names every command the CLI's usage
 * text offers: an operator reads the README first, and a command added to the CLI without a
 * row there (as the withdrawal, message and mission commands once were) fails here.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { USAGE } from './cli-args.ts'

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8')
/** The table between "## Operating the site" and the next heading, with Markdown's escaped pipes read as pipes. */
const table = (readme.split('## Operating the site')[1] ?? '').split('\n## ')[0]!.replace(/\\\|/g, '|')

/** Each usage line's command and its literal sub-command ("mission on|off <id>" -> "mission on"). */
const commands = USAGE.split('\n')
  .filter((line) => /^ {2}[a-z]/.test(line))
  .map((line) => {
    const [name, sub] = line.trim().split(/\s{2,}/)[0]!.split(' ')
    return sub && /^[a-z][a-z|_-]*$/.test(sub) ? `${name} ${sub.split('|')[0]}` : name!
  })

describe('README operator table', () => {
  it('reads the commands from the usage text', () => {
    expect(commands).toEqual(expect.arrayContaining(['status', 'withdrawal approve', 'message send', 'mission on', 'changes']))
  })

  it('has a row naming every command', () => {
    expect(commands.filter((c) => !table.includes(`\`${c}`))).toEqual([])
  })
})
