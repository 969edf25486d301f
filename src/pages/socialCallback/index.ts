export { SocialCallbackPage } from './ui/SocialCallbackPage.tsx'
