import { Schema } from 'effect'

// The header's and menu's badge counts, asked on every screen while logged in (their own file,
// so the first route carries them without the reward pages' schemas).

/** GET /wps/relay/CSP_unreadCount (spec §7). */
export const UnreadCountReply = Schema.Struct({ count: Schema.Int })
/** GET /wps/relay/MCS2_missionReadyCount: the menu badge (spec §2). */
export const ReadyCountReply = Schema.Struct({ count: Schema.Int })
