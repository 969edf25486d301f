import { everyScreenIn } from './support/every-screen.ts'

// Every route and modal in EN, logged out and logged in: nothing sideways at 390 px, axe at 1280 px on home and the modals (support/every-screen.ts).
everyScreenIn('en', ['logged out', 'logged in'])
