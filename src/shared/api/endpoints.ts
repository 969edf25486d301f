import { Schema } from 'effect'
import * as System from './schemas/system.ts'
import * as Games from './schemas/games.ts'
import * as Notices from './schemas/notices.ts'

/**
 * The wire contract: one entry per call. The server registers its routes from this table
 * (decoding `query`/`body` and encoding `reply`), the SPA's client calls through it and
 * decodes replies with the same schemas. Adding a call is one entry here.
 */
export interface Endpoint<Q extends Schema.Top = Schema.Top, B extends Schema.Top = Schema.Top, R extends Schema.Top = Schema.Top> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly path: string
  readonly query?: Q
  readonly body?: B
  readonly reply: R
  /** 'token' requires a session token; 'optional' reads one if sent. */
  readonly auth: 'none' | 'optional' | 'token'
  /** The body travels as `{ payload }` in the encrypted scheme. */
  readonly encrypted: boolean
}

const endpoint = <Q extends Schema.Top, B extends Schema.Top, R extends Schema.Top>(e: Endpoint<Q, B, R>) => e

export const Endpoints = {
  systemStatus: endpoint({
    method: 'GET', path: '/wps/system/status', query: System.StatusQuery, reply: System.StatusReply, auth: 'optional', encrypted: false,
  }),
  whitelabel: endpoint({
    method: 'GET', path: '/wps/system/whitelabel', reply: System.WhitelabelReply, auth: 'none', encrypted: false,
  }),
  registerSetting: endpoint({
    method: 'GET', path: '/wps/system/setting/register', reply: System.RegisterSettingReply, auth: 'none', encrypted: false,
  }),
  domainRoute: endpoint({
    method: 'GET', path: '/wps/system/domainRoute', reply: System.DomainRouteReply, auth: 'none', encrypted: false,
  }),
  helpCenter: endpoint({
    method: 'GET', path: '/wps/system/helpCenter', query: System.HelpCenterQuery, reply: System.HelpCenterReply, auth: 'none', encrypted: false,
  }),
  captcha: endpoint({
    method: 'GET', path: '/wps/captcha', reply: System.CaptchaReply, auth: 'none', encrypted: false,
  }),
  gameVendor: endpoint({
    method: 'POST', path: '/wps/relay/GCSGAME_gameVendor', body: Games.GameVendorRequest, reply: Games.GameVendorReply, auth: 'optional', encrypted: false,
  }),
  announcements: endpoint({
    method: 'POST', path: '/wps/relay/MCSFE_getListAnnouncements', body: Notices.AnnouncementsRequest, reply: Notices.AnnouncementsReply, auth: 'optional', encrypted: false,
  }),
} as const

export type EndpointName = keyof typeof Endpoints
export type ReplyOf<N extends EndpointName> = (typeof Endpoints)[N]['reply']['Type']
