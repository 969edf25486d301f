import { Endpoints, call } from '@/shared/api'

/** GET /wps/v2/wallets/balance: the sum of the member's wallets, minor units. */
export const fetchBalance = async (token: string): Promise<number> => (await call(Endpoints.walletBalance, { token })).sumBalance
