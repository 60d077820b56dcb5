/** Sentences that complete product descriptions, by catalogue section. */
export const SECTION_SENTENCES: Readonly<Record<string, ReadonlyArray<string>>> = {
  carrosserie: [
    'Respectez les proportions de mélange et les temps de séchage indiqués sur la fiche technique.',
    'Travaillez dans un local ventilé, à une température comprise entre 15 et 25 °C.',
    'Compatible avec les systèmes de peinture hydro et solvantés du marché.',
    'Conditionnement refermable pour conserver le produit entre deux chantiers.',
    'Utilisé chaque jour par les carrossiers, il convient aussi aux particuliers soigneux.',
    'Portez gants et masque adaptés pendant la préparation et l’application.',
  ],
  outillage: [
    'Conçu pour un usage intensif en atelier, il est garanti deux ans.',
    'Pièces détachées et consommables disponibles sur simple demande.',
    'Ergonomie étudiée pour limiter la fatigue lors des longues interventions.',
    'Livré avec sa notice en français et ses accessoires de base.',
    'Un outil fiable pour les carrossiers comme pour les passionnés de mécanique.',
  ],
  equipement: [
    'Conforme aux normes européennes en vigueur pour les ateliers de carrosserie.',
    'Installation simple ; notre équipe technique répond à vos questions par téléphone.',
    'Un équipement durable pour travailler en sécurité et gagner du temps.',
    'Convient aux ateliers professionnels comme aux garages de particuliers.',
    'Livraison sur palette possible pour les articles volumineux.',
  ],
  detailing: [
    'Testé par des préparateurs esthétiques sur vernis neufs et anciens.',
    'Formule sans silicone, compatible avec les protections céramiques.',
    'S’utilise à la main ou à la machine selon le résultat recherché.',
    'Parfum discret, rinçage facile et aucun résidu blanc sur les plastiques.',
    'Pour un rendu showroom, travaillez à l’ombre sur une carrosserie froide.',
  ],
};

/** Categories of the carrosserie section that are supplies rather than chemicals. */
export const SUPPLY_CATEGORIES: ReadonlySet<string> = new Set([
  'abrasifs',
  'masquage',
  'outillages',
  'consommables',
]);

export const SUPPLY_SENTENCES: ReadonlyArray<string> = [
  'Qualité constante d’un lot à l’autre, pour des résultats reproductibles en atelier.',
  'Adapté aux petites réparations comme aux chantiers de peinture complets.',
  'Compatible avec les produits hydro et solvantés du marché.',
  'Un indispensable du poste de préparation, utilisé chaque jour par les carrossiers.',
  'Stockez à l’abri de l’humidité pour conserver toutes ses qualités.',
];

export const SHIPPING_SENTENCE = 'Expédié sous 24 à 48 h en France métropolitaine.';
