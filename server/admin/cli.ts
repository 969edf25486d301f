/**
 * `npm run admin -- <command>`: the operator's remote control for a running server, over
 * the /admin API. Exit 0 on success, 1 when the server refuses or cannot be reached (with
 * its message), 2 with the usage text on bad arguments.
 */
import { Result, Schema } from 'effect'
import { Envelope } from '../../src/shared/api/index.ts'
import { AdminEndpoints } from './contract.ts'
import { parseCliArgs, USAGE, type AdminCommand } from './cli-args.ts'
import { runRewardsCommand } from './cli-rewards.ts'
import { formatMaintenance, formatModule, formatOutbox, formatRegion, formatSetting, formatSocialList, formatSocialProvider, formatStatus } from './cli-format.ts'

class CliFailure extends Error {}

const call = async <S extends Schema.Top>(
  base: string, token: string, method: string, path: string, reply: S, body?: unknown,
): Promise<S['Type']> => {
  let res: Response
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (e) {
    throw new CliFailure(`Cannot reach the Tala server at ${base}: ${e instanceof Error ? e.message : String(e)}`)
  }
  let json: unknown
  try {
    json = await res.json()
  } catch {
    throw new CliFailure(`The server at ${base} answered HTTP ${res.status} without a Tala reply. Is --url right?`)
  }
  const decoded = Schema.decodeUnknownResult(Envelope(reply) as never)(json) as Result.Result<
    { success: true; value: S['Type'] } | { success: false; code: string; message: string }, unknown>
  if (Result.isFailure(decoded)) throw new CliFailure(`The server at ${base} sent a reply this CLI does not understand (HTTP ${res.status}).`)
  const envelope = decoded.success
  if (!envelope.success) {
    // The server answers /admin from outside its ADMIN_ALLOW_IPS as if it did not exist.
    const hint = envelope.code === 'NOT_FOUND' ? ' If this command should exist, check that this machine\'s address is in the server\'s ADMIN_ALLOW_IPS.' : ''
    throw new CliFailure(`${envelope.message} (${envelope.code})${hint}`)
  }
  return envelope.value
}

const run = async (command: AdminCommand, base: string, token: string): Promise<string> => {
  switch (command.kind) {
    case 'status': {
      const e = AdminEndpoints.status
      return formatStatus(await call(base, token, e.method, e.path, e.reply))
    }
    case 'maintenance': {
      const e = AdminEndpoints.maintenance
      const r = await call(base, token, e.method, e.path, e.reply, { on: command.on })
      return formatMaintenance(r.maintenance)
    }
    case 'region': {
      const e = AdminEndpoints.region
      return formatRegion(await call(base, token, e.method, e.path, e.reply, { action: command.action, target: command.target }))
    }
    case 'module': {
      const e = AdminEndpoints.module
      const path = e.path.replace(':modId', encodeURIComponent(command.modId))
      const r = await call(base, token, e.method, path, e.reply, { enabled: command.enabled })
      return formatModule(r.modId, r.enabled)
    }
    case 'rule': {
      const e = AdminEndpoints.rule
      const r = await call(base, token, e.method, e.path.replace(':field', encodeURIComponent(command.field)), e.reply, command.change)
      return `Registration field ${r.field}: ${r.enabled ? 'shown' : 'hidden'}, ${r.required ? 'required' : 'optional'}.`
    }
    case 'outbox': {
      const e = AdminEndpoints.outbox
      const path = command.to === undefined ? e.path : `${e.path}?to=${encodeURIComponent(command.to)}`
      return formatOutbox((await call(base, token, e.method, path, e.reply)).messages)
    }
    case 'socialList': {
      const e = AdminEndpoints.socialList
      return formatSocialList((await call(base, token, e.method, e.path, e.reply)).providers)
    }
    case 'socialSet': {
      const e = AdminEndpoints.socialSet
      const { provider, issuer, clientId, clientSecret, displayName } = command
      const body = { issuer, clientId, clientSecret, enabled: true, ...(displayName ? { displayName } : {}) }
      return `Saved and switched on:\n${formatSocialProvider(await call(base, token, e.method, e.path.replace(':provider', provider), e.reply, body))}`
    }
    case 'socialEnable': {
      const e = AdminEndpoints.socialEnable
      const path = e.path.replace(':provider', command.provider)
      return formatSocialProvider(await call(base, token, e.method, path, e.reply, { enabled: command.enabled }))
    }
    case 'settingGet': {
      const e = AdminEndpoints.settingGet
      return formatSetting(await call(base, token, e.method, e.path.replace(':key', encodeURIComponent(command.key)), e.reply))
    }
    case 'settingSet': {
      const e = AdminEndpoints.settingSet
      return formatSetting(await call(base, token, e.method, e.path.replace(':key', encodeURIComponent(command.key)), e.reply, { value: command.value }))
    }
    default:
      return runRewardsCommand(command, (method, path, reply, body) => call(base, token, method, path, reply, body))
  }
}

const main = async (): Promise<number> => {
  const parsed = parseCliArgs(process.argv.slice(2), process.env)
  if (!parsed.ok) {
    process.stderr.write(`${parsed.error}\n\n${USAGE}\n`)
    return 2
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  try {
    process.stdout.write(`${await run(parsed.command, parsed.url, parsed.token)}\n`)
    return 0
  } catch (e) {
    process.stderr.write(`${e instanceof CliFailure ? e.message : `Unexpected error: ${String(e)}`}\n`)
    return 1
  }
}

process.exitCode = await main()
