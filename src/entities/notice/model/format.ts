import { format } from 'date-fns'

/** A notice date as spec §3 shows it: yyyy-MM-dd HH:mm:ss. */
export const formatNoticeDate = (epochMs: number) => format(new Date(epochMs), 'yyyy-MM-dd HH:mm:ss')
