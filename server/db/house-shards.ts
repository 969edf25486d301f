/**
 * How many house accounts (H0..H63) bets and wins are spread over, so concurrent bets of
 * different members rarely wait on one row lock. Migration 0010 opened the accounts and
 * functions/wallet_house.sql maps a member to one of them (member id modulo this number);
 * functions.test.ts fails if either disagrees with this. The seamless call lanes must divide it.
 */
export const HOUSE_SHARDS = 64
