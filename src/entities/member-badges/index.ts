export { MEMBER_BADGES_ID, memberBadgesLogic, useUnreadCount, useReadyMissions, useRefreshBadges, useSetUnread } from './model/badges.ts'
