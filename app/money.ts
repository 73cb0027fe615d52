/**
 * Dollar amounts in the page's language (`copy.locale`: en-US "$1,234.50", es-US "$1,234.50"
 * too, as US Spanish writes them). The formatters are made once per locale.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      ...(whole
        ? { maximumFractionDigits: 0 }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    });
    formatters.set(key, found);
  }
  return found;
}

/** 1234.5 → "$1,234.50"; negative amounts as "-$35.00". */
export function formatUsd(amount: number, locale = 'en-US'): string {
  return formatter(locale, false).format(amount);
}

/** 100000 → "$100,000", for thresholds where cents would only be noise. */
export function formatUsdWhole(amount: number, locale = 'en-US'): string {
  return formatter(locale, true).format(amount);
}
