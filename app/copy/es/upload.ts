import type { Copy } from '../en';

/** The Spanish words of the upload form and of the upload and download answers. */

export const upload: Copy['upload'] = {
  heading: 'Suba sus documentos tributarios',
  intro:
    'Archivos PDF o imágenes: W-2, 1099, la declaración del año pasado. Se cifran en cuanto llegan.',
  chooseFile: 'Elija un archivo',
  dropHint: 'o arrastre y suelte archivos aquí',
  accepted: 'PDF o imagen',
  selected: 'Seleccionado:',
  noFileChosen: 'Ningún archivo seleccionado',
  upload: 'Subir',
  uploading: 'Subiendo…',
  progress: 'Progreso de la carga',
  noFile: '¡Seleccione un archivo!',
  success: '¡Carga exitosa! URL: ',
  failure: 'La carga falló. ¡Inténtelo de nuevo!',
  guided: '¿No sabe qué enviar? Responda unas preguntas y le decimos qué documentos necesitamos.',
  another: 'Subir otro documento',
  tryAgain: 'Volver al formulario de carga',
  onlyFirst:
    'Solo se guardó el primer archivo: sin JavaScript, se sube un archivo a la vez. Suba los demás uno por uno.',
};

export const documents: Copy['documents'] = {
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
  requestClosed:
    'Esta solicitud ya tiene respuesta, o no es una solicitud de su caso. No se guardó nada.',
  linkNotValid: 'Este enlace no es válido o ya venció.',
  tooManyDownloads:
    'Demasiadas descargas a la vez desde su conexión. Deje que termine una primero.',
  noSuchDocument: 'Este documento no existe.',
  unreadable: 'Este documento no se puede leer.',
};
