'use client';

import Link from 'next/link';
import type { SpecialEffect } from '@/lib/colours/types';
import { ColourSwatch } from './colour-swatch';
import styles from './colour-grid.module.css';

/**
 * One colour of a list, as plain values: its address after the list's common base, code, name,
 * css_preview, finish, and (on mixed lists) its maker.
 */
export type Tile = [
  path: string,
  code: string,
  name: string,
  css: string | null,
  effect: SpecialEffect | null,
  maker?: string | null,
];

/**
 * The colour cards of a list, rendered from plain values: a list page repeats 48 cards, and
 * elements built on the server would be sent twice (HTML, then again as RSC elements).
 */
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
