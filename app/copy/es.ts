import type { Copy } from './en';
import { LOCALE } from '~/site/pages';

/** Every form whose post the server cannot read (calculator, contact, tracker) says it alike. */
const FORM_UNREADABLE =
  'No pudimos leer el formulario tal como se envió. Complételo e inténtelo de nuevo.';

/** Both APIs that read JSON (the refund calculator's, the contact form's) say it alike. */
const INVALID_JSON = 'El cuerpo de la solicitud no es un JSON válido.';

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * Every word a visitor reads, in Spanish for US taxpayers: the IRS's own Spanish terms
 * ("reembolso", "crédito tributario por hijos", "estado civil para efectos de la declaración").
 * Same keys as the English catalogue: the `Copy` type refuses a missing or extra one.
 */
export const es: Copy = {
  layout: {
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
      copyright: (year: string, name: string) =>
        `© ${year} ${name}. Todos los derechos reservados.`,
      protection:
        'Documentos cifrados con AES-256. El personal inicia sesión con autenticación de múltiples factores.',
    },
  },
  meta: {
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
  },
  home: {
    title: 'Su reembolso de impuestos federales, tramitado con rapidez',
    lead: 'Suba su W-2 o 1099, vea su reembolso estimado y nuestra tarifa desde el principio, y deje que nuestros preparadores presenten su declaración federal.',
    getStarted: 'Comenzar',
    points: [
      'Tarifa visible antes de empezar',
      'Documentos cifrados al llegar',
      'Declaración presentada por personas',
    ],
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
  },
  tracker: {
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
  },
  upload: {
    heading: 'Suba sus documentos tributarios',
    intro:
      'Archivos PDF o imágenes: W-2, 1099, la declaración del año pasado. Se cifran en cuanto llegan.',
    chooseFile: 'Elija un archivo',
    dropHint: 'o arrastre y suelte un archivo aquí',
    accepted: 'PDF o imagen',
    selected: 'Seleccionado:',
    noFileChosen: 'Ningún archivo seleccionado',
    upload: 'Subir',
    uploading: 'Subiendo…',
    progress: 'Progreso de la carga',
    noFile: '¡Seleccione un archivo!',
    success: '¡Carga exitosa! URL: ',
    failure: 'La carga falló. ¡Inténtelo de nuevo!',
    another: 'Subir otro documento',
    tryAgain: 'Volver al formulario de carga',
  },
  cases: {
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
  },
  calculator: {
    heading: 'Calculadora de reembolso',
    intro:
      'Un cálculo de su reembolso federal para ingresos de salario, según las tablas del IRS del año.',
    income: 'Ingreso anual',
    incomeHint: 'Salarios antes de impuestos, en dólares estadounidenses.',
    confirm: 'Confirmo que mi ingreso es correcto',
    details: 'Más detalles (opcional)',
    filingStatus: 'Estado civil para efectos de la declaración',
    withheld: 'Impuesto federal sobre los ingresos retenido',
    withheldHint:
      'Casilla 2 de sus formularios W-2. Si la deja en blanco, suponemos que su empleador retuvo aproximadamente el impuesto adeudado.',
    children: 'Hijos menores de 17 años',
    taxYear: 'Año tributario',
    calculate: 'Calcular',
    resultHeading: 'Su cálculo estimado',
    estimatedRefund: 'Reembolso estimado',
    fee: 'Tarifa',
    netRefund: 'Reembolso neto',
    withheldAssumed: 'Se supuso que la retención es igual a su impuesto antes de los créditos.',
    invalid: 'Revise el formulario:',
    confirmRequired: 'Confirme que su ingreso es correcto.',
    formUnreadable: FORM_UNREADABLE,
    itemized: 'Deducciones detalladas',
    itemizedHint:
      'El total de su Anexo A (Schedule A), si detalla sus deducciones. Si lo deja en blanco, se aplica la deducción estándar.',
    deductionUsed: {
      standard: (amount: string) => `Deducción aplicada: la deducción estándar, ${amount}.`,
      itemized: (amount: string) => `Deducción aplicada: sus deducciones detalladas, ${amount}.`,
      limited: (amount: string, entered: string) =>
        `Deducción aplicada: sus deducciones detalladas, ${amount}: los ${entered} que ingresó, menos el límite de las deducciones detalladas en la categoría tributaria más alta (a partir de 2026).`,
    },
    noRefund: {
      assumed:
        'Todavía no hay reembolso que mostrar: con el impuesto retenido en blanco, suponemos que su empleador retuvo aproximadamente su impuesto, lo que no deja reembolso. Agregue la cantidad de la casilla 2 de su W-2 en “Más detalles (opcional)” y calcule de nuevo.',
      even: 'No hay reembolso que mostrar: el impuesto retenido es igual a su impuesto después de los créditos, así que no hay nada que reembolsar ni que pagar. Verifique que la cantidad en “Más detalles (opcional)” sea la suma de la casilla 2 de todos sus W-2.',
      owed: 'No hay reembolso que mostrar: el impuesto retenido no cubre su impuesto después de los créditos, así que podría adeudar. Verifique que la cantidad en “Más detalles (opcional)” sea la suma de la casilla 2 de todos sus W-2.',
    },
    missing: {
      both: 'Ingrese su ingreso anual y marque “Confirmo que mi ingreso es correcto” para calcular.',
      income: 'Ingrese su ingreso anual para calcular.',
      confirm: 'Marque “Confirmo que mi ingreso es correcto” para calcular.',
    },
    fieldErrors: {
      income:
        'Ingrese su ingreso anual en dólares estadounidenses, como un número, por ejemplo 52000.',
      deductions:
        'Ingrese sus deducciones detalladas en dólares estadounidenses, como un número, por ejemplo 18000, o deje el campo en blanco.',
      withheld:
        'Ingrese el impuesto federal sobre los ingresos retenido en dólares estadounidenses, como un número, por ejemplo 4200, o deje el campo en blanco.',
      children: (max: number) =>
        `Ingrese el número de hijos menores de 17 años como un número entero de 0 a ${max}.`,
      filingStatus: 'Elija uno de los estados civiles para efectos de la declaración de la lista.',
      taxYear: 'Elija uno de los años tributarios de la lista.',
      form: 'Complete el formulario de nuevo.',
    },
    filingStatuses: {
      single: 'Soltero',
      married_joint: 'Casado que presenta una declaración conjunta',
      married_separate: 'Casado que presenta una declaración por separado',
      head_of_household: 'Cabeza de familia',
      surviving_spouse: 'Cónyuge sobreviviente que reúne los requisitos',
    },
  },
  testimonials: {
    heading: 'Testimonios',
    intro: 'Personas que presentaron su declaración con nosotros, en sus propias palabras.',
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
  },
  contact: {
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
      trap: 'Su mensaje parece automático, así que no se envió. Escríbanos por correo electrónico.',
      rateLimited: (minutes: number) =>
        `Envió varios mensajes en poco tiempo. Inténtelo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      unavailable:
        'No pudimos guardar su mensaje en este momento. Inténtelo de nuevo en un minuto.',
      invalidJson: INVALID_JSON,
      notJson: 'Envíe el mensaje como JSON, con Content-Type: application/json.',
      tooLarge: 'El mensaje es demasiado grande para enviarlo.',
      tooSlow: 'El mensaje no llegó a tiempo. Inténtelo de nuevo.',
      formUnreadable: FORM_UNREADABLE,
    },
  },
  agreement: {
    heading: 'Acuerdo de usuario',
    agree: 'Acepto y continúo',
    cancel: 'Cancelar',
    accepted: '¡Acuerdo aceptado! Redirigiendo...',
    feeHeading: 'Nuestra tarifa',
    feeIntro:
      'Nuestra tarifa depende de su ingreso anual y se descuenta de su reembolso. Es la única tarifa que cobramos.',
    feeIncome: 'Ingreso anual',
    feeAmount: 'Tarifa',
    upTo: (amount: string) => `Hasta ${amount}`,
    above: (amount: string) => `Más de ${amount}`,
    feeNeverAboveRefund: (zero: string) =>
      `Nunca cobramos más que su reembolso: la tarifa que cobramos es la menor entre la tarifa de esta tabla y su reembolso, y no hay tarifa cuando no hay reembolso. Su reembolso neto nunca es menor de ${zero}.`,
    feeExample: (refund: string, tierFee: string, charged: string, net: string) =>
      `Por ejemplo, con un reembolso de ${refund} y una tarifa de ${tierFee} en la tabla, cobramos ${charged} y su reembolso neto es ${net}.`,
    terms: [
      {
        heading: 'El servicio',
        body: 'Preparamos y presentamos su declaración de impuestos federales sobre el ingreso a partir de los documentos que usted sube, y damos seguimiento a su reembolso hasta que se pague.',
      },
      {
        heading: 'Sus documentos',
        body: 'Usted confirma que los documentos y las cifras que nos da son verdaderos y completos. Guardamos sus documentos cifrados y los usamos solo para preparar su declaración.',
      },
      {
        heading: 'Estimaciones',
        body: 'Los resultados de la calculadora son estimaciones según las tablas del IRS. El IRS decide su reembolso real.',
      },
    ],
  },
  refundRequest: {
    invalidBody:
      'El cuerpo de la solicitud debe ser un objeto JSON, por ejemplo {"income": 52000}.',
    incomeRequired: 'income es obligatorio: su ingreso anual en dólares estadounidenses.',
    numberInQuotes: (field: string) =>
      `${field} debe ser un número, no texto entre comillas (envíe 52000, no "52000").`,
    notANumber: (field: string) => `${field} debe ser un número de dólares estadounidenses.`,
    notFinite: (field: string) => `${field} debe ser un número finito de dólares.`,
    negative: (field: string) => `${field} no puede ser negativo.`,
    tooLarge: (field: string, max: string) => `${field} debe ser como máximo ${max} dólares.`,
    filingStatus: (statuses: string) => `filingStatus debe ser uno de: ${statuses}.`,
    childrenWhole: (max: number) => `children debe ser un número entero, de 0 a ${max}.`,
    childrenRange: (max: number) => `children debe estar entre 0 y ${max}.`,
    taxYearNumber: 'taxYear debe ser un número, por ejemplo 2025.',
    taxYearSupported: (years: string) =>
      `taxYear debe ser uno de los años tributarios admitidos: ${years}.`,
    invalidJson: INVALID_JSON,
    postOnly: (path: string) => `${path} solo acepta POST.`,
    notJson: 'Envíe la solicitud como JSON, con Content-Type: application/json.',
    bodyTooLarge: (bytes: number) =>
      `El cuerpo de la solicitud debe tener como máximo ${bytes} bytes.`,
    tooSlow: 'El cuerpo de la solicitud no llegó a tiempo.',
  },
  documents: {
    notMultipart: 'Envíe el archivo como multipart/form-data.',
    brokenBody: 'La carga se interrumpió o está dañada. Inténtelo de nuevo.',
    noFile: 'No se envió ningún archivo. Elija un archivo para subir.',
    emptyFile: 'El archivo está vacío.',
    secondFile: 'Envíe un archivo por carga.',
    textNotFile: 'El campo file debe contener un archivo.',
    tooManyFields: 'La carga tiene demasiados campos.',
    missingPreset: 'Falta el upload preset.',
    unknownPreset: 'El upload preset no es conocido.',
    crossSite: 'Solo se aceptan cargas desde las páginas de este sitio.',
    stalled: (seconds: number) =>
      `La carga se detuvo: no llegó nada durante ${seconds === 1 ? '1 segundo' : `${seconds} segundos`}. Inténtelo de nuevo.`,
    tooLarge: (size: string) => `El archivo es demasiado grande. El límite es ${size}.`,
    wrongType:
      'Solo se aceptan archivos PDF e imágenes (JPEG, PNG, GIF, WebP, TIFF, BMP, HEIC, AVIF).',
    tooMany: 'Demasiadas cargas desde su conexión. Espere e inténtelo de nuevo.',
    storageFull: 'El almacén de documentos está lleno. Inténtelo más tarde.',
    storageUnavailable:
      'El almacén de documentos no responde en este momento. Inténtelo de nuevo en un minuto.',
    storageFailed: 'No se pudo guardar el documento. Inténtelo de nuevo.',
    linkNotValid: 'Este enlace no es válido o ya venció.',
    tooManyDownloads:
      'Demasiadas descargas a la vez desde su conexión. Deje que termine una primero.',
    noSuchDocument: 'Este documento no existe.',
    unreadable: 'Este documento no se puede leer.',
  },
  notFound: {
    heading: 'Página no encontrada',
    body: 'No encontramos esa página.',
    home: 'Ir a la página de inicio',
  },
  error: {
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
  },
  terms: {
    heading: 'Términos del servicio',
    version: 'Versión del',
    intro:
      'Estos son los términos que usted acepta en la página del Acuerdo de usuario, para volver a leerlos cuando quiera. Cómo tratamos su información se explica en nuestro',
    privacyLink: 'aviso de privacidad',
  },
  privacy: {
    heading: 'Aviso de privacidad',
    version: 'Versión del',
    intro: (site: string) =>
      `Este aviso explica, en palabras sencillas, qué recopila ${site} cuando usa este sitio, para qué, quién lo ve, cómo se protege y cuánto tiempo lo guardamos.`,
    collectHeading: 'Qué recopilamos y para qué',
    collect: [
      'Los documentos que sube, como su W-2, 1099 o la declaración del año pasado: para preparar y presentar su declaración federal.',
      'Los mensajes que envía con el formulario de contacto, con el nombre y el correo electrónico que nos da: para responderle.',
      'La dirección desde la que se conecta su dispositivo (su dirección IP): para limitar cuántos archivos puede subir un dispositivo en pocos minutos, de modo que el servicio siga disponible para todos. Solo se cuenta durante ese tiempo.',
    ],
    cookiesHeading: 'Cookies y almacenamiento en su navegador',
    cookies: [
      'Una cookie une sus archivos y mensajes en un mismo caso, para que nuestro personal los vea juntos y usted pueda seguir su reembolso. Los scripts no pueden leerla, contiene un número de caso firmado y nada sobre usted, y vence a los 30 días.',
      'Su navegador recuerda, solo en su dispositivo, que aceptó el acuerdo de usuario y que cerró el anuncio. Esto nunca se nos envía.',
      'Cuando elige un idioma con el enlace “Español” o “English”, una cookie lo recuerda durante un año, para que el sitio le ofrezca sus páginas en ese idioma. Solo contiene el idioma.',
      'Sin publicidad, sin analítica y sin rastreo: este sitio no carga nada de otras empresas.',
    ],
    whoHeading: 'Quién ve su información',
    who: 'Solo nuestro personal que prepara declaraciones. Cada persona inicia sesión con una contraseña y un código de una aplicación de autenticación (inicio de sesión de múltiples factores), y cada caso abierto y documento descargado queda registrado. No vendemos ni compartimos su información; enviamos su declaración al IRS cuando la presentamos por usted.',
    protectHeading: 'Cómo la protegemos',
    protect:
      'Sus documentos se cifran con AES-256 en cuanto llegan, antes de guardarse, y solo viajan por una conexión segura (HTTPS). El enlace que aparece después de subir un archivo está firmado y deja de funcionar al poco tiempo.',
    keepHeading: 'Cuánto tiempo la guardamos',
    keep: (days: string) =>
      `Guardamos sus documentos y mensajes durante ${days} días después de la última actividad en su caso (un archivo, un mensaje o un cambio de estado), y luego los eliminamos definitivamente, como pide la Regla de Salvaguardas de la FTC a los preparadores de impuestos, salvo que la ley nos obligue a guardarlos más tiempo.`,
    askHeading: 'Preguntas y solicitudes',
    ask: 'Para ver o eliminar lo que guardamos sobre usted, o para preguntar sobre este aviso, escriba a',
  },
  locale: LOCALE.es,
  longDate: (day: number, month: number, year: number) =>
    `${day} de ${MESES[month - 1] ?? ''} de ${year}`,
};
