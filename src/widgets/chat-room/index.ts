export { ChatRoomModal } from './ui/ChatRoomModal.tsx'
