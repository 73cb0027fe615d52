import { createContext, type ReactNode, useContext } from 'react';
import { type Lang, type PageKey, pathOf } from '~/site/pages';
import type { Copy } from './en';

/**
 * The language of the page being shown and its catalogue. Each language's layout route
 * (app/routes/layout-en.tsx, layout-es.tsx) imports its own catalogue and provides it here, so a
 * page ships only the words of its own language (decision 027). Components read it with
 * `useCopy()` and make links with `usePath()`; nothing here imports a catalogue.
 */
export interface Language {
  readonly lang: Lang;
  readonly copy: Copy;
}

const LanguageContext = createContext<Language | null>(null);

export function LanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (language === null) {
    throw new Error('useCopy() outside a language layout: render the page inside LanguageProvider');
  }
  return language;
}

/** The words of the page's language: `const copy = useCopy(); copy.calculator.heading`. */
export function useCopy(): Copy {
  return useLanguage().copy;
}

/** Paths in the page's language: `usePath()('upload')` is `/es/upload` on a Spanish page. */
export function usePath(): (key: PageKey) => string {
  const { lang } = useLanguage();
  return (key) => pathOf(key, lang);
}

/** What a language layout exports as its route `handle`, for code outside the provider (meta). */
export interface LanguageHandle {
  readonly language: Language;
}

/** The language of the deepest matched route that names one (its layout's handle). */
export function languageOfMatches(
  matches: readonly ({ handle?: unknown } | undefined)[],
): Language | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<LanguageHandle> | undefined;
    if (handle?.language !== undefined) return handle.language;
  }
  return undefined;
}
