/**
 * Dollar amounts as the site writes them: "$1,234.50", negative "-$35.00", everywhere a person
 * reads one (the public pages, the case page, the staff screens). US English and US Spanish write
 * dollars alike (es-US: "$1,234.50"), so the page's language does not change them.
 *
 * Written by hand, not with Intl.NumberFormat: the first Intl formatter a page makes loads ICU's
 * data, a task of 35 to 60 ms on this project's test hosts (far more on a slow phone), and it
 * came while the page hydrated, the longest task of every page load
 * (docs/decisions/053-formatting-without-intl-in-the-browser.md). The tests check these functions
 * against Intl.NumberFormat, which Node has with full ICU, over many amounts.
 */

/** "1234567" → "1,234,567". */
function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = digits.slice(start, end) + (grouped === '' ? '' : `,${grouped}`);
  }
  return grouped;
}

/**
 * The digits of `amount` (not negative, below 1e21) rounded to `decimals` places, half away from
 * zero, on the shortest decimal that reads back as the same number (as Intl rounds: 1.005 →
 * "1.01", where `toFixed` gives "1.00").
 */
function roundedDigits(amount: number, decimals: number): { whole: string; fraction: string } {
  const text = String(amount);
  if (text.includes('e')) {
    // Only amounts below 1e-6 are written with an exponent here: they round to zero.
    return { whole: '0', fraction: '0'.repeat(decimals) };
  }
  const [wholeText = '0', fractionText = ''] = text.split('.');
  const kept = fractionText.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (fractionText[decimals] ?? '0') >= '5';
  let digits = BigInt(wholeText + kept);
  if (roundUp) digits += 1n;
  const all = digits.toString().padStart(decimals + 1, '0');
  return {
    whole: all.slice(0, all.length - decimals),
    fraction: decimals === 0 ? '' : all.slice(all.length - decimals),
  };
}

function format(amount: number, decimals: number): string {
  // NaN, Infinity and the astronomic: not amounts this site computes, but written as Intl would.
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount);
  }
  // Intl writes a minus on every negative amount, -0 and amounts that round to zero included.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const { whole, fraction } = roundedDigits(Math.abs(amount), decimals);
  return `${sign}$${groupThousands(whole)}${fraction === '' ? '' : `.${fraction}`}`;
}

/** 1234.5 → "$1,234.50"; negative amounts as "-$35.00". */
export function formatUsd(amount: number): string {
  return format(amount, 2);
}

/** 100000 → "$100,000", for thresholds where cents would only be noise. */
export function formatUsdWhole(amount: number): string {
  return format(amount, 0);
}

/** An amount kept in cents (the database's estimates): 125050 → "$1,250.50". */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/**
 * Cents as a form field shows them, for the staff to edit and server/cases/money.ts's
 * `parseDollars` to read back: 125050 → "1250.50" (no sign, no grouping).
 */
export function centsFieldText(cents: number): string {
  return format(cents / 100, 2)
    .replace('$', '')
    .replaceAll(',', '');
}
