export { isOpenPage, useGameNavigation } from './model/navigation.ts'
