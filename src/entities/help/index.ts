export { fetchHelpCenter, helpCenter, useHelpCenter } from './api/helpCenter.ts'
