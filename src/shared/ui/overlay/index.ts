export { useLoaderActor, useLoaderShown, useLoaderWhile } from './loader.ts'
export { dialogCommands, useDialogs, useDialogActor, type DialogActor, type DialogCommands, type DialogOpenOptions, type DialogContent } from './dialog.ts'
export { failureDialog, useShowFailure } from './failure.ts'
export { LoaderHost, DialogHost } from './OverlayHosts.tsx'
