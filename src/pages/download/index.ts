export { AppPage, DownloadPage } from './ui/DownloadPage.tsx'
