import type { ProductSeed } from './types';

/** Product ranges sold in several grains or colours (one product each, as the shop lists them). */
const GRAINS: ReadonlyArray<[grain: number, price: number, use: string]> = [
  [120, 32.9, 'le ponçage des mastics après dégrossissage'],
  [180, 33.9, 'le finissage des mastics polyester'],
  [240, 34.9, 'l’égrenage des mastics et les bordures de réparation'],
  [400, 36.9, 'le ponçage des apprêts sous bases solvantées'],
  [600, 37.9, 'le ponçage des apprêts sous bases hydro'],
  [800, 39.9, 'le matage des zones de raccord'],
];

const DISCS: ProductSeed[] = GRAINS.map(([grain, price, use], index) => ({
  name: `Disques abrasifs Ø150 P${grain} (boîte de 100)`,
  ref: `AB-150-${String(grain).padStart(3, '0')}`,
  brand: 'abrasix',
  cats: ['abrasifs'],
  price,
  short: `Disques auto-agrippants 15 trous en grain P${grain} pour ${use}.`,
  stock: index === 3 ? 0 : undefined,
}));

const RAL_AEROSOLS: ReadonlyArray<[ral: string, name: string, color: string]> = [
  ['9010', 'Blanc pur', '#f1ece1'],
  ['9005', 'Noir foncé brillant', '#0e0e10'],
  ['3000', 'Rouge feu', '#a72920'],
  ['7016', 'Gris anthracite', '#383e42'],
  ['5010', 'Bleu gentiane', '#004f7c'],
  ['6005', 'Vert mousse', '#114232'],
];

const AEROSOLS: ProductSeed[] = RAL_AEROSOLS.map(([ral, name, color]) => ({
  name: `Peinture aérosol RAL ${ral} ${name} 400 ml`,
  ref: `AE-RAL-${ral}`,
  brand: 'aerokolor',
  cats: ['aerosols'],
  price: 14.9,
  short: `Laque acrylique brillante teinte RAL ${ral} ${name.toLowerCase()} pour métaux et plastiques apprêtés.`,
  packaging: 'bombe',
  volume: 0.4,
  weight: 0.45,
  color,
}));

export const SERIES_PRODUCTS: ReadonlyArray<ProductSeed> = [...DISCS, ...AEROSOLS];
