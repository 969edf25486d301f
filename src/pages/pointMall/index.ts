export { PointMallPage } from './ui/PointMallPage.tsx'
