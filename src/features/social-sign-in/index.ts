export { SocialButtons } from './ui/SocialButtons.tsx'
export { SocialCallbackPanel } from './ui/SocialCallbackPanel.tsx'
