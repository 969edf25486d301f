export { NoticeModal } from './ui/NoticeModal.tsx'
