import { applySourcePatches, sourcePatches, type SourcePatch } from './source-patches.ts'

/**
 * Effect probes the engine's stack traces twice when it loads: it makes an Error and reads
 * its `stack` to learn whether the engine names a call's frame the way its stack cleaner
 * needs. The first stack a page reads inside our 300 KiB app script cost 20 to 34 ms of the
 * first script task in Chromium (the same with or without the compile hint), four times that
 * on a phone. Both answers only decide whether Effect adds an explicit frame of its own for
 * the cleaner to cut at, never a value. The build gives each the answer that holds on every
 * engine, no probe: the explicit frame (`try`/`finally`, which a tail call cannot drop), as
 * Safari and Firefox get today. The build fails if the code it patches changes shape.
 */
export const EFFECT_PATCHES: readonly SourcePatch[] = [
  {
    file: /node_modules\/effect\/dist\/Utils\.js$/,
    find: /export const internalCall = \/\*#__PURE__\*\/pickInternalCall\(\);/,
    replace: () => 'export const internalCall = body => {\n  try {\n    return body();\n  } finally {\n    //\n  }\n};',
  },
  {
    file: /node_modules\/effect\/dist\/internal\/effect\.js$/,
    find: /const continuationMarksStack = \/\*#__PURE__\*\/\(\(\) => \{[\s\S]*?\n\}\)\(\);/,
    replace: () => 'const continuationMarksStack = false;',
  },
]

export const applyEffectPatches = (id: string, code: string): string | null => applySourcePatches('Effect', EFFECT_PATCHES, id, code)

export const effectProbes = () => sourcePatches('tala:effect-probes', applyEffectPatches)
