import { pictogramName, type Pictogram } from '@/lib/hazard/codes';

/**
 * The nine CLP hazard pictograms (Reg. (EC) 1272/2008 Annex V): a black symbol on white in a
 * diamond with a red border, drawn inline (no image request, sharp at any size). Each one is an
 * image named for screen readers by what it means (« GHS02 : inflammable »).
 */
const SYMBOLS: Readonly<Record<Pictogram, React.ReactNode>> = {
  // Exploding bomb: a round bomb bursting, fragments flying.
  GHS01: (
    <g>
      <circle cx="44" cy="58" r="12" />
      <path
        d="M52 46 58 40M60 54l9-2M58 64l8 5M40 40l-3-8M48 38l2-9M64 44l7-6M30 50l-8-3"
        strokeWidth="3"
        stroke="#000"
      />
      <circle cx="66" cy="34" r="2.5" />
      <circle cx="27" cy="40" r="2.5" />
    </g>
  ),
  // Flame on a line.
  GHS02: (
    <g>
      <path d="M50 26c4 10 14 15 14 29a14 14 0 0 1-28 0c0-7 4-11 7-14 0 5 2 8 5 9-2-8 0-16 2-24Z" />
      <rect x="32" y="71" width="36" height="4" />
    </g>
  ),
  // Flame over a circle.
  GHS03: (
    <g>
      <path d="M50 24c3 7 10 10 10 19a10 10 0 0 1-20 0c0-5 3-8 5-10 0 4 2 6 4 6-2-5 0-10 1-15Z" />
      <circle cx="50" cy="62" r="10" fill="none" stroke="#000" strokeWidth="5" />
      <rect x="32" y="75" width="36" height="3" />
    </g>
  ),
  // Gas cylinder lying down.
  GHS04: (
    <g>
      <rect x="28" y="48" width="42" height="16" rx="8" />
      <rect x="68" y="52" width="6" height="8" />
      <rect x="74" y="50" width="3" height="12" />
    </g>
  ),
  // Corrosion: liquid dripping from two tubes onto a surface and a hand.
  GHS05: (
    <g>
      <path d="M30 28h10v8l-10 6ZM56 28h10v8l-10 6Z" />
      <path d="M34 46v6M60 46v6" stroke="#000" strokeWidth="3" />
      <path d="M26 62h22v4H26ZM30 66h14l-3 6h-8Z" />
      <path d="M54 62c6-2 12-1 18 2v6H54Z" />
    </g>
  ),
  // Skull and crossbones.
  GHS06: (
    <g>
      <path d="M50 28c-10 0-16 7-16 15 0 5 3 8 6 10v6h20v-6c3-2 6-5 6-10 0-8-6-15-16-15Z" />
      <circle cx="44" cy="43" r="4" fill="#fff" />
      <circle cx="56" cy="43" r="4" fill="#fff" />
      <path d="M32 62 68 74M68 62 32 74" stroke="#000" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  // Exclamation mark.
  GHS07: (
    <g>
      <path d="M45 26h10l-2 32h-6Z" />
      <circle cx="50" cy="68" r="5" />
    </g>
  ),
  // Health hazard: a bust with a star-shaped burst on the chest.
  GHS08: (
    <g>
      <circle cx="50" cy="32" r="7" />
      <path d="M34 74c0-20 6-32 16-32s16 12 16 32Z" />
      <path d="m50 50 3 6 6-2-3 6 5 4-6 1 1 6-6-3-4 5-1-6-6-1 4-4-3-6 6 2Z" fill="#fff" />
    </g>
  ),
  // Environment: a dead tree and a dead fish.
  GHS09: (
    <g>
      <path
        d="M36 70V40M36 48l-8-8M36 44l8-10M36 56l7-5"
        stroke="#000"
        strokeWidth="4"
        fill="none"
      />
      <rect x="26" y="70" width="48" height="3" />
      <path d="M50 62c6-6 14-6 18 0-4 6-12 6-18 0Zm18 0 6-5v10Z" />
      <path d="M54 60l3 3M57 60l-3 3" stroke="#fff" strokeWidth="1.5" />
    </g>
  ),
};

export function GhsPictogram({ code, size = 56 }: { code: Pictogram; size?: number }) {
  const name = pictogramName(code);
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      data-pictogram={code}
    >
      <title>{name}</title>
      <polygon
        points="50,4 96,50 50,96 4,50"
        fill="#fff"
        stroke="#e30613"
        strokeWidth="7"
        strokeLinejoin="miter"
      />
      <g fill="#000">{SYMBOLS[code]}</g>
    </svg>
  );
}
