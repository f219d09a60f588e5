// The module the media plugin (scripts/lib/media/vite-media-plugin.ts) writes at build and in dev.
declare module 'virtual:media' {
  const manifest: import('./media-types.ts').MediaManifest;
  export default manifest;
}
