/** Application-wide constants of the spec (breakpoints, scroll, logging) and the foundation's limits. */

/** Spec 01 §9 / 02 §9: mobile below 768, tablet 768–1024, desktop 1025 and above. */
export const BREAKPOINTS = { tablet: 768, desktop: 1025 } as const;

/** 02 §9: scroll check every 250 ms; navigation height 100. */
export const SCROLL_CHECK_INTERVAL_MS = 250;
export const NAVIGATION_HEIGHT_PX = 100;

/** Longer request paths are refused with 400 before any routing. */
export const MAX_PATH_LENGTH = 2048;

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
