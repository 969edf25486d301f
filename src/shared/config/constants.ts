/** Business constants of spec §9 the SPA uses. */
export const PLATFORM = 'W' as const
export const DEFAULT_CURRENCY_SYMBOL = 'TLB'
/** A page chunk that takes longer than this is reported as a load failure. */
export const CHUNK_TIMEOUT_MS = 120_000
/** A closed site (maintenance, Access Denied) asks its status again this often. */
export const STATUS_POLL_MS = 15_000
/** After a failed status call, the next waits 2 s, 4 s, 8 s ... at most this long. */
export const STATUS_BACKOFF_MAX_MS = 60_000
/** Modal defaults. */
export const MODAL_DEFAULT_WIDTH = 600
export const MODAL_DEFAULT_HEIGHT = 300
export const MODAL_FADE_MS = 200
/** Images that fail to load are retried this many times. */
export const IMAGE_RETRIES = 3
/** Announcement types fetched by default (spec §7). */
export const DEFAULT_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR'] as const
/** Agent type codes and the trial code (spec §9). */
export const AGENT_TYPES = [1, 2, 41, 42] as const
export const TRIAL_TYPE = 4
/** How far the page must scroll before the back-to-top button shows. */
export const SCROLL_TOP_THRESHOLD_PX = 200
/** Lazy images (spec §9): visible share that starts a load, cache size, attempts, retry throttle, preload margin. */
export const LAZY_IMAGE_THRESHOLD = 0.1
export const LAZY_IMAGE_CACHE_SIZE = 200
export const LAZY_IMAGE_ATTEMPTS = 3
export const LAZY_IMAGE_THROTTLE_MS = 200
export const LAZY_IMAGE_PRELOAD = 1.3
