export { fetchHelpCenter, helpKeys, helpCenterQuery, useHelpCenter } from './api/helpCenter.ts'
