'use client';

import Link from 'next/link';
import type { Tile } from '@/lib/colours/tiles';
import { ColourSwatch } from './colour-swatch';
import styles from './colour-grid.module.css';

/** The colour cards of a list, rendered from plain values (lib/colours/tiles.ts). */
export function ColourTiles({ base, tiles }: { base: string; tiles: Tile[] }) {
  return (
    <ul className={styles.grid}>
      {tiles.map(([path, code, name, css, effect, maker]) => (
        <li key={path}>
          <Link href={base + path}>
            <ColourSwatch cssPreview={css} effect={effect} />
            <span>
              <b>{code}</b>
              <span>{name}</span>
              {maker && <small>{maker}</small>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
