/**
 * Demo data of issue 39 §2 and §3: who makes each brand (GPSR art. 19, with an EU responsible
 * person for the two makers outside the Union), the CLP labels of the classified products by
 * kind, and of the colour paint by paint type. Invented companies, plausible labels (the
 * classification of typical refinish products: aerosols, thinners, isocyanate hardeners,
 * styrene fillers, 2K clear coats).
 */
import type { HazardCode, Pictogram, SignalWord } from '@/lib/hazard/codes';

type Maker = {
  name: string;
  address: string;
  email: string;
  responsible?: { name: string; address: string; email: string };
};

export const BRAND_MAKERS: Readonly<Record<string, Maker>> = {
  'nuancier-pro': {
    name: 'Nuancier SAS',
    address: '12 rue des Carrossiers, 69007 Lyon, France',
    email: 'securite-produits@nuancier.fr',
  },
  'lumis-detailing': {
    name: 'Lumis Cosmetics Auto SARL',
    address: '4 allée des Tanneurs, 44300 Nantes, France',
    email: 'qualite@lumis-detailing.fr',
  },
  abrasix: {
    name: 'Abrasix GmbH',
    address: 'Schleifweg 18, 42655 Solingen, Allemagne',
    email: 'produktsicherheit@abrasix.de',
  },
  'polytech-refinish': {
    name: 'Polytech Refinish SpA',
    address: 'Via dei Verniciatori 7, 20090 Segrate (MI), Italie',
    email: 'sicurezza@polytech-refinish.it',
  },
  vernilux: {
    name: 'Vernilux Coatings BV',
    address: 'Lakstraat 31, 3071 Rotterdam, Pays-Bas',
    email: 'productveiligheid@vernilux.nl',
  },
  aerokolor: {
    name: 'Aérokolor Industries SAS',
    address: 'ZI des Bruyères, 8 rue Gay-Lussac, 95100 Argenteuil, France',
    email: 'fds@aerokolor.fr',
  },
  masko: {
    name: 'Masko Tapes NV',
    address: 'Kleefbandlaan 5, 9000 Gand, Belgique',
    email: 'safety@masko.be',
  },
  sealtek: {
    name: 'Sealtek Adhesives SL',
    address: 'Calle del Sellado 22, 08940 Cornellà de Llobregat, Espagne',
    email: 'seguridad@sealtek.es',
  },
  outimax: {
    name: 'Outimax Tools Co., Ltd.',
    address: 'No. 88 Gongye Road, Taichung 40768, Taïwan',
    email: 'compliance@outimax-tools.com',
    responsible: {
      name: 'Outimax Europe SAS',
      address: '27 avenue de l’Industrie, 67200 Strasbourg, France',
      email: 'conformite@outimax.eu',
    },
  },
  dentpro: {
    name: 'DentPro Werkzeuge GmbH',
    address: 'Beulenstraße 3, 70565 Stuttgart, Allemagne',
    email: 'sicherheit@dentpro.de',
  },
  voltaris: {
    name: 'Voltaris Power Tools Inc.',
    address: '1200 Commerce Drive, Columbus, OH 43219, États-Unis',
    email: 'product.safety@voltaris.com',
    responsible: {
      name: 'Voltaris EU Representative BV',
      address: 'Stroomweg 14, 5612 Eindhoven, Pays-Bas',
      email: 'eu-rep@voltaris.eu',
    },
  },
  pulveris: {
    name: 'Pulvéris SAS',
    address: '3 rue de la Pulvérisation, 42000 Saint-Étienne, France',
    email: 'sav@pulveris.fr',
  },
  airflux: {
    name: 'Airflux Compressori Srl',
    address: 'Via dell’Aria 40, 25125 Brescia, Italie',
    email: 'sicurezza@airflux.it',
  },
  protek: {
    name: 'Protek EPI SAS',
    address: '15 boulevard de la Sécurité, 59000 Lille, France',
    email: 'conformite@protek-epi.fr',
  },
  'atelier-plus': {
    name: 'Atelier Plus SARL',
    address: '9 chemin des Ateliers, 31200 Toulouse, France',
    email: 'contact-securite@atelier-plus.fr',
  },
  infrasec: {
    name: 'Infrasec Oy',
    address: 'Lämpötie 6, 33720 Tampere, Finlande',
    email: 'safety@infrasec.fi',
  },
};

export type LabelSeed = {
  pictograms: Pictogram[];
  signal: SignalWord | null;
  statements: HazardCode[];
  warnings: string;
};

const AWAY_FROM_CHILDREN = 'Tenir hors de portée des enfants.';
const VENTILATE =
  'Utiliser seulement en plein air ou dans un endroit bien ventilé. Porter des gants et des lunettes de protection.';
const FLAMES =
  'Tenir à l’écart de la chaleur, des surfaces chaudes, des étincelles et de toute flamme. Ne pas fumer.';

export const AEROSOL_LABEL: LabelSeed = {
  pictograms: ['GHS02', 'GHS07'],
  signal: 'danger',
  statements: ['H222', 'H229', 'H319', 'H336'],
  warnings: `Récipient sous pression : ne pas perforer ni brûler, même après usage. Ne pas vaporiser sur une flamme nue ou sur toute autre source d’ignition. ${FLAMES} ${AWAY_FROM_CHILDREN}`,
};

/**
 * Labels of the classified products, applied in this order (a later one wins): by category,
 * then by name within it, aerosols (any product in a can) last.
 */
export const PRODUCT_LABELS: ReadonlyArray<{
  category: string;
  nameLike?: string;
  label: LabelSeed;
}> = [
  {
    category: 'apprets',
    label: {
      pictograms: ['GHS02', 'GHS07'],
      signal: 'warning',
      statements: ['H226', 'H315', 'H319', 'H336', 'H412'],
      warnings: `${FLAMES} ${VENTILATE} ${AWAY_FROM_CHILDREN}`,
    },
  },
  {
    category: 'mastics',
    label: {
      pictograms: ['GHS02', 'GHS07', 'GHS08'],
      signal: 'warning',
      statements: ['H226', 'H315', 'H319', 'H361d', 'H412'],
      warnings: `Contient du styrène. Le durcisseur (peroxyde) se mélange à la spatule, jamais à la main nue. ${VENTILATE} ${AWAY_FROM_CHILDREN}`,
    },
  },
  {
    category: 'vernis',
    label: {
      pictograms: ['GHS02', 'GHS07'],
      signal: 'warning',
      statements: ['H226', 'H317', 'H336', 'H412'],
      warnings: `${FLAMES} ${VENTILATE} ${AWAY_FROM_CHILDREN}`,
    },
  },
  {
    category: 'durcisseurs-diluants',
    nameLike: '%diluant%',
    label: {
      pictograms: ['GHS02', 'GHS07', 'GHS08'],
      signal: 'danger',
      statements: ['H225', 'H304', 'H315', 'H319', 'H336', 'H373', 'EUH066'],
      warnings: `En cas d’ingestion, ne pas faire vomir : appeler un centre antipoison. ${FLAMES} ${VENTILATE} ${AWAY_FROM_CHILDREN}`,
    },
  },
  {
    category: 'durcisseurs-diluants',
    nameLike: '%durcisseur%',
    label: {
      pictograms: ['GHS02', 'GHS07', 'GHS08'],
      signal: 'danger',
      statements: ['H226', 'H317', 'H332', 'H334', 'H335', 'EUH204'],
      warnings: `Contient des isocyanates : formation préalable obligatoire pour un usage professionnel. Porter un masque à adduction d’air ou à cartouches A2P3. ${AWAY_FROM_CHILDREN}`,
    },
  },
];

/** Solvent-borne colour paint (butyl acetate, xylene), 1K gloss direct alike. */
const SOLVENT: LabelSeed = {
  pictograms: ['GHS02', 'GHS07'],
  signal: 'warning',
  statements: ['H226', 'H336', 'H412'],
  warnings: `${FLAMES} ${VENTILATE} ${AWAY_FROM_CHILDREN}`,
};

/** 2K gloss direct, sold with its isocyanate hardener. */
const GLOSS_DIRECT_2K: LabelSeed = {
  pictograms: ['GHS02', 'GHS07', 'GHS08'],
  signal: 'danger',
  statements: ['H226', 'H317', 'H334', 'EUH204'],
  warnings: `Avec son durcisseur, contient des isocyanates. ${VENTILATE} ${AWAY_FROM_CHILDREN}`,
};

/** The colour paint the shop mixes, by paint type (consistent with the safety sheets of documents.ts). */
export const PAINT_TYPE_LABELS_SEED: Readonly<Record<string, LabelSeed>> = {
  water: {
    pictograms: [],
    signal: null,
    statements: [],
    warnings: `Mélange non classé dangereux. ${AWAY_FROM_CHILDREN}`,
  },
  solvent: SOLVENT,
  gloss_direct: GLOSS_DIRECT_2K,
  gloss_direct_1k: SOLVENT,
  gloss_direct_2k: GLOSS_DIRECT_2K,
  vernis: {
    pictograms: ['GHS02', 'GHS07'],
    signal: 'warning',
    statements: ['H226', 'H317', 'H336'],
    warnings: `${FLAMES} ${VENTILATE} ${AWAY_FROM_CHILDREN}`,
  },
  aerosol: AEROSOL_LABEL,
};
