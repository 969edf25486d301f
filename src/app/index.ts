export { App, warmFirstScreen } from './App.tsx'
export { createRoutes, pageRoutes } from './router/routes.tsx'
export { guardRedirect } from './router/guard.ts'
export { registerServiceWorker } from './service-worker.ts'
