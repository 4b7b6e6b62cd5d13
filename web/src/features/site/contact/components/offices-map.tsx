import { useTranslation } from 'react-i18next'
import { OFFICES } from './offices.js'

/**
 * A vector map of the North Atlantic with the four offices, drawn inline:
 * no tiles and no network, so it renders offline. Coastlines are simplified
 * by hand on an equirectangular projection (100°W to 30°E, 25°N to 65°N).
 */
const WEST = -100
const NORTH = 65
const SCALE = 10
const project = ([lon, lat]: readonly [number, number]) =>
  `${Math.round((lon - WEST) * SCALE)},${Math.round((NORTH - lat) * SCALE)}`
const shape = (points: readonly (readonly [number, number])[]) => points.map(project).join(' ')

const LAND: readonly (readonly (readonly [number, number])[])[] = [
  // North America
  [
    [-100, 65],
    [-80, 65],
    [-70, 62],
    [-64, 60],
    [-60, 56],
    [-56, 53],
    [-53, 47.5],
    [-59, 47.6],
    [-60, 46],
    [-66, 44.5],
    [-70, 42],
    [-74, 40.5],
    [-76, 37],
    [-75.6, 35.2],
    [-78, 33.8],
    [-81, 31],
    [-80, 27],
    [-80.5, 25.2],
    [-82, 26.5],
    [-83, 29],
    [-85, 30],
    [-89, 30.2],
    [-94, 29.5],
    [-97, 27.5],
    [-97.5, 25],
    [-100, 25],
  ],
  // Greenland
  [
    [-54, 65],
    [-52, 63],
    [-49, 61],
    [-44, 59.8],
    [-42, 61],
    [-40, 63],
    [-38, 65],
  ],
  // Iceland
  [
    [-24, 63.9],
    [-22, 63.8],
    [-18, 63.4],
    [-14, 64.4],
    [-13.5, 65],
    [-24, 65],
  ],
  // Great Britain
  [
    [-5.7, 50],
    [-3, 50.6],
    [1.4, 51.2],
    [1.7, 52.7],
    [0.2, 53.5],
    [-0.5, 54.5],
    [-1.6, 55.6],
    [-2, 57.6],
    [-3.8, 58.6],
    [-5, 58.6],
    [-6.2, 56.8],
    [-5, 55],
    [-3.2, 54.5],
    [-4.5, 53.3],
    [-4.6, 52.2],
    [-5.3, 51.7],
    [-3.5, 51.4],
  ],
  // Ireland
  [
    [-6, 52.2],
    [-6.2, 53.8],
    [-5.7, 54.8],
    [-7.3, 55.3],
    [-8.5, 54.5],
    [-10, 53.5],
    [-10.3, 51.8],
    [-8.5, 51.6],
  ],
  // Continental Europe
  [
    [-9.3, 43],
    [-9, 38.7],
    [-8.9, 37],
    [-6, 36.2],
    [-5.6, 36],
    [-2, 36.7],
    [0.2, 38.7],
    [-0.3, 39.5],
    [3.2, 41.9],
    [3.1, 43.1],
    [4.8, 43.4],
    [6.5, 43.1],
    [9, 44.4],
    [10.5, 42.9],
    [12.4, 41.7],
    [15.6, 38],
    [16.2, 38.9],
    [18.5, 40.2],
    [16, 41.5],
    [14, 42.7],
    [12.3, 44.8],
    [13.7, 45.7],
    [14.5, 45.2],
    [16, 43.5],
    [19.4, 41.8],
    [19.3, 40.4],
    [21, 38.3],
    [22.5, 36.5],
    [23.2, 38],
    [24, 40.7],
    [26.2, 40.9],
    [29, 41],
    [28, 43.5],
    [30, 45.5],
    [30, 65],
    [14, 65],
    [12.5, 65],
    [10, 63.5],
    [5, 62],
    [5, 59],
    [7, 58],
    [10.5, 59.3],
    [11.2, 58.5],
    [10.5, 57.5],
    [8, 57],
    [8.1, 55.5],
    [8.6, 53.9],
    [7, 53.5],
    [4.8, 53],
    [4, 51.7],
    [3.2, 51.3],
    [1.6, 50.9],
    [1.6, 50.2],
    [0.2, 49.6],
    [-1.3, 49.7],
    [-1.9, 48.7],
    [-4.7, 48.5],
    [-4.3, 47.8],
    [-2.5, 47.3],
    [-1.2, 46],
    [-1.4, 44.5],
    [-1.8, 43.4],
    [-4, 43.5],
    [-8, 43.7],
  ],
  // North Africa
  [
    [-16, 25],
    [-13, 27.7],
    [-9.8, 29.5],
    [-9.6, 32],
    [-6.8, 34],
    [-5.9, 35.8],
    [-2, 35.1],
    [3, 36.8],
    [10.2, 37.2],
    [11, 35.6],
    [10, 34.2],
    [11.5, 33.1],
    [15.3, 32.2],
    [19.9, 30.9],
    [20, 32.1],
    [23, 32.6],
    [25.2, 31.6],
    [29, 30.9],
    [30, 31],
    [30, 25],
  ],
]

const WATER: readonly (readonly (readonly [number, number])[])[] = [
  // Hudson Bay
  [
    [-95, 60],
    [-93, 58.8],
    [-88, 56.5],
    [-82, 55],
    [-79, 51.5],
    [-78, 56],
    [-77, 60.5],
    [-78, 63],
    [-87, 64],
    [-93, 63],
  ],
  // Baltic Sea
  [
    [10.5, 57.5],
    [12.3, 56.2],
    [12.6, 55.4],
    [10.6, 54.5],
    [14, 54],
    [18.5, 54.6],
    [21, 55.4],
    [21, 57.2],
    [23.5, 57.5],
    [24.3, 59.4],
    [30, 59.9],
    [30, 60.5],
    [22.8, 60.1],
    [21.4, 61.3],
    [21.6, 63.3],
    [25, 65],
    [21, 65],
    [17.5, 62.5],
    [18.8, 59.8],
    [16.6, 57],
    [14.3, 55.5],
    [12.9, 55.8],
    [11.5, 58.5],
  ],
]

export function OfficesMap() {
  const { t } = useTranslation('contact')
  return (
    <figure className="offices-map">
      <svg viewBox="0 0 1300 400" role="img" aria-labelledby="offices-map-title">
        <title id="offices-map-title">{t('map.title')}</title>
        <rect width="1300" height="400" fill="#dce6f5" />
        <g stroke="#c3d0e6" strokeWidth="1">
          {[100, 200, 300].map((y) => (
            <line key={y} x1="0" x2="1300" y1={y} y2={y} />
          ))}
          {[200, 400, 600, 800, 1000, 1200].map((x) => (
            <line key={x} y1="0" y2="400" x1={x} x2={x} />
          ))}
        </g>
        <g fill="#ffffff" stroke="#9fb2d4" strokeWidth="1.5" strokeLinejoin="round">
          {LAND.map((points, index) => (
            <polygon key={index} points={shape(points)} />
          ))}
        </g>
        <g fill="#dce6f5" stroke="#9fb2d4" strokeWidth="1.5" strokeLinejoin="round">
          {WATER.map((points, index) => (
            <polygon key={index} points={shape(points)} />
          ))}
        </g>
        {OFFICES.map((office) => {
          const [x, y] = project([office.longitude, office.latitude]).split(',').map(Number) as [
            number,
            number,
          ]
          const lx = x + office.label.dx
          const ly = y + office.label.dy
          return (
            <g key={office.id} className="offices-map__marker">
              <line x1={x} y1={y} x2={lx} y2={ly - 8} stroke="#0b1f44" strokeWidth="1.5" />
              <circle cx={x} cy={y} r="9" fill="#f2b705" stroke="#0b1f44" strokeWidth="3" />
              <text
                x={lx}
                y={ly + 8}
                textAnchor={office.label.anchor}
                fontSize="26"
                fontWeight="700"
                fill="#0b1f44"
                paintOrder="stroke"
                stroke="#ffffff"
                strokeWidth="5"
              >
                {t(`offices.${office.id}.city`)}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="muted">{t('map.caption')}</figcaption>
    </figure>
  )
}
