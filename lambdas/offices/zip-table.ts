/**
 * The compact ZIP coordinates table: every deliverable US ZIP with one position, as a small binary
 * file shipped beside the function and read on first use (a JavaScript object of 42k ZIPs would
 * be three quarters of a search function's bundle and parsed on every cold start).
 *
 * Layout: the magic "ZIPT", the entry count (uint32 little-endian), then three columns of
 * variable-length integers, each in ascending ZIP order: every ZIP's increase over the previous
 * one, then every latitude's change from the previous entry's, then every longitude's, in units
 * of 1e-4 degree (about 11 metres, far finer than a ZIP area), zigzag-encoded. Neighbouring ZIPs
 * lie close together, so most values take one or two bytes, and columns compress well.
 */
export const ZIP_TABLE_MAGIC = 'ZIPT';
/** Coordinates are stored as whole multiples of 1e-5 degree. */
export const ZIP_TABLE_SCALE = 10_000;

export interface ZipEntry {
  zip: string;
  lat: number;
  lng: number;
}

/** The decoded table: parallel arrays in ascending ZIP order, searched by binary search. */
export interface ZipTable {
  zips: Uint32Array;
  lats: Int32Array;
  lngs: Int32Array;
}

function writeVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
}

const zigzag = (value: number): number => (value < 0 ? -2 * value - 1 : 2 * value);
const unzigzag = (value: number): number => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);

/** Encodes entries (any order, ZIPs unique, five digits) into the table's bytes. */
export function encodeZipTable(entries: readonly ZipEntry[]): Uint8Array {
  const sorted = [...entries].sort((a, b) => Number(a.zip) - Number(b.zip));
  const zipColumn: number[] = [];
  const latColumn: number[] = [];
  const lngColumn: number[] = [];
  let zip = 0;
  let lat = 0;
  let lng = 0;
  sorted.forEach((entry, index) => {
    if (!/^\d{5}$/.test(entry.zip)) throw new Error(`Not a five-digit ZIP: ${entry.zip}`);
    const next = Number(entry.zip);
    if (index > 0 && next <= zip) throw new Error(`ZIP ${entry.zip} appears twice`);
    const nextLat = Math.round(entry.lat * ZIP_TABLE_SCALE);
    const nextLng = Math.round(entry.lng * ZIP_TABLE_SCALE);
    writeVarint(zipColumn, next - zip);
    writeVarint(latColumn, zigzag(nextLat - lat));
    writeVarint(lngColumn, zigzag(nextLng - lng));
    zip = next;
    lat = nextLat;
    lng = nextLng;
  });
  const out = [...zipColumn, ...latColumn, ...lngColumn];
  const bytes = new Uint8Array(8 + out.length);
  bytes.set(new TextEncoder().encode(ZIP_TABLE_MAGIC), 0);
  new DataView(bytes.buffer).setUint32(4, sorted.length, true);
  bytes.set(out, 8);
  return bytes;
}

/** Decodes the table's bytes; throws on a file that is not one. */
export function decodeZipTable(bytes: Uint8Array): ZipTable {
  if (bytes.length < 8 || new TextDecoder().decode(bytes.subarray(0, 4)) !== ZIP_TABLE_MAGIC) {
    throw new Error('Not a ZIP coordinates table');
  }
  const count = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  const zips = new Uint32Array(count);
  const lats = new Int32Array(count);
  const lngs = new Int32Array(count);
  let offset = 8;
  const readVarint = (): number => {
    let value = 0;
    let factor = 1;
    for (;;) {
      if (offset >= bytes.length) throw new Error('The ZIP coordinates table is truncated');
      const byte = bytes[offset++] as number;
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
      factor *= 128;
    }
  };
  let zip = 0;
  for (let index = 0; index < count; index++) {
    zip += readVarint();
    zips[index] = zip;
  }
  let lat = 0;
  for (let index = 0; index < count; index++) {
    lat += unzigzag(readVarint());
    lats[index] = lat;
  }
  let lng = 0;
  for (let index = 0; index < count; index++) {
    lng += unzigzag(readVarint());
    lngs[index] = lng;
  }
  if (offset !== bytes.length) throw new Error('The ZIP coordinates table has trailing bytes');
  return { zips, lats, lngs };
}

/** The position of a five-digit ZIP in the table, or undefined when it has none. */
export function findZip(table: ZipTable, zip: string): { lat: number; lng: number } | undefined {
  const wanted = Number(zip);
  let low = 0;
  let high = table.zips.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = table.zips[middle] as number;
    if (found === wanted) {
      return {
        lat: (table.lats[middle] as number) / ZIP_TABLE_SCALE,
        lng: (table.lngs[middle] as number) / ZIP_TABLE_SCALE,
      };
    }
    if (found < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}
