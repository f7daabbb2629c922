// Scenes: the Bunny Buds children's nature camp (activities, promo slides) and the home "themes".
import * as L from './landscape.mjs';
import * as P from './props.mjs';
import { person, bunny, butterfly, perchedBird, ladybug, beetle, tracks } from './figures.mjs';
import { POSE, backdrop, teaHill, meadow } from './kit.mjs';

/** The usual camp backdrop: hills, an optional tea slope, a flowery meadow. Returns the meadow. */
function campBase(c, o = {}) {
  const { W, H } = c;
  const hz = o.horizon ?? 0.44;
  backdrop(c, {
    horizon: hz,
    sun: o.sun,
    sunR: o.sunR ?? 40,
    moon: o.moon,
    crescent: o.crescent,
    milky: o.milky,
    nStars: o.nStars,
    layers: o.layers ?? 3,
    top: hz - 0.07,
    bottom: hz + 0.07,
    seed: o.seed,
    shola: o.shola ?? true,
    clouds: o.clouds ?? 3,
  });
  if (o.tea)
    teaHill(c, {
      base: H * (hz + 0.12),
      amp: 30,
      seed: `${o.seed}tea`,
      sp0: 4,
      grow: 1.07,
      depth: 0.8,
      tilt: o.teaTilt ?? 120,
      oaks: [
        [W * 0.18, 110],
        [W * 0.72, 120],
      ],
    });
  if (o.back) o.back(c);
  const gy = H * (o.ground ?? hz + 0.18);
  const r = c.sub(`${o.seed}edge`);
  if (o.edge === 'forest') {
    L.canopy(c, (x) => gy - 50 - 26 * Math.sin(x / 140 + r.r(0, 6)), {
      size: 46,
      color: '#245c3c',
      depth: 0.8,
      band: 140,
      seed: `${o.seed}fe`,
    });
  } else if (o.edge === 'lake') {
    L.lake(c, gy - 70, gy + 40, { color: '#2f7384', ripples: 10, seed: `${o.seed}lk` });
  }
  const g = meadow(c, {
    base: gy,
    amp: o.amp ?? 18,
    waves: 0.5,
    seed: `${o.seed}g`,
    color: o.color ?? '#7aaa4c',
    flowers: o.flowers ?? 70,
    nTufts: 46,
    tilt: o.tilt ?? 0,
  });
  if (o.edge === 'oaks')
    for (const x of [0.04, 0.2, 0.33, 0.71, 0.88, 0.97])
      L.silverOak(c, W * x, g.f(W * x) + 30, r.r(220, 300), { depth: 0.92, seed: x });
  if (o.edge === 'tents') {
    P.tentA(c, W * 0.12, g.f(W * 0.12) + 40, 120, { color: '#f97316', lit: c.m.dark > 0.2 });
    P.tentDome(c, W * 0.86, g.f(W * 0.86) + 36, 110, { color: '#38bdf8', lit: c.m.dark > 0.2 });
  }
  // the activity group is drawn zoomed about the bottom centre so children read well in small cards
  const z = o.zoom ?? 1.32;
  if (z !== 1) {
    c.add(`<g transform="translate(${W / 2} ${H}) scale(${z}) translate(${-W / 2} ${-H})">`);
    c.pendingClose = (c.pendingClose ?? 0) + 1;
  }
  return g;
}

const kid = (c, x, y, o) =>
  person(c, x, y, (o.s ?? 230) * 1.3, { kid: true, ...(o.pose ? POSE[o.pose] : {}), ...o });
const adult = (c, x, y, o) => person(c, x, y, (o.s ?? 270) * 1.25, { ...(o.pose ? POSE[o.pose] : {}), ...o });

/** A person lying on their back (stargazing), head to the left. */
function lying(c, x, y, s, o) {
  c.add(`<g transform="rotate(-90 ${x} ${y})">`);
  const h = person(c, x, y, s, o);
  c.add('</g>');
  return h;
}

export const kidScenes = {
  'bunny-buds/nature-walk': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      const g = campBase(c, { sun: [0.82, 0.14], seed: 'nw', color: '#78a84a', edge: 'forest', zoom: 1.2 });
      L.road(
        c,
        [
          [W * 0.55, g.f(W * 0.55) + 6, 20],
          [W * 0.4, H * 0.72, 60],
          [W * 0.5, H * 0.86, 110],
          [W * 0.36, H + 40, 190],
        ],
        { color: '#c8a56e', edge: null, line: null },
      );
      L.roundTree(c, W * 0.86, H * 0.8, 520, { seed: 2 });
      perchedBird(c, W * 0.8, H * 0.47, 50, {
        facing: -1,
        body: '#0ea5e9',
        belly: '#f97316',
        beak: '#111827',
      });
      adult(c, W * 0.66, H * 0.86, {
        pose: 'point',
        facing: 1,
        armF: [130, -6],
        shirt: '#0f766e',
        hat: 'sun',
        hatColor: '#fde68a',
        pack: true,
        packColor: '#84cc16',
      });
      kid(c, W * 0.52, H * 0.9, {
        pose: 'walk',
        shirt: '#facc15',
        hat: 'cap',
        hatColor: '#ef4444',
        pack: true,
        packColor: '#38bdf8',
      });
      kid(c, W * 0.39, H * 0.86, {
        pose: 'walk',
        shirt: '#ec4899',
        style: 'pony',
        pack: true,
        packColor: '#a855f7',
      });
      kid(c, W * 0.26, H * 0.89, { ...POSE.pointUp, facing: 1, shirt: '#38bdf8', hat: 'ears' });
      kid(c, W * 0.13, H * 0.92, {
        pose: 'walk',
        shirt: '#84cc16',
        style: 'bob',
        pack: true,
        packColor: '#f97316',
      });
      butterfly(c, W * 0.34, H * 0.56, 30, { color: '#f97316' });
    },
  },
  'bunny-buds/bird-watching': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.2, 0.3], seed: 'bw', color: '#6fa048', ground: 0.64, zoom: 1.15 });
      // big tree at right with a branch and a bright bird
      c.add(
        `<path d="M${W * 0.84} ${H}C${W * 0.82} ${H * 0.7} ${W * 0.86} ${H * 0.5} ${W * 0.85} ${H * 0.2}M${W * 0.845} ${H * 0.48}C${W * 0.76} ${H * 0.45} ${W * 0.7} ${H * 0.44} ${W * 0.6} ${H * 0.4}" stroke="${c.tone('#5b4030', 1)}" stroke-width="26" fill="none" stroke-linecap="round"/>`,
      );
      L.canopy(c, (x) => H * 0.12 + Math.abs(x - W * 0.84) * 0.25, {
        x0: W * 0.58,
        x1: W + 40,
        size: 60,
        color: '#2f6b45',
        seed: 'bwc',
        band: 110,
        depth: 1,
      });
      perchedBird(c, W * 0.66, H * 0.415, 90, {
        facing: -1,
        body: '#f59e0b',
        belly: '#fde047',
        beak: '#dc2626',
      });
      L.birds(c, W * 0.4, H * 0.2, { n: 3 });
      kid(c, W * 0.36, H * 0.9, {
        ...POSE.kidBinoc,
        facing: 1,
        shirt: '#ef4444',
        hat: 'sun',
        hatColor: '#fef3c7',
        hold: { f: 'binoculars' },
      });
      kid(c, W * 0.2, H * 0.93, {
        ...POSE.kidBinoc,
        facing: 1,
        shirt: '#84cc16',
        style: 'pony',
        hold: { f: 'binoculars' },
      });
      kid(c, W * 0.5, H * 0.86, { ...POSE.point, facing: 1, armF: [135, 0], shirt: '#38bdf8', hat: 'ears' });
      adult(c, W * 0.07, H * 0.88, {
        pose: 'stand',
        facing: 1,
        shirt: '#0f766e',
        hold: { f: 'book' },
        armF: [70, 50],
        style: 'long',
      });
    },
  },
  'bunny-buds/butterfly-trail': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      const g = campBase(c, {
        sun: [0.85, 0.14],
        seed: 'bt',
        color: '#86b04e',
        flowers: 260,
        ground: 0.6,
        edge: 'oaks',
        zoom: 1.25,
      });
      L.flowers(c, g.f, {
        n: 160,
        size: 9,
        colors: ['#f472b6', '#facc15', '#ffffff', '#c084fc', '#fb923c'],
        depthY: 500,
        seed: 'bt2',
      });
      kid(c, W * 0.32, H * 0.88, {
        pose: 'run',
        shirt: '#facc15',
        hat: 'sun',
        hatColor: '#fef3c7',
        hold: { f: 'net' },
        armF: [140, 10],
      });
      kid(c, W * 0.62, H * 0.9, {
        ...POSE.crouchLook,
        facing: -1,
        shirt: '#ec4899',
        style: 'pony',
        hold: { f: 'magnifier' },
      });
      kid(c, W * 0.8, H * 0.84, { ...POSE.pointUp, facing: -1, shirt: '#38bdf8', hat: 'ears' });
      const bf = [
        [0.2, 0.5, '#f97316', '#fde047'],
        [0.45, 0.44, '#a855f7', '#f0abfc'],
        [0.52, 0.6, '#0ea5e9', '#fde047'],
        [0.7, 0.5, '#facc15', '#f97316'],
        [0.9, 0.58, '#ef4444', '#fde68a'],
        [0.38, 0.66, '#ec4899', '#ffffff'],
        [0.6, 0.38, '#84cc16', '#fde047'],
      ];
      for (const [x, y, a, b] of bf)
        butterfly(c, W * x, H * y, 40, { color: a, color2: b, angle: ((x * 90) % 40) - 20 });
    },
  },
  'bunny-buds/tea-garden-visit': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.4,
        sun: [0.7, 0.3],
        sunR: 42,
        layers: 3,
        top: 0.33,
        bottom: 0.44,
        seed: 'tg',
        clouds: 2,
      });
      teaHill(c, {
        base: H * 0.52,
        amp: 30,
        seed: 'tg1',
        sp0: 4,
        grow: 1.07,
        depth: 0.8,
        tilt: -160,
        oaks: [
          [W * 0.3, 110],
          [W * 0.8, 100],
        ],
      });
      const g = teaHill(c, {
        base: H * 0.66,
        amp: 20,
        seed: 'tg2',
        sp0: 9,
        grow: 1.1,
        oaks: [
          [W * 0.05, 360, 60],
          [W * 0.95, 330, 60],
        ],
      });
      L.road(
        c,
        [
          [W * 0.52, g.f(W * 0.52) + 8, 24],
          [W * 0.45, H * 0.75, 70],
          [W * 0.55, H * 0.9, 130],
          [W * 0.48, H + 40, 200],
        ],
        { color: '#b98a58', edge: null, line: null },
      );
      adult(c, W * 0.66, H * 0.76, {
        pose: 'hold',
        facing: -1,
        shirt: '#db2777',
        dress: true,
        style: 'long',
        hold: { b: 'basket' },
        armF: [100, 40],
        hat: 'band',
        hatColor: '#fde68a',
      });
      kid(c, W * 0.47, H * 0.84, {
        pose: 'walk',
        shirt: '#facc15',
        hat: 'sun',
        hatColor: '#fef3c7',
        hold: { f: 'basket' },
        armF: [40, 30],
      });
      kid(c, W * 0.36, H * 0.92, {
        pose: 'walk',
        shirt: '#38bdf8',
        style: 'pony',
        hold: { f: 'leaf' },
        armF: [90, 30],
      });
      kid(c, W * 0.58, H * 0.96, { ...POSE.point, facing: 1, shirt: '#84cc16', hat: 'ears' });
    },
  },
  'bunny-buds/leaf-art': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.86, 0.18], seed: 'la', color: '#80a84a', edge: 'tents' });
      L.roundTree(c, W * 0.12, H * 0.72, 480, { seed: 4, color: '#2f6b3a' });
      const top = P.table(c, W * 0.5, H * 0.86, 420, { h: 90 });
      P.easel(c, W * 0.78, H * 0.9, 300, { art: 'leaves' });
      const leaves = [
        [-150, '#65a30d'],
        [-80, '#f59e0b'],
        [-10, '#dc2626'],
        [60, '#84cc16'],
        [130, '#ea580c'],
      ];
      for (const [dx, col] of leaves)
        c.add(`<path d="M${W * 0.5 + dx} ${top}q14 -24 34 -4q-16 18 -34 4Z" fill="${c.toneFig(col)}"/>`);
      kid(c, W * 0.36, H * 0.95, {
        pose: 'hold',
        facing: 1,
        armF: [95, 20],
        shirt: '#ec4899',
        style: 'bun',
        hold: { f: 'leaf' },
        holdOpts: { leaf: '#f59e0b' },
      });
      kid(c, W * 0.62, H * 0.96, {
        pose: 'hold',
        facing: -1,
        armF: [90, 30],
        shirt: '#38bdf8',
        hat: 'cap',
        hatColor: '#facc15',
        hold: { f: 'leaf' },
      });
      kid(c, W * 0.9, H * 0.94, {
        ...POSE.paint,
        facing: -1,
        shirt: '#84cc16',
        hold: { f: 'brush' },
        style: 'pony',
      });
      const r = c.sub('laleaves');
      for (let k = 0; k < 14; k++) {
        const x = r.r(0.05, 0.95) * W;
        const y = r.r(0.9, 0.99) * H;
        c.add(
          `<path d="M${x} ${y}q10 -16 24 -3q-12 12 -24 3Z" fill="${c.toneFig(r.pick(['#f59e0b', '#dc2626', '#65a30d', '#ca8a04']))}"/>`,
        );
      }
    },
  },
  'bunny-buds/clay-modelling': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.15, 0.15], seed: 'cm', color: '#7aa84c', tea: true, zoom: 1.22 });
      P.canopyTarp(c, W * 0.5, H * 0.9, 900, { color: '#f97316', h: 380 });
      const top = P.table(c, W * 0.5, H * 0.9, 560, { h: 100, color: '#92400e' });
      P.pot(c, W * 0.36, top, 40, { color: '#c2703d' });
      P.pot(c, W * 0.48, top, 54, { color: '#b45f3c' });
      P.pot(c, W * 0.62, top, 34, { color: '#d97745' });
      c.add(`<ellipse cx="${W * 0.56}" cy="${top - 12}" rx="26" ry="14" fill="${c.toneFig('#b45f3c')}"/>`);
      kid(c, W * 0.28, H * 0.97, {
        pose: 'hold',
        facing: 1,
        armF: [80, 40],
        armB: [70, 50],
        shirt: '#facc15',
        hat: 'ears',
        hold: { f: 'clay' },
      });
      kid(c, W * 0.72, H * 0.97, {
        pose: 'hold',
        facing: -1,
        armF: [80, 40],
        armB: [70, 50],
        shirt: '#a855f7',
        style: 'pony',
        hold: { f: 'clay' },
      });
      kid(c, W * 0.5, H * 0.99, { pose: 'cheer', shirt: '#22c55e', style: 'short', s: 210 });
      for (const [x, s] of [
        [0.08, 50],
        [0.14, 36],
        [0.9, 46],
      ])
        P.pot(c, W * x, H * 0.96, s, { color: '#c2703d', plant: x > 0.5 });
    },
  },
  'bunny-buds/tent-pitching': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.8, 0.16], seed: 'tp', color: '#7cab4e', tea: true, zoom: 1.2 });
      P.tentDome(c, W * 0.45, H * 0.82, 420, { color: '#84cc16' });
      // a second tent still flat on the ground, poles lying around
      c.add(
        `<path d="M${W * 0.66} ${H * 0.93}L${W * 0.74} ${H * 0.86}L${W * 0.94} ${H * 0.87}L${W * 0.9} ${H * 0.95}Z" fill="${c.toneFig('#f97316')}"/><path d="M${W * 0.62} ${H * 0.97}L${W * 0.86} ${H * 0.9}M${W * 0.64} ${H * 0.99}Q${W * 0.78} ${H * 0.8} ${W * 0.92} ${H * 0.98}" stroke="${c.toneFig('#334155')}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      );
      // guy ropes from the tent to kids pulling them
      const k1 = kid(c, W * 0.14, H * 0.92, {
        ...POSE.pull,
        facing: -1,
        shirt: '#facc15',
        hat: 'cap',
        hatColor: '#0f766e',
      });
      c.add(`<path d="M${W * 0.3} ${H * 0.76}L${k1.f[0]} ${k1.f[1]}" stroke="#f8fafc" stroke-width="3"/>`);
      kid(c, W * 0.58, H * 0.95, {
        ...POSE.kneelWork,
        facing: 1,
        shirt: '#ec4899',
        style: 'pony',
        hold: { f: 'stick' },
      });
      adult(c, W * 0.72, H * 0.8, {
        ...POSE.point,
        facing: -1,
        shirt: '#0f766e',
        hat: 'cap',
        hatColor: '#84cc16',
      });
      kid(c, W * 0.84, H * 0.98, {
        pose: 'hold',
        facing: -1,
        armF: [100, 10],
        armB: [90, 20],
        shirt: '#38bdf8',
        hat: 'ears',
      });
    },
  },
  'bunny-buds/campfire-stories': {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      campBase(c, {
        moon: [0.15, 0.14],
        seed: 'cs',
        color: '#5a7a46',
        flowers: 0,
        nStars: 200,
        edge: 'forest',
        zoom: 1.25,
      });
      P.tentA(c, W * 0.84, H * 0.66, 240, { color: '#f97316', lit: true, facing: -1 });
      const fy = H * 0.84;
      P.campfire(c, W * 0.5, fy, 130);
      adult(c, W * 0.7, fy + 10, {
        ...POSE.story,
        facing: -1,
        light: 1,
        shirt: '#84cc16',
        hat: 'beanie',
        hatColor: '#ef4444',
      });
      kid(c, W * 0.3, fy + 20, { ...POSE.sitHug, facing: 1, light: 1, shirt: '#facc15', hat: 'ears' });
      kid(c, W * 0.18, fy + 12, { ...POSE.sitWarm, facing: 1, light: 1, shirt: '#ec4899', style: 'pony' });
      kid(c, W * 0.4, fy + 80, { ...POSE.cross, facing: 1, light: 1, shirt: '#38bdf8', s: 250 });
      kid(c, W * 0.62, fy + 86, {
        ...POSE.sitHug,
        facing: -1,
        light: 1,
        shirt: '#a855f7',
        style: 'bob',
        s: 250,
      });
    },
  },
  'bunny-buds/stargazing': {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      campBase(c, {
        milky: { x: W * 0.5, y: H * 0.22, angle: -24, len: W * 1.2 },
        moon: [0.86, 0.12],
        crescent: true,
        seed: 'sg',
        color: '#4f7244',
        flowers: 0,
        nStars: 320,
        clouds: 0,
        shola: false,
        zoom: 1.4,
      });
      for (const [x, y, col] of [
        [0.22, 0.82, '#0ea5e9'],
        [0.46, 0.88, '#a855f7'],
        [0.7, 0.84, '#f97316'],
      ])
        P.yogaMat(c, W * x, H * y, 260, col);
      lying(c, W * 0.14, H * 0.82 - 20, 220, {
        kid: true,
        facing: 0,
        legs: 'stand',
        armF: [178, 0],
        armB: [20, 10],
        shirt: '#facc15',
        hat: 'ears',
      });
      lying(c, W * 0.38, H * 0.88 - 20, 220, {
        kid: true,
        facing: 0,
        legs: 'stand',
        armF: [150, 30],
        armB: [170, 0],
        shirt: '#ec4899',
        style: 'pony',
      });
      P.telescope(c, W * 0.78, H * 0.86, 200);
      kid(c, W * 0.86, H * 0.9, {
        ...POSE.kidBinoc,
        facing: -1,
        shirt: '#22c55e',
        hat: 'beanie',
        hatColor: '#38bdf8',
        s: 240,
      });
      P.lantern(c, W * 0.58, H * 0.9, 60);
    },
  },
  'bunny-buds/treasure-hunt': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.14, 0.18], seed: 'th', color: '#84a94e', edge: 'forest' });
      L.roundTree(c, W * 0.9, H * 0.76, 480, { seed: 9 });
      L.rock(c, W * 0.72, H * 0.8, 200, 100, { seed: 3 });
      P.chest(c, W * 0.72, H * 0.9, 150);
      let d = '';
      for (let k = 0; k < 7; k++) d += `M${W * (0.2 + k * 0.065)} ${H * (0.96 - k * 0.012)}h26`;
      c.add(
        `<path d="${d}" stroke="${c.toneFig('#fef3c7')}" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
      );
      kid(c, W * 0.46, H * 0.92, { pose: 'run', shirt: '#ef4444', hat: 'cap', hatColor: '#facc15' });
      kid(c, W * 0.3, H * 0.9, {
        pose: 'hold',
        facing: 1,
        armF: [95, 30],
        armB: [85, 40],
        shirt: '#38bdf8',
        style: 'pony',
        hold: { f: 'map' },
      });
      kid(c, W * 0.14, H * 0.94, { ...POSE.point, facing: 1, shirt: '#84cc16', hat: 'ears' });
      P.compass(c, W * 0.58, H * 0.97, 40);
    },
  },
  'bunny-buds/low-ropes-course': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.8, 0.14], seed: 'lr', color: '#76a64c', edge: 'forest', zoom: 1.2 });
      L.roundTree(c, W * 0.06, H * 0.78, 500, { seed: 5 });
      L.roundTree(c, W * 0.95, H * 0.76, 460, { seed: 6 });
      const y = H * 0.9;
      P.ropeCourse(c, W * 0.14, W * 0.86, y, 90);
      kid(c, W * 0.34, y - 90 * 0.55, {
        facing: 0,
        legs: [4, 0, 30, 40],
        armF: [92, 0],
        armB: [92, 0],
        shirt: '#facc15',
        hat: 'helmet',
        hatColor: '#ef4444',
      });
      kid(c, W * 0.7, y - 90 * 0.62, {
        pose: 'walk',
        facing: 1,
        armF: [110, 0],
        armB: [100, 10],
        shirt: '#ec4899',
        hat: 'helmet',
        hatColor: '#38bdf8',
      });
      kid(c, W * 0.5, H * 0.99, { pose: 'cheer', shirt: '#38bdf8', hat: 'ears', s: 220 });
      adult(c, W * 0.2, H * 0.98, {
        ...POSE.point,
        facing: 1,
        armF: [100, 0],
        shirt: '#0f766e',
        hat: 'cap',
        hatColor: '#84cc16',
      });
    },
  },
  'bunny-buds/rock-painting': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.82, 0.3], seed: 'rp', color: '#86a950', edge: 'lake' });
      L.rock(c, W * 0.82, H * 0.78, 300, 170, { seed: 8 });
      P.paintedRocks(c, W * 0.5, H * 0.93, 50, { n: 6 });
      const cols = ['#ef4444', '#38bdf8', '#facc15', '#22c55e'];
      cols.forEach((col, i) =>
        c.add(
          `<rect x="${W * (0.4 + i * 0.05)}" y="${H * 0.85}" width="30" height="26" rx="5" fill="${c.toneFig('#f8fafc')}"/><rect x="${W * (0.4 + i * 0.05) + 3}" y="${H * 0.85 + 4}" width="24" height="10" fill="${c.toneFig(col)}"/>`,
        ),
      );
      kid(c, W * 0.24, H * 0.95, {
        ...POSE.kneelWork,
        facing: 1,
        shirt: '#ec4899',
        style: 'pony',
        hold: { f: 'brush' },
        holdOpts: { paint: '#38bdf8' },
      });
      kid(c, W * 0.76, H * 0.95, {
        ...POSE.kneelWork,
        facing: -1,
        shirt: '#facc15',
        hat: 'ears',
        hold: { f: 'stone' },
      });
      kid(c, W * 0.5, H * 0.8, {
        ...POSE.cross,
        facing: 0,
        shirt: '#22c55e',
        hold: { f: 'stone', b: 'brush' },
        armF: [60, 60],
        armB: [60, 60],
      });
    },
  },
  'bunny-buds/seed-planting': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.2, 0.15], seed: 'sp', color: '#7aa84a', edge: 'oaks', zoom: 1.25 });
      c.add(
        `<path d="M0 ${H * 0.84}Q${W / 2} ${H * 0.8} ${W} ${H * 0.84}L${W} ${H * 0.92}Q${W / 2} ${H * 0.88} 0 ${H * 0.92}Z" fill="${c.tone('#7a5234', 1)}"/>`,
      );
      for (let k = 0; k < 7; k++) {
        const x = W * (0.08 + k * 0.14);
        c.add(
          `<path d="M${x} ${H * 0.86 - Math.sin((k / 6) * Math.PI) * 30}v-40" stroke="${c.toneFig('#3f6212')}" stroke-width="4"/><path d="M${x} ${H * 0.86 - Math.sin((k / 6) * Math.PI) * 30 - 36}q-26 -18 -30 4q18 10 30 -4Zq26 -18 30 4q-18 10 -30 -4Z" fill="${c.toneFig('#65a30d')}"/>`,
        );
      }
      kid(c, W * 0.3, H * 0.97, {
        ...POSE.plant,
        facing: 1,
        shirt: '#facc15',
        hat: 'sun',
        hatColor: '#fef3c7',
        hold: { f: 'seedling' },
      });
      kid(c, W * 0.62, H * 0.98, {
        ...POSE.plant,
        facing: -1,
        shirt: '#38bdf8',
        style: 'pony',
        hold: { f: 'seedling' },
      });
      adult(c, W * 0.84, H * 0.96, {
        pose: 'hold',
        facing: -1,
        armF: [70, 20],
        shirt: '#0f766e',
        hat: 'cap',
        hatColor: '#84cc16',
      });
      c.add(
        `<path d="M${W * 0.74} ${H * 0.82}h60l10 50h-80z" fill="${c.toneFig('#16a34a')}"/><path d="M${W * 0.74} ${H * 0.84}l-40 -30" stroke="${c.toneFig('#16a34a')}" stroke-width="10" stroke-linecap="round"/>`,
      );
      kid(c, W * 0.12, H * 0.99, { pose: 'cheer', shirt: '#ec4899', hat: 'ears', s: 210 });
    },
  },
  'bunny-buds/stream-explorers': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      campBase(c, {
        sun: [0.78, 0.14],
        seed: 'se',
        color: '#6ea24a',
        ground: 0.58,
        edge: 'forest',
        zoom: 1.2,
      });
      L.river(
        c,
        [
          [W * 0.4, H * 0.6, 40],
          [W * 0.55, H * 0.7, 120],
          [W * 0.38, H * 0.82, 240],
          [W * 0.55, H + 40, 420],
        ],
        { color: '#4aa3b8' },
      );
      const r = c.sub('sestones');
      for (let k = 0; k < 10; k++)
        L.rock(c, W * r.r(0.3, 0.7), H * r.r(0.72, 0.98), r.r(40, 90), r.r(20, 36), {
          color: '#8b949e',
          seed: k,
        });
      kid(c, W * 0.22, H * 0.92, {
        ...POSE.crouchLook,
        facing: 1,
        shirt: '#facc15',
        hat: 'sun',
        hatColor: '#fef3c7',
        hold: { f: 'magnifier' },
      });
      kid(c, W * 0.56, H * 0.9, {
        pose: 'hold',
        facing: -1,
        armF: [60, 20],
        shirt: '#ef4444',
        style: 'pony',
        hold: { f: 'net' },
        holdOpts: {},
      });
      kid(c, W * 0.8, H * 0.88, {
        ...POSE.pointUp,
        facing: -1,
        armF: [100, 0],
        shirt: '#38bdf8',
        hat: 'ears',
      });
      c.add(
        `<ellipse cx="${W * 0.47}" cy="${H * 0.86}" rx="18" ry="12" fill="${c.toneFig('#65a30d')}"/><circle cx="${W * 0.465}" cy="${H * 0.85}" r="4" fill="#fff"/><circle cx="${W * 0.48}" cy="${H * 0.85}" r="4" fill="#fff"/>`,
      );
    },
  },
  'bunny-buds/animal-tracks': {
    mood: 'mist',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.5, 0.22], sunR: 30, seed: 'at', color: '#7a9a52', shola: true, edge: 'forest' });
      c.add(
        `<path d="M${W * 0.1} ${H}C${W * 0.3} ${H * 0.86} ${W * 0.5} ${H * 0.8} ${W * 0.95} ${H * 0.74}L${W} ${H * 0.8}C${W * 0.6} ${H * 0.86} ${W * 0.5} ${H * 0.94} ${W * 0.4} ${H}Z" fill="${c.tone('#8a6642', 1)}"/>`,
      );
      const paw = [];
      for (let k = 0; k < 8; k++)
        paw.push([W * (0.34 + k * 0.075), H * (0.93 - k * 0.022) + (k % 2) * 16, 70]);
      tracks(c, paw, 120, { color: '#4a3320' });
      tracks(
        c,
        [
          [W * 0.8, H * 0.8, 70],
          [W * 0.87, H * 0.79, 70],
          [W * 0.94, H * 0.77, 70],
        ],
        110,
        { color: '#4a3320', kind: 'hoof' },
      );
      kid(c, W * 0.2, H * 0.92, {
        ...POSE.crouchLook,
        facing: 1,
        shirt: '#f97316',
        hat: 'beanie',
        hatColor: '#38bdf8',
        hold: { f: 'magnifier' },
      });
      kid(c, W * 0.62, H * 0.8, {
        ...POSE.point,
        facing: -1,
        armF: [60, 10],
        shirt: '#a855f7',
        style: 'pony',
      });
      adult(c, W * 0.78, H * 0.74, {
        pose: 'stand',
        facing: -1,
        shirt: '#0f766e',
        hold: { f: 'book' },
        armF: [70, 50],
        hat: 'cap',
        hatColor: '#facc15',
      });
    },
  },
  'bunny-buds/kite-making': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, {
        sun: [0.86, 0.2],
        seed: 'km',
        color: '#86ab50',
        clouds: 4,
        ground: 0.6,
        tea: true,
        zoom: 1.15,
      });
      const k1 = kid(c, W * 0.24, H * 0.9, {
        pose: 'stand',
        facing: 1,
        armF: [140, 10],
        shirt: '#38bdf8',
        hat: 'cap',
        hatColor: '#ef4444',
      });
      const k2 = kid(c, W * 0.55, H * 0.94, {
        pose: 'walk',
        facing: 1,
        armF: [130, 10],
        shirt: '#facc15',
        style: 'pony',
      });
      P.kite(c, W * 0.42, H * 0.22, 130, { hand: k1.f, color: '#ef4444', color2: '#facc15', angle: 10 });
      P.kite(c, W * 0.76, H * 0.3, 110, {
        hand: k2.f,
        color: '#a855f7',
        color2: '#38bdf8',
        tail: '#f472b6',
        angle: -12,
      });
      const top = P.table(c, W * 0.82, H * 0.96, 300, { h: 80 });
      c.add(
        `<path d="M${W * 0.78} ${top - 60}L${W * 0.82} ${top - 4}M${W * 0.74} ${top - 30}L${W * 0.86} ${top - 34}" stroke="${c.toneFig('#92400e')}" stroke-width="5"/><path d="M${W * 0.78} ${top - 60}L${W * 0.86} ${top - 34}L${W * 0.82} ${top - 4}L${W * 0.74} ${top - 30}Z" fill="${c.toneFig('#84cc16')}" opacity="0.85"/>`,
      );
      kid(c, W * 0.92, H * 0.99, {
        pose: 'hold',
        facing: -1,
        armF: [80, 30],
        shirt: '#ec4899',
        hat: 'ears',
        s: 210,
      });
    },
  },
  'bunny-buds/map-and-compass': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.14, 0.16], seed: 'mc', color: '#a2a55a', edge: 'oaks' });
      P.signpost(c, W * 0.86, H * 0.86, 240);
      P.groundMap(c, W * 0.44, H * 0.97, 480);
      P.compass(c, W * 0.7, H * 0.95, 60);
      kid(c, W * 0.2, H * 0.95, {
        ...POSE.kneelWork,
        facing: 1,
        shirt: '#facc15',
        hat: 'ears',
        armF: [80, 10],
      });
      kid(c, W * 0.62, H * 0.84, {
        pose: 'hold',
        facing: -1,
        armF: [95, 30],
        armB: [85, 40],
        shirt: '#0ea5e9',
        style: 'pony',
        hold: { f: 'map' },
      });
      kid(c, W * 0.34, H * 0.8, {
        ...POSE.point,
        facing: 1,
        armF: [100, 0],
        shirt: '#ef4444',
        hat: 'cap',
        hatColor: '#84cc16',
      });
    },
  },
  'bunny-buds/nature-journaling': {
    mood: 'mist',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.8, 0.2], seed: 'nj', color: '#82a84c', edge: 'lake', zoom: 1.2 });
      L.roundTree(c, W * 0.32, H * 0.84, 760, { seed: 12, color: '#2f6b3a' });
      kid(c, W * 0.2, H * 0.9, {
        ...POSE.sitHug,
        facing: 1,
        armF: [70, 50],
        shirt: '#facc15',
        hat: 'ears',
        hold: { f: 'book' },
      });
      kid(c, W * 0.46, H * 0.93, {
        ...POSE.cross,
        facing: 0,
        armF: [50, 70],
        armB: [50, 70],
        shirt: '#38bdf8',
        style: 'pony',
        hold: { f: 'book' },
      });
      kid(c, W * 0.72, H * 0.9, {
        ...POSE.sitHug,
        facing: -1,
        armF: [75, 45],
        shirt: '#ec4899',
        style: 'bob',
        hold: { f: 'book' },
      });
      P.notebook(c, W * 0.6, H * 0.98, 150);
      butterfly(c, W * 0.62, H * 0.56, 36, { color: '#f97316' });
      L.flowers(c, () => H * 0.9, {
        n: 30,
        size: 8,
        colors: ['#facc15', '#f472b6'],
        depthY: 100,
        seed: 'njf',
      });
    },
  },
  'bunny-buds/kerala-folk-games': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.2, 0.2], seed: 'kg', color: '#9aa856', flowers: 40, edge: 'oaks', tea: true });
      c.add(
        `<ellipse cx="${W * 0.5}" cy="${H * 0.88}" rx="${W * 0.48}" ry="${H * 0.1}" fill="${c.tone('#c8a06a', 1)}"/>`,
      );
      P.hopscotch(c, W * 0.3, H * 0.96, 120);
      kid(c, W * 0.3, H * 0.78, {
        facing: 0,
        legs: [4, 0, 40, -80],
        armF: [100, 10],
        armB: [100, 10],
        shirt: '#ef4444',
        style: 'pony',
        s: 210,
      });
      // kuttiyum kolum (stick and bail)
      kid(c, W * 0.62, H * 0.92, {
        pose: 'stride',
        facing: 1,
        armF: [150, 20],
        armB: [140, 30],
        shirt: '#facc15',
        hat: 'cap',
        hatColor: '#0f766e',
        hold: { f: 'stick' },
      });
      c.add(
        `<path d="M${W * 0.74} ${H * 0.62}l26 -8" stroke="${c.toneFig('#7a5230')}" stroke-width="7" stroke-linecap="round"/>`,
      );
      kid(c, W * 0.86, H * 0.9, { ...POSE.cheer, shirt: '#38bdf8', hat: 'ears' });
      kid(c, W * 0.12, H * 0.94, { ...POSE.cheer, shirt: '#a855f7', style: 'bob' });
    },
  },
  'bunny-buds/campfire-cooking': {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.76, 0.4], sunR: 36, seed: 'cc', color: '#6e8a46', flowers: 0, edge: 'tents' });
      const fy = H * 0.88;
      P.campfire(c, W * 0.5, fy, 110);
      P.cookPot(c, W * 0.5, fy, 190);
      kid(c, W * 0.28, fy + 10, {
        ...POSE.sitWarm,
        facing: 1,
        light: 1,
        armF: [85, 5],
        shirt: '#facc15',
        hat: 'ears',
        hold: { f: 'stickFire' },
      });
      kid(c, W * 0.74, fy + 12, {
        ...POSE.sitWarm,
        facing: -1,
        light: 1,
        armF: [85, 5],
        shirt: '#ec4899',
        style: 'pony',
        hold: { f: 'stickFire' },
      });
      adult(c, W * 0.62, fy - 20, {
        pose: 'hold',
        facing: -1,
        light: 1,
        armF: [70, 30],
        shirt: '#0f766e',
        hat: 'cap',
        hatColor: '#f97316',
      });
      kid(c, W * 0.14, fy + 30, { ...POSE.cheer, light: 0.5, shirt: '#38bdf8' });
    },
  },
  'bunny-buds/morning-yoga': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      campBase(c, {
        sun: [0.5, 0.36],
        sunR: 54,
        seed: 'my',
        color: '#88aa52',
        flowers: 40,
        layers: 4,
        zoom: 1.12,
      });
      const y = H * 0.9;
      P.yogaMat(c, W * 0.5, H * 0.76, 280, '#84cc16');
      adult(c, W * 0.5, H * 0.76, { ...POSE.tree, shirt: '#0f766e', style: 'bun', s: 240 });
      const mats = [
        [0.16, '#f97316'],
        [0.39, '#38bdf8'],
        [0.62, '#ec4899'],
        [0.85, '#facc15'],
      ];
      mats.forEach(([x, col], i) => {
        P.yogaMat(c, W * x, y, 250, col);
        kid(
          c,
          W * x,
          y,
          i % 2
            ? { ...POSE.warrior, shirt: ['#facc15', '#ef4444', '#22c55e', '#a855f7'][i] }
            : {
                ...POSE.tree,
                shirt: ['#facc15', '#ef4444', '#22c55e', '#a855f7'][i],
                hat: i === 0 ? 'ears' : undefined,
              },
        );
      });
    },
  },
  'bunny-buds/bug-safari': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.86, 0.14], seed: 'bs', color: '#74a64a', edge: 'forest', zoom: 1.1 });
      kid(c, W * 0.56, H * 0.82, {
        ...POSE.crouchLook,
        facing: -1,
        shirt: '#facc15',
        hat: 'sun',
        hatColor: '#fef3c7',
        hold: { f: 'magnifier' },
        s: 210,
      });
      kid(c, W * 0.78, H * 0.8, {
        ...POSE.point,
        facing: -1,
        armF: [70, 0],
        shirt: '#ef4444',
        style: 'pony',
        s: 210,
      });
      // big foreground leaves with bugs
      const leaf = (x, y, w, a, col) =>
        c.add(
          `<path d="M${x} ${y}q${w * 0.4} ${-w * 0.55} ${w} ${-w * 0.1}q${-w * 0.45} ${w * 0.45} ${-w} ${w * 0.1}Z" fill="${c.toneFig(col)}" transform="rotate(${a} ${x} ${y})"/><path d="M${x} ${y}q${w * 0.5} ${-w * 0.2} ${w} ${-w * 0.1}" stroke="${c.toneFig('#d9f99d')}" stroke-width="4" fill="none" transform="rotate(${a} ${x} ${y})"/>`,
        );
      leaf(-20, H * 0.98, 600, -12, '#3f8f3a');
      leaf(W * 0.05, H * 1.02, 420, -30, '#4f9f3f');
      leaf(W * 0.95, H * 1.02, -520, 14, '#3a8a38');
      ladybug(c, W * 0.2, H * 0.87, 260);
      beetle(c, W * 0.8, H * 0.96, 220, { color: '#0e7490' });
      butterfly(c, W * 0.4, H * 0.5, 40, { color: '#a855f7', color2: '#f0abfc' });
      c.add(
        `<path d="M${W * 0.3} ${H * 0.62}q20 -20 40 0q-20 20 -40 0Z" fill="${c.toneFig('#22d3ee')}" opacity="0.7"/><path d="M${W * 0.3} ${H * 0.62}h70" stroke="#1e293b" stroke-width="5" stroke-linecap="round"/>`,
      );
    },
  },
  'bunny-buds/weather-watch': {
    mood: 'monsoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, { seed: 'ww', color: '#6e9a4a', clouds: 5, shola: true, tea: true });
      L.rain(c, { n: 70, alpha: 0.3, seed: 'wwr' });
      P.windSock(c, W * 0.8, H * 0.9, 360, { color: '#f97316' });
      P.rainGauge(c, W * 0.62, H * 0.95, 120);
      kid(c, W * 0.32, H * 0.92, {
        ...POSE.pointUp,
        facing: 1,
        shirt: '#facc15',
        hat: 'cap',
        hatColor: '#38bdf8',
      });
      kid(c, W * 0.48, H * 0.95, {
        pose: 'hold',
        facing: 1,
        armF: [70, 50],
        shirt: '#ef4444',
        style: 'pony',
        hold: { f: 'book' },
      });
      kid(c, W * 0.14, H * 0.96, { ...POSE.cheer, shirt: '#22c55e', hat: 'ears' });
    },
  },
  'bunny-buds/nature-theatre': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.12, 0.18], seed: 'nt', color: '#7fa64c', zoom: 1.12 });
      L.roundTree(c, W * 0.12, H * 0.84, 620, { seed: 21 });
      L.roundTree(c, W * 0.88, H * 0.84, 600, { seed: 22 });
      const sy = H * 0.8;
      P.stage(c, W * 0.5, sy, 760, { curtain: '#be123c' });
      kid(c, W * 0.38, sy - 26, {
        ...POSE.cheer,
        shirt: '#facc15',
        hold: { f: 'mask', b: 'mask' },
        holdOpts: { mask: '#f59e0b' },
        hat: 'ears',
      });
      kid(c, W * 0.56, sy - 26, {
        ...POSE.wave,
        facing: -1,
        shirt: '#22c55e',
        style: 'pony',
        hold: { f: 'mask' },
        holdOpts: { mask: '#a3e635' },
      });
      kid(c, W * 0.66, sy - 26, {
        pose: 'run',
        facing: -1,
        shirt: '#38bdf8',
        hat: 'band',
        hatColor: '#ef4444',
      });
      for (const x of [0.2, 0.34, 0.5, 0.66, 0.8])
        kid(c, W * x, H * 1.04, {
          facing: 0,
          legs: 'knees',
          armF: [120, 20],
          armB: [120, 20],
          shirt: ['#a855f7', '#f97316', '#ec4899', '#14b8a6', '#facc15'][Math.round(x * 10) % 5],
          noFace: true,
          s: 200,
        });
    },
  },
  'bunny-buds/upcycled-crafts': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.84, 0.14], seed: 'uc', color: '#7aaa4e', edge: 'oaks', zoom: 1.22 });
      P.canopyTarp(c, W * 0.46, H * 0.9, 860, { color: '#84cc16', h: 370 });
      const top = P.table(c, W * 0.46, H * 0.9, 600, { h: 100, color: '#a16207' });
      P.upcycled(c, W * 0.4, top, 120);
      kid(c, W * 0.2, H * 0.97, {
        ...POSE.paint,
        facing: 1,
        shirt: '#ec4899',
        style: 'pony',
        hold: { f: 'brush' },
        holdOpts: { paint: '#a855f7' },
      });
      kid(c, W * 0.72, H * 0.97, {
        pose: 'hold',
        facing: -1,
        armF: [85, 30],
        shirt: '#facc15',
        hat: 'ears',
        hold: { f: 'seedling' },
      });
      P.upcycled(c, W * 0.88, H * 0.98, 90);
    },
  },

  // ------------------------------------------------------------------ promo slides (4:3)
  'promo/little-explorers': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.84, 0.14], seed: 'le', color: '#7ba84c', tea: true });
      kid(c, W * 0.2, H * 0.92, {
        ...POSE.kidBinoc,
        facing: 1,
        shirt: '#ef4444',
        hat: 'sun',
        hatColor: '#fef3c7',
        hold: { f: 'binoculars' },
      });
      kid(c, W * 0.4, H * 0.95, {
        ...POSE.crouchLook,
        facing: 1,
        shirt: '#facc15',
        hat: 'ears',
        hold: { f: 'magnifier' },
      });
      kid(c, W * 0.62, H * 0.9, {
        pose: 'run',
        facing: 1,
        shirt: '#38bdf8',
        style: 'pony',
        hold: { f: 'net' },
        armF: [140, 10],
      });
      kid(c, W * 0.84, H * 0.93, {
        ...POSE.point,
        facing: -1,
        armF: [130, 0],
        shirt: '#84cc16',
        hold: { b: 'map' },
      });
      bunny(c, W * 0.5, H * 0.98, 80, { facing: 1 });
      butterfly(c, W * 0.7, H * 0.55, 34, { color: '#f97316' });
    },
  },
  'promo/camp-nights': {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      campBase(c, { moon: [0.82, 0.14], seed: 'cn', color: '#55764a', flowers: 0, nStars: 220, zoom: 1.15 });
      P.tentDome(c, W * 0.18, H * 0.7, 260, { color: '#f97316', lit: true });
      P.tentDome(c, W * 0.86, H * 0.7, 230, { color: '#38bdf8', lit: true, facing: -1 });
      P.fairyLights(
        c,
        [
          [0, H * 0.5],
          [W * 0.5, H * 0.56],
          [W, H * 0.5],
        ],
        { n: 14, sag: 40 },
      );
      const fy = H * 0.86;
      P.campfire(c, W * 0.5, fy, 120);
      kid(c, W * 0.3, fy + 10, {
        ...POSE.sitWarm,
        facing: 1,
        light: 1,
        shirt: '#facc15',
        hat: 'ears',
        hold: { f: 'stickFire' },
        armF: [85, 5],
      });
      kid(c, W * 0.7, fy + 10, { ...POSE.sitHug, facing: -1, light: 1, shirt: '#ec4899', style: 'pony' });
      kid(c, W * 0.4, fy + 90, { ...POSE.cross, facing: 1, light: 1, shirt: '#22c55e', s: 250 });
      kid(c, W * 0.6, fy + 92, { ...POSE.story, facing: -1, light: 1, shirt: '#a855f7', s: 250 });
    },
  },
  'promo/craft-corner': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.16, 0.2], seed: 'cr', color: '#82a84c', edge: 'forest', zoom: 1.12 });
      P.canopyTarp(c, W * 0.5, H * 0.9, 1100, { color: '#0ea5e9', h: 400 });
      const top = P.table(c, W * 0.5, H * 0.92, 700, { h: 100 });
      P.pot(c, W * 0.34, top, 44, { color: '#c2703d', plant: true });
      P.upcycled(c, W * 0.52, top, 90);
      P.paintedRocks(c, W * 0.7, top - 8, 34, { n: 3, seed: 'crp' });
      P.easel(c, W * 0.88, H * 0.94, 280, { art: 'hills' });
      kid(c, W * 0.26, H * 0.99, {
        ...POSE.paint,
        facing: 1,
        shirt: '#ef4444',
        hat: 'ears',
        hold: { f: 'brush' },
      });
      kid(c, W * 0.5, H * 1.0, { pose: 'cheer', shirt: '#facc15', style: 'pony', s: 220 });
      kid(c, W * 0.74, H * 0.99, {
        pose: 'hold',
        facing: 1,
        armF: [90, 20],
        shirt: '#22c55e',
        hold: { f: 'brush' },
        holdOpts: { paint: '#38bdf8' },
      });
      kid(c, W * 0.1, H * 0.97, {
        pose: 'hold',
        facing: 1,
        armF: [80, 40],
        shirt: '#a855f7',
        style: 'bob',
        hold: { f: 'leaf' },
      });
    },
  },
  'promo/first-trek': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.42,
        sun: [0.18, 0.16],
        sunR: 36,
        layers: 4,
        top: 0.34,
        bottom: 0.5,
        seed: 'ft',
        shola: true,
      });
      const g = meadow(c, {
        base: H * 0.66,
        amp: 50,
        waves: 0.6,
        tilt: -260,
        seed: 'ftg',
        color: '#8aab52',
        flowers: 60,
      });
      const trail = [];
      for (let k = 0; k <= 10; k++)
        trail.push([W * (0.02 + k * 0.1), g.f(W * (0.02 + k * 0.1)) + 190 - k * 10, 70 - k * 5]);
      L.road(c, trail, { color: '#cfa873', edge: null, line: null });
      P.signpost(c, W * 0.08, g.f(W * 0.08) + 190, 200);
      const line = [
        [0.86, 'adult', '#0f766e', { hat: 'cap', hatColor: '#84cc16' }],
        [0.7, 'kid', '#facc15', { hat: 'ears' }],
        [0.56, 'kid', '#ef4444', { style: 'pony' }],
        [0.42, 'kid', '#38bdf8', { hat: 'cap', hatColor: '#f97316' }],
        [0.28, 'kid', '#a855f7', { style: 'bob' }],
      ];
      for (const [x, who, shirt, extra] of line) {
        const y = g.f(W * x) + 200 - x * 100;
        (who === 'adult' ? adult : kid)(c, W * x, y, {
          pose: 'hike',
          facing: 1,
          shirt,
          pack: true,
          packColor: '#0f766e',
          hold: who === 'adult' ? { f: 'stick' } : undefined,
          s: who === 'adult' ? 250 : 220,
          ...extra,
        });
      }
    },
  },

  // ------------------------------------------------------------------ home themes (4:3)
  'themes/explore-discover': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.5,
        sun: [0.72, 0.44],
        sunR: 46,
        layers: 5,
        top: 0.42,
        bottom: 0.68,
        seed: 'ed',
        shola: true,
        clouds: 2,
      });
      L.mistWisps(c, H * 0.7, { n: 5, rx: 300, alpha: 0.6, seed: 'edm' });
      const rockTop = H * 0.78;
      c.add(
        `<path d="${P.smoothPath(
          [
            [-20, H + 10],
            [-20, rockTop - 20],
            [W * 0.2, rockTop - 50],
            [W * 0.46, rockTop - 20],
            [W * 0.6, rockTop + 40],
            [W * 0.66, H + 10],
          ],
          true,
        )}" fill="${c.tone('#6e6a62', 1)}"/><path d="${P.smoothPath(
          [
            [W * 0.3, H + 10],
            [W * 0.46, rockTop - 10],
            [W * 0.6, rockTop + 40],
            [W * 0.66, H + 10],
          ],
          true,
        )}" fill="${c.tone('#57534c', 1)}"/>`,
      );
      kid(c, W * 0.3, rockTop - 36, {
        ...POSE.kidBinoc,
        facing: 1,
        shirt: '#ef4444',
        hat: 'sun',
        hatColor: '#fef3c7',
        hold: { f: 'binoculars' },
      });
      kid(c, W * 0.14, rockTop - 40, {
        ...POSE.point,
        facing: 1,
        armF: [120, 0],
        shirt: '#facc15',
        hat: 'ears',
      });
      adult(c, W * 0.44, rockTop - 24, {
        pose: 'hold',
        facing: 1,
        armF: [95, 30],
        armB: [85, 40],
        shirt: '#0f766e',
        hold: { f: 'map' },
        hat: 'cap',
        hatColor: '#84cc16',
      });
      L.birds(c, W * 0.7, H * 0.3, { n: 5 });
    },
  },
  'themes/learn-create': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.82, 0.14], seed: 'lc', color: '#80aa50', tea: true, zoom: 1.22 });
      P.easel(c, W * 0.28, H * 0.9, 340, { art: 'hills' });
      P.easel(c, W * 0.7, H * 0.92, 320, { art: 'leaves' });
      kid(c, W * 0.42, H * 0.96, {
        ...POSE.paint,
        facing: -1,
        shirt: '#facc15',
        hat: 'ears',
        hold: { f: 'brush' },
        holdOpts: { paint: '#22c55e' },
      });
      kid(c, W * 0.56, H * 0.97, {
        ...POSE.paint,
        facing: 1,
        shirt: '#ec4899',
        style: 'pony',
        hold: { f: 'brush' },
      });
      kid(c, W * 0.88, H * 0.96, {
        pose: 'hold',
        facing: -1,
        armF: [70, 50],
        shirt: '#38bdf8',
        hold: { f: 'book' },
      });
      P.paintedRocks(c, W * 0.14, H * 0.97, 44, { n: 3, seed: 'lcr' });
    },
  },
  'themes/adventure-resilience': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.55,
        sun: [0.5, 0.14],
        sunR: 34,
        layers: 4,
        top: 0.44,
        bottom: 0.66,
        seed: 'ar',
        shola: true,
      });
      L.river(
        c,
        [
          [W * 0.45, H * 0.7, 60],
          [W * 0.55, H * 0.82, 140],
          [W * 0.48, H + 40, 260],
        ],
        { color: '#3f98ad' },
      );
      const left = L.cliff(c, { side: 'left', edgeX: W * 0.3, topY: H * 0.6, seed: 'arl', trees: false });
      const right = L.cliff(c, { side: 'right', edgeX: W * 0.7, topY: H * 0.62, seed: 'arr', trees: false });
      const pt = P.ropeBridge(c, [W * 0.3, left.top], [W * 0.7, right.top], { sag: 50 });
      const [bx, by] = pt(0.45);
      kid(c, bx, by, {
        pose: 'walk',
        facing: 1,
        armF: [80, 10],
        armB: [70, 10],
        shirt: '#f97316',
        hat: 'helmet',
        hatColor: '#facc15',
        s: 200,
      });
      kid(c, W * 0.84, right.top, {
        ...POSE.cheer,
        shirt: '#84cc16',
        hat: 'helmet',
        hatColor: '#ef4444',
        s: 210,
      });
      kid(c, W * 0.12, left.top, {
        ...POSE.wave,
        facing: 1,
        shirt: '#38bdf8',
        hat: 'helmet',
        hatColor: '#f97316',
        s: 210,
      });
      adult(c, W * 0.22, left.top, {
        ...POSE.point,
        facing: 1,
        armF: [95, 0],
        shirt: '#0f766e',
        hat: 'cap',
        hatColor: '#84cc16',
        s: 250,
      });
    },
  },
  'themes/campfire-moments': {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      campBase(c, {
        sun: [0.2, 0.42],
        sunR: 34,
        seed: 'cmo',
        color: '#66844a',
        flowers: 0,
        edge: 'oaks',
        zoom: 1.2,
      });
      P.tentA(c, W * 0.86, H * 0.7, 240, { color: '#84cc16', lit: true, facing: -1 });
      const fy = H * 0.86;
      P.campfire(c, W * 0.5, fy, 120);
      P.log(c, W * 0.28, fy + 8, 260, { h: 26 });
      kid(c, W * 0.22, fy - 14, {
        ...POSE.sitWarm,
        facing: 1,
        light: 1,
        shirt: '#facc15',
        hold: { f: 'stickFire' },
        armF: [85, 5],
      });
      adult(c, W * 0.33, fy - 14, {
        ...POSE.sitWarm,
        facing: 1,
        light: 1,
        shirt: '#0f766e',
        hold: { f: 'cup' },
      });
      kid(c, W * 0.7, fy + 10, { ...POSE.story, facing: -1, light: 1, shirt: '#ec4899', style: 'pony' });
      kid(c, W * 0.58, fy + 100, {
        ...POSE.sitHug,
        facing: -1,
        light: 1,
        shirt: '#38bdf8',
        hat: 'beanie',
        hatColor: '#ef4444',
        s: 250,
      });
    },
  },
  'themes/grow-together': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      campBase(c, { sun: [0.8, 0.16], seed: 'gt', color: '#7fab4e', tea: true, zoom: 1.22 });
      c.add(`<ellipse cx="${W * 0.5}" cy="${H * 0.9}" rx="120" ry="30" fill="${c.tone('#7a5234', 1)}"/>`);
      L.roundTree(c, W * 0.5, H * 0.9, 220, { seed: 31, color: '#3f8a3f' });
      kid(c, W * 0.34, H * 0.94, { ...POSE.plant, facing: 1, shirt: '#facc15', hat: 'ears' });
      kid(c, W * 0.66, H * 0.95, {
        pose: 'hold',
        facing: -1,
        armF: [80, 10],
        shirt: '#ec4899',
        style: 'pony',
      });
      c.add(
        `<path d="M${W * 0.6} ${H * 0.78}h50l8 40h-66z" fill="${c.toneFig('#0ea5e9')}"/><path d="M${W * 0.6} ${H * 0.8}l-44 -20" stroke="${c.toneFig('#0ea5e9')}" stroke-width="9" stroke-linecap="round"/>`,
      );
      adult(c, W * 0.16, H * 0.92, { ...POSE.cheer, shirt: '#0f766e', style: 'long' });
      adult(c, W * 0.84, H * 0.92, {
        pose: 'hold',
        facing: -1,
        armF: [60, 40],
        shirt: '#f97316',
        hat: 'cap',
        hatColor: '#84cc16',
        hold: { f: 'seedling' },
      });
      bunny(c, W * 0.5, H * 1.0, 70, { facing: -1 });
    },
  },
};
