import type { AgreementRecordCopy } from '../en/agreement-record';

/** The Spanish words of app/copy/en/agreement-record.ts (same keys, checked by type). */
export const agreementRecord: AgreementRecordCopy = {
  accepted: (date: string) => `Acuerdo aceptado el ${date}`,
  errors: {
    notJson: 'Envíe la aceptación como JSON, con Content-Type: application/json.',
    tooLarge: 'Esto es demasiado grande para ser una aceptación del acuerdo.',
    tooSlow: 'La aceptación no llegó a tiempo. Inténtelo de nuevo.',
    invalid: 'Envíe la versión del acuerdo que acepta, tal como la da la página del acuerdo.',
    unknownVersion:
      'Este no es el texto vigente del acuerdo. Abra de nuevo la página del acuerdo y acéptelo allí.',
    rateLimited: (minutes: number) =>
      `Llegaron varias aceptaciones desde su conexión en poco tiempo. Inténtelo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    unavailable:
      'No pudimos registrar su aceptación en este momento. Inténtelo de nuevo en un minuto.',
  },
};
