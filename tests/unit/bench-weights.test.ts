import { describe, expect, it } from 'vitest';
import {
  acrossTheCliff,
  BYTES_PER_ITEM,
  FRAME_BYTES,
  itemsForMedian,
  itemsForWeight,
  sameWeightPlan,
} from '../../bench/lib/weights';

/** The HTML weight the bench's model gives a bare static page of `items` items. */
const modelled = (items: number) => FRAME_BYTES.static + items * BYTES_PER_ITEM;

describe("the bench's bare page of a shop page's own weight", () => {
  it('lands within half an item of the weight, from 6 kB to 200 kB', () => {
    for (let bytes = 6_000; bytes <= 200_000; bytes += 137) {
      const items = itemsForWeight(bytes, FRAME_BYTES.static);
      expect(Math.abs(modelled(items) - bytes)).toBeLessThanOrEqual(BYTES_PER_ITEM / 2);
    }
  });

  it('gives back the item counts of bare pages measured on both sides of the 64 KiB cliff', () => {
    // Next 16.4.6, `/poids/<items>`: 74 items made 65,949 bytes of HTML, 80 items 70,900.
    expect(itemsForWeight(65_949, FRAME_BYTES.static)).toBe(74);
    expect(itemsForWeight(70_900, FRAME_BYTES.static)).toBe(80);
    // `/par-requete?page=2&items=…`: 40 items 37,602 bytes, 80 items 70,444.
    expect(itemsForWeight(37_602, FRAME_BYTES.perRequest)).toBe(40);
    expect(itemsForWeight(70_444, FRAME_BYTES.perRequest)).toBe(80);
  });

  it('keeps a page over the cliff off the median page under it', () => {
    // `/`: 74 items made 64,941 bytes; the home page (69.7 kB) gets a page of its own.
    expect(itemsForMedian(64_941)).toBe(74);
    expect(itemsForWeight(69_741, FRAME_BYTES.static)).toBe(79);
  });

  it('rounds the median weight to 5 kB, so that a few bytes more do not rebuild the app', () => {
    expect(itemsForMedian(63_000)).toBe(itemsForMedian(66_000));
  });

  it('never asks for no item or a page without bound', () => {
    expect(itemsForWeight(100, FRAME_BYTES.static)).toBe(1);
    expect(itemsForWeight(50_000_000, FRAME_BYTES.static)).toBe(2_000);
  });
});

describe("the bench's plan of bare pages", () => {
  const home = { weight: 70_000 };
  const catalogue = { weight: 70_300 };
  const contact = { weight: 47_000 };
  const redirect = { weight: 0 };
  const profile = { weight: 47_100, perRequest: true };
  const plan = sameWeightPlan([home, catalogue, contact, redirect, profile]);

  it('measures pages of the same item count once', () => {
    expect(plan.items.get(home)).toBe(plan.items.get(catalogue));
    expect(plan.staticCounts).toEqual([
      itemsForWeight(47_000, FRAME_BYTES.static),
      itemsForWeight(70_000, FRAME_BYTES.static),
    ]);
  });

  it('keeps the per-request pages apart from the static ones, each with its frame', () => {
    expect(plan.perRequestCounts).toEqual([itemsForWeight(47_100, FRAME_BYTES.perRequest)]);
    expect(plan.items.get(profile)).not.toBe(itemsForWeight(47_100, FRAME_BYTES.static));
  });

  it('gives a page without HTML no bare page of its weight', () => {
    expect(plan.items.get(redirect)).toBeUndefined();
    expect(plan.staticCounts).toHaveLength(2);
  });
});

describe('the 64 KiB cliff', () => {
  it('tells answers on either side of it from answers on the same side', () => {
    // `catégorie abrasifs`: 65.5 kB of HTML and the shop's headers, against 65.1 kB and the bare app's.
    expect(acrossTheCliff(66_900, 65_500)).toBe(true);
    expect(acrossTheCliff(65_500, 66_900)).toBe(true);
    expect(acrossTheCliff(70_000, 71_000)).toBe(false);
    expect(acrossTheCliff(47_000, 48_000)).toBe(false);
    expect(acrossTheCliff(65_536, 65_537)).toBe(true);
  });
});
