/**
 * One colour per detection class on every screen (analytics charts, tables, the wall panel, the
 * media annotations). Okabe–Ito's eight colour-blind-safe hues (black swapped for grey, which reads on
 * the dark theme) and four Tableau 10 hues: twelve that stay apart for the common colour-vision
 * deficiencies. The fleet's known classes have fixed slots chosen so that each team's own classes never
 * share one; any other class is hashed into the twelve (two unknown classes may then meet).
 */
export const CLASS_PALETTE = [
  '#E69F00', // orange
  '#56B4E9', // sky blue
  '#009E73', // bluish green
  '#F0E442', // yellow
  '#0072B2', // blue
  '#D55E00', // vermillion
  '#CC79A7', // reddish purple
  '#999999', // grey
  '#9c755f', // brown (Tableau)
  '#76b7b2', // teal (Tableau)
  '#ff9da7', // pink (Tableau)
  '#59a14f', // green (Tableau)
] as const;

const KNOWN: Record<string, number> = {
  // Inspection: 0–8, all different.
  corrosion: 0,
  crack: 1,
  insulator_damage: 2,
  vegetation: 3,
  bird_nest: 4,
  person: 5,
  vehicle: 6,
  hotspot: 7,
  'broken insulator': 8,
  // Survey shares vegetation, person and vehicle; its own take the slots inspection's own hold.
  stockpile: 1,
  water_pooling: 2,
  livestock: 4,
  erosion: 7,
  'soiled panel': 8,
};

export function classColour(name: string): string {
  const known = KNOWN[name];
  if (known !== undefined) return CLASS_PALETTE[known] as string;
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) | 0;
  return CLASS_PALETTE[Math.abs(h) % CLASS_PALETTE.length] as string;
}
