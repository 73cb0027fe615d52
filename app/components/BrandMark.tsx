/** The brand mark (the favicon's check on green), beside the site name: decorative. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="#0b5d3b" />
      <path
        d="M9 17l5 5 9-11"
        fill="none"
        stroke="#f2c14e"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
