// Scenes: "things to enjoy", home timeline offerings, the 3:2 gallery, and the two looping videos.
import * as L from './landscape.mjs';
import * as P from './props.mjs';
import { person, tahr, elephant, perchedBird, bunny, butterfly } from './figures.mjs';
import { PAL, POSE, backdrop, teaHill, meadow, people } from './kit.mjs';

const TAU = Math.PI * 2;

/** Tea pluckers: women in bright saris with baskets on their backs, among the rows. */
function plucker(c, x, y, s, facing, shirt) {
  person(c, x, y, s, {
    facing,
    legs: 'stand',
    armF: [70, 30],
    armB: [60, 40],
    lean: 14,
    shirt,
    dress: true,
    style: 'long',
    pack: true,
    packColor: '#a16207',
    hat: 'band',
    hatColor: '#fef3c7',
  });
}

/** A winding hairpin road (list of points) climbing a tea hill, from the bottom of the frame up to (x1, y1). */
function hairpins(c, x0, y0, x1, y1, turns = 4, w0 = 90) {
  const pts = [];
  for (let k = 0; k <= turns * 8; k++) {
    const u = k / (turns * 8);
    const sway = Math.sin(u * Math.PI * turns) * (1 - u * 0.6);
    pts.push([
      x0 + (x1 - x0) * u + sway * 260 * (1 - u * 0.5),
      y0 + (y1 - y0) * Math.pow(u, 0.8),
      w0 * (1 - u * 0.8),
    ]);
  }
  return pts;
}

/** A point at fraction u along the smooth (Catmull-Rom) curve through pts, with the travel direction. */
function pointAlong(pts, u) {
  const n = pts.length - 1;
  const i = Math.min(n - 1, Math.max(0, Math.floor(u * n)));
  const t = u * n - i;
  const p = (k) => pts[Math.max(0, Math.min(n, k))];
  const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
  const cr = (a, b, c2, d) =>
    0.5 *
    (2 * b + (-a + c2) * t + (2 * a - 5 * b + 4 * c2 - d) * t * t + (-a + 3 * b - 3 * c2 + d) * t * t * t);
  return [cr(p0[0], p1[0], p2[0], p3[0]), cr(p0[1], p1[1], p2[1], p3[1]), p2[0] >= p1[0] ? 1 : -1];
}

export const moreScenes = {
  // ------------------------------------------------------------------ enjoy (4:3)
  'enjoy/tea-plantation-walks': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.38,
        sun: [0.8, 0.14],
        sunR: 34,
        layers: 3,
        top: 0.31,
        bottom: 0.41,
        seed: 'tw',
      });
      teaHill(c, {
        base: H * 0.5,
        amp: 34,
        seed: 'tw1',
        sp0: 3.5,
        grow: 1.06,
        depth: 0.75,
        tilt: 150,
        oaks: [
          [W * 0.22, 100],
          [W * 0.5, 90],
          [W * 0.8, 110],
        ],
      });
      const g = teaHill(c, {
        base: H * 0.64,
        amp: 30,
        seed: 'tw2',
        sp0: 8,
        grow: 1.1,
        peaks: [{ x: W * 0.4, h: 60, w: 500 }],
        oaks: [
          [W * 0.08, 380, 60],
          [W * 0.9, 360, 80],
          [W * 0.7, 260, 20],
        ],
      });
      L.road(
        c,
        [
          [W * 0.44, g.f(W * 0.44) + 10, 20],
          [W * 0.36, H * 0.72, 60],
          [W * 0.5, H * 0.86, 120],
          [W * 0.38, H + 40, 200],
        ],
        { color: '#c09062', edge: null, line: null },
      );
      people(
        c,
        () => 0,
        [
          [
            W * 0.41,
            200,
            {
              pose: 'walk',
              facing: -1,
              shirt: '#f97316',
              pack: true,
              packColor: '#0f766e',
              hat: 'cap',
              hatColor: '#facc15',
            },
            H * 0.8,
          ],
          [W * 0.49, 190, { pose: 'walk', facing: -1, shirt: '#84cc16', style: 'long' }, H * 0.88],
          [
            W * 0.36,
            160,
            { pose: 'point', facing: 1, armF: [120, 0], shirt: '#38bdf8', hat: 'sun', hatColor: '#fef3c7' },
            H * 0.72,
          ],
        ],
        person,
      );
      plucker(c, W * 0.78, H * 0.7, 170, -1, '#db2777');
      plucker(c, W * 0.16, H * 0.76, 180, 1, '#7c3aed');
    },
  },
  'enjoy/tea-culture-experience': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.42,
        sun: [0.14, 0.2],
        sunR: 36,
        layers: 3,
        top: 0.35,
        bottom: 0.45,
        seed: 'tc',
      });
      const t = teaHill(c, {
        base: H * 0.56,
        amp: 26,
        seed: 'tc1',
        sp0: 4,
        grow: 1.07,
        depth: 0.85,
        oaks: [
          [W * 0.1, 180],
          [W * 0.9, 170],
        ],
      });
      P.teaFactory(c, W * 0.58, t.f(W * 0.58) + 60, 520, { depth: 0.85 });
      // a wooden table in front with a teapot and steaming cups
      const ty = H * 0.78;
      c.add(
        `<path d="M-20 ${ty}L${W + 20} ${ty - 30}L${W + 20} ${H + 10}L-20 ${H + 10}Z" fill="${c.toneFig('#8b5a2b')}"/><path d="M-20 ${ty}L${W + 20} ${ty - 30}" stroke="${c.toneFig('#b07a45')}" stroke-width="10"/>`,
      );
      let planks = '';
      for (let k = 1; k < 5; k++) planks += `M-20 ${ty + k * 60}L${W + 20} ${ty - 30 + k * 64}`;
      c.add(`<path d="${planks}" stroke="${c.toneFig('#6f4520')}" stroke-width="4"/>`);
      const cup = (x, y, s, col) => {
        c.add(
          `<ellipse cx="${x}" cy="${y + s * 0.05}" rx="${s * 0.75}" ry="${s * 0.18}" fill="${c.toneFig('#f1f5f9')}"/><path d="M${x - s * 0.5} ${y - s * 0.7}h${s}l-${s * 0.12} ${s * 0.7}h-${s * 0.76}z" fill="${c.toneFig(col)}"/><ellipse cx="${x}" cy="${y - s * 0.7}" rx="${s * 0.5}" ry="${s * 0.12}" fill="${c.toneFig('#b45309')}"/><path d="M${x + s * 0.48} ${y - s * 0.55}q${s * 0.3} 0 ${s * 0.2} ${s * 0.3}l-${s * 0.16} ${s * 0.1}" stroke="${c.toneFig(col)}" stroke-width="${s * 0.08}" fill="none"/>`,
        );
        for (let k = 0; k < 2; k++) {
          const u = c.video ? (c.t + k / 2) % 1 : 0.3 + k * 0.4;
          c.add(
            `<path d="M${x - s * 0.15 + k * s * 0.25} ${y - s * (0.9 + u * 0.6)}q${s * 0.15} ${-s * 0.2} 0 ${-s * 0.4}q${-s * 0.15} ${-s * 0.2} 0 ${-s * 0.4}" stroke="#fff" stroke-width="${s * 0.06}" fill="none" opacity="${(1 - u) * 0.7}" stroke-linecap="round"/>`,
          );
        }
      };
      cup(W * 0.36, H * 0.9, 120, '#f8fafc');
      cup(W * 0.58, H * 0.95, 130, '#84cc16');
      cup(W * 0.8, H * 0.87, 110, '#f97316');
      // teapot
      const px = W * 0.15;
      const py = H * 0.95;
      c.add(
        `<g transform="translate(${px} ${py}) scale(1.45) translate(${-px} ${-py})"><path d="M${px - 90} ${py}q-10 -130 90 -130t90 130z" fill="${c.toneFig('#0f766e')}"/><path d="M${px + 80} ${py - 60}q60 -20 70 -80l14 6q-4 70 -70 96z" fill="${c.toneFig('#0f766e')}"/><path d="M${px - 80} ${py - 40}q-70 -10 -40 -70" stroke="${c.toneFig('#0f766e')}" stroke-width="14" fill="none"/><ellipse cx="${px}" cy="${py - 126}" rx="40" ry="12" fill="${c.toneFig('#115e59')}"/><circle cx="${px}" cy="${py - 142}" r="12" fill="${c.toneFig('#84cc16')}"/></g>`,
      );
      c.add(
        `<path d="M${W * 0.88} ${H * 0.95}q40 -30 80 0q-40 20 -80 0z" fill="${c.toneFig('#65a30d')}"/><path d="M${W * 0.84} ${H * 0.92}q30 -30 70 -6q-36 24 -70 6z" fill="${c.toneFig('#4d7c0f')}"/>`,
      );
    },
  },
  'enjoy/shola-forest-treks': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.4,
        sun: [0.62, 0.14],
        sunR: 30,
        layers: 3,
        top: 0.34,
        bottom: 0.42,
        seed: 'sf',
        clouds: 2,
      });
      // the shola's edge: a wall of rounded crowns, trunks in its shade and a dark opening the trail enters
      const edge = (x) => H * 0.4 + Math.sin(x / 170) * 30 + Math.sin(x / 57) * 10;
      L.canopy(c, edge, { size: 58, color: '#1d5238', depth: 0.9, seed: 'sfe' });
      L.canopy(c, (x) => edge(x) + 90, { size: 50, color: '#174a33', depth: 1, seed: 'sfe2', band: 300 });
      const r = c.sub('sftrunks');
      let trunks = '';
      for (let x = 30; x < W; x += r.r(70, 140))
        trunks += `M${x - 9} ${H * 0.76}L${x - 5} ${edge(x) + 120}H${x + 5}L${x + 9} ${H * 0.76}Z`;
      c.add(`<path d="${trunks}" fill="${c.tone('#2a211c', 1)}"/>`);
      c.add(
        `<path d="${P.smoothPath(
          [
            [W * 0.5, H * 0.76],
            [W * 0.52, H * 0.6],
            [W * 0.6, H * 0.56],
            [W * 0.68, H * 0.6],
            [W * 0.7, H * 0.76],
          ],
          true,
        )}" fill="${c.tone('#0a2419', 1)}"/>`,
      );
      c.glow(W * 0.6, H * 0.66, 70, 50, '#fff3c4', 0.35);
      const g = meadow(c, {
        base: H * 0.8,
        amp: 14,
        seed: 'sfm',
        color: '#8aa552',
        nTufts: 50,
        tuftH: 28,
        flowers: 30,
      });
      void g;
      L.road(
        c,
        [
          [W * 0.6, H * 0.72, 40],
          [W * 0.52, H * 0.8, 80],
          [W * 0.4, H * 0.9, 150],
          [W * 0.48, H + 40, 240],
        ],
        { color: '#b08a5a', edge: null, line: null },
      );
      for (const x of [0.08, 0.2, 0.86, 0.95])
        P.spicePlant(c, W * x, H * 0.98, 180, { kind: 'cardamom', seed: x });
      person(c, W * 0.55, H * 0.8, 170, {
        ...POSE.hike,
        facing: 1,
        pack: true,
        packColor: '#dc2626',
        shirt: '#facc15',
        hat: 'cap',
        hatColor: '#0f766e',
        hold: { f: 'stick' },
      });
      person(c, W * 0.4, H * 0.9, 200, {
        ...POSE.walk,
        facing: 1,
        pack: true,
        packColor: '#0f766e',
        shirt: '#ef4444',
        style: 'long',
      });
      perchedBird(c, W * 0.3, H * 0.42, 44, {
        facing: 1,
        body: '#1d4ed8',
        belly: '#1e3a8a',
        beak: '#111827',
      });
    },
  },
  'enjoy/off-road-jeep-safaris': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.46,
        sun: [0.84, 0.2],
        sunR: 38,
        layers: 4,
        top: 0.38,
        bottom: 0.54,
        seed: 'js',
        shola: true,
      });
      const g = meadow(c, { base: H * 0.66, amp: 50, seed: 'jsm', color: PAL.gold, nTufts: 60, tilt: -200 });
      const road = [
        [-40, H * 0.86, 170],
        [W * 0.3, H * 0.8, 150],
        [W * 0.55, g.f(W * 0.55) + 60, 90],
        [W * 0.8, g.f(W * 0.8) + 20, 50],
        [W + 40, g.f(W) + 4, 30],
      ];
      L.road(c, road, { color: '#b9895a', edge: '#8e6a44', line: null });
      L.rock(c, W * 0.1, H * 0.72, 160, 80, { seed: 2 });
      P.jeep(c, W * 0.42, H * 0.86, 250, {
        color: '#b91c1c',
        facing: 1,
        passengers: [
          { x: -40, shirt: '#facc15' },
          { x: -8, shirt: '#38bdf8' },
          { x: 20, shirt: '#84cc16' },
        ],
      });
      // dust puffs behind the wheels
      for (let k = 0; k < 4; k++)
        c.add(
          `<circle cx="${W * 0.42 - 220 - k * 50}" cy="${H * 0.84 - k * 14}" r="${30 + k * 12}" fill="${c.tone('#e2c9a0', 1)}" opacity="${0.5 - k * 0.1}"/>`,
        );
    },
  },
  'enjoy/wildlife-photography': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.56,
        sun: [0.2, 0.18],
        sunR: 34,
        layers: 4,
        top: 0.48,
        bottom: 0.68,
        seed: 'wp',
        shola: true,
      });
      L.mistWisps(c, H * 0.7, { n: 5, rx: 300, alpha: 0.6, seed: 'wpm' });
      const cl = L.cliff(c, {
        side: 'right',
        edgeX: W * 0.52,
        topY: H * 0.5,
        seed: 'wpc',
        color: '#8a8b80',
        grass: '#7f9a4a',
        trees: false,
      });
      tahr(c, W * 0.64, cl.top + 2, 150, { facing: -1 });
      tahr(c, W * 0.82, cl.top + 2, 110, { facing: 1, male: false });
      const g = meadow(c, { base: H * 0.9, amp: 16, seed: 'wpg', color: '#6f8f48', nTufts: 30 });
      const h = person(c, W * 0.24, g.f(W * 0.24) + 40, 230, {
        facing: 1,
        legs: 'kneel',
        armF: [95, 75],
        armB: [85, 85],
        shirt: '#0f766e',
        hat: 'cap',
        hatColor: '#facc15',
        pack: true,
        packColor: '#a16207',
      });
      // camera with a long lens on a tripod
      const [cx, cy] = [h.f[0] + 6, h.f[1] - 4];
      c.add(
        `<path d="M${cx} ${cy + 20}L${cx - 50} ${H * 0.99}M${cx} ${cy + 20}L${cx + 40} ${H * 0.99}M${cx} ${cy + 20}L${cx - 4} ${H * 0.99}" stroke="${c.toneFig('#27272a')}" stroke-width="6"/><rect x="${cx - 22}" y="${cy - 22}" width="44" height="34" rx="6" fill="${c.toneFig('#1f2937')}"/><rect x="${cx + 18}" y="${cy - 16}" width="64" height="24" rx="6" fill="${c.toneFig('#374151')}" transform="rotate(-8 ${cx} ${cy})"/><circle cx="${cx + 82}" cy="${cy - 14}" r="12" fill="${c.toneFig('#60a5fa')}" transform="rotate(-8 ${cx} ${cy})"/>`,
      );
    },
  },

  // ------------------------------------------------------------------ offerings (4:3)
  'offerings/trekking': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.56,
        sun: [0.76, 0.46],
        sunR: 46,
        layers: 5,
        top: 0.48,
        bottom: 0.74,
        seed: 'ot',
        shola: true,
        amp: 0.04,
      });
      const g = meadow(c, {
        base: H * 0.84,
        amp: 30,
        seed: 'otg',
        color: '#a0a458',
        peaks: [{ x: W * 0.36, h: 150, w: 560 }],
        nTufts: 50,
      });
      people(
        c,
        g.f,
        [
          [W * 0.3, 220, { ...POSE.cheer, shirt: '#f97316', pack: true, packColor: '#0f766e' }, 6],
          [
            W * 0.42,
            210,
            {
              ...POSE.point,
              facing: 1,
              armF: [120, 0],
              shirt: '#84cc16',
              pack: true,
              packColor: '#b91c1c',
              hat: 'cap',
              hatColor: '#facc15',
            },
            6,
          ],
          [
            W * 0.18,
            200,
            { ...POSE.hike, facing: 1, shirt: '#38bdf8', pack: true, hold: { f: 'stick' }, style: 'long' },
            24,
          ],
        ],
        person,
      );
      L.birds(c, W * 0.62, H * 0.3, { n: 4 });
    },
  },
  'offerings/camping': {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.5,
        moon: [0.2, 0.16],
        crescent: true,
        moonR: 26,
        layers: 4,
        top: 0.42,
        bottom: 0.6,
        seed: 'oc',
        clouds: 2,
        nStars: 140,
      });
      const g = meadow(c, { base: H * 0.74, amp: 20, seed: 'ocg', color: '#5f8444', nTufts: 30 });
      P.tentA(c, W * 0.42, g.f(W * 0.42) + 120, 420, { color: '#f97316', lit: true });
      P.campfire(c, W * 0.76, H * 0.92, 110);
      person(c, W * 0.64, H * 0.92, 220, {
        ...POSE.sitWarm,
        facing: 1,
        light: 1,
        shirt: '#38bdf8',
        hold: { f: 'cup' },
      });
      person(c, W * 0.9, H * 0.94, 220, {
        ...POSE.sitHug,
        facing: -1,
        light: 1,
        shirt: '#facc15',
        style: 'long',
      });
      P.lantern(c, W * 0.16, H * 0.8, 70);
    },
  },
  'offerings/bunny-buds': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.44,
        sun: [0.7, 0.34],
        sunR: 44,
        layers: 3,
        top: 0.37,
        bottom: 0.49,
        seed: 'ob',
        shola: true,
      });
      meadow(c, { base: H * 0.62, amp: 16, seed: 'obg', color: '#86ab50', flowers: 160, nTufts: 40 });
      c.add(`<g transform="translate(${W / 2} ${H}) scale(1.25) translate(${-W / 2} ${-H})">`);
      bunny(c, W * 0.5, H * 0.94, 170, { facing: 1 });
      person(c, W * 0.28, H * 0.92, 300, { kid: true, ...POSE.cheer, shirt: '#facc15', hat: 'ears' });
      person(c, W * 0.72, H * 0.94, 300, {
        kid: true,
        ...POSE.wave,
        facing: -1,
        shirt: '#ec4899',
        style: 'pony',
      });
      butterfly(c, W * 0.42, H * 0.6, 40, { color: '#f97316' });
      butterfly(c, W * 0.6, H * 0.52, 34, { color: '#a855f7', color2: '#f0abfc' });
      c.add('</g>');
    },
  },
  'offerings/adventure-activities': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      const ridges = backdrop(c, {
        horizon: 0.5,
        sun: [0.5, 0.16],
        sunR: 34,
        layers: 4,
        top: 0.38,
        bottom: 0.56,
        seed: 'oa',
        shola: true,
      });
      L.lake(c, H * 0.62, H, { reflect: ridges.slice(-2), color: '#2e7384', ripples: 20 });
      L.strip(c, (x) => H * 0.62 - 6 + Math.sin(x / 70) * 4, 12, { color: '#3f7a4a' });
      const left = L.cliff(c, { side: 'left', edgeX: W * 0.2, topY: H * 0.26, seed: 'oal' });
      const right = L.cliff(c, {
        side: 'right',
        edgeX: W * 0.86,
        topY: H * 0.56,
        seed: 'oar',
        color: '#857f72',
        trees: false,
      });
      const a = [W * 0.14, left.top - 70];
      const b = [W * 0.92, right.top - 40];
      c.add(
        `<path d="M${a[0]} ${a[1]}V${left.top}M${b[0]} ${b[1]}V${right.top}" stroke="${c.tone('#5b3b24', 1)}" stroke-width="10"/>`,
      );
      P.zipline(c, a, b, 0.5, 120, { shirt: '#ef4444', helmet: '#84cc16' });
      P.kayak(c, W * 0.48, H * 0.86, 150, { color: '#f97316', shirt: '#facc15' });
    },
  },
  'offerings/glamping': {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.52,
        sun: [0.8, 0.5],
        sunR: 34,
        layers: 4,
        top: 0.45,
        bottom: 0.6,
        seed: 'og',
        clouds: 2,
        nStars: 100,
      });
      const g = meadow(c, { base: H * 0.7, amp: 14, seed: 'ogg', color: '#5f8446', nTufts: 20 });
      P.fairyLights(
        c,
        [
          [-10, H * 0.5],
          [W * 0.45, H * 0.56],
          [W + 10, H * 0.5],
        ],
        { n: 16, sag: 40 },
      );
      P.bellTent(c, W * 0.42, g.f(W * 0.42) + 190, 560, { lit: true });
      P.bellTent(c, W * 0.86, g.f(W * 0.86) + 40, 260, { lit: true });
      P.lantern(c, W * 0.12, H * 0.86, 80);
      L.silverOak(c, W * 0.04, H * 0.96, 640, { depth: 0.9, seed: 7 });
    },
  },
};

// ------------------------------------------------------------------ gallery (3:2), 300 … 329

const gallery = [
  // 300 tea estate sunrise panorama
  {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.46,
        sun: [0.55, 0.42],
        sunR: 46,
        layers: 4,
        top: 0.38,
        bottom: 0.52,
        seed: 'g0',
        shola: true,
      });
      teaHill(c, {
        base: H * 0.62,
        amp: 40,
        seed: 'g0a',
        sp0: 4,
        grow: 1.07,
        depth: 0.8,
        tilt: -200,
        oaks: [
          [W * 0.16, 120],
          [W * 0.36, 100],
          [W * 0.64, 110],
        ],
      });
      teaHill(c, {
        base: H * 0.82,
        amp: 30,
        seed: 'g0b',
        sp0: 8,
        grow: 1.1,
        peaks: [{ x: W * 0.75, h: 90, w: 500 }],
        oaks: [
          [W * 0.06, 330, 60],
          [W * 0.92, 300, 60],
        ],
      });
    },
  },
  // 301 Anamudi peak
  {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.62,
        sun: [0.84, 0.16],
        sunR: 34,
        layers: 2,
        top: 0.56,
        bottom: 0.64,
        seed: 'g1',
        clouds: 3,
      });
      L.mountain(c, {
        base: H * 0.8,
        seed: 'g1m',
        grassLine: 0.25,
        grass: '#7f9c4c',
        color: '#6f7a72',
        peaks: [
          { x: W * 0.46, h: H * 0.5, w: 620 },
          { x: W * 0.62, h: H * 0.36, w: 300, sharp: 1.1 },
          { x: W * 0.2, h: H * 0.14, w: 300 },
        ],
      });
      L.mistWisps(c, H * 0.7, { n: 5, rx: 320, alpha: 0.6, seed: 'g1w' });
      const g = meadow(c, { base: H * 0.88, amp: 24, seed: 'g1g', color: PAL.gold, nTufts: 50 });
      L.sholaInFolds(c, g, { depth: 1, w: 140, seed: 'g1s', max: 2 });
    },
  },
  // 302 Eravikulam tahr herd
  {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.42,
        sun: [0.16, 0.16],
        sunR: 32,
        layers: 3,
        top: 0.34,
        bottom: 0.46,
        seed: 'g2',
        shola: true,
      });
      const g = meadow(c, {
        base: H * 0.62,
        amp: 40,
        seed: 'g2g',
        color: '#8fa552',
        tilt: -240,
        nTufts: 50,
        flowers: 30,
      });
      L.rock(c, W * 0.72, g.f(W * 0.72) + 130, 300, 150, { seed: 3 });
      const herd = [
        [0.24, 0.74, 150, 1, true],
        [0.44, 0.7, 120, -1, false],
        [0.58, 0.86, 190, 1, true],
        [0.36, 0.92, 110, 1, false],
        [0.82, 0.74, 130, -1, false],
      ];
      for (const [x, y, s, f, male] of herd) tahr(c, W * x, H * y, s, { facing: f, male });
    },
  },
  // 303 misty valley layers
  {
    mood: 'mist',
    draw(c) {
      const { W, H } = c;
      const v = (k) => [{ x: W * 0.48, h: -H * 0.08, w: 600 - k * 50 }];
      backdrop(c, {
        horizon: 0.36,
        sun: [0.5, 0.22],
        sunR: 26,
        sunGlow: 0.6,
        layers: 7,
        top: 0.28,
        bottom: 0.86,
        amp: 0.04,
        seed: 'g3',
        clouds: 1,
        shola: true,
        wispAlpha: 0.7,
        peaks: { 1: v(1), 2: v(2), 3: v(3), 4: v(4), 5: v(5), 6: v(6) },
        tilts: [0, 120, -140, 180, -220, 260, -300],
      });
      L.silverOak(c, W * 0.08, H * 1.02, 500, { seed: 4 });
      L.silverOak(c, W * 0.16, H * 1.04, 380, { seed: 5 });
    },
  },
  // 304 Attukal waterfall
  {
    mood: 'monsoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.32, layers: 3, top: 0.24, bottom: 0.34, seed: 'g4', clouds: 4 });
      const f = L.ridgeFn(c, {
        base: H * 0.3,
        amp: 20,
        seed: 'g4r',
        peaks: [{ x: W * 0.5, h: -60, w: 120 }],
      });
      L.hill(c, {
        base: H * 0.3,
        amp: 20,
        seed: 'g4r',
        peaks: [{ x: W * 0.5, h: -60, w: 120 }],
        color: '#2f6b4a',
        depth: 0.8,
      });
      L.canopy(c, f, {
        x0: -20,
        x1: W * 0.44,
        size: 30,
        color: '#1f5a3c',
        depth: 0.8,
        band: 60,
        seed: 'g4c1',
      });
      L.canopy(c, f, {
        x0: W * 0.56,
        x1: W + 20,
        size: 30,
        color: '#1f5a3c',
        depth: 0.8,
        band: 60,
        seed: 'g4c2',
      });
      L.waterfall(c, W * 0.5, f(W * 0.5) + 10, H * 0.86, 56, { seed: 'g4w', depth: 0.9 });
      L.mistWisps(c, H * 0.82, { n: 6, rx: 260, alpha: 0.7, seed: 'g4m' });
      const g = L.hill(c, { base: H * 0.94, amp: 16, seed: 'g4g', color: '#3f7a4a', depth: 1, mist: 0 });
      L.tufts(c, g.f, { n: 40, h: 30, seed: 'g4t' });
      L.rain(c, { n: 120, alpha: 0.28, seed: 'g4rn' });
    },
  },
  // 305 Lakkam waterfall: cascade into a pool
  {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.3,
        sun: [0.86, 0.12],
        sunR: 30,
        layers: 2,
        top: 0.24,
        bottom: 0.3,
        seed: 'g5',
        clouds: 2,
      });
      L.canopy(c, (x) => H * 0.26 + Math.sin(x / 120) * 20, {
        size: 50,
        color: '#245c3c',
        depth: 0.85,
        seed: 'g5c',
      });
      L.waterfall(c, W * 0.5, H * 0.3, H * 0.56, 110, { seed: 'g5a', depth: 0.95, tiers: 2 });
      L.waterfall(c, W * 0.5, H * 0.56, H * 0.7, 150, { seed: 'g5b', depth: 1, cliff: false });
      c.add(
        `<ellipse cx="${W * 0.5}" cy="${H * 0.8}" rx="${W * 0.36}" ry="${H * 0.1}" fill="${c.tone('#3f9aab', 1)}"/><ellipse cx="${W * 0.5}" cy="${H * 0.76}" rx="${W * 0.26}" ry="${H * 0.04}" fill="#fff" opacity="0.3"/>`,
      );
      for (const [x, y, w, h] of [
        [0.16, 0.84, 220, 110],
        [0.82, 0.86, 260, 120],
        [0.3, 0.94, 180, 70],
        [0.7, 0.96, 160, 60],
      ])
        L.rock(c, W * x, H * y, w, h, { color: '#77807a', seed: x });
      L.canopy(c, (x) => H * 0.95 + Math.abs(x - W / 2) * -0.1, {
        x0: -20,
        x1: W * 0.12,
        size: 50,
        seed: 'g5l',
      });
      person(c, W * 0.7, H * 0.84, 110, { ...POSE.wave, facing: -1, shirt: '#f97316' });
    },
  },
  // 306 Mattupetty lake with boats and the dam
  {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      const ridges = backdrop(c, {
        horizon: 0.46,
        sun: [0.76, 0.22],
        sunR: 36,
        layers: 4,
        top: 0.36,
        bottom: 0.52,
        seed: 'g6',
        shola: true,
      });
      L.lake(c, H * 0.56, H, { reflect: ridges.slice(-2), color: '#2d6f86' });
      P.dam(c, W * 0.04, W * 0.3, H * 0.57, 40, { depth: 0.75 });
      L.strip(c, (x) => H * 0.56 - 4 + Math.sin(x / 60) * 3, 10, { color: '#3f7a4a', x0: W * 0.3 });
      P.boat(c, W * 0.46, H * 0.74, 200, { color: '#1d4ed8', canopy: true, canopyColor: '#dc2626' });
      P.boat(c, W * 0.7, H * 0.66, 120, { color: '#b45309', canopy: true, canopyColor: '#facc15' });
      P.boat(c, W * 0.28, H * 0.9, 160, { color: '#0f766e' });
      L.birds(c, W * 0.4, H * 0.22, { n: 4 });
    },
  },
  // 307 Kundala lake with pedal boats and eucalyptus
  {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      const ridges = backdrop(c, {
        horizon: 0.44,
        sun: [0.2, 0.18],
        sunR: 32,
        layers: 3,
        top: 0.36,
        bottom: 0.5,
        seed: 'g7',
      });
      L.lake(c, H * 0.54, H, { reflect: ridges.slice(-1), color: '#3a7f8f' });
      const bank = (x) => H * 0.54 - 4 + Math.sin(x / 90) * 4;
      L.strip(c, bank, 12, { color: '#4a7f4a' });
      for (let k = 0; k < 9; k++)
        L.silverOak(c, W * (0.5 + k * 0.06), bank(W * (0.5 + k * 0.06)) + 6, 150 + (k % 3) * 30, {
          depth: 0.8,
          seed: k,
        });
      c.add(
        `<path d="M${W * 0.02} ${H * 0.55}Q${W * 0.16} ${H * 0.46} ${W * 0.3} ${H * 0.55}" stroke="${c.tone('#d6d3c8', 0.8)}" stroke-width="14" fill="none"/>`,
      );
      const cols = ['#facc15', '#f97316', '#38bdf8', '#ec4899'];
      cols.forEach((col, i) =>
        P.pedalBoat(c, W * (0.24 + i * 0.17), H * (0.7 + (i % 2) * 0.1), 120 + i * 10, { color: col }),
      );
    },
  },
  // 308 shola forest edge and grassland
  {
    mood: 'day',
    draw(c) {
      const { H } = c;
      backdrop(c, {
        horizon: 0.4,
        sun: [0.8, 0.14],
        sunR: 32,
        layers: 3,
        top: 0.32,
        bottom: 0.44,
        seed: 'g8',
        shola: true,
      });
      const h1 = meadow(c, {
        base: H * 0.6,
        amp: 60,
        seed: 'g8a',
        color: '#9aa856',
        nTufts: 20,
        tufts: false,
        waves: 1.4,
      });
      L.sholaInFolds(c, h1, { depth: 0.9, w: 220, seed: 'g8s', max: 3 });
      const h2 = meadow(c, {
        base: H * 0.84,
        amp: 40,
        seed: 'g8b',
        color: '#a7a95a',
        nTufts: 60,
        waves: 0.9,
      });
      L.sholaInFolds(c, h2, { depth: 1, w: 300, seed: 'g8t', max: 2 });
    },
  },
  // 309 campfire night
  {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.5, layers: 3, top: 0.42, bottom: 0.56, seed: 'g9', clouds: 0, nStars: 200 });
      const g = meadow(c, { base: H * 0.72, amp: 16, seed: 'g9g', color: '#4a6a40', nTufts: 20 });
      P.campfire(c, W * 0.5, H * 0.88, 160);
      P.log(c, W * 0.3, H * 0.92, 200, { h: 24 });
      people(
        c,
        () => H * 0.9,
        [
          [W * 0.26, 200, { ...POSE.sitWarm, facing: 1, light: 1, shirt: '#facc15' }],
          [W * 0.34, 200, { ...POSE.sitWarm, facing: 1, light: 1, shirt: '#38bdf8', hold: { f: 'cup' } }],
          [
            W * 0.72,
            210,
            { ...POSE.story, facing: -1, light: 1, shirt: '#84cc16', hat: 'beanie', hatColor: '#ef4444' },
          ],
        ],
        person,
      );
      P.tentDome(c, W * 0.86, g.f(W * 0.86) + 60, 200, { color: '#f97316', lit: true, facing: -1 });
    },
  },
  // 310 tents at dusk on a ridge
  {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.56,
        sun: [0.3, 0.52],
        sunR: 40,
        layers: 4,
        top: 0.48,
        bottom: 0.66,
        seed: 'g10',
        clouds: 3,
        nStars: 80,
      });
      const g = meadow(c, {
        base: H * 0.76,
        amp: 30,
        seed: 'g10g',
        color: '#5d7f45',
        peaks: [{ x: W * 0.6, h: 80, w: 500 }],
        nTufts: 30,
      });
      P.tentA(c, W * 0.5, g.f(W * 0.5) + 40, 220, { color: '#f97316', lit: true });
      P.tentA(c, W * 0.7, g.f(W * 0.7) + 34, 180, { color: '#facc15', lit: true, facing: -1 });
      P.tentDome(c, W * 0.28, g.f(W * 0.28) + 50, 170, { color: '#84cc16', lit: true });
      person(c, W * 0.6, g.f(W * 0.6) + 50, 130, { ...POSE.pointUp, facing: -1, shirt: '#38bdf8' });
    },
  },
  // 311 milky way over hills
  {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.66,
        milky: { x: W * 0.5, y: H * 0.32, angle: -50, len: W * 1.2 },
        layers: 3,
        top: 0.6,
        bottom: 0.74,
        seed: 'g11',
        clouds: 0,
        nStars: 380,
      });
      const g = meadow(c, { base: H * 0.88, amp: 16, seed: 'g11g', color: '#3f5a3a', nTufts: 20 });
      P.tentDome(c, W * 0.74, g.f(W * 0.74) + 30, 150, { color: '#f97316', lit: true });
      person(c, W * 0.3, g.f(W * 0.3) + 20, 120, { ...POSE.pointUp, facing: 1, shirt: '#334155' });
    },
  },
  // 312 monsoon over the tea
  {
    mood: 'monsoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.42,
        layers: 3,
        top: 0.34,
        bottom: 0.46,
        seed: 'g12',
        clouds: 6,
        cloudW0: 260,
        cloudW1: 460,
        wispAlpha: 0.7,
      });
      teaHill(c, {
        base: H * 0.56,
        amp: 40,
        seed: 'g12a',
        sp0: 4,
        grow: 1.07,
        depth: 0.75,
        tilt: 200,
        oaks: [
          [W * 0.3, 120],
          [W * 0.7, 130],
        ],
      });
      L.mistWisps(c, H * 0.6, { n: 6, rx: 320, alpha: 0.7, seed: 'g12m' });
      teaHill(c, {
        base: H * 0.78,
        amp: 30,
        seed: 'g12b',
        sp0: 8,
        grow: 1.1,
        oaks: [
          [W * 0.1, 360, 60],
          [W * 0.86, 340, 60],
        ],
      });
      person(c, W * 0.55, H * 0.9, 170, {
        facing: -1,
        legs: 'walk',
        armF: [150, 20],
        shirt: '#f97316',
        dress: true,
        style: 'long',
      });
      c.add(
        `<path d="M${W * 0.55 - 110} ${H * 0.9 - 150}Q${W * 0.55} ${H * 0.9 - 260} ${W * 0.55 + 110} ${H * 0.9 - 150}Z" fill="${c.toneFig('#2563eb')}"/><path d="M${W * 0.55} ${H * 0.9 - 200}V${H * 0.9 - 130}" stroke="#1f2937" stroke-width="4"/>`,
      );
      L.rain(c, { n: 260, alpha: 0.35, seed: 'g12r' });
    },
  },
  // 313 neelakurinji bloom
  {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.42,
        sun: [0.78, 0.16],
        sunR: 32,
        layers: 3,
        top: 0.34,
        bottom: 0.46,
        seed: 'g13',
        colors: ['#5b6fa8', '#5d67ad', '#6a62b0'],
      });
      const h1 = meadow(c, {
        base: H * 0.6,
        amp: 40,
        seed: 'g13a',
        color: '#7d72c4',
        tufts: false,
        waves: 1.2,
      });
      L.flowers(c, h1.f, {
        n: 500,
        size: 5,
        colors: ['#8b7fe0', '#a59af0', '#6a5fd0'],
        depthY: 260,
        seed: 'g13f1',
      });
      const h2 = meadow(c, {
        base: H * 0.84,
        amp: 30,
        seed: 'g13b',
        color: '#7369c0',
        tufts: false,
        waves: 0.8,
      });
      L.flowers(c, h2.f, {
        n: 400,
        size: 11,
        colors: ['#9d90f2', '#b7adf7', '#7b6fe0', '#5b50c0'],
        depthY: 200,
        seed: 'g13f2',
      });
      person(c, W * 0.3, H * 0.86, 170, {
        ...POSE.binoc,
        facing: 1,
        hold: { f: 'camera' },
        shirt: '#facc15',
        hat: 'sun',
        hatColor: '#fef3c7',
      });
    },
  },
  // 314 spice garden
  {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.36,
        sun: [0.2, 0.14],
        sunR: 32,
        layers: 2,
        top: 0.3,
        bottom: 0.38,
        seed: 'g14',
      });
      L.canopy(c, (x) => H * 0.36 + Math.sin(x / 100) * 24, {
        size: 60,
        color: '#2a6a3f',
        depth: 0.85,
        seed: 'g14c',
      });
      const g = L.hill(c, { base: H * 0.74, amp: 10, seed: 'g14g', color: '#4f7f3a', depth: 1, mist: 0 });
      for (const x of [0.14, 0.42, 0.72]) L.roundTree(c, W * x, H * 0.74, 420, { seed: x, color: '#2f6a3a' });
      for (const x of [0.15, 0.43, 0.73]) P.spicePlant(c, W * x, H * 0.78, 300, { kind: 'pepper', seed: x });
      for (const x of [0.03, 0.26, 0.56, 0.88, 0.98])
        P.spicePlant(c, W * x, H * 0.98, 260, { kind: 'cardamom', seed: x });
      L.tufts(c, g.f, { n: 40, h: 30, seed: 'g14t' });
      person(c, W * 0.62, H * 0.92, 180, {
        ...POSE.point,
        facing: -1,
        shirt: '#0f766e',
        hat: 'cap',
        hatColor: '#facc15',
      });
      person(c, W * 0.34, H * 0.95, 170, {
        pose: 'hold',
        facing: 1,
        shirt: '#f97316',
        hold: { f: 'basket' },
        style: 'long',
      });
    },
  },
  // 315 sunrise above a sea of clouds
  {
    mood: 'dawn',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.5,
        sun: [0.5, 0.47],
        sunR: 50,
        layers: 2,
        top: 0.45,
        bottom: 0.49,
        seed: 'g15',
        wisps: false,
        clouds: 3,
        peaks: { 0: [{ x: W * 0.2, h: H * 0.08, w: 240 }], 1: [{ x: W * 0.82, h: H * 0.06, w: 240 }] },
      });
      L.cloudSea(c, H * 0.5, { layers: 4, seed: 'g15s', amp: 1.1 });
      const g = meadow(c, {
        base: H * 0.9,
        amp: 20,
        seed: 'g15g',
        color: '#5a6a44',
        peaks: [{ x: W * 0.15, h: 140, w: 400 }],
        nTufts: 30,
      });
      person(c, W * 0.14, g.f(W * 0.14) + 4, 130, { ...POSE.cheer, shirt: '#f97316' });
    },
  },
  // 316 Kuttiyar valley: river through a green valley at golden hour
  {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      const v = [{ x: W * 0.5, h: -H * 0.1, w: 500 }];
      backdrop(c, {
        horizon: 0.42,
        sun: [0.5, 0.3],
        sunR: 40,
        layers: 5,
        top: 0.34,
        bottom: 0.7,
        seed: 'g16',
        shola: true,
        peaks: { 2: v, 3: v, 4: v },
        tilts: [0, 0, 100, -160, 220],
      });
      L.river(
        c,
        [
          [W * 0.5, H * 0.58, 20],
          [W * 0.46, H * 0.68, 50],
          [W * 0.56, H * 0.8, 110],
          [W * 0.44, H + 40, 220],
        ],
        { color: '#6fb3c2' },
      );
      const l = L.hill(c, {
        base: H * 0.76,
        amp: 30,
        seed: 'g16l',
        color: '#3f8a4a',
        depth: 0.95,
        tilt: 500,
        mist: 0,
      });
      void l;
      const clipL = (x) => H * 0.8 - (W * 0.3 - x) * 0.6;
      L.canopy(c, clipL, { x0: -20, x1: W * 0.3, size: 44, color: '#1f5a3c', seed: 'g16c', depth: 0.95 });
      const clipR = (x) => H * 0.82 - (x - W * 0.7) * 0.5;
      L.canopy(c, clipR, { x0: W * 0.7, x1: W + 20, size: 44, color: '#1f5a3c', seed: 'g16d', depth: 0.95 });
      for (const x of [0.4, 0.62])
        P.house(c, W * x, H * (0.64 + (x - 0.4) * 0.1), 40, { wall: '#f5e6c8', roof: '#c2410c', depth: 0.9 });
      L.birds(c, W * 0.62, H * 0.2, { n: 5 });
    },
  },
  // 317 tea pluckers among the rows
  {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.34,
        sun: [0.16, 0.14],
        sunR: 30,
        layers: 3,
        top: 0.27,
        bottom: 0.37,
        seed: 'g17',
      });
      teaHill(c, {
        base: H * 0.48,
        amp: 30,
        seed: 'g17a',
        sp0: 4,
        grow: 1.07,
        depth: 0.8,
        oaks: [
          [W * 0.3, 110],
          [W * 0.62, 100],
        ],
      });
      teaHill(c, { base: H * 0.62, amp: 20, seed: 'g17b', sp0: 10, grow: 1.1, oaks: [[W * 0.92, 380, 60]] });
      const cols = ['#db2777', '#7c3aed', '#f97316', '#0891b2', '#dc2626'];
      cols.forEach((col, i) =>
        plucker(
          c,
          W * (0.14 + i * 0.17),
          H * (0.78 + (i % 2) * 0.1),
          200 + (i % 2) * 30,
          i % 2 ? -1 : 1,
          col,
        ),
      );
    },
  },
  // 318 hairpin road through the tea
  {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.3,
        sun: [0.86, 0.12],
        sunR: 28,
        layers: 3,
        top: 0.22,
        bottom: 0.32,
        seed: 'g18',
      });
      const g = teaHill(c, {
        base: H * 0.38,
        amp: 24,
        seed: 'g18a',
        sp0: 4,
        grow: 1.05,
        depth: 0.85,
        bulge: 0.2,
        oaks: [
          [W * 0.12, 200, 200],
          [W * 0.9, 220, 300],
          [W * 0.3, 180, 420],
          [W * 0.7, 180, 150],
        ],
      });
      void g;
      const pts = hairpins(c, W * 0.5, H + 40, W * 0.58, H * 0.36, 4, 110);
      L.road(c, pts, { color: '#60646a', edge: '#a39d8c' });
      const [jx, jy, jf] = pointAlong(pts, 0.3);
      P.jeep(c, jx, jy + 10, 90, { color: '#f8fafc', facing: jf });
      const [bx, by, bf] = pointAlong(pts, 0.62);
      P.jeep(c, bx, by + 6, 60, { color: '#dc2626', facing: bf });
    },
  },
  // 319 silver oaks in the morning mist
  {
    mood: 'mist',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.5,
        sun: [0.3, 0.3],
        sunR: 30,
        sunGlow: 0.5,
        layers: 4,
        top: 0.42,
        bottom: 0.6,
        seed: 'g19',
        wispAlpha: 0.7,
      });
      const t = teaHill(c, { base: H * 0.7, amp: 24, seed: 'g19a', sp0: 6, grow: 1.09, depth: 0.8 });
      for (let k = 0; k < 9; k++)
        L.silverOak(
          c,
          W * (0.05 + k * 0.115),
          t.f(W * (0.05 + k * 0.115)) + 60 + (k % 3) * 40,
          420 + (k % 4) * 60,
          { seed: k, depth: 0.7 + (k % 3) * 0.1 },
        );
      L.mistBand(c, H * 0.6, H, 0.45, { kind: 'band' });
    },
  },
  // 320 lake reflection at dusk
  {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      const ridges = backdrop(c, {
        horizon: 0.5,
        sun: [0.6, 0.44],
        sunR: 40,
        layers: 4,
        top: 0.4,
        bottom: 0.54,
        seed: 'g20',
        nStars: 60,
      });
      L.lake(c, H * 0.56, H, { reflect: ridges, color: '#3b3f6e' });
      c.add(
        `<rect x="${W * 0.6 - 30}" y="${H * 0.57}" width="60" height="${H * 0.4}" fill="${c.m.glow}" opacity="0.25"/>`,
      );
      P.boat(c, W * 0.34, H * 0.76, 180, { color: '#1f2937' });
      person(c, W * 0.34, H * 0.74, 100, {
        facing: 1,
        legs: 'sit',
        armF: [80, 0],
        shirt: '#1f2937',
        noFace: true,
      });
      L.birds(c, W * 0.7, H * 0.24, { n: 5 });
    },
  },
  // 321 monsoon waterfall beside a road
  {
    mood: 'monsoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.3, layers: 2, top: 0.24, bottom: 0.3, seed: 'g21', clouds: 5 });
      const cl = L.cliff(c, {
        side: 'left',
        edgeX: W * 0.62,
        topY: H * 0.2,
        seed: 'g21c',
        color: '#566058',
        grass: '#3f6f42',
      });
      void cl;
      L.waterfall(c, W * 0.36, H * 0.21, H * 0.74, 70, { seed: 'g21w', cliff: false, tiers: 3 });
      L.waterfall(c, W * 0.5, H * 0.3, H * 0.74, 34, { seed: 'g21x', cliff: false });
      const g = L.hill(c, { base: H * 0.8, amp: 8, seed: 'g21g', color: '#3f7a4a', depth: 1, mist: 0 });
      L.road(
        c,
        [
          [-40, H * 0.9, 120],
          [W * 0.5, H * 0.86, 110],
          [W + 40, H * 0.8, 90],
        ],
        { color: '#4b5057', edge: '#8a877c' },
      );
      void g;
      P.jeep(c, W * 0.7, H * 0.86, 140, { color: '#facc15', facing: -1 });
      L.rain(c, { n: 220, alpha: 0.3, seed: 'g21r' });
    },
  },
  // 322 trekkers on a ridge at golden hour
  {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.58,
        sun: [0.78, 0.44],
        sunR: 44,
        layers: 4,
        top: 0.5,
        bottom: 0.7,
        seed: 'g22',
        shola: true,
      });
      const g = meadow(c, { base: H * 0.8, amp: 40, seed: 'g22g', color: '#a49c54', tilt: 260, nTufts: 40 });
      people(
        c,
        g.f,
        [
          [W * 0.2, 120, { ...POSE.hike, pack: true, shirt: '#ef4444', hold: { f: 'stick' } }, 6],
          [W * 0.3, 116, { ...POSE.hike, pack: true, shirt: '#facc15' }, 5],
          [
            W * 0.4,
            122,
            {
              ...POSE.hike,
              pack: true,
              shirt: '#38bdf8',
              hat: 'cap',
              hatColor: '#84cc16',
              hold: { f: 'stick' },
            },
            4,
          ],
          [W * 0.52, 118, { ...POSE.hike, pack: true, shirt: '#84cc16', style: 'long' }, 3],
        ],
        person,
      );
    },
  },
  // 323 jeep on an estate road
  {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.4,
        sun: [0.2, 0.2],
        sunR: 34,
        layers: 3,
        top: 0.33,
        bottom: 0.44,
        seed: 'g23',
      });
      teaHill(c, {
        base: H * 0.56,
        amp: 30,
        seed: 'g23a',
        sp0: 4,
        grow: 1.07,
        depth: 0.8,
        tilt: -120,
        oaks: [[W * 0.5, 120]],
      });
      const g = teaHill(c, {
        base: H * 0.74,
        amp: 20,
        seed: 'g23b',
        sp0: 8,
        grow: 1.1,
        oaks: [
          [W * 0.06, 320, 60],
          [W * 0.95, 300, 60],
        ],
      });
      void g;
      L.road(
        c,
        [
          [-40, H * 0.86, 130],
          [W * 0.4, H * 0.82, 120],
          [W * 0.8, H * 0.78, 100],
          [W + 40, H * 0.74, 90],
        ],
        { color: '#a37a50', edge: '#7b5a3a', line: null },
      );
      P.jeep(c, W * 0.48, H * 0.85, 220, {
        color: '#15803d',
        facing: 1,
        passengers: [
          { x: -36, shirt: '#f97316' },
          { x: -8, shirt: '#e11d48' },
        ],
      });
    },
  },
  // 324 night camp with lanterns
  {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.56,
        moon: [0.8, 0.16],
        moonR: 28,
        layers: 3,
        top: 0.48,
        bottom: 0.6,
        seed: 'g24',
        clouds: 1,
        nStars: 220,
      });
      const g = meadow(c, { base: H * 0.72, amp: 16, seed: 'g24g', color: '#4a6a40', nTufts: 20 });
      P.fairyLights(
        c,
        [
          [W * 0.05, H * 0.6],
          [W * 0.5, H * 0.66],
          [W * 0.95, H * 0.6],
        ],
        { n: 16, sag: 36 },
      );
      P.tentA(c, W * 0.26, g.f(W * 0.26) + 60, 260, { color: '#0ea5e9', lit: true });
      P.tentA(c, W * 0.7, g.f(W * 0.7) + 70, 280, { color: '#84cc16', lit: true, facing: -1 });
      P.lantern(c, W * 0.48, H * 0.86, 80);
      P.lantern(c, W * 0.9, H * 0.88, 70);
    },
  },
  // 325 tea factory at dusk
  {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.46,
        sun: [0.8, 0.42],
        sunR: 36,
        layers: 3,
        top: 0.38,
        bottom: 0.5,
        seed: 'g25',
        nStars: 40,
      });
      const t = teaHill(c, {
        base: H * 0.62,
        amp: 30,
        seed: 'g25a',
        sp0: 5,
        grow: 1.08,
        depth: 0.85,
        oaks: [
          [W * 0.1, 160],
          [W * 0.86, 200],
        ],
      });
      P.teaFactory(c, W * 0.48, t.f(W * 0.48) + 80, 560, { depth: 0.9 });
      teaHill(c, { base: H * 0.86, amp: 20, seed: 'g25b', sp0: 10, grow: 1.1 });
    },
  },
  // 326 elephants by the river (Chinnar)
  {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.46,
        sun: [0.2, 0.2],
        sunR: 36,
        layers: 3,
        top: 0.38,
        bottom: 0.5,
        seed: 'g26',
        far: '#8a8f7a',
        near: '#8b7a4f',
        wispAlpha: 0.25,
      });
      const bank = L.hill(c, { base: H * 0.64, amp: 14, seed: 'g26b', color: PAL.dry, depth: 0.92, mist: 0 });
      for (const [x, h] of [
        [0.08, 140],
        [0.84, 160],
        [0.95, 120],
      ])
        L.roundTree(c, W * x, bank.f(W * x) + 20, h, { color: '#6f7f3a', seed: x, depth: 0.9 });
      L.river(
        c,
        [
          [-20, H * 0.74, 120],
          [W * 0.5, H * 0.76, 160],
          [W + 20, H * 0.8, 200],
        ],
        { color: '#4f8fa0' },
      );
      elephant(c, W * 0.34, H * 0.74, 240, { facing: 1 });
      elephant(c, W * 0.56, H * 0.75, 150, { facing: 1 });
      elephant(c, W * 0.7, H * 0.73, 210, { facing: -1 });
      const fg = L.hill(c, { base: H * 0.94, amp: 10, seed: 'g26f', color: '#a08350', depth: 1, mist: 0 });
      L.tufts(c, fg.f, { n: 40, seed: 'g26t', color: '#7a6a32' });
    },
  },
  // 327 sunset over the Western Ghats
  {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.5,
        sun: [0.5, 0.34],
        sunR: 50,
        layers: 6,
        top: 0.42,
        bottom: 0.86,
        amp: 0.045,
        seed: 'g27',
        clouds: 4,
        nStars: 50,
      });
      L.birds(c, W * 0.4, H * 0.3, { n: 6 });
    },
  },
  // 328 a Malabar whistling thrush on a branch above a misty valley
  {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.56,
        sun: [0.22, 0.22],
        sunR: 30,
        layers: 4,
        top: 0.44,
        bottom: 0.7,
        seed: 'g28',
      });
      L.mistWisps(c, H * 0.72, { n: 5, rx: 320, alpha: 0.6, seed: 'g28m' });
      // foliage framing the top right and the bottom, a branch reaching in from the right
      L.canopy(c, (x) => H * 0.86 + Math.sin(x / 90) * 18, {
        size: 56,
        color: '#2a6a44',
        depth: 1,
        seed: 'g28b',
      });
      L.canopyTop(c, (x) => H * 0.2 + Math.sin(x / 80) * 18 - Math.max(0, W * 0.62 - x) * 0.6, {
        size: 64,
        color: '#2f6b45',
        seed: 'g28c',
        depth: 1,
      });
      c.add(
        `<path d="M${W + 20} ${H * 0.6}C${W * 0.8} ${H * 0.62} ${W * 0.62} ${H * 0.6} ${W * 0.4} ${H * 0.68}M${W * 0.7} ${H * 0.61}Q${W * 0.66} ${H * 0.5} ${W * 0.6} ${H * 0.46}" stroke="${c.tone('#4a3428', 1)}" stroke-width="20" fill="none" stroke-linecap="round"/>`,
      );
      for (const [x, y, a] of [
        [0.42, 0.675, -20],
        [0.6, 0.46, -60],
        [0.74, 0.605, 10],
        [0.88, 0.6, -30],
        [0.5, 0.645, 30],
      ])
        c.add(
          `<path d="M${W * x} ${H * y}q24 -44 70 -34q-24 38 -70 34Z" fill="${c.toneFig('#3f8a3f')}" transform="rotate(${a} ${W * x} ${H * y})"/>`,
        );
      perchedBird(c, W * 0.56, H * 0.628, 210, {
        facing: -1,
        body: '#1e3a8a',
        belly: '#1e40af',
        beak: '#111827',
      });
      butterfly(c, W * 0.26, H * 0.42, 44, { color: '#0ea5e9', color2: '#fde047' });
    },
  },
  // 329 tea pluckers with umbrellas in the misty morning
  {
    mood: 'mist',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.4,
        sun: [0.7, 0.24],
        sunR: 28,
        sunGlow: 0.6,
        layers: 4,
        top: 0.32,
        bottom: 0.5,
        seed: 'g29',
        wispAlpha: 0.7,
      });
      teaHill(c, {
        base: H * 0.62,
        amp: 40,
        seed: 'g29a',
        sp0: 6,
        grow: 1.09,
        depth: 0.8,
        tilt: 160,
        oaks: [
          [W * 0.2, 260, 40],
          [W * 0.44, 220, 40],
        ],
      });
      L.mistWisps(c, H * 0.66, { n: 6, rx: 320, alpha: 0.7, seed: 'g29m' });
      const cols = [
        ['#dc2626', '#2563eb'],
        ['#7c3aed', '#16a34a'],
        ['#f97316', '#0f766e'],
      ];
      cols.forEach(([col, um], i) => {
        const x = W * (0.3 + i * 0.2);
        const y = H * (0.84 + (i % 2) * 0.06);
        plucker(c, x, y, 200, i % 2 ? -1 : 1, col);
        c.add(
          `<path d="M${x - 90} ${y - 190}Q${x} ${y - 290} ${x + 90} ${y - 190}Z" fill="${c.toneFig(um)}"/><path d="M${x} ${y - 240}V${y - 150}" stroke="#1f2937" stroke-width="4"/>`,
        );
      });
    },
  },
];
gallery.forEach((s, i) => {
  moreScenes[`gallery/${300 + i}`] = s;
});

// ------------------------------------------------------------------ videos (16:9 loops; poster = frame 0)

/** Hero: a Munnar panorama at sunrise with parallax hills, drifting mist and tea in the foreground. */
export const heroVideo = {
  name: 'hero',
  mood: 'dawn',
  crf: 24,
  vp9crf: 36,
  draw(c) {
    const { W, H } = c;
    backdrop(c, {
      horizon: 0.56,
      sun: [0.56, 0.43 - (c.video ? 0.006 * (1 - Math.cos(TAU * c.t)) : 0)],
      sunR: 38,
      layers: 5,
      top: 0.47,
      bottom: 0.7,
      amp: 0.05,
      shola: false,
      seed: 'hero',
      sway: 14,
      clouds: 3,
      peaks: {
        0: [
          { x: W * 0.3, h: H * 0.09, w: 320 },
          { x: W * 0.82, h: H * 0.06, w: 260 },
        ],
      },
    });
    L.mistWisps(c, H * 0.72, { n: 5, rx: 320, alpha: 0.55, seed: 'herom', drift: 220 });
    L.birds(c, W * 0.68, H * 0.27, { n: 5, s: 8, seed: 'herob' });
    const sway = c.video ? 26 * c.wave(1) : 0;
    c.add(`<g transform="translate(${Math.round(sway * 10) / 10} 0)">`);
    const mid = teaHill(c, {
      base: H * 0.92,
      amp: 14,
      seed: 'herot1',
      sp0: 5,
      grow: 1.08,
      depth: 0.88,
      peaks: [{ x: W * 0.16, h: H * 0.28, w: 640 }],
      oaks: [
        [W * 0.07, 220, 40],
        [W * 0.24, 190, 40],
        [W * 0.36, 150, 30],
      ],
    });
    const front = teaHill(c, {
      base: H * 1.04,
      amp: 12,
      seed: 'herot2',
      sp0: 7,
      grow: 1.1,
      peaks: [
        { x: W * 0.92, h: H * 0.34, w: 620 },
        { x: W * 0.5, h: H * 0.1, w: 520 },
      ],
      oaks: [
        [W * 0.78, 300, 60],
        [W * 0.95, 340, 70],
      ],
    });
    L.road(
      c,
      [
        [W * 0.62, front.f(W * 0.62) + 14, 10],
        [W * 0.55, front.f(W * 0.55) + 60, 24],
        [W * 0.62, front.f(W * 0.62) + 130, 44],
        [W * 0.54, H + 30, 70],
      ],
      { color: '#b48a5c', edge: null, line: null },
    );
    people(
      c,
      front.f,
      [
        [W * 0.6, 60, { pose: 'walk', facing: -1, pack: true, shirt: '#f97316' }, 46],
        [W * 0.575, 64, { pose: 'walk', facing: -1, shirt: '#84cc16', hat: 'sun', hatColor: '#fde68a' }, 86],
      ],
      person,
    );
    void mid;
    c.add('</g>');
    L.mistWisps(c, H * 0.9, { n: 4, rx: 360, ry: 30, alpha: 0.35, seed: 'herof', drift: 300 });
  },
};

/** Highlights: a road through tea estates with a jeep, a lake, a waterfall and the hills. */
export const highlightsVideo = {
  name: 'highlights',
  mood: 'morning',
  crf: 24,
  vp9crf: 36,
  draw(c) {
    const { W, H } = c;
    const ridges = backdrop(c, {
      horizon: 0.44,
      sun: [0.82, 0.14],
      sunR: 32,
      layers: 4,
      top: 0.34,
      bottom: 0.5,
      seed: 'hl',
      shola: true,
      sway: 10,
      clouds: 4,
    });
    // lake in the middle distance, a forested hill on the left with a waterfall falling into it
    L.lake(c, H * 0.54, H * 0.68, { reflect: ridges.slice(-1), color: '#2e7384', ripples: 12, seed: 'hll' });
    const hillO = { base: H * 1.1, amp: 8, seed: 'hlh', peaks: [{ x: W * 0.08, h: H * 0.86, w: 460 }] };
    const hillF = L.ridgeFn(c, hillO);
    L.hill(c, { ...hillO, color: '#2f6b4a', depth: 0.8, mist: 0.1 });
    const fx = W * 0.15;
    const top = hillF(fx) + 16;
    c.add(
      `<path d="M${fx - 26} ${top - 4}C${fx - 34} ${top + 60} ${fx - 40} ${H * 0.5} ${fx - 52} ${H * 0.56}L${fx + 52} ${H * 0.56}C${fx + 40} ${H * 0.5} ${fx + 34} ${top + 60} ${fx + 26} ${top - 4}Z" fill="${c.tone('#46524d', 0.8)}"/>`,
    );
    L.waterfall(c, fx, top, H * 0.555, 30, { seed: 'hlw', depth: 0.85, cliff: false, tiers: 2 });
    L.canopy(c, (x) => hillF(x) + 6, {
      x0: -20,
      x1: fx - 34,
      size: 22,
      color: '#1f5a3c',
      depth: 0.8,
      band: 40,
      seed: 'hlc1',
    });
    L.canopy(c, (x) => hillF(x) + 6, {
      x0: fx + 34,
      x1: W * 0.36,
      size: 22,
      color: '#1f5a3c',
      depth: 0.8,
      band: 40,
      seed: 'hlc2',
    });
    L.strip(c, (x) => H * 0.54 - 4 + Math.sin(x / 80) * 3, 10, {
      color: '#3f7a4a',
      depth: 0.85,
      x0: W * 0.3,
    });
    P.boat(c, W * 0.5 + (c.video ? 30 * c.wave(1) : 0), H * 0.61, 90, {
      color: '#dc2626',
      canopy: true,
      canopyColor: '#facc15',
    });
    const g = teaHill(c, {
      base: H * 0.7,
      amp: 24,
      seed: 'hlt',
      sp0: 6,
      grow: 1.09,
      oaks: [
        [W * 0.04, 260, 50],
        [W * 0.3, 200, 30],
        [W * 0.74, 220, 40],
        [W * 0.96, 280, 60],
      ],
    });
    void g;
    const road = [
      [-120, H * 0.9, 90],
      [W * 0.2, H * 0.84, 90],
      [W * 0.45, H * 0.9, 100],
      [W * 0.7, H * 0.82, 90],
      [W + 120, H * 0.86, 90],
    ];
    L.road(c, road, { color: '#5f6368', edge: '#9a9480' });
    // the jeep drives across once per loop (off-screen at the seam)
    const u = c.video ? (c.t + 0.45) % 1 : 0.45;
    const [jx, jy] = pointAlong(road, u);
    P.jeep(c, jx, jy + 18, 130, {
      color: '#0f766e',
      facing: 1,
      passengers: [
        { x: -34, shirt: '#f97316' },
        { x: -6, shirt: '#facc15' },
      ],
    });
    L.mistWisps(c, H * 0.64, { n: 4, rx: 280, alpha: 0.4, seed: 'hlm', drift: 200 });
    L.birds(c, W * 0.55, H * 0.2, { n: 4, seed: 'hlb' });
  },
};
