/** The outbox provider: SMS and e-mail, always kept in the outbox table (no routes). */
export { createMessenger, smtpEmail, type EmailProvider, type Messenger, type SmsProvider } from './outbox.ts'
