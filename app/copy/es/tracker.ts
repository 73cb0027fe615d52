import type { Copy } from '../en';
import { FORM_UNREADABLE } from './shared';

/** The Spanish words of the refund tracker and of a visitor's case. */

export const tracker: Copy['tracker'] = {
  formUnreadable: FORM_UNREADABLE,
  heading: 'Seguimiento del reembolso',
  estimatedRefund: 'Reembolso estimado',
  progress: 'Progreso del reembolso',
  recentActivity: 'Actividad reciente',
  activity: ['Documento subido', 'Procesamiento iniciado'],
  track: 'Rastrear reembolso',
  example: 'Ejemplo: consulte su número de referencia para ver su propio reembolso.',
  reference: 'Número de referencia',
  referenceHint:
    'El número de referencia que recibió después de subir un documento o enviar un mensaje, como QR-7K3M-92XD-PQ4T.',
  lookUp: 'Consultar',
  lookingUp: 'Consultando…',
  yourReference: 'Número de referencia',
  status: 'Estado',
  events: {
    document: 'Documento recibido',
    message: 'Mensaje recibido',
    update: 'Aviso de su preparador',
    returnSent: 'Declaración lista para firmar',
    returnSigned: 'Declaración firmada',
  },
  errors: {
    required: 'Escriba su número de referencia.',
    notFound: 'No encontramos ese número de referencia. Revíselo e inténtelo de nuevo.',
    rateLimited:
      'Ha consultado varios números de referencia en poco tiempo. Espere un minuto e inténtelo de nuevo.',
    unavailable:
      'No pudimos consultar su reembolso en este momento. Inténtelo de nuevo en unos minutos.',
    failed: 'No pudimos consultar su reembolso. Revise su conexión e inténtelo de nuevo.',
    invalidRequest:
      'Envíe el número de referencia en JSON, por ejemplo {"reference": "QR-7K3M-92XD-PQ4T"}.',
  },
};

export const cases: Copy['cases'] = {
  statuses: {
    received: 'Recibido',
    in_review: 'En revisión',
    waiting: 'Esperando información suya',
    filed: 'Declaración presentada al IRS',
    accepted: 'Declaración aceptada por el IRS',
    refund_sent: 'Reembolso enviado',
    closed: 'Cerrado',
  },
  reference: 'Su referencia: ',
  keepReference: 'Guarde esta referencia: la necesita para seguir su reembolso.',
  yourCase: 'Su caso',
  openCase: 'Abra su caso',
};
