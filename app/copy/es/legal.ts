import type { Copy } from '../en';

/** The Spanish words of the legal texts: the user agreement, the terms and the privacy notice. */

export const agreement: Copy['agreement'] = {
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
};

export const terms: Copy['terms'] = {
  heading: 'Términos del servicio',
  version: 'Versión del',
  intro:
    'Estos son los términos que usted acepta en la página del Acuerdo de usuario, para volver a leerlos cuando quiera. Cómo tratamos su información se explica en nuestro',
  privacyLink: 'aviso de privacidad',
};

export const privacy: Copy['privacy'] = {
  heading: 'Aviso de privacidad',
  version: 'Versión del',
  intro: (site: string) =>
    `Este aviso explica, en palabras sencillas, qué recopila ${site} cuando usa este sitio, para qué, quién lo ve, cómo se protege y cuánto tiempo lo guardamos.`,
  collectHeading: 'Qué recopilamos y para qué',
  collect: [
    'Los documentos que sube, como su W-2, 1099 o la declaración del año pasado: para preparar y presentar su declaración federal.',
    'Los mensajes que envía con el formulario de contacto, con el nombre y el correo electrónico que nos da: para responderle.',
    'La dirección desde la que se conecta su dispositivo (su dirección IP): para limitar cuántos archivos puede subir un dispositivo en pocos minutos, de modo que el servicio siga disponible para todos. Solo se cuenta durante ese tiempo.',
    'Cuando pulsa “Acepto y continúo”: la hora, qué versión del acuerdo de usuario aceptó y en qué idioma, su dirección IP y el nombre con que se identifica su navegador. Se guardan con su caso, como constancia de su aceptación.',
  ],
  cookiesHeading: 'Cookies y almacenamiento en su navegador',
  cookies: [
    'Una cookie une sus archivos, mensajes y su aceptación del acuerdo de usuario en un mismo caso, para que nuestro personal los vea juntos y usted pueda seguir su reembolso. Los scripts no pueden leerla, contiene un número de caso firmado y nada sobre usted, y vence a los 30 días.',
    'Su navegador también recuerda, solo en su dispositivo, que aceptó el acuerdo de usuario y que cerró el anuncio.',
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
    `Guardamos sus documentos, mensajes y los demás registros de su caso durante ${days} días después de la última actividad en su caso (un archivo, un mensaje o un cambio de estado), y luego los eliminamos definitivamente, como pide la Regla de Salvaguardas de la FTC a los preparadores de impuestos, salvo que la ley nos obligue a guardarlos más tiempo.`,
  keepSigned:
    'Un Formulario 8879 firmado (electrónicamente o en papel), su registro de firma electrónica y la declaración que autoriza se guardan durante 3 años después de la fecha más tardía entre el 15 de abril del año siguiente al año tributario y la fecha en que usted firmó, como exige el IRS, y luego se eliminan definitivamente.',
  askHeading: 'Preguntas y solicitudes',
  ask: 'Para ver o eliminar lo que guardamos sobre usted, o para preguntar sobre este aviso, escriba a',
};
