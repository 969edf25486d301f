export { IndexPage } from './ui/IndexPage.tsx'
