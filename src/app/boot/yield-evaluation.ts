/**
 * A pause in the evaluation of the app's script, for one task. `main.tsx` imports it after the
 * contract (Effect and every call's schemas) and the root machines, before the rest of the
 * app: Lighthouse's fresh Chromium here evaluates the script in two tasks of 10 to 16 ms each,
 * instead of one of 19 to 27. The build keeps this module in the `app` chunk, at its place in
 * the evaluation order (vite.config.ts: it has effects).
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0))

export {}
