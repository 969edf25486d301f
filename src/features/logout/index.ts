export { useSignOut } from './model/logout.ts'
