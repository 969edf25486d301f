import { defineConfig } from 'vite'

// The house game pages' flows (house-client/): one classic script, built after the app into dist/house.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/house',
    emptyOutDir: true,
    sourcemap: false,
    lib: { entry: 'house-client/flows.ts', formats: ['iife'], name: 'TalaHouseFlows', fileName: () => 'flows.js' },
  },
})
