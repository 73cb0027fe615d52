import type { SigningCopy } from '../en/signing';

/** Las palabras en español de revisar y firmar (app/copy/en/signing.ts tiene las inglesas). */
export const signing: SigningCopy = {
  heading: 'Revise y firme su declaración',
  returnPdf: 'Su declaración (PDF)',
  formPdf: 'Formulario 8879 (PDF)',
  refund: 'Reembolso en su declaración',
  fee: 'Nuestra tarifa',
  net: 'Reembolso neto',
  identity: 'Confirme quién es usted',
  dateOfBirth: 'Fecha de nacimiento',
  code: 'Código que le enviamos por correo',
  codeHint:
    'Los 6 dígitos del correo que le enviamos. Un código sirve una vez, dentro de 15 minutos.',
  sendCode: 'Envíenme un código por correo',
  codeSent: 'Le enviamos un código por correo. Sirve una vez, dentro de 15 minutos.',
  reviewed: 'He revisado mi declaración y el Formulario 8879',
  agree: 'Acepto firmar electrónicamente',
  typeName: 'Escriba su nombre completo',
  typeNameHint: 'Su nombre y apellido, como en los datos de su declaración. Esta es su firma.',
  spouseTypeName: 'Cónyuge: escriba su nombre completo',
  spouseDateOfBirth: 'Fecha de nacimiento del cónyuge',
  spouseAgrees: 'Mi cónyuge acepta firmar electrónicamente',
  draw: 'Dibuje su firma',
  spouseDraw: 'Cónyuge: dibuje su firma',
  drawHint: 'Opcional: su nombre escrito es su firma.',
  clear: 'Borrar',
  sign: 'Firmar el Formulario 8879',
  errorSummary: 'Hay un problema',
  signed: (date) => `Usted firmó su Formulario 8879 el ${date}.`,
  signedPdf: 'Su Formulario 8879 firmado (PDF)',
  voided: 'Firma anulada: la declaración fue reemplazada',
  locked: (phone) => `La firma está bloqueada por 24 horas. Llámenos al ${phone}.`,
  paper: {
    heading: '¿Prefiere firmar en papel?',
    intro:
      'Imprima el Formulario 8879, fírmelo a mano (los dos en una declaración conjunta) y envíenos un escaneo o una foto.',
    file: 'Formulario 8879 firmado',
    send: 'Enviar formulario firmado',
    sent: 'Recibimos su formulario firmado. Su preparador lo revisará.',
  },
  errors: {
    noReturn: 'No hay ninguna declaración esperando su firma.',
    replaced:
      'Esta declaración fue reemplazada por una más reciente, y no se firmó nada. Revise la nueva declaración y fírmela.',
    alreadySigned: 'Esta declaración ya está firmada.',
    dateOfBirth: 'Escriba su fecha de nacimiento como la dio en los datos de su declaración.',
    dateOfBirthWrong: 'La fecha de nacimiento no coincide con los datos de su declaración.',
    code: 'Escriba el código de 6 dígitos que le enviamos por correo.',
    codeWrong: 'El código no es correcto o ya venció. Pida uno nuevo.',
    noEmail:
      'Primero denos un correo electrónico para recibir novedades (en «Correo para avisos» de esta página): le enviamos el código allí.',
    mailOff:
      'En este momento no podemos enviar correos electrónicos, así que ningún código puede llegarle y esta declaración no se puede firmar en esta página. Fírmela en papel (más abajo).',
    tooManyCodes: (phone) =>
      `Ya pidió 5 códigos hoy. Inténtelo de nuevo mañana, o llámenos al ${phone}.`,
    reviewed: 'Marque la casilla para indicar que revisó su declaración y el Formulario 8879.',
    agree: 'Marque la casilla para aceptar firmar electrónicamente.',
    typeName: 'Escriba su nombre y apellido como están en los datos de su declaración.',
    spouseTypeName:
      'Escriba el nombre y apellido de su cónyuge como están en los datos de su declaración.',
    spouseDateOfBirth:
      'Escriba la fecha de nacimiento de su cónyuge como la dio en los datos de su declaración.',
    spouseDateOfBirthWrong:
      'La fecha de nacimiento del cónyuge no coincide con los datos de su declaración.',
    spouseAgrees: 'Marque la casilla para indicar que su cónyuge acepta firmar electrónicamente.',
    drawing:
      'No pudimos leer la firma dibujada. Bórrela y dibújela de nuevo, o firme solo con su nombre escrito.',
  },
  mail: {
    readySubject: (reference) => `Su declaración del caso ${reference} está lista para firmar`,
    readyBody: (reference, link, siteName, phone) =>
      `Su preparador terminó su declaración del caso ${reference}. Revísela y firme su Formulario 8879 en la página de su caso. Este enlace la abre una vez, dentro de 72 horas:\n${link}\n\n${siteName}\n${phone}\n`,
    codeSubject: (reference) => `Su código para firmar del caso ${reference}`,
    codeBody: (reference, code, siteName, phone) =>
      `Su código para firmar el Formulario 8879 del caso ${reference} es:\n\n${code}\n\nSirve una vez, dentro de 15 minutos. Si no lo pidió, llámenos.\n\n${siteName}\n${phone}\n`,
  },
  record: {
    title: 'Registro de firma electrónica',
    intro:
      'Esta página es parte del Formulario 8879 firmado. Registra cómo se firmó electrónicamente el formulario anterior en la página de nuestro caso.',
    caseReference: 'Referencia del caso',
    taxYear: 'Año tributario',
    method: 'Método',
    methodText:
      'Firma electrónica en la página de nuestro caso: el nombre escrito por cada firmante, después de las verificaciones de identidad siguientes.',
    taxpayer: 'Contribuyente',
    spouse: 'Cónyuge',
    typedName: 'Nombre escrito',
    drawnSignature: 'Firma dibujada',
    noDrawing: 'No se dibujó',
    signedUtc: 'Firmado (UTC)',
    signedOffice: (zone) => `Firmado (hora de la oficina, ${zone})`,
    ipAddress: 'Dirección IP',
    browser: 'Navegador',
    checks: 'Verificaciones de identidad',
    checkDateOfBirth:
      'La fecha de nacimiento del contribuyente coincide con los datos de la declaración',
    checkSpouseDateOfBirth:
      'La fecha de nacimiento del cónyuge coincide con los datos de la declaración',
    checkCode: 'Código de 6 dígitos enviado al correo del caso, escrito dentro de 15 minutos',
    passed: 'Aprobada',
    consents: 'Consentimientos, como se mostraron al firmante',
    hashes: 'SHA-256 de los archivos como se revisaron',
    returnHash: 'Declaración',
    formHash: 'Formulario 8879',
  },
};
