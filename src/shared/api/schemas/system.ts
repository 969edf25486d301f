import { Schema } from 'effect'
import { PatternIds, RegisterFields } from '../validation-patterns.ts'

/** '1' = on, '0' = off, as the whitelabel tree carries it (spec §3). */
export const Switch = Schema.Literals(['1', '0'])

export interface WhitelabelNode {
  readonly modId: string
  readonly enabled: '1' | '0'
  readonly childrenNodes: ReadonlyArray<WhitelabelNode>
}
export const WhitelabelNode: Schema.Codec<WhitelabelNode> = Schema.Struct({
  modId: Schema.String,
  enabled: Switch,
  childrenNodes: Schema.Array(Schema.suspend((): Schema.Codec<WhitelabelNode> => WhitelabelNode)),
})

/** Module ids the product reads (spec §6 plus the operator switches the SPA honours). */
export const ModuleIds = {
  MOBILENUMREG3: 'MOBILENUMREG3',
  REGMOBVERF3: 'REGMOBVERF3',
  MOBILENUMPASSREG3: 'MOBILENUMPASSREG3',
  USERNAMEREG3: 'USERNAMEREG3',
  FREEPLAY3: 'FREEPLAY3',
  PWDEXPFORCECHANGE3: 'PWDEXPFORCECHANGE3',
  MOBILEVERCODELOGIN3: 'MOBILEVERCODELOGIN3',
  DIRECTREG3: 'DIRECTREG3',
  FORGOTPWDEMAIL3: 'FORGOTPWDEMAIL3',
  FORGOTPWDMOBILE3: 'FORGOTPWDMOBILE3',
  FACEBOOKLOGIN3: 'FACEBOOKLOGIN3',
  GOOGLELOGIN3: 'GOOGLELOGIN3',
  MEMBERCENTER3: 'MEMBERCENTER3',
  /** The "redirect to home" flag of spec §2: visitors without a token reach only the login pages. */
  HOMEREDIRECT3: 'HOMEREDIRECT3',
} as const
export type ModuleId = keyof typeof ModuleIds

export const RegisterRule = Schema.Struct({
  enabled: Schema.Boolean,
  required: Schema.Boolean,
  patternId: Schema.Literals(PatternIds),
  /** A regex source or `*` for any value. */
  acceptedPattern: Schema.String,
  minLength: Schema.Int,
  maxLength: Schema.Int,
})
export type RegisterRule = typeof RegisterRule.Type

export const RegisterValidation = Schema.Record(Schema.Literals(RegisterFields), RegisterRule)
export type RegisterValidation = typeof RegisterValidation.Type

export const ResourceType = Schema.Literals(['TELEGRAM', 'FACEBOOK', 'YOUTUBE', 'AFFILIATES'])
export const Resource = Schema.Struct({
  resourceType: ResourceType,
  url: Schema.String,
  qrCodeUrl: Schema.String,
  labelNameEn: Schema.String,
})
export type Resource = typeof Resource.Type

export const CustomerService = Schema.Struct({ url: Schema.String })

export const BrandConfig = Schema.Struct({
  brandName: Schema.String,
  merchantCode: Schema.String,
  platform: Schema.Literal('W'),
  device: Schema.Literal('WEB'),
  currencySymbol: Schema.String,
  lotteryType: Schema.String,
  prizeModes: Schema.Array(Schema.String),
  chatHeaderColor: Schema.String,
  copyright: Schema.String,
})
export type BrandConfig = typeof BrandConfig.Type

export const SystemInfo = Schema.Struct({
  brand: BrandConfig,
  whitelabel: Schema.Array(WhitelabelNode),
  registerValidation: RegisterValidation,
  resources: Schema.Array(Resource),
  customerService: CustomerService,
  imageCDNs: Schema.Array(Schema.String),
  launchGameCDNs: Schema.Array(Schema.String),
  /** Key for the encrypted calls (docs/payload-encryption.md). */
  payloadKey: Schema.String,
  /** Game types a trial (free-play) account may launch (server setting `freePlayGameTypes`). */
  freePlayGameTypes: Schema.Array(Schema.String),
  /** How often the SPA asks for the member's unread and ready-to-claim counts, in ms (server's BADGE_POLL_MS); absent: every minute. */
  badgePollMs: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1000))),
})
export type SystemInfo = typeof SystemInfo.Type

export const Location = Schema.Struct({ ip: Schema.String, country: Schema.String })

/** GET /wps/system/status?url=<current host> */
export const StatusQuery = Schema.Struct({ url: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2048))) })
export const StatusReply = Schema.Struct({
  info: SystemInfo,
  location: Location,
  maintenance: Schema.Boolean,
  regionRestriction: Schema.Boolean,
})
export type StatusReply = typeof StatusReply.Type

export const WhitelabelReply = Schema.Array(WhitelabelNode)
export const RegisterSettingReply = RegisterValidation

export const DomainRoute = Schema.Struct({ domain: Schema.String, speed: Schema.Int })
export const DomainRouteReply = Schema.Struct({
  domainList: Schema.Array(DomainRoute),
  resources: Schema.Array(Resource),
})
export type DomainRouteReply = typeof DomainRouteReply.Type

export const Language = Schema.Literals(['ty', 'en', 'cn', 'th', 'vi'])
export type Language = typeof Language.Type

export const HelpCenterQuery = Schema.Struct({ language: Schema.optionalKey(Language) })
export const HelpArticle = Schema.Struct({ id: Schema.String, title: Schema.String, content: Schema.String })
export const HelpCategory = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  articles: Schema.Array(HelpArticle),
})
export const HelpCenterReply = Schema.Struct({
  about: Schema.String,
  categories: Schema.Array(HelpCategory),
})
export type HelpCenterReply = typeof HelpCenterReply.Type

/** GET /wps/captcha: value is the PNG as base64; the answer is kept server-side (cookie `tala_captcha`). */
export const CaptchaReply = Schema.String
