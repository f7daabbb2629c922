export const FULL_CHROMIUM: string | undefined;
export const HEADLESS_CHROMIUM: string | undefined;
export const CHROMIUM_ARGS: string[];
