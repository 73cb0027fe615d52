/**
 * A number of bytes as the site writes a size: "512 bytes", "64 KB", "1.5 MB" (binary multiples:
 * 1 KB = 1,024 bytes), one decimal place when the size is not whole. The one formatter of sizes:
 * the upload's "The limit is 20 MB." is written with it.
 */
export function formatBytes(bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'MB']
      : bytes >= 1024
        ? [bytes / 1024, 'KB']
        : [bytes, 'bytes'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}
