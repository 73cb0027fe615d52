// npm run dev: Vite in middleware mode, and through it the server's own code (server/dev.ts), so
// that pages, API, case page and staff are all served on PORT with the pages' hot reload.
import { createServer } from 'vite';

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const { startDev } = await vite.ssrLoadModule('/server/dev.ts');
await startDev(vite);
