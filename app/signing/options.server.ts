import type { RouterContextProvider } from 'react-router';
import { services } from '~/request-context';
import type { SigningOptions } from '../../server/signing/options';
import { returnDetailsAccess } from '../../server/signing/return-details';

/**
 * What the pages of review and sign (docs/review-and-sign.md) hand server/signing: the database,
 * the sealed files of the document store, the client's return details, UPLOAD_MAX_BYTES,
 * OFFICE_TIME_ZONE, PUBLIC_URL, and what the client's e-mails sign with (none when mail is off).
 */
export function signingOptions(context: Readonly<RouterContextProvider>): SigningOptions {
  const { settings, office, documents } = services(context);
  return {
    db: office.database.db,
    files: documents.sealed,
    details: returnDetailsAccess,
    maxBytes: settings.documents.maxBytes,
    stallMs: settings.documents.stallTimeoutMs,
    officeTimeZone: settings.site.officeTimeZone,
    publicUrl: settings.server.publicUrl,
    clientMail: office.clientMailOptions.clientMail,
    staffNotify: office.staffNotify,
  };
}
