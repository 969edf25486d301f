/** The chat room modal's name (spec §2: modals open and close by name). */
export const CHAT_ROOM_MODAL = 'chatRoom'
