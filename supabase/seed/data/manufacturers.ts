import type { ColourCategory } from '../../../lib/colours/slug';

/**
 * Paint manufacturers (vehicle makers and the RAL chart) with where their paint plate sits.
 * `codeStyle` drives the look of the generated colour codes (see colours-generated.ts).
 */
export type CodeStyle =
  | 'renault'
  | 'psa'
  | 'vag'
  | 'bmw'
  | 'mercedes'
  | 'toyota'
  | 'ford'
  | 'fiat'
  | 'opel'
  | 'nissan'
  | 'tesla'
  | 'korean'
  | 'volvo'
  | 'honda-moto'
  | 'yamaha'
  | 'kawasaki'
  | 'suzuki'
  | 'ducati'
  | 'moto-eu'
  | 'truck'
  | 'ral';

export type ManufacturerSeed = {
  slug: string;
  name: string;
  category: ColourCategory;
  codeLocation: string;
  codeStyle: CodeStyle;
  /** How many generated colours to add on top of the hand-written ones. */
  generated: number;
  isActive?: boolean;
};

const door = 'sur l’étiquette collée dans l’encadrement de la porte conducteur, sur le pied milieu';

export const MANUFACTURERS: ReadonlyArray<ManufacturerSeed> = [
  // Automobile
  {
    slug: 'renault',
    name: 'Renault',
    category: 'auto',
    codeStyle: 'renault',
    generated: 70,
    codeLocation:
      'Le code peinture Renault figure sur la plaque constructeur rivée dans l’encadrement de la porte avant droite ou sous le capot, sur la tôle d’auvent ; il commence souvent par « OV », « TE » ou « NV ».',
  },
  {
    slug: 'peugeot',
    name: 'Peugeot',
    category: 'auto',
    codeStyle: 'psa',
    generated: 70,
    codeLocation:
      'Chez Peugeot, le code couleur à trois lettres (ou quatre caractères commençant par « M0 ») est inscrit sur une étiquette dans le pied milieu côté conducteur ou sur le passage de roue avant droit, sous le capot.',
  },
  {
    slug: 'citroen',
    name: 'Citroën',
    category: 'auto',
    codeStyle: 'psa',
    generated: 60,
    codeLocation:
      'Le code peinture Citroën se lit sur l’étiquette du pied milieu gauche ou sur la tôle d’auvent, à côté du numéro de série ; c’est un code à trois lettres comme « EWP » ou « KTV ».',
  },
  {
    slug: 'ds',
    name: 'DS Automobiles',
    category: 'auto',
    codeStyle: 'psa',
    generated: 25,
    codeLocation:
      'Sur les DS, le code couleur figure sur l’étiquette de l’encadrement de porte conducteur et dans le carnet d’entretien, sous la forme de trois lettres ou de quatre caractères « M0.. ».',
  },
  {
    slug: 'dacia',
    name: 'Dacia',
    category: 'auto',
    codeStyle: 'renault',
    generated: 30,
    codeLocation: `Comme chez Renault, le code peinture Dacia est indiqué ${door}, ou sous le capot sur la plaque constructeur.`,
  },
  {
    slug: 'alpine',
    name: 'Alpine',
    category: 'auto',
    codeStyle: 'renault',
    generated: 10,
    codeLocation:
      'Sur l’Alpine A110, le code peinture est indiqué sur l’étiquette du montant de porte côté conducteur et sur le certificat de conformité.',
  },
  {
    slug: 'volkswagen',
    name: 'Volkswagen',
    category: 'auto',
    codeStyle: 'vag',
    generated: 70,
    codeLocation:
      'Le code Volkswagen (par exemple « LC9X » ou « LB9A ») est imprimé sur l’autocollant de données du véhicule, dans le coffre sous le tapis près de la roue de secours, et dans le carnet d’entretien.',
  },
  {
    slug: 'audi',
    name: 'Audi',
    category: 'auto',
    codeStyle: 'vag',
    generated: 50,
    codeLocation:
      'Chez Audi, le code couleur à quatre caractères figure sur l’étiquette de données du véhicule, dans le plancher du coffre près de la roue de secours, et en première page du carnet d’entretien.',
  },
  {
    slug: 'skoda',
    name: 'Škoda',
    category: 'auto',
    codeStyle: 'vag',
    generated: 30,
    codeLocation:
      'Le code peinture Škoda est inscrit sur l’étiquette de données placée dans le coffre, sous le plancher, ainsi que dans le carnet d’entretien.',
  },
  {
    slug: 'seat',
    name: 'Seat',
    category: 'auto',
    codeStyle: 'vag',
    generated: 30,
    codeLocation:
      'Le code couleur Seat se trouve sur l’étiquette de données du coffre, à côté de la roue de secours, et dans le carnet d’entretien.',
  },
  {
    slug: 'bmw',
    name: 'BMW',
    category: 'auto',
    codeStyle: 'bmw',
    generated: 60,
    codeLocation:
      'Chez BMW, le code peinture à trois caractères (par exemple « 475 » ou « A96 ») est frappé sur une plaque sous le capot, sur la jambe de force avant droite ou dans l’encadrement de porte conducteur.',
  },
  {
    slug: 'mini',
    name: 'Mini',
    category: 'auto',
    codeStyle: 'bmw',
    generated: 20,
    codeLocation:
      'Le code couleur Mini figure sur l’étiquette du pied milieu côté conducteur ; le code du toit, quand il est d’une autre teinte, est indiqué juste à côté.',
  },
  {
    slug: 'mercedes',
    name: 'Mercedes-Benz',
    category: 'auto',
    codeStyle: 'mercedes',
    generated: 60,
    codeLocation:
      'Le code peinture Mercedes-Benz (trois chiffres comme « 197 » ou « 149 ») se trouve sur l’étiquette du pied milieu conducteur ou sous le capot, sur la traverse avant.',
  },
  {
    slug: 'toyota',
    name: 'Toyota',
    category: 'auto',
    codeStyle: 'toyota',
    generated: 50,
    codeLocation:
      'Chez Toyota, le code couleur suit la mention « C/TR » sur la plaque d’identification dans l’encadrement de la porte conducteur, par exemple « 040 » ou « 1G3 ».',
  },
  {
    slug: 'ford',
    name: 'Ford',
    category: 'auto',
    codeStyle: 'ford',
    generated: 50,
    codeLocation:
      'Le code peinture Ford est indiqué sur l’étiquette du pied milieu côté conducteur, sur la ligne « Paint » ; sur les modèles récents, il figure aussi dans le carnet d’entretien.',
  },
  {
    slug: 'fiat',
    name: 'Fiat',
    category: 'auto',
    codeStyle: 'fiat',
    generated: 40,
    codeLocation:
      'Chez Fiat, le code couleur à trois chiffres figure sur une étiquette collée à l’intérieur de la trappe à carburant ou sous le capot, sur la traverse.',
  },
  {
    slug: 'opel',
    name: 'Opel',
    category: 'auto',
    codeStyle: 'opel',
    generated: 40,
    codeLocation:
      'Le code peinture Opel (par exemple « Z20R » ou « GAZ ») est imprimé sur la plaque constructeur du pied milieu ou sur l’étiquette du coffre, près de la roue de secours.',
  },
  {
    slug: 'nissan',
    name: 'Nissan',
    category: 'auto',
    codeStyle: 'nissan',
    generated: 40,
    codeLocation:
      'Chez Nissan, le code couleur à trois caractères suit la mention « COLOR » sur la plaque du pied milieu conducteur ou sur la tôle d’auvent sous le capot.',
  },
  {
    slug: 'hyundai',
    name: 'Hyundai',
    category: 'auto',
    codeStyle: 'korean',
    generated: 30,
    codeLocation: `Le code peinture Hyundai est indiqué ${door}, sur la ligne « PAINT ».`,
  },
  {
    slug: 'kia',
    name: 'Kia',
    category: 'auto',
    codeStyle: 'korean',
    generated: 30,
    codeLocation: `Le code peinture Kia est indiqué ${door}, après la mention « PAINT ».`,
  },
  {
    slug: 'volvo',
    name: 'Volvo',
    category: 'auto',
    codeStyle: 'volvo',
    generated: 30,
    codeLocation:
      'Chez Volvo, le code couleur à trois chiffres figure sur la plaque constructeur du pied milieu ou sous le capot, sur la traverse de radiateur.',
  },
  {
    slug: 'tesla',
    name: 'Tesla',
    category: 'auto',
    codeStyle: 'tesla',
    generated: 4,
    codeLocation:
      'Tesla n’imprime pas toujours le code sur une plaque : il figure sur l’étiquette du montant de porte conducteur et dans le récapitulatif de commande (par exemple « PPSW » ou « PMNG »).',
  },
  // Moto
  {
    slug: 'yamaha',
    name: 'Yamaha',
    category: 'moto',
    codeStyle: 'yamaha',
    generated: 30,
    codeLocation:
      'Sur une Yamaha, le code couleur est inscrit sur l’étiquette collée sur le cadre, sous la selle ou sur la colonne de direction.',
  },
  {
    slug: 'honda',
    name: 'Honda',
    category: 'moto',
    codeStyle: 'honda-moto',
    generated: 30,
    codeLocation:
      'Le code peinture Honda moto (par exemple « NH-A66P » ou « R-380 ») figure sur l’étiquette sous la selle ou sur le cadre, près de la batterie.',
  },
  {
    slug: 'kawasaki',
    name: 'Kawasaki',
    category: 'moto',
    codeStyle: 'kawasaki',
    generated: 25,
    codeLocation:
      'Chez Kawasaki, le code couleur est indiqué sur l’étiquette du cadre sous la selle ; sur les carénages, il est parfois gravé à l’intérieur de la pièce.',
  },
  {
    slug: 'suzuki',
    name: 'Suzuki',
    category: 'moto',
    codeStyle: 'suzuki',
    generated: 25,
    codeLocation:
      'Le code peinture Suzuki moto se trouve sur l’étiquette du cadre, sous la selle, ou au dos des carénages.',
  },
  {
    slug: 'ducati',
    name: 'Ducati',
    category: 'moto',
    codeStyle: 'ducati',
    generated: 15,
    codeLocation:
      'Chez Ducati, le code couleur (par exemple « 473.101 » pour le Rosso Ducati) figure sur l’étiquette de la colonne de direction ou dans le manuel du propriétaire.',
  },
  {
    slug: 'bmw-motorrad',
    name: 'BMW Motorrad',
    category: 'moto',
    codeStyle: 'bmw',
    generated: 20,
    codeLocation:
      'Sur une BMW Motorrad, le code peinture est indiqué sur l’étiquette de la colonne de direction et au dos des pièces de carénage.',
  },
  {
    slug: 'triumph',
    name: 'Triumph',
    category: 'moto',
    codeStyle: 'moto-eu',
    generated: 15,
    codeLocation:
      'Le code couleur Triumph figure sur l’étiquette du cadre, côté droit de la colonne de direction.',
  },
  {
    slug: 'ktm',
    name: 'KTM',
    category: 'moto',
    codeStyle: 'moto-eu',
    generated: 10,
    codeLocation:
      'Chez KTM, le code peinture du cadre et des pièces est indiqué dans le catalogue de pièces détachées et sur l’étiquette de la colonne de direction.',
  },
  // Utilitaires et poids lourds
  {
    slug: 'renault-trucks',
    name: 'Renault Trucks',
    category: 'utilitaires-et-poids-lourds',
    codeStyle: 'truck',
    generated: 30,
    codeLocation:
      'Sur un Renault Trucks, le code peinture cabine figure sur la plaque constructeur à l’intérieur de la porte passager et sur la fiche de livraison du véhicule.',
  },
  {
    slug: 'iveco',
    name: 'Iveco',
    category: 'utilitaires-et-poids-lourds',
    codeStyle: 'truck',
    generated: 30,
    codeLocation:
      'Le code couleur Iveco est indiqué sur la plaque d’identification de la cabine, côté passager, ou sur l’étiquette du pied de porte sur le Daily.',
  },
  {
    slug: 'scania',
    name: 'Scania',
    category: 'utilitaires-et-poids-lourds',
    codeStyle: 'truck',
    generated: 25,
    codeLocation:
      'Chez Scania, le code peinture cabine figure sur la plaque située derrière la calandre et dans les documents de spécification du véhicule.',
  },
  {
    slug: 'volvo-trucks',
    name: 'Volvo Trucks',
    category: 'utilitaires-et-poids-lourds',
    codeStyle: 'truck',
    generated: 25,
    codeLocation:
      'Le code couleur Volvo Trucks est inscrit sur la plaque d’identification de la porte conducteur et dans la fiche technique du châssis.',
  },
  {
    slug: 'man',
    name: 'MAN',
    category: 'utilitaires-et-poids-lourds',
    codeStyle: 'truck',
    generated: 25,
    codeLocation:
      'Sur un MAN, le code peinture figure sur la plaque constructeur dans l’encadrement de la porte passager.',
  },
  {
    slug: 'daf',
    name: 'DAF',
    category: 'utilitaires-et-poids-lourds',
    codeStyle: 'truck',
    generated: 25,
    codeLocation:
      'Le code couleur DAF est indiqué sur la plaque du châssis côté conducteur et sur l’autocollant de la porte.',
  },
  {
    slug: 'mercedes-trucks',
    name: 'Mercedes-Benz Trucks',
    category: 'utilitaires-et-poids-lourds',
    codeStyle: 'mercedes',
    generated: 25,
    codeLocation:
      'Sur les Actros, Arocs et Sprinter, le code peinture est indiqué sur la plaque de la porte passager ou sous le capot avant.',
  },
  // Industrie
  {
    slug: 'ral',
    name: 'RAL',
    category: 'industrie',
    codeStyle: 'ral',
    generated: 0,
    codeLocation:
      'Pour les pièces industrielles, la teinte RAL (quatre chiffres, par exemple « RAL 7016 ») est indiquée sur le bon de commande, la fiche produit du fabricant ou l’étiquette de la pièce.',
  },
];
