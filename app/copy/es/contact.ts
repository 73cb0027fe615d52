import type { Copy } from '../en';
import { FORM_UNREADABLE } from './shared';

/** The Spanish words of the contact form. */

export const contact: Copy['contact'] = {
  heading: 'Contáctenos',
  step1: 'Paso 1: Sus datos',
  step2: 'Paso 2: Su mensaje',
  step3: 'Paso 3: Revisar y enviar',
  name: 'Nombre',
  email: 'Correo electrónico',
  message: 'Mensaje',
  next: 'Siguiente',
  back: 'Atrás',
  send: 'Enviar',
  thanks: '¡Gracias por comunicarse con nosotros!',
  thanksBody: 'Le responderemos dentro de un día hábil.',
  backHome: 'Volver al inicio',
  sending: 'Enviando…',
  trap: 'Deje este campo vacío',
  sendFailed: 'Su mensaje no se envió. Todo lo que escribió sigue aquí: inténtelo de nuevo.',
  sentLine: 'Su mensaje se envió. Le responderemos en un día hábil.',
  sentLineWithReference: (reference: string) =>
    `Su mensaje se envió. Su número de referencia: ${reference}. Le responderemos en un día hábil.`,
  errors: {
    nameRequired: 'Escriba su nombre.',
    nameTooLong: 'Su nombre puede tener como máximo 100 caracteres.',
    emailRequired: 'Escriba su correo electrónico.',
    emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.com.',
    emailTooLong: 'Su correo electrónico puede tener como máximo 254 caracteres.',
    messageRequired: 'Escriba un mensaje.',
    messageTooLong: 'Su mensaje puede tener como máximo 5,000 caracteres.',
    nameControl: 'Su nombre contiene un carácter que no es texto. Quítelo, por favor.',
    messageControl: 'Su mensaje contiene un carácter que no es texto. Quítelo, por favor.',
    trap: 'Su mensaje parece automático, así que no se envió. Escríbanos por correo electrónico.',
    rateLimited: (minutes: number) =>
      `Envió varios mensajes en poco tiempo. Inténtelo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    unavailable: 'No pudimos guardar su mensaje en este momento. Inténtelo de nuevo en un minuto.',
    formUnreadable: FORM_UNREADABLE,
  },
};
