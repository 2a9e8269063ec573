/**
 * Hand-written word lists the demo data of every service shares (no faker package): twenty Irish towns with their
 * county, Eircode routing key and phone area code, first names and surnames.
 */
export interface Town {
  name: string;
  county: string;
  eircode: string;
  /** Area code without the trunk 0, as written after +353. */
  areaCode: string;
}

export const TOWNS: readonly Town[] = [
  { name: 'Dublin', county: 'Dublin', eircode: 'D02', areaCode: '1' },
  { name: 'Cork', county: 'Cork', eircode: 'T12', areaCode: '21' },
  { name: 'Galway', county: 'Galway', eircode: 'H91', areaCode: '91' },
  { name: 'Limerick', county: 'Limerick', eircode: 'V94', areaCode: '61' },
  { name: 'Waterford', county: 'Waterford', eircode: 'X91', areaCode: '51' },
  { name: 'Kilkenny', county: 'Kilkenny', eircode: 'R95', areaCode: '56' },
  { name: 'Sligo', county: 'Sligo', eircode: 'F91', areaCode: '71' },
  { name: 'Athlone', county: 'Westmeath', eircode: 'N37', areaCode: '90' },
  { name: 'Drogheda', county: 'Louth', eircode: 'A92', areaCode: '41' },
  { name: 'Dundalk', county: 'Louth', eircode: 'A91', areaCode: '42' },
  { name: 'Wexford', county: 'Wexford', eircode: 'Y35', areaCode: '53' },
  { name: 'Tralee', county: 'Kerry', eircode: 'V92', areaCode: '66' },
  { name: 'Ennis', county: 'Clare', eircode: 'V95', areaCode: '65' },
  { name: 'Letterkenny', county: 'Donegal', eircode: 'F92', areaCode: '74' },
  { name: 'Westport', county: 'Mayo', eircode: 'F28', areaCode: '98' },
  { name: 'Carlow', county: 'Carlow', eircode: 'R93', areaCode: '59' },
  { name: 'Navan', county: 'Meath', eircode: 'C15', areaCode: '46' },
  { name: 'Mullingar', county: 'Westmeath', eircode: 'N91', areaCode: '44' },
  { name: 'Clonmel', county: 'Tipperary', eircode: 'E91', areaCode: '52' },
  { name: 'Killarney', county: 'Kerry', eircode: 'V93', areaCode: '64' },
];

export const SURNAMES = [
  'Murphy',
  'Kelly',
  "O'Brien",
  'Byrne',
  'Ryan',
  "O'Sullivan",
  'Walsh',
  "O'Connor",
  'McCarthy',
  'Doyle',
  'Gallagher',
  'Kennedy',
  'Lynch',
  'Quinn',
  'Daly',
  'Brennan',
  'Fitzgerald',
  'Nolan',
  'Power',
  'Dunne',
] as const;

export const FIRST_NAMES = [
  'Aoife',
  'Seán',
  'Niamh',
  'Ciarán',
  'Siobhán',
  'Pádraig',
  'Orla',
  'Declan',
  'Gráinne',
  'Eoin',
  'Máire',
  'Cathal',
  'Róisín',
  'Donal',
  'Deirdre',
  'Fionn',
  'Clodagh',
  'Colm',
  'Sinéad',
  'Tadhg',
] as const;
