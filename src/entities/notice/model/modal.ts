export const NOTICE_MODAL = 'notice'
