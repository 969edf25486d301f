export { FreePlayButton } from './ui/FreePlayButton.tsx'
export { FREE_PLAY_ID, freePlayLogic, useFreePlayBusy } from './model/freePlay.ts'
