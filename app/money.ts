const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.5 → "$1,234.50"; negative amounts as "-$35.00". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 100000 → "$100,000", for thresholds where cents would only be noise. */
export function formatUsdWhole(amount: number): string {
  return usdWhole.format(amount);
}
