/**
 * Technical and safety sheets of each paint type, written as small PDF files to
 * public/documents/. Run once after changing the texts; the output is committed:
 *   npx tsx supabase/seed/documents.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAINT_DOCUMENTS, documentFiles } from './data/paint';
import { buildPdf, type PdfBlock } from './pdf';

type Sheet = { product: string; technical: PdfBlock[]; safety: PdfBlock[] };

const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const p = (text: string): PdfBlock => ({ kind: 'text', text });

const COMMON_SAFETY_END: PdfBlock[] = [
  h('Premiers secours'),
  p(
    'En cas d’inhalation, transporter la personne à l’air frais et la maintenir au repos. En cas de contact avec la peau, laver abondamment à l’eau et au savon. En cas de contact avec les yeux, rincer avec précaution à l’eau pendant plusieurs minutes. En cas d’ingestion, ne pas faire vomir et appeler un centre antipoison.',
  ),
  h('Stockage et élimination'),
  p(
    'Conserver le récipient bien fermé dans un endroit frais et bien ventilé, entre 5 et 30 °C, à l’abri du gel et des rayons du soleil. Éliminer le contenu et le récipient dans un centre de collecte des déchets dangereux, conformément à la réglementation locale.',
  ),
  h('Contact'),
  p('Nuancier — service technique : 04 72 00 00 00 — technique@nuancier.fr'),
];

const SHEETS: Record<string, Sheet> = {
  water: {
    product: 'Peinture de base hydrodiluable (Hydro à l’eau)',
    technical: [
      h('Description'),
      p(
        'Base mate hydrodiluable préparée à la teinte du constructeur, à recouvrir d’un vernis 2K. Faible teneur en composés organiques volatils, conforme à la directive 2004/42/CE (catégorie B5).',
      ),
      h('Préparation du support'),
      p(
        'Appliquer sur apprêt poncé au P400-P500 (ou P800 en raccord), dégraissé avec un nettoyant hydro. Bien remuer la base avant emploi.',
      ),
      h('Mélange et application'),
      p(
        'Diluer de 10 à 20 % avec de l’eau déminéralisée. Pistolet HVLP buse 1,2 à 1,3 mm, pression 2 bar. Appliquer 2 couches jusqu’à couverture, puis une couche d’effet pour les teintes métallisées et nacrées.',
      ),
      h('Séchage'),
      p(
        'Désolvatation jusqu’à l’aspect mat uniforme (10 à 15 minutes à 20 °C, plus rapide avec des venturis). Vernir dans les 24 heures.',
      ),
      h('Rendement et conservation'),
      p(
        'Environ 5 m² par litre prêt à l’emploi en deux couches. Conservation 12 mois en emballage fermé, à l’abri du gel.',
      ),
    ],
    safety: [
      h('Identification du produit'),
      p('Peinture de base hydrodiluable. Usage professionnel et particulier averti.'),
      h('Identification des dangers'),
      p(
        'Mélange non classé dangereux selon le règlement (CE) 1272/2008. Peut produire une réaction allergique (EUH208). Fiche de données de sécurité disponible sur demande.',
      ),
      h('Protection individuelle'),
      p(
        'Porter un masque à filtre combiné A2P3 pendant la pulvérisation, des gants nitrile et des lunettes de protection.',
      ),
      ...COMMON_SAFETY_END,
    ],
  },
  solvent: {
    product: 'Peinture de base solvantée',
    technical: [
      h('Description'),
      p(
        'Base mate solvantée préparée à la teinte du constructeur, à recouvrir d’un vernis 2K. Séchage rapide et excellente facilité d’emploi, y compris à basse température.',
      ),
      h('Préparation du support'),
      p(
        'Appliquer sur apprêt poncé au P400-P500, soigneusement dégraissé au dégraissant anti-silicone.',
      ),
      h('Mélange et application'),
      p(
        'Diluer à 50 % avec le diluant de base adapté à la température. Pistolet HVLP buse 1,3 à 1,4 mm, pression 2 bar. Deux couches jusqu’à couverture, 5 minutes de désolvatation entre les couches.',
      ),
      h('Séchage'),
      p('Vernissable après 15 à 20 minutes à 20 °C. Vernir dans les 24 heures.'),
      h('Rendement et conservation'),
      p('Environ 6 m² par litre prêt à l’emploi. Conservation 24 mois en emballage fermé.'),
    ],
    safety: [
      h('Identification du produit'),
      p('Peinture de base solvantée. Usage professionnel et particulier averti.'),
      h('Identification des dangers'),
      p(
        'H226 Liquide et vapeurs inflammables. H336 Peut provoquer somnolence ou vertiges. H412 Nocif pour les organismes aquatiques, entraîne des effets néfastes à long terme.',
      ),
      h('Conseils de prudence'),
      p(
        'P210 Tenir à l’écart de la chaleur, des étincelles et de toute flamme nue. Ne pas fumer. P271 Utiliser seulement en plein air ou dans un endroit bien ventilé. P280 Porter des gants, des vêtements et un équipement de protection des yeux.',
      ),
      h('Protection individuelle'),
      p('Masque à cartouches A2P3, gants nitrile, combinaison et lunettes de protection.'),
      ...COMMON_SAFETY_END,
    ],
  },
  gloss_direct: {
    product: 'Laque brillant direct 2K',
    technical: [
      h('Description'),
      p(
        'Laque polyuréthane bicomposant brillante, sans vernis, préparée à la teinte. Idéale pour les teintes unies, les véhicules utilitaires et les pièces industrielles.',
      ),
      h('Mélange'),
      p(
        'Rapport 2 volumes de laque pour 1 volume de durcisseur (normal HN ou rapide HF), puis 10 à 15 % de diluant pour brillant direct. Durée de vie du mélange : 2 heures à 20 °C.',
      ),
      h('Application'),
      p(
        'Pistolet HVLP buse 1,3 à 1,4 mm. Une couche légère puis une couche pleine après 10 minutes de désolvatation.',
      ),
      h('Séchage'),
      p('Hors poussière en 30 minutes, sec au toucher en 6 heures à 20 °C, 30 minutes à 60 °C.'),
    ],
    safety: [
      h('Identification du produit'),
      p('Laque polyuréthane brillant direct, à mélanger avec un durcisseur isocyanate.'),
      h('Identification des dangers'),
      p(
        'H226 Liquide et vapeurs inflammables. H317 Peut provoquer une allergie cutanée. H334 Peut provoquer des symptômes allergiques ou d’asthme ou des difficultés respiratoires par inhalation (durcisseur). Contient des isocyanates.',
      ),
      h('Protection individuelle'),
      p(
        'Masque à adduction d’air recommandé, à défaut masque complet A2P3. Gants nitrile, combinaison et protection des yeux obligatoires.',
      ),
      ...COMMON_SAFETY_END,
    ],
  },
  gloss_direct_1k: {
    product: 'Laque brillant direct 1K (ancienne fiche)',
    technical: [
      h('Description'),
      p('Ancienne fiche de la laque monocomposant, remplacée par la fiche Brillant Direct.'),
    ],
    safety: [
      h('Identification des dangers'),
      p('Ancienne fiche remplacée. Se reporter à la fiche Brillant Direct en vigueur.'),
      ...COMMON_SAFETY_END,
    ],
  },
  vernis: {
    product: 'Vernis de finition 2K',
    technical: [
      h('Description'),
      p(
        'Vernis polyuréthane haut extrait sec pour recouvrir les bases hydro et solvantées. Haute brillance, tendu remarquable et bonne résistance aux rayures et aux UV.',
      ),
      h('Mélange'),
      p('Rapport 2 volumes de vernis pour 1 volume de durcisseur HS, 0 à 5 % de diluant.'),
      h('Application'),
      p(
        'Pistolet HVLP buse 1,3 mm. Deux couches avec 5 à 10 minutes de désolvatation. En stylo, appliquer une couche fine sur la retouche sèche depuis 30 minutes.',
      ),
      h('Séchage et lustrage'),
      p(
        'Sec au toucher en 8 heures à 20 °C ou 30 minutes à 60 °C. Lustrable après refroidissement complet.',
      ),
    ],
    safety: [
      h('Identification du produit'),
      p('Vernis polyuréthane bicomposant, à mélanger avec un durcisseur isocyanate.'),
      h('Identification des dangers'),
      p(
        'H226 Liquide et vapeurs inflammables. H317 Peut provoquer une allergie cutanée. H336 Peut provoquer somnolence ou vertiges.',
      ),
      h('Protection individuelle'),
      p('Masque complet A2P3, gants nitrile, combinaison et lunettes de protection.'),
      ...COMMON_SAFETY_END,
    ],
  },
};

export function documentPdfs(): Array<[filename: string, content: Buffer]> {
  const out: Array<[string, Buffer]> = [];
  for (const doc of PAINT_DOCUMENTS) {
    const sheet = SHEETS[doc.paintType];
    if (!sheet) throw new Error(`Pas de texte pour le type de peinture ${doc.paintType}`);
    const files = documentFiles(doc.paintType);
    const technicalTitle = `Fiche technique — ${sheet.product}`;
    const safetyTitle = `Fiche de données de sécurité — ${sheet.product}`;
    out.push([
      files.technicalFilename,
      buildPdf([{ kind: 'title', text: technicalTitle }, ...sheet.technical], {
        title: technicalTitle,
        footer: `Nuancier — ${doc.label} — fiche technique, version 2025-03`,
      }),
    ]);
    out.push([
      files.safetyFilename,
      buildPdf([{ kind: 'title', text: safetyTitle }, ...sheet.safety], {
        title: safetyTitle,
        footer: `Nuancier — ${doc.label} — fiche de données de sécurité, version 2025-03`,
      }),
    ]);
  }
  return out;
}

function writeDocuments(publicDir = path.resolve('public')) {
  const dir = path.join(publicDir, 'documents');
  mkdirSync(dir, { recursive: true });
  const files = documentPdfs();
  for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
  return files.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`${writeDocuments()} fiches PDF écrites dans public/documents/`);
}
