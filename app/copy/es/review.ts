import type { CasePageCopy } from '../en/case';

/** The Spanish words of "How did we do?" on the case page (same keys as app/copy/en/review.ts). */
export const review: CasePageCopy['review'] = {
  heading: '¿Qué tal lo hicimos?',
  intro:
    'Su reembolso fue enviado. Cuéntele a otros contribuyentes cómo le fue: con su consentimiento, podemos publicar su reseña en nuestro sitio web, tal como la escribió.',
  body: 'Su reseña',
  bodyHint: (max: number) => `Como máximo ${max} caracteres.`,
  name: 'Nombre que se mostrará',
  nameHint: 'Su nombre y la inicial de su apellido, por ejemplo “Maria G.”.',
  state: 'Su estado',
  chooseState: 'Elija su estado',
  consent: 'Pueden publicar mi reseña en su sitio web',
  consentHint:
    'Publicamos una reseña tal como fue escrita, con este nombre y estado, o no la publicamos. Nunca cambiamos sus palabras.',
  send: 'Enviar reseña',
  sent: 'Gracias por su reseña. Leemos cada una.',
  yours: 'Su reseña',
  sentOn: (date: string) => `Enviada el ${date}.`,
  consentGiven: 'Nos permitió publicarla.',
  consentNotGiven: 'No nos permitió publicarla.',
  errors: {
    bodyEmpty: 'Escriba su reseña.',
    bodyTooLong: (max: number) => `Su reseña puede tener como máximo ${max} caracteres.`,
    bodyControl: 'Su reseña contiene un carácter que no es texto. Quítelo, por favor.',
    nameEmpty: 'Escriba el nombre que se mostrará.',
    nameTooLong: (max: number) =>
      `El nombre que se mostrará puede tener como máximo ${max} caracteres.`,
    nameControl:
      'El nombre que se mostrará contiene un carácter que no es texto. Quítelo, por favor.',
    state: 'Elija su estado.',
    early: 'Podrá enviar una reseña cuando su reembolso haya sido enviado.',
    already: 'Ya envió su reseña para este caso.',
  },
};
