export { Header } from './ui/Header.tsx'
export { Gmt8Clock } from './ui/Gmt8Clock.tsx'
export { MainNav } from './ui/MainNav.tsx'
