/**
 * The hero's picture: a W-2 under a shield with a check, drawn inline so that nothing is fetched
 * before first paint and the hero text stays the largest thing painted (an inline SVG drawing is
 * no LCP candidate). Decorative: the text beside it says the same.
 */
export function HeroIllustration() {
  return (
    <svg
      className="hero__art"
      width="360"
      height="300"
      viewBox="0 0 360 300"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="190" cy="150" r="132" fill="#e3f0e8" />
      <g transform="rotate(-6 150 150)">
        <rect
          x="70"
          y="40"
          width="170"
          height="220"
          rx="12"
          fill="#fff"
          stroke="#c9d2cd"
          strokeWidth="2"
        />
        <rect x="90" y="62" width="56" height="14" rx="3" fill="#0b5d3b" />
        <text
          x="96"
          y="73"
          fontFamily="system-ui, sans-serif"
          fontSize="11"
          fontWeight="700"
          fill="#fff"
        >
          W-2
        </text>
        <rect x="90" y="92" width="130" height="8" rx="4" fill="#c9d2cd" />
        <rect x="90" y="110" width="100" height="8" rx="4" fill="#c9d2cd" />
        <rect x="90" y="136" width="60" height="30" rx="4" fill="#f6f8f7" stroke="#c9d2cd" />
        <rect x="158" y="136" width="62" height="30" rx="4" fill="#f6f8f7" stroke="#c9d2cd" />
        <rect x="90" y="178" width="130" height="8" rx="4" fill="#c9d2cd" />
        <rect x="90" y="196" width="84" height="8" rx="4" fill="#c9d2cd" />
      </g>
      <path
        d="M262 120l52 20v40c0 36-24 60-52 72-28-12-52-36-52-72v-40z"
        fill="#0b5d3b"
        stroke="#fff"
        strokeWidth="4"
      />
      <path
        d="M240 184l16 16 30-34"
        fill="none"
        stroke="#f2c14e"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="84" cy="250" r="26" fill="#f2c14e" />
      <text
        x="84"
        y="258"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="24"
        fontWeight="700"
        fill="#1b1f24"
      >
        $
      </text>
    </svg>
  );
}
