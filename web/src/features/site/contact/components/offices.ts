/** The four offices of spec §1, with where they sit on the map (degrees) and where their label goes (map units). */
export interface Office {
  id: 'paris' | 'london' | 'newYork' | 'brussels'
  address: string[]
  phone: string
  email: string
  longitude: number
  latitude: number
  label: { dx: number; dy: number; anchor: 'start' | 'end' | 'middle' }
}

export const OFFICES: readonly Office[] = [
  {
    id: 'paris',
    address: ['48 avenue des Champs-Élysées', '75008 Paris', 'France'],
    phone: '+33 1 84 60 20 24',
    email: 'paris@iqs.network',
    longitude: 2.35,
    latitude: 48.86,
    label: { dx: 10, dy: 70, anchor: 'middle' },
  },
  {
    id: 'london',
    address: ['25 Old Broad Street', 'London EC2N 1HN', 'United Kingdom'],
    phone: '+44 20 3807 2024',
    email: 'london@iqs.network',
    longitude: -0.13,
    latitude: 51.51,
    label: { dx: -70, dy: -50, anchor: 'end' },
  },
  {
    id: 'newYork',
    address: ['1 Rockefeller Plaza', 'New York, NY 10020', 'United States'],
    phone: '+1 212 555 0124',
    email: 'newyork@iqs.network',
    longitude: -74.0,
    latitude: 40.71,
    label: { dx: 0, dy: 50, anchor: 'middle' },
  },
  {
    id: 'brussels',
    address: ['Avenue Louise 250', '1050 Bruxelles', 'Belgique'],
    phone: '+32 2 588 20 24',
    email: 'brussels@iqs.network',
    longitude: 4.35,
    latitude: 50.85,
    label: { dx: 70, dy: -40, anchor: 'start' },
  },
]
