export { JoinUsPage } from './ui/JoinUsPage.tsx'
