import type { Page } from '@playwright/test';
import {
  type Lang,
  NAV_PAGES,
  PAGES as SITE_PAGES,
  type PageKey,
  pathOf,
} from '../../app/site/pages';

/**
 * The names a visitor sees, per language, written here on their own (not read from the copy
 * catalogue, so a test fails when a page says something else): the specs run in each language
 * with these names.
 */
const NAMES = {
  en: {
    h1: {
      home: 'Your federal tax refund, filed fast',
      upload: 'Upload Your Tax Documents',
      calculator: 'Refund Calculator',
      testimonials: 'Testimonials',
      contact: 'Contact Us',
      agreement: 'User Agreement',
      terms: 'Terms of Service',
      privacy: 'Privacy Notice',
    },
    nav: {
      home: 'Home',
      upload: 'Upload Docs',
      calculator: 'Calculator',
      testimonials: 'Testimonials',
      contact: 'Contact',
      agreement: 'Agreement',
      terms: 'Terms',
      privacy: 'Privacy',
    },
    mainNav: 'Main',
    footerNav: 'Footer',
    announcement: 'Announcement',
    bannerLink: 'Calculate Refund',
    // The banner's sentence without JavaScript, and in each part of the IRS filing season.
    bannerAllYear: 'Federal tax refunds, filed fast',
    season: {
      off: 'Filing season opens in late January',
      open: 'Filing season is open',
      extension: 'On an extension? Your return is due in mid-October',
    },
    closeBanner: 'Close banner',
    menu: 'Menu',
    skip: 'Skip to content',
    notFound: 'Page not found',
    goHome: 'Go to the home page',
    otherLanguage: 'Español',
    getStarted: 'Get Started',
    income: 'Annual income',
    withheld: 'Federal income tax withheld',
    itemized: 'Itemized deductions',
    children: 'Children under 17',
    filingStatus: 'Filing status',
    taxYear: 'Tax year',
    confirm: 'I confirm my income is accurate',
    calculate: 'Calculate',
    yourEstimate: 'Your estimate',
    single: 'Single',
    resultTerms: ['Estimated refund', 'Fee', 'Net refund'],
    upload: 'Upload',
    chooseFile: 'Choose a file',
    noFileChosen: 'No file chosen',
    selected: 'Selected:',
    noFile: 'Please select a file!',
    uploadSuccess: 'Upload successful! URL: ',
    uploadFailure: 'Upload failed. Try again!',
    wrongType:
      'Only PDF files and images (JPEG, PNG, GIF, WebP, TIFF, BMP, HEIC, AVIF) are accepted.',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    next: 'Next',
    back: 'Back',
    send: 'Send',
    step1: 'Step 1: Your Info',
    step2: 'Step 2: Your Message',
    step3: 'Step 3: Review & Send',
    thanks: 'Thanks for Reaching Out!',
    backHome: 'Back to Home',
    agree: 'I Agree & Continue',
    cancel: 'Cancel',
    accepted: 'Agreement accepted! Redirecting...',
    home: {
      tracker: 'Refund Tracker',
      trackerExample: 'Example: look up your reference to see your own refund.',
      estimatedRefund: 'Estimated refund',
      recentActivity: 'Recent activity',
      exampleActivity: ['Document uploaded', 'Processing started'],
      track: 'Track Refund',
      reference: 'Reference',
      lookUp: 'Look up',
      referenceNotFound: 'We could not find that reference. Check it and try again.',
      testimonials: 'Testimonials',
      protection: 'How we protect your documents',
      protectionPoints: [
        'Encrypted the moment they arrive',
        'Seen only by your preparer',
        'Deleted when no longer needed',
      ],
      // RETENTION_DAYS, filled in at server start: the default is 730.
      deletedAfter: 'deleted 730 days after',
      privacyLink: 'Read our privacy notice',
      fees: 'Our fee, at a glance',
      feeTiers: [
        /^\$35\s*Up to \$100,000$/,
        /^\$75\s*Up to \$243,000$/,
        /^\$250\s*Up to \$609,000$/,
        /^\$500\s*Above \$609,000$/,
      ],
    },
    legal: {
      version: /^Version of [A-Z][a-z]+ \d{1,2}, \d{4}$/,
      firstTerm: 'The service',
      privacySections: [
        'What we collect and why',
        'Cookies and storage in your browser',
        'Who sees your information',
        'How we protect it',
        'How long we keep it',
      ],
      privacyMentions: [
        'documents you upload',
        'contact form',
        'IP address',
        'authenticator app',
        'AES-256',
      ],
      // RETENTION_DAYS, filled in at server start: the default is 730.
      retention: 'for 730 days after the last activity on your case',
    },
  },
  es: {
    h1: {
      home: 'Su reembolso de impuestos federales, tramitado con rapidez',
      upload: 'Suba sus documentos tributarios',
      calculator: 'Calculadora de reembolso',
      testimonials: 'Testimonios',
      contact: 'Contáctenos',
      agreement: 'Acuerdo de usuario',
      terms: 'Términos del servicio',
      privacy: 'Aviso de privacidad',
    },
    nav: {
      home: 'Inicio',
      upload: 'Subir documentos',
      calculator: 'Calculadora',
      testimonials: 'Testimonios',
      contact: 'Contacto',
      agreement: 'Acuerdo',
      terms: 'Términos',
      privacy: 'Privacidad',
    },
    mainNav: 'Principal',
    footerNav: 'Pie de página',
    announcement: 'Anuncio',
    bannerLink: 'Calcular reembolso',
    bannerAllYear: 'Reembolsos de impuestos federales, presentados rápido',
    season: {
      off: 'La temporada de declaraciones de impuestos abre a fines de enero',
      open: 'La temporada de declaraciones de impuestos está abierta',
      extension: '¿Tiene una prórroga? Su declaración vence a mediados de octubre',
    },
    closeBanner: 'Cerrar anuncio',
    menu: 'Menú',
    skip: 'Saltar al contenido',
    notFound: 'Página no encontrada',
    goHome: 'Ir a la página de inicio',
    otherLanguage: 'English',
    getStarted: 'Comenzar',
    income: 'Ingreso anual',
    withheld: 'Impuesto federal sobre los ingresos retenido',
    itemized: 'Deducciones detalladas',
    children: 'Hijos menores de 17 años',
    filingStatus: 'Estado civil para efectos de la declaración',
    taxYear: 'Año tributario',
    confirm: 'Confirmo que mi ingreso es correcto',
    calculate: 'Calcular',
    yourEstimate: 'Su cálculo estimado',
    single: 'Soltero',
    resultTerms: ['Reembolso estimado', 'Tarifa', 'Reembolso neto'],
    upload: 'Subir',
    chooseFile: 'Elija un archivo',
    noFileChosen: 'Ningún archivo seleccionado',
    selected: 'Seleccionado:',
    noFile: '¡Seleccione un archivo!',
    uploadSuccess: '¡Carga exitosa! URL: ',
    uploadFailure: 'La carga falló. ¡Inténtelo de nuevo!',
    wrongType:
      'Solo se aceptan archivos PDF e imágenes (JPEG, PNG, GIF, WebP, TIFF, BMP, HEIC, AVIF).',
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    next: 'Siguiente',
    back: 'Atrás',
    send: 'Enviar',
    step1: 'Paso 1: Sus datos',
    step2: 'Paso 2: Su mensaje',
    step3: 'Paso 3: Revisar y enviar',
    thanks: '¡Gracias por comunicarse con nosotros!',
    backHome: 'Volver al inicio',
    agree: 'Acepto y continúo',
    cancel: 'Cancelar',
    accepted: '¡Acuerdo aceptado! Redirigiendo...',
    home: {
      tracker: 'Seguimiento del reembolso',
      trackerExample: 'Ejemplo: consulte su número de referencia para ver su propio reembolso.',
      estimatedRefund: 'Reembolso estimado',
      recentActivity: 'Actividad reciente',
      exampleActivity: ['Documento subido', 'Procesamiento iniciado'],
      track: 'Rastrear reembolso',
      reference: 'Número de referencia',
      lookUp: 'Consultar',
      referenceNotFound: 'No encontramos ese número de referencia. Revíselo e inténtelo de nuevo.',
      testimonials: 'Testimonios',
      protection: 'Cómo protegemos sus documentos',
      protectionPoints: [
        'Cifrados en cuanto llegan',
        'Solo los ve quien prepara su declaración',
        'Eliminados cuando ya no se necesitan',
      ],
      deletedAfter: 'se eliminan 730 días después',
      privacyLink: 'Lea nuestro aviso de privacidad',
      fees: 'Nuestra tarifa, de un vistazo',
      feeTiers: [
        /^\$35\s*Hasta \$100,000$/,
        /^\$75\s*Hasta \$243,000$/,
        /^\$250\s*Hasta \$609,000$/,
        /^\$500\s*Más de \$609,000$/,
      ],
    },
    legal: {
      version: /^Versión del \d{1,2} de [a-z]+ de \d{4}$/,
      firstTerm: 'El servicio',
      privacySections: [
        'Qué recopilamos y para qué',
        'Cookies y almacenamiento en su navegador',
        'Quién ve su información',
        'Cómo la protegemos',
        'Cuánto tiempo la guardamos',
      ],
      privacyMentions: [
        'documentos que sube',
        'formulario de contacto',
        'dirección IP',
        'aplicación de autenticación',
        'AES-256',
      ],
      retention: 'durante 730 días después de la última actividad en su caso',
    },
  },
} satisfies Record<Lang, unknown>;

export type Names = (typeof NAMES)['en'];

export interface SiteLanguage {
  readonly lang: Lang;
  /** The browser's language in the specs of this language (navigator.languages, Accept-Language). */
  readonly locale: string;
  /** The path of a page in this language. */
  readonly path: (key: PageKey) => string;
  readonly t: Names;
  /** Every page with its h1. */
  readonly pages: readonly { key: PageKey; path: string; h1: string }[];
  /** The navigation's links by name (docs/product.md), in order. */
  readonly navLinks: readonly (readonly [string, string])[];
}

function site(lang: Lang, locale: string): SiteLanguage {
  const t: Names = NAMES[lang];
  const path = (key: PageKey) => pathOf(key, lang);
  return {
    lang,
    locale,
    path,
    t,
    pages: SITE_PAGES.map(({ key }) => ({ key, path: path(key), h1: t.h1[key] })),
    navLinks: NAV_PAGES.map(({ key }) => [t.nav[key], path(key)] as const),
  };
}

export const ENGLISH = site('en', 'en-US');
export const SPANISH = site('es', 'es-US');
/** Run a spec in each: `for (const site of LANGUAGES) test.describe(site.lang, () => …)`. */
export const LANGUAGES = [ENGLISH, SPANISH] as const;

/** Every English page with its h1, for tests that walk every route. */
export const PAGES = ENGLISH.pages;

/** The English navigation's links by name (docs/product.md), in order. */
export const NAV_LINKS = ENGLISH.navLinks;

/**
 * React has hydrated the page: its root on the document is no longer dehydrated. React attaches
 * its listeners (`_reactListening`) before it hydrates, which takes several tasks; a click in
 * between is replayed by React but its default action is not stopped, so a submit button posts
 * natively. This reads React's own root (React is pinned; tests only). Runs in the page.
 */
const reactHydrated = () => {
  // A page that ships no React (decision 123; a standalone module has a src, decision 148) is as
  // it will ever be once it has loaded.
  if (
    document.readyState === 'complete' &&
    !document.querySelector('script[type="module"]:not([src])')
  ) {
    return true;
  }
  type Root = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
  const roots = document as unknown as Record<string, Root | undefined>;
  const key = Object.keys(roots).find((name) => name.startsWith('__reactContainer$'));
  return key !== undefined && roots[key]?.stateNode?.current?.memoizedState?.isDehydrated === false;
};

/**
 * Resolves once React has hydrated the page (at once for a page without scripts). `load` can come
 * before hydration: a test of what scripts do waits for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(reactHydrated);
}

/**
 * Opens a page and waits until React has hydrated it, for tests of what scripts do. Before that, a
 * submit button posts the form to the server (the no-JavaScript path), which is not what they test.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * On the open English contact page: fills step 1 (name, e-mail) and step 2 (the message), each
 * moved on with Next; step 3 (the review, with Send) follows.
 */
export async function fillContactSteps(
  page: Page,
  { name, email, message }: { name: string; email: string; message: string },
): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Whether React has hydrated the page yet. */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(reactHydrated);
}
