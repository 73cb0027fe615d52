import { Router } from 'express';

export interface Documents {
  /** Handles POST /api/upload and GET on the signed document links. */
  readonly router: Router;
  close(): Promise<void>;
}

export interface DocumentsOptions {
  env: NodeJS.ProcessEnv;
  /** The preset name the upload component sends (site setting UPLOAD_PRESET). */
  uploadPreset: string;
  log: (line: string) => void;
}

// Placeholder until the documents issue lands.
export async function createDocuments(_options: DocumentsOptions): Promise<Documents> {
  return { router: Router(), close: async () => {} };
}
