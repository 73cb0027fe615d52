import type { ComponentType } from 'react';
import type { Lang } from '~/site/pages';
import { LanguageProvider } from './context';
import { en } from './en';
import { es } from './es';

/** For unit tests: a route component inside a language, as its layout route provides it. */
export function inLanguage(lang: Lang, Component: ComponentType): ComponentType {
  const language = { lang, copy: lang === 'es' ? es : en };
  return function InLanguage() {
    return (
      <LanguageProvider language={language}>
        <Component />
      </LanguageProvider>
    );
  };
}
