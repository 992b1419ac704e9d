// Friendly flat illustrations for heroes and banners, drawn as SVG here (nothing downloaded).

const garments = {
  dress:
    'M70 40 L82 34 Q95 42 108 34 L120 40 L138 58 L129 74 L123 67 L125 94 L156 186 Q95 198 34 186 L65 94 L67 67 L61 74 L52 58 Z',
  koko: 'M66 44 L83 36 L107 36 L124 44 L149 64 L151 130 L135 132 L132 76 L131 196 Q95 201 59 196 L58 76 L55 132 L39 130 L41 64 Z',
  gamis:
    'M72 36 L84 30 Q95 38 106 30 L118 36 L141 56 L148 126 L133 129 L127 74 L128 94 L152 214 Q95 224 38 214 L62 94 L63 74 L57 129 L42 126 L49 56 Z',
} as const;

type GarmentName = keyof typeof garments;

interface IllustrationTheme {
  bg: string;
  blob: string;
  garments: readonly { shape: GarmentName; colour: string }[];
}

const illustrationThemes = {
  koleksi: {
    bg: '#fbe9e4',
    blob: '#f3c6c0',
    garments: [
      { shape: 'gamis', colour: '#d9a5a9' },
      { shape: 'koko', colour: '#9bb39a' },
    ],
  },
  promo: {
    bg: '#fdf1d6',
    blob: '#f6d88e',
    garments: [
      { shape: 'dress', colour: '#e59aa6' },
      { shape: 'koko', colour: '#f4f1ea' },
    ],
  },
  tentang: {
    bg: '#e6f1ec',
    blob: '#bcd9cc',
    garments: [
      { shape: 'koko', colour: '#2b3a67' },
      { shape: 'dress', colour: '#f2b8a0' },
    ],
  },
  lebaran: {
    bg: '#eef6f3',
    blob: '#d5eae2',
    garments: [
      { shape: 'gamis', colour: '#efe7d6' },
      { shape: 'koko', colour: '#1f7a63' },
    ],
  },
  hangat: {
    bg: '#f7ece4',
    blob: '#e8d9bd',
    garments: [
      { shape: 'dress', colour: '#c3b1e1' },
      { shape: 'gamis', colour: '#a47e5f' },
    ],
  },
  all: {
    bg: '#fbf1e6',
    blob: '#f3dcc0',
    garments: [
      { shape: 'dress', colour: '#d9a5a9' },
      { shape: 'koko', colour: '#8fb8de' },
    ],
  },
  lakilaki: {
    bg: '#e8f0f8',
    blob: '#c5d8ee',
    garments: [
      { shape: 'koko', colour: '#2b3a67' },
      { shape: 'koko', colour: '#f4f1ea' },
    ],
  },
  perempuan: {
    bg: '#fcebee',
    blob: '#f5c9d2',
    garments: [
      { shape: 'dress', colour: '#d9a5a9' },
      { shape: 'dress', colour: '#b9a6d3' },
    ],
  },
  setelan: {
    bg: '#edf5ea',
    blob: '#cfe3c8',
    garments: [
      { shape: 'koko', colour: '#5b6b45' },
      { shape: 'dress', colour: '#f2d675' },
    ],
  },
  atasan: {
    bg: '#fff4dc',
    blob: '#f8dc9a',
    garments: [
      { shape: 'koko', colour: '#e5b73b' },
      { shape: 'koko', colour: '#4aa3a2' },
    ],
  },
  gamis: {
    bg: '#f1ecf7',
    blob: '#d9cdeb',
    garments: [
      { shape: 'gamis', colour: '#8c6f94' },
      { shape: 'gamis', colour: '#d9a5a9' },
    ],
  },
} satisfies Record<string, IllustrationTheme>;

export type IllustrationName = keyof typeof illustrationThemes;

export function Illustration({ name, className }: { name: IllustrationName; className?: string }) {
  const theme: IllustrationTheme = illustrationThemes[name];
  return (
    <svg viewBox="0 0 400 300" className={className} role="presentation" aria-hidden>
      <rect width="400" height="300" rx="28" fill={theme.bg} />
      <circle cx="205" cy="158" r="118" fill={theme.blob} />
      <circle cx="330" cy="62" r="26" fill="#fff" opacity="0.55" />
      <path d="M58 60l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#fff" opacity="0.9" />
      <path d="M345 210l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" fill="#fff" opacity="0.8" />
      <path d="M300 118 a22 22 0 1 0 6 30 a17 17 0 1 1 -6 -30z" fill="#f2c14e" opacity="0.9" />
      {theme.garments.map((g, i) => (
        <g
          key={i}
          transform={`translate(${i === 0 ? 92 : 196} ${i === 0 ? 40 : 62}) scale(${i === 0 ? 1 : 0.9})`}
        >
          <path
            d="M95 14 Q95 4 104 3"
            fill="none"
            stroke="#8a8f98"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path
            d="M58 44 L95 20 L132 44"
            fill="none"
            stroke="#8a8f98"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path
            d={garments[g.shape]}
            fill={g.colour}
            stroke="rgba(0,0,0,0.22)"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path
            d="M84 40 Q95 52 106 40"
            fill="none"
            stroke="rgba(0,0,0,0.25)"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </g>
      ))}
      <ellipse cx="200" cy="282" rx="140" ry="9" fill="#000" opacity="0.06" />
    </svg>
  );
}
