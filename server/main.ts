/**
 * Starts the Tala server: read config (exit with a readable list of problems), open the
 * database, migrate, seed when empty, build the app and listen on 0.0.0.0:PORT. SIGTERM or
 * SIGINT closes the app (in-flight requests finish) and then the database, and exits 0.
 */
import { parseConfig, formatConfigErrors } from './config.ts'
import { openDatabase } from './db/connect.ts'
import { prepareDatabase } from './db/prepare.ts'
import { seedAgentTeamIfMissing } from './db/seed-agent-team.ts'
import { seedContractsIfMissing } from './db/seed-contracts.ts'
import { resolvePayloadKey } from './db/payload-key.ts'
import { buildApp } from './app.ts'
import { loadSecretsKey } from './lib/secrets-key.ts'
import { FIRST_STEPS, isWithoutOperatorContent } from './db/first-steps.ts'

const start = async (): Promise<void> => {
  const parsed = parseConfig(process.env)
  if (!parsed.ok) {
    process.stderr.write(`${formatConfigErrors(parsed.errors)}\n`)
    process.exit(1)
  }
  const config = parsed.config

  const { db, description, singleConnection } = await openDatabase(config)
  let app: Awaited<ReturnType<typeof buildApp>> | null = null
  try {
    const { migrated, seeded } = await prepareDatabase(db, { demo: config.seedDemo })
    // The demo team of agent01 and its contracts: here, not in prepareDatabase, so test
    // databases stay without them.
    const teamSeeded = config.seedDemo && (await seedAgentTeamIfMissing(db))
    if (config.seedDemo) await seedContractsIfMissing(db)
    const payloadKey = await resolvePayloadKey(db, config.payloadKey)
    app = await buildApp({
      db,
      singleConnection,
      payloadKey,
      secretsKey: loadSecretsKey(config.secretsKey, config.dataDir),
      adminToken: config.adminToken,
      trustedProxies: config.trustedProxies,
      adminAllowIps: config.adminAllowIps,
      logLevel: config.logLevel,
      smtpUrl: config.smtpUrl,
      publicUrl: config.publicUrl,
      socialAllowPrivateIssuers: config.socialAllowPrivateIssuers,
      salaryRealtimeMs: config.salaryRealtimeMs,
      salaryTickMs: config.salaryTickMs,
      salaryGraceMs: config.salaryGraceMs,
      pointsTickMs: config.pointsTickMs,
      pointsGraceMs: config.pointsGraceMs,
      tableSecondMs: config.tableSecondMs,
      tableTickMs: config.tableTickMs,
      lotteryTickMs: config.lotteryTickMs,
      lotterySettleBatch: config.lotterySettleBatch,
      vnLotteryTestDrawMs: config.vnLotteryTestDrawMs,
      autoReceiveCheckMs: config.autoReceiveCheckMs,
      badgePollMs: config.badgePollMs,
      withdrawMinuteMs: config.withdrawMinuteMs,
      dbMaintenanceTickMs: config.dbMaintenanceTickMs,
    })
    if (migrated.length > 0) app.log.info({ migrations: migrated }, 'database migrated')
    if (seeded) app.log.info('empty database seeded with the Tala brand and content')
    if (teamSeeded) app.log.info('agent01 given its demo team')

    let stopping = false
    const stop = async (signal: string) => {
      if (stopping) return
      stopping = true
      app?.log.info({ signal }, 'shutting down: finishing in-flight requests')
      try {
        await app?.close()
        await db.destroy()
        process.exit(0)
      } catch (e) {
        process.stderr.write(`Error while shutting down: ${String(e)}\n`)
        process.exit(1)
      }
    }
    process.on('SIGTERM', () => void stop('SIGTERM'))
    process.on('SIGINT', () => void stop('SIGINT'))

    await app.listen({ host: '0.0.0.0', port: config.port })
    const admin = config.adminToken ? 'admin API enabled' : 'admin API disabled (set ADMIN_TOKEN to enable)'
    process.stdout.write(`Tala is running at http://localhost:${config.port}\nDatabase: ${description}; ${admin}\n`)
    if (!config.seedDemo && (await isWithoutOperatorContent(db))) process.stdout.write(FIRST_STEPS)
  } catch (e) {
    process.stderr.write(`Tala could not start: ${e instanceof Error ? e.message : String(e)}\n`)
    await app?.close().catch(() => undefined)
    await db.destroy().catch(() => undefined)
    process.exit(1)
  }
}

await start()
