export { CHAT_ROOM_MODAL } from './model/modal.ts'
export { CHAT_POLL_MS, chatKeys, chatRoomQuery, sendChatMessage } from './api/queries.ts'
