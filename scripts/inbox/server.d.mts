import type { Server } from 'node:http';

export const DEFAULT_PORT: number;
export const DEFAULT_FILE: string;
export const DEFAULT_SITE_ORIGIN: string;
export function createInbox(options?: {
  file?: string;
  log?: (line: string) => void;
  siteOrigin?: string;
}): Server;
export function listenLocalInbox(options: {
  file: string;
  port: string | number;
  sitePort: string | number;
  command: string;
}): Promise<Server>;
