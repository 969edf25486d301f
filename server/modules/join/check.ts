/** The application form's fields, checked before anything is stored: each problem named by field. */
import { APPLICATION_CONTACT_RULES, APPLICATION_NAME_MAX, type AgentApplicationRequest } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'
import { validatePassword } from '../system/index.ts'

export interface ApplicationFields {
  readonly account: string
  readonly password: string
  readonly name: string
  readonly contactKind: AgentApplicationRequest['contactKind']
  readonly contact: string
  readonly message: string | null
  readonly language: AgentApplicationRequest['language']
}

/** The fields trimmed, or VALIDATION_FAILED with `{ fields: [{ field, reason }] }`. */
export const checkApplication = (body: AgentApplicationRequest): ApplicationFields => {
  const fields: Array<{ field: string; reason: string }> = []
  const name = body.name.trim()
  const contact = body.contact.trim()
  const message = body.message?.trim() || null
  if (name === '') fields.push({ field: 'name', reason: 'required' })
  else if ([...name].length > APPLICATION_NAME_MAX || /[<>]/.test(name)) fields.push({ field: 'name', reason: 'invalid' })
  if (contact === '') fields.push({ field: 'contact', reason: 'required' })
  else if (!APPLICATION_CONTACT_RULES[body.contactKind].test(contact)) fields.push({ field: 'contact', reason: 'invalid' })
  const password = validatePassword(body.password)
  if (password) fields.push({ field: 'password', reason: password.reason })
  if (fields.length > 0) throw new ApiError('VALIDATION_FAILED', `Check ${fields.map((f) => f.field).join(', ')}.`, { fields })
  return { account: body.account, password: body.password, name, contactKind: body.contactKind, contact, message, language: body.language }
}
