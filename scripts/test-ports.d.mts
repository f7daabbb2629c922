export const TEST_PORTS: { site: number; inbox: number; host: number; cms: number };
export const TEST_SITE_ORIGIN: string;
export const TEST_INBOX_ORIGIN: string;
export const TEST_HOST_ORIGIN: string;
