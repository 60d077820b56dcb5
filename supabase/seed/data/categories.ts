/**
 * Every category slug of the spec (both sets), with its French name, section and description:
 * the seed inserts these rows. The shop itself reads categories from the database (an admin may
 * add others), never from this list.
 */
import type { SectionKey } from '../../../lib/catalogue/sections';

export type CategoryDefinition = {
  slug: string;
  name: string;
  section: SectionKey;
  description: string;
};

export const CATEGORY_DEFINITIONS: ReadonlyArray<CategoryDefinition> = [
  // Produits carrosserie
  {
    slug: 'abrasifs',
    name: 'Abrasifs',
    section: 'carrosserie',
    description:
      'Disques, feuilles, cales et rouleaux abrasifs pour le ponçage des apprêts, mastics et vernis.',
  },
  {
    slug: 'aerosols',
    name: 'Aérosols',
    section: 'carrosserie',
    description: 'Bombes de peinture, d’apprêt, de vernis et de protection prêtes à l’emploi.',
  },
  {
    slug: 'apprets',
    name: 'Apprêts',
    section: 'carrosserie',
    description:
      'Apprêts garnissants, primaires d’accrochage et apprêts époxy pour préparer les supports.',
  },
  {
    slug: 'consommables',
    name: 'Consommables',
    section: 'carrosserie',
    description: 'Chiffons, dégraissants, gobelets de mélange et petits consommables d’atelier.',
  },
  {
    slug: 'colles-scellants',
    name: 'Colles et scellants',
    section: 'carrosserie',
    description: 'Mastics d’étanchéité, colles structurales et colles pare-brise.',
  },
  {
    slug: 'durcisseurs-diluants',
    name: 'Durcisseurs et diluants',
    section: 'carrosserie',
    description: 'Durcisseurs, diluants et additifs adaptés aux systèmes de peinture 2K.',
  },
  {
    slug: 'insonorisants',
    name: 'Insonorisants',
    section: 'carrosserie',
    description: 'Produits anti-gravillons, insonorisants et protections de bas de caisse.',
  },
  {
    slug: 'mastics',
    name: 'Mastics',
    section: 'carrosserie',
    description: 'Mastics polyester, mastics de finition et mastics fibrés pour la réparation.',
  },
  {
    slug: 'masquage',
    name: 'Masquage',
    section: 'carrosserie',
    description: 'Rubans de masquage, films, papiers et bandes de mousse.',
  },
  {
    slug: 'outillages',
    name: 'Outillages carrosserie',
    section: 'carrosserie',
    description: 'Spatules, cales, pistolets à cartouche et petits outils du carrossier.',
  },
  {
    slug: 'vernis',
    name: 'Vernis',
    section: 'carrosserie',
    description: 'Vernis 2K haute brillance, vernis rapides et vernis mats.',
  },
  {
    slug: 'finitions',
    name: 'Finitions',
    section: 'carrosserie',
    description: 'Produits de lustrage, anti-silicone et finitions après peinture.',
  },
  // Matériel et outillage
  {
    slug: 'outillage-mecanique',
    name: 'Outillage mécanique',
    section: 'outillage',
    description: 'Clés, douilles, coffrets et outillage à main pour l’atelier.',
  },
  {
    slug: 'outils-debosselage',
    name: 'Outils de débosselage',
    section: 'outillage',
    description: 'Ventouses, tiges, marteaux et kits de débosselage sans peinture.',
  },
  {
    slug: 'outillage-electroportatif',
    name: 'Outillage électroportatif',
    section: 'outillage',
    description: 'Ponceuses, polisseuses et visseuses électriques ou sur batterie.',
  },
  {
    slug: 'outils-decoupe',
    name: 'Outils de découpe',
    section: 'outillage',
    description: 'Grignoteuses, scies, cutters et disques à tronçonner.',
  },
  {
    slug: 'instruments-mesure',
    name: 'Instruments de mesure',
    section: 'outillage',
    description: 'Jauges d’épaisseur, thermomètres, hygromètres et règles de mélange.',
  },
  {
    slug: 'materiel-application',
    name: 'Matériel d’application',
    section: 'outillage',
    description: 'Pistolets de peinture, godets, buses et accessoires d’application.',
  },
  {
    slug: 'compresseurs',
    name: 'Compresseurs',
    section: 'outillage',
    description: 'Compresseurs, filtres, flexibles et raccords pour l’air comprimé.',
  },
  // Équipement d'atelier
  {
    slug: 'equipements-protection',
    name: 'Équipements de protection',
    section: 'equipement',
    description: 'Masques, gants, combinaisons et lunettes pour le peintre.',
  },
  {
    slug: 'systemes-ventilation',
    name: 'Systèmes de ventilation',
    section: 'equipement',
    description: 'Extracteurs, gaines et ventilation pour zones de préparation.',
  },
  {
    slug: 'equipements-electriques',
    name: 'Équipements électriques',
    section: 'equipement',
    description: 'Enrouleurs, rallonges, éclairages et chargeurs d’atelier.',
  },
  {
    slug: 'materiel-sechage',
    name: 'Matériel de séchage',
    section: 'equipement',
    description: 'Lampes infrarouges, souffleurs et systèmes de séchage.',
  },
  {
    slug: 'securite-atelier',
    name: 'Sécurité atelier',
    section: 'equipement',
    description: 'Extincteurs, armoires de sécurité, absorbants et signalisation.',
  },
  {
    slug: 'controle-qualite',
    name: 'Contrôle qualité',
    section: 'equipement',
    description: 'Lampes de contrôle, nuanciers et outils de vérification de la teinte.',
  },
  {
    slug: 'epi',
    name: 'EPI',
    section: 'equipement',
    description: 'Équipements de protection individuelle conformes aux normes EN.',
  },
  {
    slug: 'mobilier-atelier',
    name: 'Mobilier d’atelier',
    section: 'equipement',
    description: 'Servantes, établis, chariots et supports de pièces.',
  },
  {
    slug: 'cabines-peinture',
    name: 'Cabines de peinture',
    section: 'equipement',
    description: 'Cabines, plans aspirants et filtres de cabine.',
  },
  {
    slug: 'systemes-aspiration',
    name: 'Systèmes d’aspiration',
    section: 'equipement',
    description: 'Aspirateurs de ponçage, centrales mobiles et accessoires.',
  },
  // Detailing
  {
    slug: 'lavage-preparation',
    name: 'Lavage et préparation',
    section: 'detailing',
    description: 'Shampooings, prélavages, décontaminants et argiles.',
  },
  {
    slug: 'protection-cires',
    name: 'Protection et cires',
    section: 'detailing',
    description: 'Cires, scellants et protections céramiques pour la carrosserie.',
  },
  {
    slug: 'polish-compounds',
    name: 'Polish et compounds',
    section: 'detailing',
    description: 'Compounds de correction, polish de finition et lustrants.',
  },
  {
    slug: 'soins-exterieurs',
    name: 'Soins extérieurs',
    section: 'detailing',
    description: 'Rénovateurs plastiques, nettoyants jantes, vitres et pneus.',
  },
  {
    slug: 'outils-accessoires-detailing',
    name: 'Outils et accessoires detailing',
    section: 'detailing',
    description: 'Microfibres, pads, brosses et applicateurs.',
  },
  {
    slug: 'soins-interieurs',
    name: 'Soins intérieurs',
    section: 'detailing',
    description: 'Nettoyants textiles, cuirs et plastiques intérieurs.',
  },
  {
    slug: 'cires-protection',
    name: 'Cires de protection',
    section: 'detailing',
    description: 'Cires dures, cires liquides et quick detailers.',
  },
  {
    slug: 'soins-interieur',
    name: 'Soin de l’intérieur',
    section: 'detailing',
    description: 'Désodorisants, nettoyants habitacle et protections cuir.',
  },
  {
    slug: 'materiel-detailing',
    name: 'Matériel de detailing',
    section: 'detailing',
    description: 'Polisseuses, mousseurs, pulvérisateurs et éclairages de detailing.',
  },
];
