export { HelpPage, HelpMcPage } from './ui/HelpPage.tsx'
