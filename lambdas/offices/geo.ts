/**
 * Geographic primitives for the office directory: great-circle distance, geohash cells and the
 * set of cells a radius search must read. Pure: the office store turns cells into index keys.
 *
 * Cells: an office belongs to the precision-3 cell of its position (one index partition per
 * ~97 x 97 cos(lat) miles) and is ordered inside it by its precision-7 geohash. A search covers
 * the circle with small sub-cells (precision 4, or 5 for small radii), and reads each run of
 * adjacent sub-cells of a partition as one sort-key range.
 */

export type LatLng = { lat: number; lng: number };

export type GeohashBounds = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * One read of the directory: a whole partition (its precision-3 geohash), or within it the range
 * of positions from the first to the last sub-cell of a run of adjacent sub-cells.
 */
export type CellQuery = { partition: string; from?: string; to?: string };

/** Mean Earth radius; the value most distance calculators use, so results match what users expect. */
export const EARTH_RADIUS_MILES = 3958.8;

export const CELL_PARTITION_PRECISION = 3;
export const CELL_SUBCELL_PRECISION = 4;
export const CELL_SORT_PRECISION = 7;

/**
 * Soft cap on the Queries of one search (they run in parallel, but each costs a request and a
 * capacity rounding). Above it, the partitions needing the most range queries are read whole until
 * the cap is met; it is exceeded only when the circle touches more partitions than this, which
 * happens near the poles and never for the directory's 1-100 mile searches in the US.
 */
export const MAX_QUERIES_PER_SEARCH = 16;

/**
 * Up to this radius the search lists precision-5 cells (about 3 by 3 miles), so it reads little
 * beyond the circle; then it joins the runs with the smallest gaps until it needs at most
 * TARGET_QUERIES_PER_SEARCH queries, trading a few extra items for fewer round trips.
 */
export const FINE_CELL_RADIUS_MILES = 30;
export const CELL_FINE_PRECISION = 5;
export const TARGET_QUERIES_PER_SEARCH = 8;

/** Bounds the enumeration work of `coveringCells`, so a malformed input cannot burn CPU. */
export const MAX_COVERING_RADIUS_MILES = 500;

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
const BASE32_INDEX = new Map([...BASE32].map((char, index) => [char, index]));

const DEG = Math.PI / 180;

/**
 * Tolerance for floating-point rounding at cell edges: cells are widened by this many degrees and
 * kept when they are within this many miles beyond the radius, so an office lying exactly on the
 * circle or on a cell edge is never missed. Both are far below any real-world precision.
 */
const EDGE_EPSILON_DEG = 1e-9;
const EDGE_EPSILON_MILES = 1e-6;

export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * DEG;
  const dLng = (b.lng - a.lng) * DEG;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * DEG) * Math.cos(b.lat * DEG) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair outside [0, 1] for (near-)antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

/** The point reached from `start` after travelling `miles` along the initial `bearingDeg` (0 = north). */
export function destinationPoint(start: LatLng, bearingDeg: number, miles: number): LatLng {
  const delta = miles / EARTH_RADIUS_MILES;
  const phi1 = start.lat * DEG;
  const theta = bearingDeg * DEG;
  const sinPhi2 =
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta);
  const phi2 = Math.asin(Math.min(1, Math.max(-1, sinPhi2)));
  const lambda2 =
    start.lng * DEG +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    );
  return { lat: phi2 / DEG, lng: normalizeLng(lambda2 / DEG) };
}

/** Wraps any longitude into [-180, 180]; 180 itself is kept so callers' values survive unchanged. */
export function normalizeLng(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  const wrapped = (((lng + 180) % 360) + 360) % 360;
  return wrapped - 180;
}

function assertCoordinate(lat: number, lng: number): void {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat < -90 || lat > 90) {
    throw new RangeError(`Invalid coordinate (${lat}, ${lng})`);
  }
}

export function geohashEncode(lat: number, lng: number, precision: number): string {
  assertCoordinate(lat, lng);
  if (!Number.isInteger(precision) || precision < 1 || precision > 12) {
    throw new RangeError(`Geohash precision must be an integer from 1 to 12, got ${precision}`);
  }
  const lon = normalizeLng(lng);
  let minLat = -90;
  let maxLat = 90;
  let minLng = -180;
  let maxLng = 180;
  let hash = '';
  let bits = 0;
  let bitCount = 0;
  let evenBit = true; // geohash interleaves bits starting with longitude
  while (hash.length < precision) {
    if (evenBit) {
      const mid = (minLng + maxLng) / 2;
      if (lon >= mid) {
        bits = bits * 2 + 1;
        minLng = mid;
      } else {
        bits *= 2;
        maxLng = mid;
      }
    } else {
      const mid = (minLat + maxLat) / 2;
      if (lat >= mid) {
        bits = bits * 2 + 1;
        minLat = mid;
      } else {
        bits *= 2;
        maxLat = mid;
      }
    }
    evenBit = !evenBit;
    bitCount += 1;
    if (bitCount === 5) {
      hash += BASE32[bits];
      bits = 0;
      bitCount = 0;
    }
  }
  return hash;
}

export function geohashBounds(hash: string): GeohashBounds {
  if (hash.length === 0) throw new RangeError('Empty geohash');
  let minLat = -90;
  let maxLat = 90;
  let minLng = -180;
  let maxLng = 180;
  let evenBit = true;
  for (const char of hash.toLowerCase()) {
    const value = BASE32_INDEX.get(char);
    if (value === undefined) throw new RangeError(`Invalid geohash character '${char}'`);
    for (let bit = 4; bit >= 0; bit -= 1) {
      const on = (value >> bit) & 1;
      if (evenBit) {
        const mid = (minLng + maxLng) / 2;
        if (on) minLng = mid;
        else maxLng = mid;
      } else {
        const mid = (minLat + maxLat) / 2;
        if (on) minLat = mid;
        else maxLat = mid;
      }
      evenBit = !evenBit;
    }
  }
  return { minLat, maxLat, minLng, maxLng };
}

/** Where an office at (lat, lng) sits: its partition cell and its position within it. */
export function officeCell(lat: number, lng: number): { partition: string; position: string } {
  const position = geohashEncode(lat, lng, CELL_SORT_PRECISION);
  return { partition: position.slice(0, CELL_PARTITION_PRECISION), position };
}

/** Number of cells along each axis at a precision: longitude takes the extra bit when odd. */
function gridSize(precision: number): { rows: number; cols: number } {
  const bits = precision * 5;
  const lngBits = Math.ceil(bits / 2);
  return { rows: 2 ** (bits - lngBits), cols: 2 ** lngBits };
}

/**
 * Shortest distance from `p` to any point of a latitude/longitude rectangle on the sphere.
 *
 * When `p`'s longitude lies inside the rectangle the nearest point is straight north or south.
 * Otherwise, sliding any point of the rectangle along its parallel towards `p` brings it closer,
 * so the nearest point lies on one of the two bounding meridians. Along a meridian the cosine of
 * the distance is A·sin(φ) + B·cos(φ), a sinusoid in latitude, so its maximum over a latitude
 * interval is at the clamped stationary point or at an end.
 */
function minDistanceToCellMiles(p: LatLng, cell: GeohashBounds): number {
  if (lngWithin(p.lng, cell.minLng, cell.maxLng)) {
    const gapDeg = Math.max(0, cell.minLat - p.lat, p.lat - cell.maxLat);
    return gapDeg * DEG * EARTH_RADIUS_MILES;
  }
  return Math.min(
    minDistanceToMeridianMiles(p, cell.minLng, cell.minLat, cell.maxLat),
    minDistanceToMeridianMiles(p, cell.maxLng, cell.minLat, cell.maxLat),
  );
}

function minDistanceToMeridianMiles(
  p: LatLng,
  lng: number,
  minLat: number,
  maxLat: number,
): number {
  const a = Math.sin(p.lat * DEG);
  const b = Math.cos(p.lat * DEG) * Math.cos((p.lng - lng) * DEG);
  const stationary = Math.atan2(a, b) / DEG;
  const candidates = [minLat, maxLat, Math.min(maxLat, Math.max(minLat, stationary))];
  return Math.min(...candidates.map((lat) => haversineMiles(p, { lat, lng })));
}

function lngWithin(lng: number, min: number, max: number): boolean {
  const offset = (((lng - min) % 360) + 360) % 360;
  return offset <= max - min;
}

/**
 * The directory reads whose union contains every office within `radiusMiles` of `center`.
 *
 * Enumerates the precision-4 cells meeting the circle's bounding box (wrapping across the
 * antimeridian, spanning all longitudes when the circle reaches a pole), keeps those whose nearest
 * point is within the radius, then per precision-3 partition reads the needed sub-cells, merging
 * sub-cells that are adjacent in sort-key order into one range query (geohash order is a Z-curve,
 * so a compact area falls into few runs). Only when a search would need more than
 * MAX_QUERIES_PER_SEARCH queries are the partitions with the most runs read whole.
 * The result is sorted, so equal inputs give equal query lists.
 */
/** A hash's position among the cells of its partition, in sort-key order. */
function suffixIndex(hash: string): number {
  let index = 0;
  for (const char of hash.slice(CELL_PARTITION_PRECISION))
    index = index * 32 + BASE32_INDEX.get(char)!;
  return index;
}

interface Run {
  from: string;
  to: string;
  first: number;
  last: number;
}

/** Splits same-partition geohashes into runs that are consecutive in sort-key order. */
function adjacentRuns(hashes: string[]): Run[] {
  const sorted = [...new Set(hashes)]
    .map((hash) => ({ hash, index: suffixIndex(hash) }))
    .sort((a, b) => a.index - b.index);
  const runs: Run[] = [];
  for (const { hash, index } of sorted) {
    const run = runs.at(-1);
    if (run && index === run.last + 1) {
      run.to = hash;
      run.last = index;
    } else runs.push({ from: hash, to: hash, first: index, last: index });
  }
  return runs;
}

/**
 * Joins the two runs of a partition with the smallest gap between them, reading the few cells in
 * between, until the search needs at most `target` queries (or nothing is left to join).
 */
function mergeSmallestGaps(plan: Array<{ runs: Run[] }>, target: number): void {
  let total = plan.reduce((sum, entry) => sum + entry.runs.length, 0);
  while (total > target) {
    let best: { runs: Run[]; at: number; gap: number } | undefined;
    for (const { runs } of plan) {
      for (let at = 0; at + 1 < runs.length; at += 1) {
        const gap = runs[at + 1]!.first - runs[at]!.last;
        if (!best || gap < best.gap) best = { runs, at, gap };
      }
    }
    if (!best) return;
    const [left, right] = [best.runs[best.at]!, best.runs[best.at + 1]!];
    best.runs.splice(best.at, 2, {
      from: left.from,
      to: right.to,
      first: left.first,
      last: right.last,
    });
    total -= 1;
  }
}

export function coveringCells(center: LatLng, radiusMiles: number): CellQuery[] {
  assertCoordinate(center.lat, center.lng);
  if (!Number.isFinite(radiusMiles) || radiusMiles < 0 || radiusMiles > MAX_COVERING_RADIUS_MILES) {
    throw new RangeError(
      `Radius must be between 0 and ${MAX_COVERING_RADIUS_MILES} miles, got ${radiusMiles}`,
    );
  }
  const origin: LatLng = { lat: center.lat, lng: normalizeLng(center.lng) };
  const angularRadiusDeg = radiusMiles / EARTH_RADIUS_MILES / DEG;
  // Finer cells hug a small circle closely; far from the poles they stay few enough to list.
  const precision =
    radiusMiles <= FINE_CELL_RADIUS_MILES && Math.abs(origin.lat) + angularRadiusDeg < 80
      ? CELL_FINE_PRECISION
      : CELL_SUBCELL_PRECISION;
  const { rows, cols } = gridSize(precision);
  const rowHeight = 180 / rows;
  const colWidth = 360 / cols;

  const angularRadius = radiusMiles / EARTH_RADIUS_MILES; // radians
  const latSpanDeg = angularRadius / DEG;
  const minLat = origin.lat - latSpanDeg - EDGE_EPSILON_DEG;
  const maxLat = origin.lat + latSpanDeg + EDGE_EPSILON_DEG;

  // Longitude half-width of the bounding box of a spherical cap: asin(sin r / cos φ). Once the
  // cap reaches a pole every meridian crosses it. The ratio alone says so only up to rounding,
  // and a pole point may carry any longitude, so the latitude test is kept as well.
  let colIndices: number[];
  const ratio = Math.sin(angularRadius) / Math.cos(origin.lat * DEG);
  if (maxLat >= 90 || minLat <= -90 || !(ratio < 1)) {
    colIndices = Array.from({ length: cols }, (_, index) => index);
  } else {
    const halfWidthDeg = Math.asin(ratio) / DEG + EDGE_EPSILON_DEG;
    const first = Math.floor((origin.lng - halfWidthDeg + 180) / colWidth);
    const last = Math.floor((origin.lng + halfWidthDeg + 180) / colWidth);
    const wrapped = new Set<number>();
    for (let col = first; col <= last && wrapped.size < cols; col += 1) {
      wrapped.add(((col % cols) + cols) % cols);
    }
    colIndices = [...wrapped];
  }
  const firstRow = Math.max(0, Math.floor((minLat + 90) / rowHeight));
  const lastRow = Math.min(rows - 1, Math.floor((maxLat + 90) / rowHeight));

  const subcellsByPartition = new Map<string, string[]>();
  for (let row = firstRow; row <= lastRow; row += 1) {
    const cellMinLat = -90 + row * rowHeight;
    for (const col of colIndices) {
      const cellMinLng = -180 + col * colWidth;
      const bounds: GeohashBounds = {
        minLat: cellMinLat,
        maxLat: cellMinLat + rowHeight,
        minLng: cellMinLng,
        maxLng: cellMinLng + colWidth,
      };
      if (minDistanceToCellMiles(origin, bounds) > radiusMiles + EDGE_EPSILON_MILES) continue;
      // The cell centre is a dyadic fraction, so encoding it yields exactly this cell's hash.
      const hash = geohashEncode(cellMinLat + rowHeight / 2, cellMinLng + colWidth / 2, precision);
      const partition = hash.slice(0, CELL_PARTITION_PRECISION);
      const subcells = subcellsByPartition.get(partition);
      if (subcells) subcells.push(hash);
      else subcellsByPartition.set(partition, [hash]);
    }
  }

  // Sorted by partition so the plan, and therefore the result order, is deterministic.
  const plan = [...subcellsByPartition.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([partition, subcells]) => ({ partition, runs: adjacentRuns(subcells), whole: false }));
  mergeSmallestGaps(plan, TARGET_QUERIES_PER_SEARCH);
  const cellsPerPartition = 32 ** (precision - CELL_PARTITION_PRECISION);
  for (const entry of plan) {
    const only = entry.runs[0];
    entry.whole =
      entry.runs.length === 1 && only!.first === 0 && only!.last === cellsPerPartition - 1;
  }
  const queryCount = () => plan.reduce((sum, p) => sum + (p.whole ? 1 : p.runs.length), 0);
  while (queryCount() > MAX_QUERIES_PER_SEARCH) {
    // Reading the partition with the most runs whole saves the most queries per extra read.
    let widest: (typeof plan)[number] | undefined;
    for (const entry of plan) {
      if (!entry.whole && entry.runs.length > 1) {
        if (!widest || entry.runs.length > widest.runs.length) widest = entry;
      }
    }
    if (!widest) break;
    widest.whole = true;
  }

  const queries: CellQuery[] = [];
  for (const { partition, runs, whole } of plan) {
    if (whole) queries.push({ partition });
    else for (const run of runs) queries.push({ partition, from: run.from, to: run.to });
  }
  return queries;
}
