// The type of media-manifest.json, which `npm run media` writes from media/ (git-ignored): with it, a fresh
// clone type-checks before the media step has run.
import type { MediaManifest } from './media';

declare const manifest: MediaManifest;
export default manifest;
