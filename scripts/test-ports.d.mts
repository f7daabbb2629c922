export const TEST_PORTS: { site: number; inbox: number; host: number; plain: number; cms: number };
export const TEST_SITE_ORIGIN: string;
export const TEST_INBOX_ORIGIN: string;
export const TEST_HOST_ORIGIN: string;
export const TEST_PLAIN_ORIGIN: string;
export const TEST_PLAIN_EDITOR_ORIGIN: string;
