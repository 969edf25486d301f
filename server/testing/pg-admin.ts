/** What the test helpers need to create and drop PostgreSQL databases. */
import pg from 'pg'

/** One short-lived client on the maintenance database of `url` (CREATE and DROP DATABASE). */
export const withAdminClient = async <T>(url: string, f: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

/** `url` pointing at database `name` instead. */
export const databaseUrl = (url: string, name: string): string => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
