/**
 * The coarse grid a product's copied pin falls in (AddedProductShopCells migration): cells of a tenth of a degree
 * each way (about 11 km by 7 km in Ireland), numbered as the generated column products.shop_cell numbers them. A
 * near-me product search with words then finds the products matching its words in the cells around the point in
 * one GIN scan (words and cell together, the cells as one array key: AddedProductWordsCellsIndex), instead of
 * intersecting the words' index with the GiST index of every pin inside the circle's box (50,000 products around a
 * town on the large set).
 */

/** Cells per degree; the migration's generated column uses the same number. */
export const CELLS_PER_DEGREE = 10;
/** Beyond this many cells (a huge radius, or near a pole) the cells would cost more than the GiST box. */
export const MOST_CELLS = 64;

const KM_PER_DEGREE_OF_LATITUDE = 111.2;

/** The cell number of a point: floor(latitude * 10) * 10000 + floor(longitude * 10), as in the migration. */
export function gridCell(latitude: number, longitude: number): number {
  return Math.floor(latitude * CELLS_PER_DEGREE) * 10_000 + Math.floor(longitude * CELLS_PER_DEGREE);
}

/**
 * Every cell that a circle of `radiusKm` around the point may reach (the cells of its bounding box, with a margin
 * for rounding), or undefined when there would be more than MOST_CELLS or the box crosses a pole or the
 * antimeridian.
 */
export function gridCellsAround(latitude: number, longitude: number, radiusKm: number): number[] | undefined {
  const marginKm = radiusKm * 1.01 + 0.1;
  const latitudeSpan = marginKm / KM_PER_DEGREE_OF_LATITUDE;
  const south = latitude - latitudeSpan;
  const north = latitude + latitudeSpan;
  if (south <= -89 || north >= 89) return undefined;
  const widest = Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
  const longitudeSpan = marginKm / (KM_PER_DEGREE_OF_LATITUDE * widest);
  const west = longitude - longitudeSpan;
  const east = longitude + longitudeSpan;
  if (west <= -180 || east >= 180) return undefined;
  const rows = Math.floor(north * CELLS_PER_DEGREE) - Math.floor(south * CELLS_PER_DEGREE) + 1;
  const columns = Math.floor(east * CELLS_PER_DEGREE) - Math.floor(west * CELLS_PER_DEGREE) + 1;
  if (rows * columns > MOST_CELLS) return undefined;
  const cells: number[] = [];
  for (let row = Math.floor(south * CELLS_PER_DEGREE); row <= Math.floor(north * CELLS_PER_DEGREE); row += 1) {
    for (let column = Math.floor(west * CELLS_PER_DEGREE); column <= Math.floor(east * CELLS_PER_DEGREE); column += 1) {
      cells.push(row * 10_000 + column);
    }
  }
  return cells;
}
