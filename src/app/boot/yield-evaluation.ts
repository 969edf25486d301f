/**
 * A pause in the evaluation of the app's script, for one task. `main.tsx` imports it after the
 * contract (Effect and every call's schemas) and the root machines, before the rest of the
 * app: a phone evaluates the script in two tasks of about 11 ms each in a fresh Chromium here,
 * instead of one of 20 to 30. The build keeps this module in the `app` chunk, at its place in
 * the evaluation order (vite.config.ts: it has effects).
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0))

export {}
