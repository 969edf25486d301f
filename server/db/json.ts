/**
 * jsonb values go to the database as JSON text. Both drivers would otherwise guess: `pg`
 * turns a JS array into a PostgreSQL array literal, which a jsonb column rejects.
 */
export const json = (value: unknown): string => JSON.stringify(value)
