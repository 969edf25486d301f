import { sql, type RawBuilder } from 'kysely'

/**
 * The calendar day (YYYY-MM-DD) of a timestamp column in the agent's time zone: the UTC time
 * moved by the offset. Group by position (`groupBy(sql\`1\`)`): the offset is a parameter, so
 * the expression written twice would not match.
 */
export const dayOf = (column: string, offsetMinutes: number): RawBuilder<string> =>
  sql<string>`to_char((${sql.ref(column)} AT TIME ZONE 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD')`
