// What the agent centre's list pages share: the range they open on and the time zone they
// send, a table that becomes cards on a phone, a row of totals.
import './records.css'

export { tzOffsetMinutes, openingRange, AGENT_PRESETS, signedClass } from './range.ts'
export { RecordTable, type RecordColumn } from './RecordTable.tsx'
export { Totals } from './Totals.tsx'
