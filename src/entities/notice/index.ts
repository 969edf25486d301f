export { fetchNotices, helpNoticesQuery, noticeKeys, noticesQuery, useNotices } from './api/notices.ts'
export { formatNoticeDate } from './model/format.ts'
/** Name of the announcement modal in the modal manager. */
export { NOTICE_MODAL, NOTICE_POPUP_MODAL } from './model/modal.ts'
