export { fetchBalance } from './api/balance.ts'
export { BALANCE_ID, balanceLogic, listenForBalancePushes, useBalance, useRefreshBalance, type BalanceView } from './model/balance.ts'
