export { afterLoginLogic } from './model/afterLogin.ts'
