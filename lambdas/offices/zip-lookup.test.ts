import { describe, expect, it } from 'vitest';
import { haversineMiles } from './geo';
import { lookupZip } from './zip-lookup';

describe('lookupZip', () => {
  it.each([
    ['10001', 'New York', { lat: 40.7128, lng: -74.006 }],
    ['60601', 'Chicago', { lat: 41.8781, lng: -87.6298 }],
    ['94103', 'San Francisco', { lat: 37.7749, lng: -122.4194 }],
    ['78701', 'Austin', { lat: 30.2672, lng: -97.7431 }],
    ['33101', 'Miami', { lat: 25.7617, lng: -80.1918 }],
    ['02108', 'Boston', { lat: 42.3601, lng: -71.0589 }],
  ])('resolves %s near %s', (zip, _city, downtown) => {
    const location = lookupZip(zip);
    expect(location).toBeDefined();
    if (location) expect(haversineMiles(location, downtown)).toBeLessThan(5);
  });

  it.each([
    ['20500', 'the White House (no census area)', { lat: 38.8977, lng: -77.0365 }],
    ['10008', 'a Manhattan PO-box ZIP', { lat: 40.7128, lng: -74.006 }],
    ['00501', "the IRS's Holtsville ZIP", { lat: 40.8154, lng: -73.0451 }],
    ['99950', 'Ketchikan, Alaska', { lat: 55.3422, lng: -131.6461 }],
  ])('resolves %s, %s, near its city centre', (zip, _place, centre) => {
    const location = lookupZip(zip);
    expect(location).toBeDefined();
    if (location) expect(haversineMiles(location, centre)).toBeLessThan(5);
  });

  it.each(['00000', '99999', '34001', '2108', '123456', '1000a', '', ' 10001', 'constructor'])(
    'returns undefined for %j',
    (zip) => {
      expect(lookupZip(zip)).toBeUndefined();
    },
  );
});
