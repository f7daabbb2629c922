// Core helpers for the illustrated media: seeded PRNG, colour maths, moods (time-of-day palettes)
// and the Canvas that collects SVG markup for one picture.

/** A 32-bit hash of a string (seeds the PRNG deterministically from a name). */
export function hashString(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}

/** mulberry32: small, fast, deterministic PRNG returning floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  constructor(seed) {
    this.next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  }
  /** float in [a, b) */
  r(a = 0, b = 1) {
    return a + (b - a) * this.next();
  }
  /** integer in [a, b] */
  i(a, b) {
    return Math.floor(this.r(a, b + 1));
  }
  pick(arr) {
    return arr[Math.floor(this.next() * arr.length)];
  }
  chance(p) {
    return this.next() < p;
  }
  shuffle(arr) {
    const a = arr.slice();
    for (let k = a.length - 1; k > 0; k--) {
      const j = Math.floor(this.next() * (k + 1));
      [a[k], a[j]] = [a[j], a[k]];
    }
    return a;
  }
}

// ---------------------------------------------------------------- colour

export function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function rgbToHex([r, g, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours, t = 0 → a, t = 1 → b. */
export function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);

// ---------------------------------------------------------------- moods

/**
 * A mood is a time-of-day palette. `sky` stops run from the zenith to the horizon. `haze` is the colour
 * far hills fade into, `mist` the colour of mist bands, `tint`/`tintAmt` colour-grade every land shape,
 * `dark` darkens the land (night), `light` is the rim-light colour on ridges.
 */
export const MOODS = {
  dawn: {
    sky: ['#22295a', '#4d4482', '#b0709a', '#f19a86', '#fcd39b'],
    stops: [0, 0.3, 0.58, 0.8, 1],
    haze: '#9a90bd',
    hazeAmt: 0.72,
    mist: '#f6d4c8',
    tint: '#ff8f6b',
    tintAmt: 0.12,
    dark: 0.12,
    light: '#ffd49a',
    cloud: '#f9cdb8',
    cloudShade: '#c28fa9',
    sun: '#fff3cf',
    glow: '#ffb27a',
    stars: 0.35,
  },
  sunrise: {
    sky: ['#3d5f96', '#7d9fc5', '#e8c49a', '#ffd79a'],
    stops: [0, 0.42, 0.82, 1],
    haze: '#b7b6b8',
    hazeAmt: 0.82,
    mist: '#fbe8cf',
    tint: '#ffb25c',
    tintAmt: 0.1,
    dark: 0.04,
    light: '#ffe2a3',
    cloud: '#fff0dc',
    cloudShade: '#d8b3a4',
    sun: '#fff6da',
    glow: '#ffc46e',
    stars: 0,
  },
  morning: {
    sky: ['#5fa2d4', '#a2cfe8', '#eef0dc'],
    stops: [0, 0.55, 1],
    haze: '#a7c7cf',
    hazeAmt: 0.8,
    mist: '#f1f8f7',
    tint: '#fff4cc',
    tintAmt: 0.05,
    dark: 0,
    light: '#f6fbe0',
    cloud: '#ffffff',
    cloudShade: '#c9dcea',
    sun: '#fffbe8',
    glow: '#fff1b8',
    stars: 0,
  },
  day: {
    sky: ['#3b8ccc', '#78b9e2', '#cde8f0'],
    stops: [0, 0.5, 1],
    haze: '#93bac5',
    hazeAmt: 0.78,
    mist: '#ecf6f6',
    tint: '#fff8d8',
    tintAmt: 0.03,
    dark: 0,
    light: '#f3fadc',
    cloud: '#ffffff',
    cloudShade: '#c4d8e8',
    sun: '#fffdf0',
    glow: '#fff6c8',
    stars: 0,
  },
  afternoon: {
    sky: ['#4f80ae', '#a4b9c8', '#f3cf95'],
    stops: [0, 0.55, 1],
    haze: '#b0b9aa',
    hazeAmt: 0.78,
    mist: '#f7ecd4',
    tint: '#f5a94e',
    tintAmt: 0.14,
    dark: 0,
    light: '#ffe6a8',
    cloud: '#fff6e6',
    cloudShade: '#d9c3ad',
    sun: '#fff4d2',
    glow: '#ffd27e',
    stars: 0,
  },
  dusk: {
    sky: ['#1b1c45', '#463873', '#9a5a88', '#e9855f', '#f7b877'],
    stops: [0, 0.3, 0.6, 0.84, 1],
    haze: '#7a5f8c',
    hazeAmt: 0.82,
    mist: '#dba9b4',
    tint: '#d9705a',
    tintAmt: 0.16,
    dark: 0.25,
    light: '#ffb98a',
    cloud: '#f0a98f',
    cloudShade: '#7b5685',
    sun: '#ffe3b0',
    glow: '#ff9a5e',
    stars: 0.4,
  },
  night: {
    sky: ['#060b22', '#0f1d45', '#22406c'],
    stops: [0, 0.55, 1],
    haze: '#223a5e',
    hazeAmt: 0.85,
    mist: '#4f6a8f',
    tint: '#35568a',
    tintAmt: 0.32,
    dark: 0.48,
    light: '#9fb6de',
    cloud: '#3b4f76',
    cloudShade: '#1d2a4a',
    sun: '#f4f1dc',
    glow: '#9fb3d8',
    stars: 1,
  },
  monsoon: {
    sky: ['#64777f', '#93a4a8', '#c6d0cd'],
    stops: [0, 0.5, 1],
    haze: '#98aaa8',
    hazeAmt: 0.82,
    mist: '#e2e9e6',
    tint: '#7f9c9a',
    tintAmt: 0.12,
    dark: 0.08,
    light: '#dfe8e2',
    cloud: '#b7c3c4',
    cloudShade: '#7c8d93',
    sun: '#f3f5ee',
    glow: '#dfe6e0',
    stars: 0,
  },
  mist: {
    sky: ['#9fbcc8', '#cddfe2', '#eef3ef'],
    stops: [0, 0.5, 1],
    haze: '#c3d6d8',
    hazeAmt: 0.86,
    mist: '#f6f9f6',
    tint: '#e6f0ea',
    tintAmt: 0.06,
    dark: 0,
    light: '#ffffff',
    cloud: '#ffffff',
    cloudShade: '#d4e1e4',
    sun: '#ffffff',
    glow: '#fff8e0',
    stars: 0,
  },
};

// ---------------------------------------------------------------- canvas

export const n1 = (v) => Math.round(v * 10) / 10;
const NIGHT_INK = '#07162a';

/**
 * Collects the SVG for one picture in a virtual coordinate space W × H (W is always 1600).
 * `t` is the loop phase in [0, 1) for video frames (0 for stills); `video` enables looped motion.
 */
export class Canvas {
  constructor({ aspect, seed, mood = 'day', t = 0, video = false }) {
    this.W = 1600;
    this.H = Math.round(1600 / aspect);
    this.seed = seed;
    this.rng = new Rng(seed);
    this.moodName = mood;
    this.m = { ...MOODS[mood] };
    this.t = t;
    this.video = video;
    this.defs = [];
    this.out = [];
    this.nid = 0;
    this.horizon = this.H * 0.5;
  }

  /** A fresh PRNG derived from the canvas seed and a label (stable regardless of call order). */
  sub(label) {
    return new Rng(`${this.seed}/${label}`);
  }

  id(prefix) {
    this.nid += 1;
    return `${prefix}${this.nid}`;
  }

  add(s) {
    this.out.push(s);
  }

  /**
   * Colour-grade a land/object colour for the mood. depth: 0 = far (fully hazed), 1 = near.
   */
  tone(color, depth = 1, extraHaze = 0) {
    const m = this.m;
    let c = mix(color, m.tint, m.tintAmt);
    const fog = Math.min(1, m.hazeAmt * Math.pow(1 - depth, 1.25) + extraHaze);
    c = mix(c, m.haze, fog);
    if (m.dark) c = mix(c, NIGHT_INK, m.dark * (0.45 + 0.55 * depth));
    return c;
  }

  /** Colour-grade a figure/prop colour (bright clothes stay bright except at night). */
  toneFig(color) {
    const m = this.m;
    let c = mix(color, m.tint, m.tintAmt * 0.8);
    if (m.dark) c = mix(c, NIGHT_INK, m.dark * 0.7);
    return c;
  }

  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
    const id = this.id('g');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const s = stops
      .map(
        ([o, c, a = 1]) =>
          `<stop offset="${n1(o * 1000) / 1000}" stop-color="${c}"${a < 1 ? ` stop-opacity="${n1(a * 1000) / 1000}"` : ''}/>`,
      )
      .join('');
    this.defs.push(
      `<linearGradient id="${id}" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}"${units}>${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, user = false } = {}) {
    const id = this.id('r');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const s = stops
      .map(
        ([o, c, a = 1]) =>
          `<stop offset="${n1(o * 1000) / 1000}" stop-color="${c}"${a < 1 ? ` stop-opacity="${n1(a * 1000) / 1000}"` : ''}/>`,
      )
      .join('');
    this.defs.push(
      `<radialGradient id="${id}" cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}"${units}>${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(inner) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  /** A soft glow: an ellipse filled with a radial gradient from colour to transparent. */
  glow(x, y, rx, ry, color, alpha = 0.6, mid = 0.35) {
    const g = this.radial([
      [0, color, alpha],
      [mid, color, alpha * 0.45],
      [1, color, 0],
    ]);
    this.add(`<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${g}"/>`);
  }

  /** Loop helpers for video: a periodic sine of the phase, and a drifting/fading lifetime. */
  wave(cycles = 1, phase = 0) {
    return Math.sin(2 * Math.PI * (cycles * this.t + phase));
  }

  /** For looped drift: returns u in [0, 1) for an element with the given phase (0 when still). */
  life(phase) {
    if (!this.video) return 0.5;
    return (((this.t + phase) % 1) + 1) % 1;
  }

  toSVG(pxW, pxH) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${pxW}" height="${pxH}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.out.join('')}${'</g>'.repeat(this.pendingClose ?? 0)}</svg>`;
  }
}

/** Build an SVG path from a list of points (polyline). */
export function polyPath(pts, close = false) {
  let d = '';
  for (let k = 0; k < pts.length; k++) d += `${k ? 'L' : 'M'}${n1(pts[k][0])} ${n1(pts[k][1])}`;
  return close ? `${d}Z` : d;
}

/** A smooth path through points using Catmull-Rom → cubic Bézier. */
export function smoothPath(pts, close = false) {
  if (pts.length < 3) return polyPath(pts, close);
  const P = close ? [pts[pts.length - 1], ...pts, pts[0], pts[1]] : [pts[0], ...pts, pts[pts.length - 1]];
  let d = `M${n1(P[1][0])} ${n1(P[1][1])}`;
  for (let k = 1; k < P.length - 2; k++) {
    const [p0, p1, p2, p3] = [P[k - 1], P[k], P[k + 1], P[k + 2]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n1(c1[0])} ${n1(c1[1])} ${n1(c2[0])} ${n1(c2[1])} ${n1(p2[0])} ${n1(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}
