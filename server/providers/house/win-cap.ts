/**
 * The most a house round may pay: its stake times the game's maximum win multiple
 * (`games.max_win_multiple`, else the operator's setting `maxWinMultiple`, else 10,000), the
 * same cap the seamless wallet holds every vendor's credit to. A house game pays a win down to
 * it rather than have the wallet refuse the credit and leave the round unpaid.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'

export const DEFAULT_MAX_WIN_MULTIPLE = 10_000

/** A game's maximum win multiple. */
export const maxWinMultiple = async (db: Kysely<Database>, game: { readonly max_win_multiple: number | null }): Promise<number> =>
  game.max_win_multiple ?? (await getSetting(db, 'maxWinMultiple')) ?? DEFAULT_MAX_WIN_MULTIPLE

/** A win held to the cap of its stake. */
export const cappedWin = (win: number, stake: number, multiple: number): number => Math.min(win, stake * multiple)
