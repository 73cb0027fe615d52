import type { Copy } from '../en';

/** The Spanish words of every page's frame and of the pages with no form: layout, titles, home, testimonials, errors. */

export const layout: Copy['layout'] = {
  skipLink: 'Saltar al contenido',
  banner: {
    region: 'Anuncio',
    text: 'Reembolsos de impuestos federales, presentados rápido: vea su reembolso y nuestra tarifa en un minuto.',
    season: {
      open: 'La temporada de declaraciones de impuestos está abierta: vea su reembolso y nuestra tarifa en un minuto.',
      extension:
        '¿Tiene una prórroga? Su declaración vence a mediados de octubre: vea su reembolso ahora.',
      off: 'La temporada de declaraciones de impuestos abre a fines de enero: vea su reembolso y nuestra tarifa ahora.',
    },
    link: 'Calcular reembolso',
    close: 'Cerrar anuncio',
  },
  language: {
    switchTo: 'English',
    offer: 'This page is also in English.',
    offerLink: 'Read it in English',
  },
  nav: {
    label: 'Principal',
    menu: 'Menú',
    links: {
      home: 'Inicio',
      upload: 'Subir documentos',
      calculator: 'Calculadora',
      testimonials: 'Testimonios',
      contact: 'Contacto',
      agreement: 'Acuerdo',
    },
  },
  footer: {
    navLabel: 'Pie de página',
    links: {
      contact: 'Contacto',
      calculator: 'Calculadora',
      upload: 'Subir documentos',
      terms: 'Términos',
      privacy: 'Privacidad',
    },
    phone: 'Teléfono',
    email: 'Correo electrónico',
    rights: 'Solicitud de reembolsos federales para personas físicas.',
    copyright: (year: string, name: string) => `© ${year} ${name}. Todos los derechos reservados.`,
    protection:
      'Documentos cifrados con AES-256. El personal inicia sesión con autenticación de múltiples factores.',
  },
};

export const meta: Copy['meta'] = {
  home: {
    title: 'Reembolsos federales rápidos',
    description:
      'Solicite su reembolso de impuestos federales rápido: calcule su reembolso y nuestra tarifa, y suba sus documentos tributarios de forma segura.',
  },
  upload: {
    title: 'Suba sus documentos tributarios',
    description:
      'Suba sus formularios W-2, 1099 y otros documentos tributarios en PDF o como imagen, cifrados al guardarse.',
  },
  calculator: {
    title: 'Calculadora de reembolso',
    description:
      'Calcule su reembolso de impuestos federales y nuestra tarifa según sus ingresos, su estado civil para efectos de la declaración y sus hijos.',
  },
  testimonials: {
    title: 'Testimonios',
    description: 'Lo que dicen las personas que solicitaron su reembolso federal con nosotros.',
  },
  contact: {
    title: 'Contáctenos',
    description: 'Envíenos un mensaje sobre su reembolso federal en tres pasos cortos.',
  },
  agreement: {
    title: 'Acuerdo de usuario',
    description: 'Los términos de nuestro servicio de reembolsos, con nuestra tabla de tarifas.',
  },
  terms: {
    title: 'Términos del servicio',
    description:
      'Vuelva a leer los términos de nuestro servicio de reembolsos, con nuestra tabla de tarifas.',
  },
  privacy: {
    title: 'Aviso de privacidad',
    description:
      'Qué recopilamos cuando usa nuestro servicio de reembolsos, para qué, quién lo ve y cuánto tiempo lo guardamos.',
  },
  notFound: { title: 'Página no encontrada', description: 'Esta página no existe.' },
  error: { title: 'Algo salió mal', description: 'Ocurrió un error inesperado.' },
};

export const home: Copy['home'] = {
  title: 'Su reembolso de impuestos federales, tramitado con rapidez',
  lead: 'Suba su W-2 o 1099, vea su reembolso estimado y nuestra tarifa desde el principio, y deje que nuestros preparadores presenten su declaración federal.',
  getStarted: 'Comenzar',
  points: [
    'Tarifa visible antes de empezar',
    'Documentos cifrados al llegar',
    'Declaración presentada por personas',
  ],
  steps: {
    heading: 'Cómo funciona',
    items: [
      {
        title: 'Calcule su reembolso',
        body: 'Ingrese su ingreso y el impuesto retenido: verá su reembolso, nuestra tarifa y lo que recibe, antes de darnos nada.',
      },
      {
        title: 'Cuéntenos sobre su declaración',
        body: 'Responda unas preguntas sobre su hogar y suba sus formularios W-2 y 1099 desde su teléfono o computadora. Se cifran en cuanto llegan.',
      },
      {
        title: 'Firme, y la presentamos electrónicamente',
        body: 'Quien prepara su declaración federal se la envía para que la revise. Una vez que firme la autorización de presentación electrónica del IRS (Formulario 8879), la presentamos ante el IRS. Usted sigue cada paso en la página de su caso.',
      },
    ],
    start: 'Comience con su cálculo',
  },
  whoFiles: {
    heading: 'Quién presenta su declaración',
    body: 'Su declaración la prepara una persona de nuestro equipo de preparadores de impuestos, que revisa cada cifra, y la presentamos ante el IRS solo después de que usted la firme. Por ley, todo preparador remunerado tiene un número de identificación de preparador de impuestos (PTIN) del IRS.',
    efileProvider: (siteName: string) =>
      `${siteName} es un proveedor autorizado de presentación electrónica (e-file) del IRS.`,
    office: 'Nuestra oficina:',
  },
  protection: {
    heading: 'Cómo protegemos sus documentos',
    items: [
      {
        title: 'Cifrados en cuanto llegan',
        body: 'Cada documento se cifra con AES-256 antes de guardarse, y solo viaja por una conexión segura.',
      },
      {
        title: 'Solo los ve quien prepara su declaración',
        body: 'Nuestro personal inicia sesión con una contraseña y un código de una aplicación de autenticación, y cada caso que abre queda registrado.',
      },
      {
        title: 'Eliminados cuando ya no se necesitan',
        body: (days: string) =>
          `Sus documentos y mensajes se eliminan ${days} días después de la última actividad en su caso.`,
      },
    ],
    privacyLink: 'Lea nuestro aviso de privacidad',
  },
  fees: {
    heading: 'Nuestra tarifa, de un vistazo',
    intro:
      'Una tarifa según su ingreso anual, descontada de su reembolso: nunca más que el reembolso, y nada si no hay reembolso.',
    calculatorLink: 'Calcule su reembolso y su tarifa',
    termsLink: 'Lea los términos',
  },
};

export const testimonials: Copy['testimonials'] = {
  heading: 'Testimonios',
  intro: 'Personas que presentaron su declaración con nosotros, en sus propias palabras.',
  /** The visible mark of a card that is not a client's review (FTC 16 CFR 465; decision 145). */
  example: 'Ejemplo',
  /** Under the cards while any of them is an example. */
  examplesNote:
    'Las tarjetas marcadas como “Ejemplo” muestran el tipo de reseña que pedimos; no son reseñas de clientes.',
  items: [
    {
      quote: 'Subí mi W-2 a la hora del almuerzo y recibí mi reembolso en menos de tres semanas.',
      name: 'Maria G.',
      state: 'Texas',
    },
    {
      quote: 'La calculadora me mostró la tarifa antes de pagar nada. Sin sorpresas.',
      name: 'James T.',
      state: 'Ohio',
    },
    {
      quote: 'Con dos hijos, los créditos siempre me confundían. Me explicaron cada línea.',
      name: 'Aisha K.',
      state: 'Georgia',
    },
  ],
};

export const notFound: Copy['notFound'] = {
  heading: 'Página no encontrada',
  body: 'No encontramos esa página.',
  home: 'Ir a la página de inicio',
};

export const error: Copy['error'] = {
  heading: 'Algo salió mal',
  body: 'Lo sentimos, no se pudo mostrar esta página. Inténtelo de nuevo en un momento.',
  home: 'Ir a la página de inicio',
  methodNotAllowed: 'Esta dirección no acepta ese tipo de solicitud.',
  crossSitePost: 'Este formulario solo se puede enviar desde nuestras propias páginas.',
  tooLargeHeading: 'Se envió demasiado',
  tooLarge:
    'Lo enviado es más grande de lo que acepta cualquiera de nuestros formularios. Vuelva atrás y envíe menos.',
  noSuchApi: 'Esta dirección no existe en nuestra API.',
  requestUnreadable: 'No se pudo leer la solicitud.',
  ourFailure: 'Algo falló de nuestro lado. Inténtelo de nuevo en un minuto.',
};
