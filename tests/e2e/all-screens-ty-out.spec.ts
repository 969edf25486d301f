import { everyScreenIn } from './support/every-screen.ts'

// Every route and modal logged out, in TY: nothing sideways at 390 px, no axe violation at 1280 px, no English text left (support/every-screen.ts).
everyScreenIn('ty', ['logged out'])
