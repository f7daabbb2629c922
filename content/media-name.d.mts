export const UPLOADS_FOLDER: string;
export const HEIC_NAME: RegExp;
export const HEIC_ADVICE: string;
export function servedName(name: string): string;
export function servedPath(path: string): string;
export function mediaKey(reference: string): string;
