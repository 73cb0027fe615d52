import type { AgreementRecordCopy } from '../en/agreement-record';

/** The Spanish words of app/copy/en/agreement-record.ts (same keys, checked by type). */
export const agreementRecord: AgreementRecordCopy = {
  accepted: (date: string) => `Acuerdo aceptado el ${date}`,
};
