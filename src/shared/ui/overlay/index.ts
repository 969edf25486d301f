export { loader, useLoaderShown, useLoaderWhile } from './loader.ts'
export { dialogs, dialogActor, type DialogOpenOptions, type DialogContent } from './dialog.ts'
export { LoaderHost, DialogHost } from './OverlayHosts.tsx'
