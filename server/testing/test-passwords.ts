/**
 * The server test suite's password hashes: scrypt at N=2^10, r=8, p=1, about 2 ms of a core
 * against 150 ms at OWASP's parameters. The suite makes and checks several hundred (seeded
 * accounts, registrations, logins, payment passwords); what it tests of hashing itself
 * (server/lib/passwords.test.ts, the rehash at login, the password workers' shedding) names
 * its parameters. Every server process keeps OWASP's.
 */
import { hashWithTestParams, type ScryptParams } from '../lib/passwords.ts'

export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 }

export const useTestPasswordHashes = (): void => hashWithTestParams(TEST_SCRYPT)
