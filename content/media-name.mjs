// The web name of every file in media/. The owner's uploads keep the names phones give them (spaces, brackets,
// capitals, Malayalam letters); each file is served under a name a URL and a srcset can carry unquoted.
// Plain JavaScript without imports, so the build, the site and the editor's page all load this one module.

/** The folder of media/ the editor uploads into: its pictures ship at every width up to 1920 px. */
export const UPLOADS_FOLDER = 'uploads';

/** A name served as it is: lower-case letters, digits, dashes, underscores and dots, at most 80 of them. */
const SAFE = /^[a-z0-9][a-z0-9_.-]{0,79}$/;

/** iPhone photos (HEIC/HEIF): this build's image library cannot decode them. */
export const HEIC_NAME = /\.(heic|heif)$/i;
export const HEIC_ADVICE =
  'an iPhone HEIC photo, which the site cannot show: export it as JPEG and upload that (on the iPhone, ' +
  'Settings > Camera > Formats > Most Compatible makes the camera save JPEG)';

/** FNV-1a over the UTF-8 bytes, 8 hex digits: tells apart two names that read alike once simplified. */
function fingerprint(text) {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Letters without their accents, lower case, every other run of characters a single dash. */
function slug(text) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The served name of one file or folder name. A safe name stays as it is; any other becomes its simplified
 * letters, a fingerprint of the whole name and the extension in lower case: `IMG 2041 (1).JPG` →
 * `img-2041-1-<8 hex>.jpg`, `മൂന്നാർ.jpg` → `file-<8 hex>.jpg`. The same name always gives the same result.
 */
export function servedName(name) {
  const whole = name.normalize('NFC');
  if (SAFE.test(whole)) return whole;
  const dot = whole.lastIndexOf('.');
  const hasExtension = dot > 0 && /^[A-Za-z0-9]+$/.test(whole.slice(dot + 1));
  const stem = hasExtension ? whole.slice(0, dot) : whole;
  const extension = hasExtension ? `.${whole.slice(dot + 1).toLowerCase()}` : '';
  return `${slug(stem) || 'file'}-${fingerprint(whole)}${extension}`;
}

/** The served path of a path inside media/ (`/`-separated), name by name. */
export function servedPath(path) {
  return path.split('/').map(servedName).join('/');
}

/**
 * The manifest's key for a content reference such as `/media/uploads/IMG 2041 (1).JPG`: the same letters
 * in one Unicode form (a name typed or saved on a Mac may arrive decomposed).
 */
export function mediaKey(reference) {
  return reference.normalize('NFC');
}
