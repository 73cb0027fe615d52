import type { RouterContextProvider } from 'react-router';
import { isDocumentId } from '../../server/documents/ids';
import type { Actor } from '../../server/staff/audit';
import { auditSignedFormDownload, signingFileOf } from '../../server/signing/returns';
import { signingOptions } from './options.server';

/**
 * A file of a return for signature as a download (docs/review-and-sign.md), for staff or for the
 * client: the return, the 8879 as sent, the signed form or the form signed on paper, decrypted from
 * the document store when it is the case's; the signed ones audited "signed form downloaded". Never
 * stored by a cache, never indexed; undefined when the case has no such file.
 */

const NAMES = {
  return: 'return',
  form: 'form-8879',
  signed_form: 'form-8879-signed',
  paper_form: 'form-8879-signed-on-paper',
} as const;

export async function signingDownload(
  context: Readonly<RouterContextProvider>,
  input: { caseId: string; reference: string; fileId: string; actor: Actor },
  headers: Record<string, string> = {},
): Promise<Response | undefined> {
  const options = signingOptions(context);
  if (!isDocumentId(input.fileId)) return undefined;
  const kind = await signingFileOf(options.db, input.caseId, input.fileId);
  if (kind === undefined) return undefined;
  const row = await options.db
    .selectFrom('signing_files')
    .select('content_type')
    .where('id', '=', input.fileId)
    .executeTakeFirstOrThrow();
  const content = await options.files.read(input.fileId);
  if (content === undefined) return undefined;
  if (kind === 'signed_form' || kind === 'paper_form') {
    await auditSignedFormDownload(options.db, input.actor, input.caseId);
  }
  const extension = row.content_type === 'application/pdf' ? 'pdf' : row.content_type.split('/')[1];
  return new Response(new Uint8Array(content), {
    status: 200,
    headers: {
      'Content-Type': row.content_type,
      'Content-Length': String(content.length),
      'Content-Disposition': `attachment; filename="${input.reference}-${NAMES[kind]}.${extension ?? 'bin'}"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}
