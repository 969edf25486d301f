export const NOTICE_MODAL = 'notice'
/** The same modal opened once after a login on the popup notices (spec §4 after-login modal). */
export const NOTICE_POPUP_MODAL = 'noticePopup'
