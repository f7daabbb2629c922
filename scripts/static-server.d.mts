import type { Server } from 'node:http';

export function parseHeadersFile(text: string): (pathname: string) => Record<string, string>;
export function createStaticServer(options: {
  root: string;
  headers?: (pathname: string) => Record<string, string>;
}): Server;
