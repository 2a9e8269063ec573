import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CategorySlug } from '@app/contracts';
import { ImageVariant, makeVariants } from '../uploads/image-processor';

/** Size of a demo picture: the cards' 4:3 at twice a card's width. */
const WIDTH = 800;
export const DEMO_PICTURE_WIDTH = WIDTH;
const HEIGHT = 600;

/** Each category's still life, drawn in a 800 x 600 box with `ink` (a dark shade) and `light` (a pale one). */
const COMPOSITIONS: Record<CategorySlug, (ink: string, light: string) => string> = {
  automotive: (ink, light) =>
    `<rect x="170" y="300" width="460" height="110" rx="40" fill="${ink}"/>` +
    `<path d="M250 300 L320 220 H500 L570 300 Z" fill="${ink}"/>` +
    `<path d="M300 295 L340 240 H480 L520 295 Z" fill="${light}"/>` +
    `<circle cx="270" cy="420" r="48" fill="#18181b"/><circle cx="530" cy="420" r="48" fill="#18181b"/>` +
    `<circle cx="270" cy="420" r="20" fill="${light}"/><circle cx="530" cy="420" r="20" fill="${light}"/>`,
  'beauty-health': (ink, light) =>
    `<rect x="260" y="250" width="120" height="200" rx="24" fill="${ink}"/><rect x="290" y="205" width="60" height="55" rx="10" fill="${light}"/>` +
    `<rect x="420" y="300" width="130" height="150" rx="60" fill="${light}" stroke="${ink}" stroke-width="12"/>` +
    `<path d="M485 330 v60 M455 360 h60" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>`,
  education: (ink, light) =>
    `<rect x="230" y="360" width="340" height="50" rx="8" fill="${ink}"/><rect x="250" y="310" width="300" height="50" rx="8" fill="${light}" stroke="${ink}" stroke-width="8"/>` +
    `<rect x="270" y="260" width="260" height="50" rx="8" fill="${ink}"/>` +
    `<path d="M400 150 L560 210 L400 270 L240 210 Z" fill="${ink}"/><path d="M520 225 v60" stroke="${ink}" stroke-width="8"/>`,
  electronics: (ink, light) =>
    `<rect x="210" y="190" width="380" height="240" rx="18" fill="${ink}"/><rect x="232" y="212" width="336" height="196" rx="8" fill="${light}"/>` +
    `<rect x="360" y="430" width="80" height="40" fill="${ink}"/><rect x="300" y="465" width="200" height="18" rx="9" fill="${ink}"/>` +
    `<rect x="520" y="280" width="90" height="170" rx="16" fill="${ink}" stroke="${light}" stroke-width="8"/>`,
  fashion: (ink, light) =>
    `<path d="M300 200 L360 170 Q400 210 440 170 L500 200 L560 280 L510 310 L490 285 V470 H310 V285 L290 310 L240 280 Z" fill="${ink}"/>` +
    `<path d="M360 170 Q400 230 440 170" fill="none" stroke="${light}" stroke-width="10"/>` +
    `<circle cx="400" cy="330" r="10" fill="${light}"/><circle cx="400" cy="380" r="10" fill="${light}"/>`,
  'food-beverages': (ink, light) =>
    `<ellipse cx="400" cy="420" rx="250" ry="45" fill="${ink}"/>` +
    `<path d="M250 400 Q260 250 400 240 Q540 250 550 400 Z" fill="${light}" stroke="${ink}" stroke-width="10"/>` +
    `<path d="M320 300 q20 -25 40 0 M390 280 q20 -25 40 0 M460 300 q20 -25 40 0" fill="none" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="585" y="300" width="70" height="110" rx="10" fill="${ink}"/><path d="M655 320 q40 25 0 60" fill="none" stroke="${ink}" stroke-width="10"/>`,
  'home-garden': (ink, light) =>
    `<path d="M200 330 L400 190 L600 330 Z" fill="${ink}"/><rect x="250" y="330" width="300" height="150" fill="${light}" stroke="${ink}" stroke-width="10"/>` +
    `<rect x="370" y="380" width="60" height="100" fill="${ink}"/>` +
    `<circle cx="640" cy="400" r="45" fill="${ink}"/><rect x="632" y="420" width="16" height="60" fill="${ink}"/>`,
  'professional-services': (ink, light) =>
    `<rect x="230" y="260" width="340" height="210" rx="22" fill="${ink}"/><rect x="340" y="215" width="120" height="55" rx="14" fill="none" stroke="${ink}" stroke-width="16"/>` +
    `<rect x="230" y="330" width="340" height="14" fill="${light}"/><rect x="380" y="320" width="40" height="34" rx="6" fill="${light}"/>`,
};

/** Hues in steps of 30 degrees: 12 colours per category, each drawn once per seeding (see DemoPictures). */
const HUE_STEP = 30;

/** A hue from a name: every shop and product keeps its colour from one seeding to the next. */
function hueOf(text: string): number {
  return (createHash('sha256').update(text).digest().readUInt16BE(0) % (360 / HUE_STEP)) * HUE_STEP;
}

/** The picture's SVG: a soft gradient in the name's hue behind the category's still life. */
export function demoPictureSvg(name: string, category: CategorySlug): string {
  const hue = hueOf(name);
  const ink = `hsl(${hue}, 45%, 28%)`;
  const light = `hsl(${(hue + 40) % 360}, 70%, 88%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, 65%, 80%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360}, 60%, 66%)"/>` +
    `</linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>` +
    `<circle cx="650" cy="120" r="150" fill="#ffffff" opacity="0.18"/><circle cx="120" cy="520" r="120" fill="#ffffff" opacity="0.14"/>` +
    COMPOSITIONS[category](ink, light) +
    `</svg>`
  );
}

/** The picture as the upload pipeline stores images: WebP. Drawn locally; nothing is downloaded. */
export function demoPicture(name: string, category: CategorySlug): Promise<Buffer> {
  return sharp(Buffer.from(demoPictureSvg(name, category)))
    .webp({ quality: 72 })
    .toBuffer();
}

/** A demo picture with its responsive copies, as an upload would store it. */
export interface DrawnPicture {
  data: Buffer;
  variants: ImageVariant[];
}

/**
 * The pictures of one seeding. The directory's 500-odd names share 96 drawings (12 hues x 8 categories), so each
 * drawing is encoded once and every name that shares it gets its own copy of the same bytes.
 */
export class DemoPictures {
  private readonly drawings = new Map<string, Promise<DrawnPicture>>();

  of(name: string, category: CategorySlug): Promise<DrawnPicture> {
    const svg = demoPictureSvg(name, category);
    let drawing = this.drawings.get(svg);
    if (!drawing) {
      drawing = demoPicture(name, category).then(async (data) => ({
        data,
        variants: await makeVariants(data, DEMO_PICTURE_WIDTH),
      }));
      this.drawings.set(svg, drawing);
    }
    return drawing;
  }
}
