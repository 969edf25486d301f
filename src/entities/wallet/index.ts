export { fetchBalance } from './api/balance.ts'
export { balanceStore, refreshBalance, useBalance } from './model/balance.ts'
