import { formatGmt8 } from '@/shared/lib'

/** A notice date as spec §3 shows it: yyyy-MM-dd HH:mm:ss in GMT+8, like the header clock. */
export const formatNoticeDate = (epochMs: number) => formatGmt8(epochMs)
