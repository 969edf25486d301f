// What the agent centre's list pages share beyond the list kit (@/shared/list): the search by account.
export { AccountSearch, accountText } from './AccountSearch.tsx'
