import type { CasePageCopy } from '../en/case';

/** The Spanish words of the visitor's case page, /es/case (same keys as app/copy/en/case.ts). */
export const casePage: CasePageCopy = {
  heading: 'Su caso',
  reference: 'Referencia',
  status: 'Estado',
  progress: 'Progreso del reembolso',
  estimatedRefund: 'Reembolso estimado',
  messages: 'Mensajes',
  noMessages: 'Todavía no hay mensajes. Escriba a su preparador aquí abajo.',
  you: 'Usted',
  preparer: 'Su preparador',
  write: 'Escriba a su preparador',
  message: 'Mensaje',
  messageHint: 'Como máximo 5,000 caracteres. No escriba aquí su número de Seguro Social.',
  send: 'Enviar mensaje',
  sent: 'Se envió su mensaje. Su preparador le responderá aquí.',
  noCase:
    'Este navegador todavía no tiene un caso con nosotros: un caso se abre con su primer documento o mensaje.',
  upload: 'Suba sus documentos',
  contact: 'Contáctenos',
  linkExpired: 'Este enlace venció o ya se usó.',
  mail: {
    replySubject: (reference: string) => `Nuevo mensaje sobre su caso ${reference}`,
    replyBody: (reference: string, link: string, siteName: string, phone: string) =>
      `Su preparador le escribió sobre su caso ${reference}.\n\nLéalo y respóndale en la página de su caso. Este enlace la abre una vez, dentro de 72 horas:\n${link}\n\n${siteName}\n${phone}\n`,
    statusSubject: (reference: string, status: string) =>
      `Su caso ${reference} ahora está: ${status}`,
    statusBody: (
      reference: string,
      status: string,
      link: string,
      siteName: string,
      phone: string,
    ) =>
      `El estado de su caso ${reference} ahora es: ${status}.\n\nVéalo en la página de su caso. Este enlace la abre una vez, dentro de 72 horas:\n${link}\n\n${siteName}\n${phone}\n`,
  },
};
