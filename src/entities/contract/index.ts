// A contract's terms as the agent centre shows and drafts them: the rate table (read-only or
// editable), the periods a kind may use and the rate ceiling, both as the server checks them.
export { TiersView, type TierDraft } from './ui/TiersView.tsx'
export { PERIODS_BY_KIND } from './model/periods.ts'
export { rateFor, withinCeiling } from './lib/rates.ts'
export { contractKeys, consolidatedContractsQuery } from './api/consolidated.ts'
