/**
 * Where the end-to-end servers run and how the specs reach their operator controls. Each
 * Playwright worker has a server of its own (port E2E_PORT + the worker's index, its own
 * database), so a spec that switches server-wide state (maintenance, regions, rules) only
 * ever affects the specs of its own worker, which run one at a time.
 */
const basePort = Number(process.env.E2E_PORT ?? 8181)

export const e2eServer = {
  /**
   * How many workers, hence servers, the run uses. Two on a 2-core machine: with a third, the
   * tests ran side by side but each took up to half again as long, its waits nearer their timeouts.
   */
  workers: Math.max(1, Number(process.env.E2E_WORKERS ?? 2)),
  /** The port of worker `index`'s server. */
  portOf: (index: number): number => basePort + index,
  /** This worker's port (Playwright sets TEST_PARALLEL_INDEX in each worker). */
  get port(): number {
    return basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
  },
  get url(): string {
    return `http://localhost:${this.port}`
  },
  adminToken: 'e2e-admin-token-0123456789',
  /**
   * The length of a house table's second on these servers (TABLE_SECOND_MS): 0.4 of real time,
   * so a spec waits seconds, not minutes, for a round (baccarat: bets open 6 s, a round every
   * 10.8 s). Not shorter: a table shows a result for six of its seconds, and the page reads the
   * member's settled slips only while it does.
   */
  tableSecondMs: 400,
  /** How many table seconds make `ms` of real time, rounded up: a spec's margins stay in real time. */
  tableSeconds(ms: number): number {
    return Math.ceil(ms / this.tableSecondMs)
  },
}
