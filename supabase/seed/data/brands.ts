/**
 * Brands of the demo catalogue (invented but plausible names). Exactly two are featured: they are
 * the shop's two brand pages (/marques/{slug}).
 */
export type BrandSeed = {
  slug: string;
  name: string;
  description: string;
  color: string;
  isFeatured?: boolean;
};

export const BRANDS: ReadonlyArray<BrandSeed> = [
  {
    slug: 'nuancier-pro',
    name: 'Nuancier Pro',
    color: '#c2410c',
    isFeatured: true,
    description:
      'La gamme maison de l’atelier : peintures à la teinte, vernis, apprêts et diluants formulés pour les carrossiers. Chaque référence est testée en cabine avant d’entrer au catalogue. Fabrication française, fiches techniques et de sécurité disponibles pour chaque produit.',
  },
  {
    slug: 'lumis-detailing',
    name: 'Lumis Detailing',
    color: '#0e7490',
    isFeatured: true,
    description:
      'Produits de detailing développés avec des préparateurs esthétiques : shampooings pH neutre, polish, cires et protections céramiques. Des formules faciles à appliquer à la main comme à la machine, pour un rendu showroom durable.',
  },
  {
    slug: 'abrasix',
    name: 'Abrasix',
    color: '#b45309',
    description:
      'Spécialiste des abrasifs pour la carrosserie : disques multi-trous, rouleaux, cales et abrasifs de finition du P40 au P3000.',
  },
  {
    slug: 'polytech-refinish',
    name: 'Polytech Refinish',
    color: '#4d7c0f',
    description:
      'Mastics polyester, apprêts garnissants et primaires pour la préparation des supports, du petit raccord à la réparation lourde.',
  },
  {
    slug: 'vernilux',
    name: 'Vernilux',
    color: '#1d4ed8',
    description:
      'Vernis 2K, durcisseurs et diluants pour la finition automobile : haute brillance, séchage rapide et excellente tenue aux UV.',
  },
  {
    slug: 'aerokolor',
    name: 'Aérokolor',
    color: '#be123c',
    description:
      'Aérosols techniques pour la carrosserie et l’industrie : apprêts, vernis, peintures et protections prêtes à l’emploi.',
  },
  {
    slug: 'masko',
    name: 'Masko',
    color: '#a16207',
    description:
      'Rubans, films et papiers de masquage qui résistent aux cuissons et se retirent sans laisser de résidus.',
  },
  {
    slug: 'sealtek',
    name: 'Sealtek',
    color: '#374151',
    description:
      'Colles structurales, mastics d’étanchéité et colles pare-brise pour l’après-vente automobile.',
  },
  {
    slug: 'outimax',
    name: 'Outimax',
    color: '#b91c1c',
    description:
      'Outillage à main et coffrets pour l’atelier mécanique et carrosserie, garantis à vie.',
  },
  {
    slug: 'dentpro',
    name: 'DentPro',
    color: '#6d28d9',
    description:
      'Outils de débosselage sans peinture et de redressage : ventouses, tirettes, marteaux et kits complets.',
  },
  {
    slug: 'voltaris',
    name: 'Voltaris',
    color: '#15803d',
    description:
      'Outillage électroportatif pour la préparation et le lustrage : ponceuses, polisseuses et machines sur batterie 18 V.',
  },
  {
    slug: 'pulveris',
    name: 'Pulvéris',
    color: '#0369a1',
    description:
      'Pistolets de peinture HVLP et RP, godets jetables et accessoires d’application pour des teintes régulières.',
  },
  {
    slug: 'airflux',
    name: 'Airflux',
    color: '#0f766e',
    description:
      'Compresseurs, traitement de l’air, ventilation et aspiration pour les ateliers de carrosserie.',
  },
  {
    slug: 'protek',
    name: 'Protek',
    color: '#ca8a04',
    description:
      'Équipements de protection individuelle pour le peintre et le préparateur : masques, gants, combinaisons et lunettes certifiés EN.',
  },
  {
    slug: 'atelier-plus',
    name: 'Atelier Plus',
    color: '#475569',
    description:
      'Mobilier, sécurité et équipements électriques pour organiser un atelier propre et conforme.',
  },
  {
    slug: 'infrasec',
    name: 'Infrasec',
    color: '#dc2626',
    description:
      'Séchage infrarouge, cabines et plans aspirants : des solutions pour accélérer les cycles de peinture.',
  },
];
