/**
 * The demo repair kits (issue 41 §3), one per repair type: the colour in the packaging the job
 * takes, with demo-catalogue products found by reference. docs/decisions/repair-kits.md
 */
import type pg from 'pg';

type KitSeed = {
  repairType: 'eclat' | 'rayure' | 'pare_chocs' | 'element';
  name: string;
  description: string;
  packaging: 'peinture-stylo' | 'peinture-bombe' | 'peinture-pot';
  colourQuantity: number;
  discountPercent: number;
  /** [reference, quantity] */
  components: Array<[string, number]>;
};

const DEMO_KITS: ReadonlyArray<KitSeed> = [
  {
    repairType: 'eclat',
    name: 'Kit retouche éclat',
    description:
      'Pour les éclats de gravillons : apprêt, teinte et vernis en stylo, et un abrasif fin pour égaliser la retouche.',
    packaging: 'peinture-stylo',
    colourQuantity: 1,
    discountPercent: 10,
    components: [
      ['70-455', 1],
      ['70-450', 1],
      ['AB-FE-1500', 1],
    ],
  },
  {
    repairType: 'rayure',
    name: 'Kit retouche rayure',
    description:
      'Pour une rayure sur un élément : apprêt garnissant, teinte et vernis 2K en bombe, abrasif à l’eau et ruban de masquage.',
    packaging: 'peinture-bombe',
    colourQuantity: 1,
    discountPercent: 10,
    components: [
      ['AE-APG-400', 1],
      ['AE-VE2K-400', 1],
      ['AB-FE-1500', 1],
      ['MA-RUB-19', 1],
    ],
  },
  {
    repairType: 'pare_chocs',
    name: 'Kit rayure de pare-chocs',
    description:
      'Pour un pare-chocs frotté : apprêt, teinte et vernis 2K en bombe, rouleau abrasif mousse et ruban de masquage.',
    packaging: 'peinture-bombe',
    colourQuantity: 1,
    discountPercent: 12,
    components: [
      ['AE-APG-400', 1],
      ['AE-VE2K-400', 1],
      ['AB-RM-800', 1],
      ['MA-RUB-19', 1],
    ],
  },
  {
    repairType: 'element',
    name: 'Kit élément complet',
    description:
      'Pour repeindre un élément entier (aile, porte, capot) sans pistolet : trois bombes de teinte, apprêt et vernis 2K en double, disques et feuilles abrasives, film et ruban de masquage.',
    packaging: 'peinture-bombe',
    colourQuantity: 3,
    discountPercent: 15,
    components: [
      ['AE-APG-400', 2],
      ['AE-VE2K-400', 2],
      ['AB-150-500', 1],
      ['AB-FE-1500', 1],
      ['MA-FIL-4150', 1],
      ['MA-RUB-19', 1],
    ],
  },
];

export async function insertDemoKits(db: Pick<pg.ClientBase, 'query'>): Promise<void> {
  for (const [position, kit] of DEMO_KITS.entries()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into repair_kits (repair_type, name, description, colour_product_key,
         colour_quantity, discount_percent, is_published, position)
       values ($1, $2, $3, $4, $5, $6, true, $7) returning id`,
      [
        kit.repairType,
        kit.name,
        kit.description,
        kit.packaging,
        kit.colourQuantity,
        kit.discountPercent,
        position,
      ],
    );
    await db.query(
      `insert into repair_kit_components (kit_id, product_id, quantity, position)
       select $1, p.id, c.quantity, c.position
       from unnest($2::text[], $3::int[]) with ordinality as c(ref, quantity, position)
       join products p on p.reference_code = c.ref`,
      [rows[0]!.id, kit.components.map((c) => c[0]), kit.components.map((c) => c[1])],
    );
  }
}
