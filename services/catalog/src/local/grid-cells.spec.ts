import { gridCell, gridCellsAround, MOST_CELLS } from './grid-cells';

/** A point `km` away from (latitude, longitude) on the bearing, on a sphere (as earthdistance measures). */
function destination(latitude: number, longitude: number, km: number, bearingDegrees: number): [number, number] {
  const radians = Math.PI / 180;
  const angular = km / 6371;
  const bearing = bearingDegrees * radians;
  const from = latitude * radians;
  const to = Math.asin(Math.sin(from) * Math.cos(angular) + Math.cos(from) * Math.sin(angular) * Math.cos(bearing));
  const longitudeChange = Math.atan2(
    Math.sin(bearing) * Math.sin(angular) * Math.cos(from),
    Math.cos(angular) - Math.sin(from) * Math.sin(to),
  );
  return [to / radians, longitude + longitudeChange / radians];
}

describe(gridCell.name, () => {
  it('numbers cells of a tenth of a degree as the migration does, west and south of zero too', () => {
    expect(gridCell(52.355, -7.7039)).toBe(523 * 10_000 - 78);
    expect(gridCell(-33.86, 151.2)).toBe(-339 * 10_000 + 1512);
  });
});

describe(gridCellsAround.name, () => {
  it('holds the cell of every point within the radius, on every bearing and at the rim', () => {
    for (const [latitude, longitude] of [
      [52.355, -7.7039],
      [55.38, -7.37],
      [51.45, -9.82],
      [53.0, -6.0],
    ]) {
      for (const radiusKm of [1, 5, 10, 25]) {
        const cells = new Set(gridCellsAround(latitude, longitude, radiusKm));
        for (let bearing = 0; bearing < 360; bearing += 7.5) {
          for (const share of [0.25, 0.5, 0.9, 1]) {
            const [pointLatitude, pointLongitude] = destination(latitude, longitude, radiusKm * share, bearing);
            expect(cells.has(gridCell(pointLatitude, pointLongitude))).toBe(true);
          }
        }
      }
    }
  });

  it('gives up (the caller keeps the GiST box) when the circle needs too many cells or reaches a pole', () => {
    expect(gridCellsAround(52.355, -7.7039, 100)).toBeUndefined();
    expect(gridCellsAround(89.5, 0, 5)).toBeUndefined();
    expect(gridCellsAround(52.355, 179.99, 5)).toBeUndefined();
    expect(gridCellsAround(52.355, -7.7039, 10)!.length).toBeLessThanOrEqual(MOST_CELLS);
  });
});
