/**
 * The machines whose every state and transition is reached by generated paths driving their
 * real screen (src/**\/*.paths.test.tsx, `npm run test:paths`): the self-replay of
 * machines/coverage.test.ts leaves them to those paths. Each id here has a screen model, and
 * each screen model's machine is here (checked by the paths project).
 */
export const SCREEN_COVERED: ReadonlyArray<string> = ['boot', 'captcha', 'changePassword', 'chatSend', 'contractOffer', 'feedback', 'formSubmit', 'freePlay', 'login', 'logout', 'moneyRequest', 'playerLimit', 'promotionAction', 'protectionBlock', 'realityCheck', 'register', 'smsCode', 'withdrawalConfirmation']
