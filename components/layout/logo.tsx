/** The Nuancier logo: a paint drop in the shop's red and the wordmark (inline SVG, no request). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 168 36"
      role="img"
      aria-hidden="true"
      focusable="false"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <path d="M16 2C16 2 5 14.5 5 22a11 11 0 0 0 22 0C27 14.5 16 2 16 2Z" fill="#b3261e" />
      <path
        d="M11.5 22.5a4.5 4.5 0 0 0 4.5 4.5"
        stroke="#fff"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
      <text
        x="36"
        y="26"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="22"
        fontWeight="700"
        letterSpacing="-0.5"
        fill="currentColor"
      >
        Nuancier
      </text>
    </svg>
  );
}
