import type { CasePageCopy } from '../en/case';
import { calculator } from './calculator';
import { review } from './review';
import { cases } from './tracker';
import { fees } from './fees';

/** The Spanish words of the visitor's case page, /es/case (same keys as app/copy/en/case.ts). */
export const casePage: CasePageCopy = {
  heading: cases.yourCase,
  review,
  fees,
  /** Where our fee stands, and its receipt (server/payments/store.ts). */
  payment: {
    amountDue: (amount: string) => `Monto a pagar ${amount}`,
    paidOn: (day: string) => `Pagado el ${day}`,
    receipt: 'Descargar recibo',
    pdf: {
      title: 'Recibo',
      reference: 'Referencia del caso',
      fee: 'Nuestra tarifa',
      payments: 'Pagos',
      paid: (amount: string, method: string, day: string) => `${amount} con ${method} el ${day}`,
      methods: { card: 'tarjeta', cash: 'efectivo', check: 'cheque' },
      totalPaid: 'Total pagado',
      due: 'Pendiente',
    },
  },
  description: 'Su caso con nosotros: su estado, sus mensajes con su preparador y sus documentos.',
  reference: 'Referencia',
  status: 'Estado',
  progress: 'Progreso del reembolso',
  portal: {
    onThisPage: 'En esta página',
    steps: 'Pasos de su caso',
    done: 'hecho',
  },
  next: {
    heading: 'Qué hacer ahora',
    requests: (count: number) =>
      count === 1
        ? 'Su preparador necesita un documento de usted.'
        : `Su preparador necesita ${count} documentos de usted.`,
    requestsLink: 'Enviar los documentos',
    sign: 'Su declaración está lista. Revísela y firme su Formulario 8879.',
    signLink: 'Revisar y firmar ahora',
    startReturn: 'Cuéntenos sobre su hogar y adónde debe ir su reembolso.',
    finishReturn: 'Termine sus respuestas y envíelas a su preparador.',
    returnLink: 'Responder las preguntas',
    review: 'Su reembolso está en camino. Cuente a otros cómo lo hicimos.',
    reviewLink: 'Escribir una reseña',
    nothing: 'No tiene nada que hacer ahora. Esta página muestra cuándo avanza su caso.',
  },
  estimatedRefund: 'Reembolso estimado',
  refundExpected: 'Reembolso que esperábamos',
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
    'Este navegador todavía no tiene un caso con nosotros: un caso se abre con su primer documento o mensaje, o cuando acepta el acuerdo de usuario.',
  upload: 'Suba sus documentos',
  contact: 'Contáctenos',
  linkExpired: 'Este enlace venció o ya se usó.',
  link: {
    intro: 'Este enlace abre su caso en este navegador.',
    otherCase: (reference: string) =>
      `Este navegador tiene abierto otro caso. Si continúa, se abrirá el caso ${reference} en su lugar.`,
    continue: 'Continuar a su caso',
  },
  documents: 'Sus documentos',
  noDocuments: 'Todavía no hay documentos.',
  addDocument: 'Agregar un documento',
  uploaded: 'Su documento se agregó a su caso.',
  requests: {
    heading: 'Lo que necesitamos de usted',
    intro: 'Su preparador pidió estos documentos. Envíe cada uno aquí, o díganos que no lo tiene.',
    file: 'Archivo',
    send: 'Enviar archivo',
    reason: 'Motivo',
    reasonHint: (max: number) => `Opcional, como máximo ${max} caracteres: por qué no lo tiene.`,
    notHave: 'No tengo este documento',
    received: 'Gracias. Su archivo se agregó a su caso.',
    notApplicable: 'Gracias. Anotamos que usted no tiene este documento.',
    reasonTooLong: (max: number) => `El motivo puede tener como máximo ${max} caracteres.`,
  },
  w2s: {
    heading: 'De sus formularios W-2',
    employer: 'Empleador',
    taxYear: calculator.taxYear,
    wages: 'Salarios (casilla 1)',
    withheld: 'Impuesto federal sobre el ingreso retenido (casilla 2)',
    reading: 'Leyendo su W-2…',
    follows: 'Esta página se actualiza sola cuando termine la lectura.',
    unreadable: 'No pudimos leer este W-2. Su preparador lo hará.',
    tips: 'Propinas (casilla 12 TP)',
    overtime: 'Horas extra (casilla 12 TT)',
    otherBox12: 'Otros códigos de la casilla 12',
    state: 'Estado',
    stateWages: 'Salarios estatales (casilla 16)',
    stateWithheld: 'Impuesto estatal sobre el ingreso retenido (casilla 17)',
    note: 'Nota',
    duplicate: 'Igual a un W-2 que ya nos envió',
    leftOut: 'Su preparador lo dejó fuera del cálculo',
    estimatedRefund: calculator.estimatedRefund,
    estimatedOwed: 'Cantidad estimada que usted debe',
    fee: calculator.fee,
    netRefund: calculator.netRefund,
    notCounted: {
      unreadable: 'Los W-2 que no pudimos leer no están en este cálculo.',
      duplicate: 'Un W-2 enviado dos veces cuenta una sola vez en este cálculo.',
      leftOut: 'Los W-2 que su preparador dejó fuera no están en este cálculo.',
    },
    assumed:
      'Este cálculo supone que declara como soltero sin hijos menores de 17 años, hasta que nos hable de su declaración.',
    checked: 'Su preparador revisa estas cifras.',
    forYear: (year: number) => `Para el año tributario ${year}`,
  },
  updates: 'Correos sobre su caso',
  email: 'Correo para avisos',
  emailHint:
    'Le escribimos a esta dirección cuando su preparador le responde o su caso avanza, con un enlace a esta página. Nuestros correos nunca llevan sus mensajes ni su información tributaria.',
  save: 'Guardar',
  saved: 'Guardado. Le escribiremos a esta dirección.',
  savedNoMail: (phone: string) =>
    `Guardado. En este momento no podemos enviar correos electrónicos, así que todavía no llega nada a esta dirección. Para saber de su caso, mire esta página o llámenos al ${phone}.`,
  /** Ends this browser's access to the case (server/cases/sessions.ts, signOutOfCase). */
  signOut: 'Cerrar la sesión de este caso',
  signedOut: 'Cerró la sesión de este caso. Un nuevo enlace de "Abra su caso" lo abre otra vez.',
  start: {
    heading: '¿Es nuevo aquí?',
    intro:
      'Comience aquí su declaración: le abrimos un caso y luego le preguntamos sobre su declaración.',
    button: 'Comenzar una declaración nueva',
    tooMany:
      'Comenzó varias declaraciones en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
  },
  open: {
    heading: 'Abra su caso',
    intro:
      '¿Está en otro dispositivo, o volvió después de un tiempo? Escriba su referencia y el correo electrónico que nos dio, y le enviaremos un enlace que abre su caso.',
    send: 'Envíenme un enlace',
    answer:
      'Si esa referencia y ese correo electrónico coinciden con un caso, enviamos un enlace a esa dirección.',
    required: 'Escriba su referencia y su correo electrónico.',
    tooMany: 'Pidió varios enlaces en poco tiempo. Espere un minuto y vuelva a intentarlo.',
    tooManyForCase: (minutes: number) =>
      `Se pidió un enlace con esta referencia y este correo varias veces en la última hora. Revise su correo, o vuelva a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  },
  mail: {
    linkSubject: (reference: string) => `Su enlace al caso ${reference}`,
    linkBody: (reference: string, link: string, siteName: string, phone: string) =>
      `Pidió un enlace a su caso ${reference}. Abre su caso una vez, dentro de 72 horas:\n${link}\n\nSi no lo pidió, puede ignorar este correo.\n\n${siteName}\n${phone}\n`,
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
    requestSubject: (reference: string) => `Necesitamos documentos para su caso ${reference}`,
    requestBody: (reference: string, link: string, siteName: string, phone: string) =>
      `Su preparador necesita algunos documentos suyos para su caso ${reference}.\n\nVea cuáles en la página de su caso, y envíe cada uno allí o díganos que no lo tiene. Este enlace la abre una vez, dentro de 72 horas:\n${link}\n\n${siteName}\n${phone}\n`,
    reminderSubject: (reference: string) =>
      `Recordatorio: todavía necesitamos documentos para su caso ${reference}`,
    reminderBody: (reference: string, link: string, siteName: string, phone: string) =>
      `Su preparador todavía espera algunos documentos para su caso ${reference}.\n\nVea cuáles en la página de su caso, y envíe cada uno allí o díganos que no lo tiene. Este enlace la abre una vez, dentro de 72 horas:\n${link}\n\n${siteName}\n${phone}\n`,
  },
};
