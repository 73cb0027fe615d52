import type { Server } from 'node:http';

/**
 * Node ends any request still being received after `requestTimeout` (300 s), with a bare 408: a
 * 20 MiB upload at less than about 70 KB/s never finishes. Uploads and downloads are timed by their
 * progress instead (STALL_TIMEOUT_SECONDS, upload.ts and download.ts), so the total limit is off;
 * `headersTimeout` (60 s) still ends a request whose headers never complete.
 */
export function timeTransfersByProgress(server: Server): void {
  server.requestTimeout = 0;
}
