// Composition helpers shared by all scenes: backdrops (sky + receding hill layers), foreground
// grounds, pose presets and a few recurring arrangements.
import { mix } from './core.mjs';
import {
  sky,
  stars,
  milkyWay,
  sun,
  moon,
  clouds,
  hill,
  sholaInFolds,
  mistWisps,
  teaRows,
  silverOak,
  tufts,
  flowers,
} from './landscape.mjs';

export const PAL = {
  far: '#3d7d92',
  mid: '#2d7066',
  near: '#1f5f4a',
  deep: '#0f3d3e',
  grass: '#6f9c48',
  gold: '#a9a65a',
  tea: '#4a963a',
  dry: '#b89a5a',
  kurinji: '#6f6fc9',
};

/** Pose presets for person(). Angles are from straight down, + towards the facing side. */
export const POSE = {
  stand: { legs: 'stand', armF: [10, 12], armB: [-8, 8] },
  walk: { legs: 'walk', armF: [26, 16], armB: [-24, -6] },
  hike: { legs: 'stride', armF: [38, 24], armB: [-28, -8], lean: 8 },
  point: { legs: 'stand', armF: [100, -4], armB: [-8, 10] },
  pointUp: { legs: 'stand', armF: [128, 4], armB: [-8, 10] },
  wave: { legs: 'stand', armF: [14, 14], armB: [158, 20] },
  cheer: { facing: 0, legs: 'stand', armF: [155, 12], armB: [155, 12] },
  binoc: { legs: 'stand', armF: [100, 121], armB: [92, 130] },
  kidBinoc: { legs: 'stand', armF: [130, 67], armB: [124, 74] },
  lookDown: { legs: 'stand', armF: [55, 35], armB: [-10, 20] },
  crouchLook: { legs: 'crouch', armF: [70, 30], armB: [40, 30], lean: 18 },
  kneelWork: { legs: 'kneel', armF: [70, 20], armB: [50, 30], lean: 12 },
  sitHug: { legs: 'knees', armF: [70, 40], armB: [60, 50] },
  sitWarm: { legs: 'knees', armF: [80, 10], armB: [75, 15] },
  cross: { legs: 'cross', armF: [40, 50], armB: [30, 60] },
  run: { legs: 'run', armF: [110, 30], armB: [-50, -30], lean: 10 },
  tree: { facing: 0, legs: [2, 0, 70, -120], armF: [178, 0], armB: [178, 0] },
  warrior: { facing: 0, legs: [38, 30, 38, 30], armF: [92, 0], armB: [92, 0] },
  story: { legs: 'knees', armF: [140, 20], armB: [120, 30] },
  hold: { legs: 'stand', armF: [70, 30], armB: [60, 40] },
  pull: { legs: 'stride', armF: [80, 5], armB: [75, 10], lean: -18 },
  plant: { legs: 'kneel', armF: [45, 30], armB: [30, 40], lean: 20 },
  paint: { legs: 'stand', armF: [85, 20], armB: [-10, 10] },
};

/**
 * Sky + sun/moon + clouds + n receding hill layers with mist between them.
 * o: { horizon, sun: [fx, fy], sunR, moon, crescent, stars, milky, clouds, layers, top, bottom, amp, far, near,
 *      peaks: { [layerIndex]: [{ x, h, w, sharp }] }, shola, wisps, seed, depth0, depth1 }
 */
export function backdrop(c, o = {}) {
  const { W, H } = c;
  const hz = o.horizon ?? 0.55;
  sky(c, H * hz);
  if (o.stars ?? c.m.stars > 0)
    stars(c, { n: o.nStars ?? 170, yMax: H * hz * 0.95, alpha: c.m.stars || 0.8 });
  if (o.milky) milkyWay(c, o.milky === true ? { x: W * 0.55, y: H * 0.22, len: W * 0.95 } : o.milky);
  if (o.sun) sun(c, W * o.sun[0], H * o.sun[1], o.sunR ?? 48, { glow: o.sunGlow ?? 1 });
  if (o.moon) moon(c, W * o.moon[0], H * o.moon[1], o.moonR ?? 30, { crescent: o.crescent });
  if ((o.clouds ?? 3) > 0)
    clouds(c, {
      n: o.clouds ?? 3,
      y0: H * 0.07,
      y1: H * Math.max(0.16, hz - 0.24),
      seed: `${o.seed ?? 'bd'}cl`,
      w0: o.cloudW0 ?? 150,
      w1: o.cloudW1 ?? 300,
    });
  if (o.beforeHills) o.beforeHills(c);
  const n = o.layers ?? 4;
  const top = o.top ?? hz - 0.06;
  const bottom = o.bottom ?? hz + 0.12;
  const ridges = [];
  const r = c.sub(`bd${o.seed ?? ''}`);
  for (let k = 0; k < n; k++) {
    const u = n === 1 ? 1 : k / (n - 1);
    const depth = (o.depth0 ?? 0.06) + u * ((o.depth1 ?? 0.62) - (o.depth0 ?? 0.06));
    const base = H * (top + (bottom - top) * u);
    const amp = H * (o.amp ?? 0.05) * (0.75 + 0.5 * u) * r.r(0.8, 1.2);
    const color = o.colors ? o.colors[k] : mix(o.far ?? PAL.far, o.near ?? PAL.mid, u);
    const peaks = (o.peaks && o.peaks[k]) || [];
    const sway = c.video ? (o.sway ?? 0) * (0.3 + u) * c.wave(1) : 0;
    if (sway) c.add(`<g transform="translate(${Math.round(sway * 10) / 10} 0)">`);
    const h = hill(c, {
      base,
      amp,
      waves: (o.waves ?? 1.2) + u * 0.8 + r.r(-0.2, 0.3),
      seed: `${o.seed ?? 'bd'}${k}`,
      color,
      depth,
      peaks,
      tilt: o.tilts ? o.tilts[k] : 0,
      deferMist: true,
    });
    h.mistOver();
    if (o.shola && u > 0.6)
      sholaInFolds(c, h, { depth, w: 70 + 70 * u, seed: `${o.seed}${k}`, max: 3, len: 110 + 60 * u });
    if (o.onLayer) o.onLayer(c, k, h, depth);
    if (sway) c.add('</g>');
    if ((o.wisps ?? true) && k < n - 1)
      mistWisps(c, base + amp * 0.2, {
        n: 4,
        rx: 200 + 180 * u,
        ry: 16 + 10 * u,
        alpha: o.wispAlpha ?? 0.45,
        seed: `${o.seed ?? 'bd'}w${k}`,
      });
    ridges.push({ ...h, depth, base });
  }
  return ridges;
}

/** A foreground tea hill: ridge + rows + optional silver oaks. Returns the hill. */
export function teaHill(c, o) {
  const h = hill(c, { color: '#1c432d', depth: o.depth ?? 0.95, rim: true, rimAlpha: 0.3, mist: 0, ...o });
  teaRows(c, h.f, {
    sp0: o.sp0 ?? 7,
    grow: o.grow ?? 1.1,
    depth: o.depth ?? 0.95,
    start: o.start ?? 4,
    seed: o.seed,
    x0: o.x0,
    x1: o.x1,
  });
  if (o.oaks) {
    for (const [x, hh, dy = 30] of o.oaks)
      silverOak(c, x, h.f(x) + dy, hh, { depth: o.depth ?? 0.95, seed: x });
  }
  return h;
}

/** A grassy foreground hill with tufts and optional flowers. */
export function meadow(c, o) {
  const h = hill(c, {
    color: o.color ?? PAL.grass,
    depth: o.depth ?? 1,
    mist: 0,
    rimAlpha: 0.35,
    lift: 0.08,
    sink: 0.12,
    ...o,
  });
  if (o.tufts !== false)
    tufts(c, h.f, {
      n: o.nTufts ?? 40,
      h: o.tuftH ?? 20,
      color: o.tuftColor ?? '#4a7a34',
      seed: `${o.seed}tf`,
      depth: o.depth ?? 1,
    });
  if (o.flowers)
    flowers(c, h.f, {
      n: o.flowers,
      colors: o.flowerColors ?? ['#facc15', '#f472b6', '#ffffff', '#fb923c'],
      size: o.flowerSize ?? 4,
      depthY: o.flowerDepth ?? 260,
      seed: `${o.seed}fl`,
    });
  return h;
}

/** Place a list of people on ground f: specs [x, size, opts, dy?]. */
export function people(c, f, specs, person) {
  return specs.map(([x, s, o = {}, dy = 0]) =>
    person(c, x, f(x) + dy, s, { ...(o.pose ? POSE[o.pose] : {}), ...o }),
  );
}
