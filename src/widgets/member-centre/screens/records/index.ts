// What the three record pages (betting record, account record, personal P&L) share: the time
// zone they send, the range they start on, and a table that becomes cards on a phone.
import './records.css'

export { tzOffsetMinutes, recordRange, RECORD_PRESETS } from './range.ts'
export { RecordTable, type RecordColumn } from './RecordTable.tsx'
export { signedClass } from './signed.ts'
