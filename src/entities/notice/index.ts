export { fetchNotices, notices, useNotices } from './api/notices.ts'
export { formatNoticeDate } from './model/format.ts'
/** Name of the announcement modal in the modal manager. */
export { NOTICE_MODAL } from './model/modal.ts'
