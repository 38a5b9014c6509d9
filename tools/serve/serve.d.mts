import type { Server } from 'node:http';
export function createStaticServer(root?: string, options?: { basePath?: string }): Server;
