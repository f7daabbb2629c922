import type { Server } from 'node:http';

export function createStaticServer(options: {
  root: string;
  headers?: (pathname: string) => Record<string, string>;
}): Server;
