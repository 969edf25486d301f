export { LanguagePicker } from './ui/LanguagePicker.tsx'
