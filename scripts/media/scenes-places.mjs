// Scenes: route banners, trek trails, camps and adventure activities.
import * as L from './landscape.mjs';
import * as P from './props.mjs';
import { person, elephant, squirrel, perchedBird, bunny, butterfly } from './figures.mjs';
import { PAL, POSE, backdrop, teaHill, meadow, people } from './kit.mjs';

export const placeScenes = {
  // ------------------------------------------------------------------ banners (16:9)
  'banners/home': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.56,
        sun: [0.36, 0.42],
        sunR: 44,
        layers: 5,
        top: 0.46,
        bottom: 0.7,
        amp: 0.05,
        seed: 'home',
        clouds: 3,
        peaks: {
          0: [
            { x: W * 0.18, h: H * 0.07, w: 300 },
            { x: W * 0.62, h: H * 0.1, w: 360 },
          ],
        },
      });
      L.mistWisps(c, H * 0.72, { n: 5, rx: 320, alpha: 0.55, seed: 'homem' });
      L.birds(c, W * 0.5, H * 0.24, { n: 5, s: 8 });
      teaHill(c, {
        base: H * 0.94,
        amp: 14,
        seed: 'homet1',
        sp0: 5,
        grow: 1.08,
        depth: 0.88,
        peaks: [{ x: W * 0.86, h: H * 0.3, w: 640 }],
        oaks: [
          [W * 0.7, 170, 30],
          [W * 0.8, 210, 40],
          [W * 0.94, 190, 40],
        ],
      });
      const front = teaHill(c, {
        base: H * 1.05,
        amp: 12,
        seed: 'homet2',
        sp0: 7,
        grow: 1.1,
        peaks: [
          { x: W * 0.1, h: H * 0.36, w: 640 },
          { x: W * 0.55, h: H * 0.08, w: 500 },
        ],
        oaks: [
          [W * 0.04, 330, 60],
          [W * 0.2, 280, 50],
        ],
      });
      L.road(
        c,
        [
          [W * 0.4, front.f(W * 0.4) + 12, 10],
          [W * 0.46, front.f(W * 0.46) + 60, 24],
          [W * 0.4, front.f(W * 0.4) + 130, 44],
          [W * 0.47, H + 30, 70],
        ],
        { color: '#b48a5c', edge: null, line: null },
      );
      people(
        c,
        front.f,
        [
          [W * 0.42, 62, { pose: 'walk', facing: 1, pack: true, shirt: '#f97316' }, 44],
          [W * 0.445, 66, { pose: 'walk', facing: 1, shirt: '#84cc16', hat: 'sun', hatColor: '#fde68a' }, 84],
        ],
        person,
      );
    },
  },
  'banners/trekking': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.5,
        sun: [0.18, 0.2],
        sunR: 34,
        layers: 4,
        top: 0.44,
        bottom: 0.6,
        shola: true,
        seed: 'trek',
        peaks: { 1: [{ x: W * 0.7, h: H * 0.12, w: 280, sharp: 1.3 }] },
      });
      const g = meadow(c, {
        base: H * 0.76,
        amp: 60,
        waves: 0.6,
        tilt: 220,
        seed: 'trekfg',
        color: PAL.gold,
        nTufts: 60,
        flowers: 40,
      });
      const trail = [];
      for (let k = 0; k <= 10; k++) {
        const x = W * (0.05 + k * 0.085);
        trail.push([x, g.f(x) + 40 - k * 2, 30 - k * 2]);
      }
      L.road(c, trail, { color: '#c9a36a', edge: null, line: null });
      P.signpost(c, W * 0.12, g.f(W * 0.12) + 60, 80);
      people(
        c,
        g.f,
        [
          [
            W * 0.36,
            120,
            {
              pose: 'hike',
              pack: true,
              packColor: '#0f766e',
              hold: { f: 'stick' },
              hat: 'cap',
              hatColor: '#f97316',
              shirt: '#facc15',
            },
            40,
          ],
          [
            W * 0.45,
            116,
            { pose: 'hike', pack: true, packColor: '#b91c1c', shirt: '#38bdf8', style: 'long' },
            38,
          ],
          [
            W * 0.54,
            122,
            {
              pose: 'hike',
              pack: true,
              packColor: '#ca8a04',
              hold: { f: 'stick' },
              shirt: '#ef4444',
              hat: 'sun',
              hatColor: '#fef3c7',
            },
            37,
          ],
          [W * 0.63, 114, { pose: 'point', pack: true, packColor: '#1e3a5f', shirt: '#84cc16' }, 36],
        ],
        person,
      );
      L.birds(c, W * 0.75, H * 0.2, { n: 3 });
    },
  },
  'banners/camping': {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.52,
        moon: [0.8, 0.18],
        crescent: true,
        moonR: 26,
        layers: 4,
        top: 0.46,
        bottom: 0.6,
        seed: 'camp',
        clouds: 2,
        nStars: 120,
      });
      const g = meadow(c, {
        base: H * 0.74,
        amp: 26,
        waves: 0.5,
        seed: 'campfg',
        color: '#5f8a44',
        nTufts: 40,
      });
      P.tentA(c, W * 0.18, g.f(W * 0.18) + 30, 210, { color: '#f97316', lit: true });
      P.tentDome(c, W * 0.78, g.f(W * 0.78) + 34, 200, { color: '#84cc16', lit: true, facing: -1 });
      P.tentA(c, W * 0.92, g.f(W * 0.92) + 16, 140, { color: '#38bdf8', facing: -1 });
      const fy = g.f(W * 0.5) + 120;
      P.campfire(c, W * 0.5, fy, 90);
      P.log(c, W * 0.37, fy + 6, 170);
      people(
        c,
        () => fy,
        [
          [W * 0.33, 130, { pose: 'sitWarm', light: 1, shirt: '#facc15' }, -4],
          [W * 0.41, 130, { pose: 'sitWarm', light: 1, shirt: '#ec4899', style: 'long' }, -4],
          [W * 0.6, 130, { pose: 'sitWarm', facing: -1, light: 1, shirt: '#38bdf8', hold: { f: 'cup' } }, 0],
          [
            W * 0.68,
            136,
            { pose: 'story', facing: -1, light: 1, shirt: '#84cc16', hat: 'beanie', hatColor: '#ef4444' },
            0,
          ],
        ],
        person,
      );
      P.fairyLights(
        c,
        [
          [W * 0.02, H * 0.62],
          [W * 0.3, H * 0.64],
        ],
        { n: 10, sag: 24 },
      );
    },
  },
  'banners/adventure-activities': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      const ridges = backdrop(c, {
        horizon: 0.55,
        sun: [0.62, 0.16],
        sunR: 34,
        layers: 4,
        top: 0.42,
        bottom: 0.6,
        seed: 'adv',
        shola: true,
      });
      L.lake(c, H * 0.7, H, { reflect: ridges.slice(-1), color: '#2f7f8a', ripples: 16 });
      L.strip(c, (x) => H * 0.7 - 6 + Math.sin(x / 80) * 4, 12, { color: '#3f7a4a' });
      L.mistWisps(c, H * 0.66, { n: 4, rx: 260, alpha: 0.5, seed: 'advm' });
      const left = L.cliff(c, { side: 'left', edgeX: W * 0.16, topY: H * 0.3, seed: 'advl' });
      const right = L.cliff(c, {
        side: 'right',
        edgeX: W * 0.84,
        topY: H * 0.5,
        seed: 'advr',
        color: '#857f72',
      });
      const a = [W * 0.12, left.top - 70];
      const b = [W * 0.9, right.top - 40];
      c.add(
        `<path d="M${a[0]} ${a[1]}V${left.top}M${b[0]} ${b[1]}V${right.top}" stroke="${c.tone('#5b3b24', 1)}" stroke-width="9"/>`,
      );
      P.zipline(c, a, b, 0.4, 100, { shirt: '#f97316', helmet: '#facc15' });
      P.kayak(c, W * 0.42, H * 0.88, 70, { color: '#ef4444', shirt: '#84cc16' });
      P.kayak(c, W * 0.6, H * 0.94, 64, { color: '#facc15', shirt: '#38bdf8', phase: 0.4, facing: -1 });
      person(c, W * 0.94, right.top, 90, {
        ...POSE.cheer,
        shirt: '#84cc16',
        hat: 'helmet',
        hatColor: '#ef4444',
      });
      person(c, W * 0.05, left.top, 90, {
        ...POSE.wave,
        facing: 1,
        shirt: '#38bdf8',
        hat: 'helmet',
        hatColor: '#facc15',
      });
      L.birds(c, W * 0.5, H * 0.2, { n: 4 });
    },
  },
  'banners/bunny-buds': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.52,
        sun: [0.85, 0.18],
        sunR: 36,
        layers: 3,
        top: 0.44,
        bottom: 0.56,
        seed: 'bb',
        clouds: 4,
      });
      const g = meadow(c, {
        base: H * 0.66,
        amp: 20,
        waves: 0.5,
        seed: 'bbfg',
        color: '#79a94c',
        flowers: 120,
        nTufts: 50,
      });
      L.roundTree(c, W * 0.06, g.f(W * 0.06) + 40, 330, { seed: 1 });
      P.tentDome(c, W * 0.2, g.f(W * 0.2) + 16, 150, { color: '#f97316' });
      const ks = people(
        c,
        g.f,
        [
          [W * 0.33, 150, { kid: true, pose: 'run', shirt: '#facc15', hat: 'ears' }, 170],
          [
            W * 0.45,
            150,
            { kid: true, ...POSE.lookDown, shirt: '#38bdf8', hold: { f: 'magnifier' }, hat: 'sun' },
            185,
          ],
          [W * 0.56, 190, { ...POSE.point, shirt: '#84cc16', hat: 'cap', hatColor: '#0f766e' }, 170],
          [W * 0.68, 146, { kid: true, ...POSE.wave, facing: -1, shirt: '#ec4899', style: 'pony' }, 190],
          [W * 0.8, 150, { kid: true, pose: 'walk', facing: -1, shirt: '#a855f7', hold: { f: 'net' } }, 175],
        ],
        person,
      );
      P.kite(c, W * 0.28, H * 0.24, 80, { hand: ks[0].f, color: '#ef4444', color2: '#facc15' });
      bunny(c, W * 0.91, g.f(W * 0.91) + 200, 90, { facing: -1 });
      butterfly(c, W * 0.6, H * 0.52, 26, { color: '#f97316', angle: 10 });
      butterfly(c, W * 0.74, H * 0.46, 22, { color: '#a855f7', color2: '#f0abfc', angle: -15 });
    },
  },
  'banners/glamping': {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.55,
        milky: { x: W * 0.45, y: H * 0.22, angle: -20, len: W * 1.1 },
        moon: [0.88, 0.14],
        moonR: 24,
        layers: 3,
        top: 0.46,
        bottom: 0.58,
        seed: 'glamp',
        clouds: 0,
        nStars: 240,
      });
      const g = meadow(c, {
        base: H * 0.72,
        amp: 14,
        waves: 0.5,
        seed: 'glfg',
        color: '#4f7a46',
        nTufts: 30,
      });
      P.fairyLights(
        c,
        [
          [W * 0.05, H * 0.56],
          [W * 0.35, H * 0.6],
          [W * 0.65, H * 0.57],
          [W * 0.95, H * 0.6],
        ],
        { n: 14, sag: 30 },
      );
      P.bellTent(c, W * 0.22, g.f(W * 0.22) + 40, 300, { lit: true });
      P.bellTent(c, W * 0.56, g.f(W * 0.56) + 24, 240, { lit: true });
      P.bellTent(c, W * 0.85, g.f(W * 0.85) + 46, 320, { lit: true });
      P.lantern(c, W * 0.38, g.f(W * 0.38) + 60, 50);
      P.lantern(c, W * 0.7, g.f(W * 0.7) + 70, 50);
      L.silverOak(c, W * 0.985, g.f(W) + 80, 420, { depth: 0.9, seed: 3 });
    },
  },

  // ------------------------------------------------------------------ treks (4:3)
  'treks/letchmi-hills': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.46,
        sun: [0.2, 0.16],
        sunR: 36,
        layers: 4,
        top: 0.38,
        bottom: 0.52,
        seed: 'lh',
        shola: true,
      });
      L.mistWisps(c, H * 0.55, { n: 6, rx: 300, alpha: 0.6, seed: 'lhm' });
      teaHill(c, {
        base: H * 0.6,
        amp: 60,
        waves: 0.8,
        tilt: -120,
        seed: 'lht1',
        sp0: 4,
        grow: 1.07,
        depth: 0.8,
        oaks: [
          [W * 0.2, 120],
          [W * 0.36, 100],
          [W * 0.6, 110],
        ],
      });
      const knoll = teaHill(c, {
        base: H * 0.8,
        amp: 20,
        waves: 0.6,
        tilt: 300,
        seed: 'lht2',
        sp0: 8,
        grow: 1.1,
        peaks: [{ x: W * 0.86, h: 140, w: 380 }],
        oaks: [
          [W * 0.08, 300, 80],
          [W * 0.42, 240, 70],
        ],
      });
      const vx = W * 0.86;
      const vy = knoll.f(vx) + 10;
      c.add(`<ellipse cx="${vx}" cy="${vy + 6}" rx="170" ry="26" fill="${c.tone('#b7905f', 1)}"/>`);
      P.railing(c, vx - 150, vx + 150, vy + 16, 44);
      people(
        c,
        () => vy,
        [
          [vx - 70, 120, { ...POSE.point, facing: -1, shirt: '#f97316', hat: 'cap', hatColor: '#0f766e' }, 0],
          [vx + 10, 114, { ...POSE.binoc, facing: -1, shirt: '#84cc16', style: 'long' }, 0],
        ],
        person,
      );
      L.birds(c, W * 0.5, H * 0.2, { n: 3 });
    },
  },
  'treks/chokkarmudi': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.55,
        sun: [0.86, 0.18],
        sunR: 40,
        layers: 3,
        top: 0.5,
        bottom: 0.6,
        seed: 'ck',
        clouds: 3,
      });
      L.mistWisps(c, H * 0.62, { n: 4, rx: 260, alpha: 0.5, seed: 'ckm' });
      L.mountain(c, {
        base: H * 0.74,
        seed: 'ckpk',
        grassLine: 0.42,
        grass: '#8c9a4e',
        peaks: [
          { x: W * 0.56, h: H * 0.5, w: 470, sharp: 1.35 },
          { x: W * 0.3, h: H * 0.18, w: 300 },
        ],
      });
      const g = meadow(c, {
        base: H * 0.86,
        amp: 30,
        waves: 0.7,
        seed: 'ckfg',
        color: PAL.gold,
        nTufts: 50,
        tilt: -100,
      });
      const trail = [];
      for (let k = 0; k <= 10; k++)
        trail.push([W * (-0.04 + k * 0.06), g.f(W * (-0.04 + k * 0.06)) + 126 - k * 13, 44 - k * 3.5]);
      L.road(c, trail, { color: '#d8b783', edge: null, line: null });
      people(
        c,
        g.f,
        [
          [
            W * 0.2,
            150,
            { pose: 'hike', pack: true, packColor: '#0f766e', shirt: '#ef4444', hold: { f: 'stick' } },
            96,
          ],
          [
            W * 0.33,
            136,
            {
              pose: 'hike',
              pack: true,
              packColor: '#ca8a04',
              shirt: '#38bdf8',
              hat: 'cap',
              hatColor: '#84cc16',
            },
            74,
          ],
        ],
        person,
      );
      L.rock(c, W * 0.84, g.f(W * 0.84) + 150, 240, 130, { seed: 1 });
      L.birds(c, W * 0.3, H * 0.18);
    },
  },
  'treks/top-valley': {
    mood: 'mist',
    draw(c) {
      const { W, H } = c;
      const valley = (k) => [{ x: W * 0.5, h: -H * (0.12 - k * 0.015), w: 700 - k * 60 }];
      backdrop(c, {
        horizon: 0.42,
        sun: [0.5, 0.3],
        sunR: 30,
        sunGlow: 0.6,
        layers: 6,
        top: 0.34,
        bottom: 0.66,
        amp: 0.04,
        seed: 'tv',
        clouds: 2,
        shola: true,
        wispAlpha: 0.6,
        peaks: { 0: valley(0), 1: valley(1), 2: valley(2), 3: valley(3), 4: valley(4), 5: valley(5) },
        tilts: [0, 100, -120, 160, -200, 220],
      });
      const g = L.hill(c, {
        base: H * 0.86,
        amp: 20,
        seed: 'tvfg',
        color: '#5c7355',
        depth: 1,
        tilt: -300,
        mist: 0,
      });
      L.rock(c, W * 0.2, g.f(W * 0.2) + 60, 360, 160, { color: '#6f7a74', seed: 2 });
      L.tufts(c, g.f, { n: 40, seed: 'tvt', h: 22 });
      person(c, W * 0.22, g.f(W * 0.22) - 80, 130, {
        ...POSE.stand,
        facing: 1,
        pack: true,
        packColor: '#f97316',
        shirt: '#0ea5e9',
        hat: 'beanie',
        hatColor: '#facc15',
        armF: [20, 10],
      });
      L.birds(c, W * 0.62, H * 0.3, { n: 3 });
    },
  },
  'treks/meesapulimalai': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.52,
        sun: [0.62, 0.44],
        sunR: 44,
        layers: 2,
        top: 0.46,
        bottom: 0.5,
        seed: 'mp',
        clouds: 2,
        wisps: false,
        peaks: { 0: [{ x: W * 0.25, h: H * 0.1, w: 260 }], 1: [{ x: W * 0.85, h: H * 0.06, w: 200 }] },
      });
      L.cloudSea(c, H * 0.5, { layers: 3, seed: 'mps' });
      const g = meadow(c, {
        base: H * 0.78,
        amp: 30,
        waves: 0.5,
        seed: 'mpfg',
        color: '#8aa552',
        peaks: [{ x: W * 0.3, h: 170, w: 520 }],
        nTufts: 60,
        flowers: 30,
      });
      people(
        c,
        g.f,
        [
          [W * 0.26, 120, { ...POSE.cheer, shirt: '#f97316', pack: true }, 12],
          [
            W * 0.36,
            116,
            { ...POSE.pointUp, facing: 1, shirt: '#84cc16', hat: 'beanie', hatColor: '#38bdf8', pack: true },
            16,
          ],
          [
            W * 0.16,
            112,
            {
              ...POSE.hold,
              facing: 1,
              hold: { f: 'flag' },
              holdOpts: { flag: '#84cc16' },
              shirt: '#facc15',
              armF: [100, 40],
            },
            20,
          ],
        ],
        person,
      );
      L.birds(c, W * 0.72, H * 0.3, { n: 4 });
    },
  },
  'treks/kolukkumalai': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.45,
        sun: [0.5, 0.38],
        sunR: 50,
        layers: 3,
        top: 0.38,
        bottom: 0.48,
        seed: 'kl',
        clouds: 2,
      });
      L.cloudSea(c, H * 0.46, { layers: 2, seed: 'kls', amp: 0.8 });
      teaHill(c, {
        base: H * 0.55,
        amp: 40,
        seed: 'klt1',
        tilt: 300,
        sp0: 4,
        grow: 1.07,
        depth: 0.75,
        peaks: [{ x: W * 0.05, h: 120, w: 300 }],
        oaks: [
          [W * 0.12, 110],
          [W * 0.25, 90],
        ],
      });
      teaHill(c, {
        base: H * 0.62,
        amp: 40,
        seed: 'klt2',
        tilt: -360,
        sp0: 5,
        grow: 1.08,
        depth: 0.85,
        peaks: [{ x: W, h: 130, w: 360 }],
        oaks: [
          [W * 0.86, 130],
          [W * 0.72, 100],
        ],
      });
      const g = teaHill(c, {
        base: H * 0.82,
        amp: 30,
        seed: 'klt3',
        sp0: 8,
        grow: 1.1,
        oaks: [
          [W * 0.06, 330, 60],
          [W * 0.94, 300, 80],
        ],
      });
      L.road(
        c,
        [
          [-60, g.f(0) + 40, 50],
          [W * 0.3, g.f(W * 0.3) + 30, 50],
          [W * 0.5, g.f(W * 0.5) + 80, 62],
          [W * 0.72, H + 30, 90],
        ],
        { color: '#a67c52', edge: null, line: null },
      );
      P.jeep(c, W * 0.54, g.f(W * 0.5) + 100, 160, {
        color: '#0f766e',
        passengers: [
          { x: -30, shirt: '#f97316' },
          { x: -4, shirt: '#facc15' },
        ],
      });
    },
  },
  'treks/chinnar-wildlife-sanctuary': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.48,
        sun: [0.78, 0.2],
        sunR: 40,
        layers: 3,
        top: 0.4,
        bottom: 0.52,
        seed: 'ch',
        far: '#8a8f7a',
        near: '#8b7a4f',
        clouds: 2,
        wispAlpha: 0.25,
      });
      const bank = L.hill(c, { base: H * 0.62, amp: 16, seed: 'chb', color: PAL.dry, depth: 0.9, mist: 0 });
      for (const [x, h] of [
        [0.1, 120],
        [0.3, 90],
        [0.62, 110],
        [0.9, 130],
      ]) {
        L.roundTree(c, W * x, bank.f(W * x) + 20, h, { color: '#6f7f3a', seed: x, depth: 0.85 });
      }
      elephant(c, W * 0.4, bank.f(W * 0.4) + 50, 170, { facing: 1, depth: 0.95 });
      elephant(c, W * 0.55, bank.f(W * 0.55) + 54, 110, { facing: 1, depth: 0.95 });
      L.river(
        c,
        [
          [-20, H * 0.7, 70],
          [W * 0.3, H * 0.72, 110],
          [W * 0.6, H * 0.74, 130],
          [W + 20, H * 0.78, 170],
        ],
        { color: '#4f8fa0' },
      );
      const fg = L.hill(c, { base: H * 0.9, amp: 20, seed: 'chf', color: '#a08350', depth: 1, mist: 0 });
      L.tufts(c, fg.f, { n: 40, seed: 'cht', color: '#7a6a32' });
      // dry tree with the giant grizzled squirrel
      c.add(
        `<path d="M${W * 0.84} ${H}C${W * 0.83} ${H * 0.7} ${W * 0.86} ${H * 0.5} ${W * 0.84} ${H * 0.3}M${W * 0.845} ${H * 0.52}C${W * 0.78} ${H * 0.48} ${W * 0.72} ${H * 0.47} ${W * 0.66} ${H * 0.45}M${W * 0.85} ${H * 0.4}L${W * 0.94} ${H * 0.3}" stroke="${c.tone('#5b4636', 1)}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
      );
      L.canopy(c, (x) => H * 0.2 + Math.abs(x - W * 0.86) * 0.3, {
        x0: W * 0.68,
        x1: W + 30,
        size: 44,
        color: '#6f7f3a',
        seed: 'chc',
        band: 60,
      });
      squirrel(c, W * 0.72, H * 0.462, 90, { facing: -1 });
    },
  },
  'treks/pambadum-shola-national-park': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      const m = c.m;
      // inside the shola: misty light between layered trunks and canopies, a path winding in
      const bg = c.linear(
        [
          [0, '#cfe3d0'],
          [0.6, '#8fbf9a'],
          [1, '#5d9a72'],
        ],
        { x1: 0, y1: 0, x2: 0, y2: H, user: true },
      );
      c.add(`<rect width="${W}" height="${H}" fill="${bg}"/>`);
      c.glow(W * 0.55, H * 0.4, W * 0.45, H * 0.3, m.glow, 0.7);
      const trunks = (xs, col, wmin, wmax, seed) => {
        const r = c.sub(seed);
        let d = '';
        for (const x of xs) {
          const w = r.r(wmin, wmax);
          d += `M${x - w / 2} ${H}L${x - w * 0.35} -10H${x + w * 0.35}L${x + w / 2} ${H}Z`;
        }
        c.add(`<path d="${d}" fill="${col}"/>`);
      };
      trunks([90, 300, 520, 780, 1000, 1250, 1480], '#9ec2a8', 10, 18, 'pt0');
      L.canopyTop(c, (x) => H * 0.16 + Math.sin(x / 130) * 24, {
        size: 50,
        color: '#7fae8c',
        depth: 1,
        seed: 'pc0',
      });
      L.mistBand(c, H * 0.3, H * 0.7, 0.45, { kind: 'band' });
      trunks([200, 430, 690, 1120, 1380], '#5f8f6e', 18, 28, 'pt1');
      L.canopyTop(c, (x) => H * 0.1 + Math.sin(x / 110 + 1) * 30, {
        size: 60,
        color: '#3f7a58',
        depth: 1,
        seed: 'pc1',
      });
      L.rays(c, W * 0.58, -20, { n: 7, len: H * 1.1, spread: 46, alpha: 0.3 });
      const g = L.hill(c, {
        base: H * 0.8,
        amp: 12,
        seed: 'psg',
        color: '#426b36',
        depth: 1,
        mist: 0,
        rim: false,
      });
      L.road(
        c,
        [
          [W * 0.52, H * 0.68, 16],
          [W * 0.46, H * 0.75, 46],
          [W * 0.57, H * 0.86, 110],
          [W * 0.46, H + 40, 220],
        ],
        { color: '#9b7a52', edge: null, line: null },
      );
      for (const x of [0.12, 0.3, 0.72, 0.9])
        P.spicePlant(c, W * x, g.f(W * x) + 70, 110, { kind: 'cardamom', seed: x });
      trunks([40, 1520], '#2b2520', 60, 80, 'pt2');
      c.add(
        `<path d="M20 ${H * 0.3}C90 ${H * 0.5} 40 ${H * 0.7} 80 ${H}M1540 ${H * 0.2}C1480 ${H * 0.45} 1560 ${H * 0.7} 1500 ${H}" stroke="${c.tone('#3f7a4a', 1)}" stroke-width="6" fill="none"/>`,
      );
      L.canopyTop(c, (x) => 60 + Math.sin(x / 90) * 30 + Math.abs(x - W / 2) * 0.12, {
        size: 70,
        color: '#163f2e',
        depth: 1,
        seed: 'pc2',
      });
      L.tufts(c, g.f, { n: 50, h: 46, color: '#2f6b3a', seed: 'pst' });
      person(c, W * 0.5, H * 0.83, 170, {
        ...POSE.walk,
        facing: 1,
        pack: true,
        packColor: '#ca8a04',
        shirt: '#ef4444',
        hat: 'cap',
        hatColor: '#84cc16',
        hold: { f: 'stick' },
      });
      person(c, W * 0.58, H * 0.76, 130, {
        ...POSE.point,
        facing: 1,
        pack: true,
        packColor: '#0f766e',
        shirt: '#facc15',
        style: 'long',
      });
      perchedBird(c, W * 0.2, H * 0.42, 46, { body: '#1e40af', belly: '#1e3a8a', beak: '#111827' });
      c.add(
        `<path d="M${W * 0.12} ${H * 0.425}H${W * 0.3}" stroke="#3a2a20" stroke-width="8" stroke-linecap="round"/>`,
      );
    },
  },
  // ------------------------------------------------------------------ camps (4:3)
  'camps/kolukkumalai-sunrise': {
    mood: 'dawn',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.5,
        sun: [0.66, 0.46],
        sunR: 44,
        layers: 2,
        top: 0.44,
        bottom: 0.49,
        seed: 'ks',
        wisps: false,
        clouds: 3,
      });
      L.cloudSea(c, H * 0.48, { layers: 3, seed: 'kss' });
      const g = meadow(c, {
        base: H * 0.76,
        amp: 30,
        seed: 'ksfg',
        color: '#7fa04c',
        tilt: 160,
        nTufts: 40,
        flowers: 40,
      });
      P.tentA(c, W * 0.2, g.f(W * 0.2) + 40, 240, { color: '#f97316', lit: true });
      P.tentDome(c, W * 0.5, g.f(W * 0.5) + 30, 190, { color: '#84cc16' });
      people(
        c,
        g.f,
        [
          [
            W * 0.66,
            120,
            {
              ...POSE.sitWarm,
              facing: 1,
              shirt: '#facc15',
              hold: { f: 'cup' },
              hat: 'beanie',
              hatColor: '#ef4444',
            },
            70,
          ],
          [W * 0.76, 118, { ...POSE.sitHug, facing: 1, shirt: '#38bdf8', style: 'long' }, 80],
        ],
        person,
      );
    },
  },
  'camps/yellapetty-tent-camp': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.42,
        sun: [0.15, 0.22],
        sunR: 34,
        layers: 3,
        top: 0.35,
        bottom: 0.47,
        seed: 'yp',
        shola: true,
      });
      teaHill(c, {
        base: H * 0.56,
        amp: 40,
        seed: 'ypt1',
        tilt: -200,
        sp0: 4,
        grow: 1.07,
        depth: 0.8,
        oaks: [
          [W * 0.3, 110],
          [W * 0.7, 120],
        ],
      });
      const g = teaHill(c, {
        base: H * 0.7,
        amp: 24,
        seed: 'ypt2',
        sp0: 9,
        grow: 1.1,
        oaks: [
          [W * 0.05, 320, 60],
          [W * 0.36, 260, 50],
        ],
      });
      const cx = W * 0.64;
      const cy = g.f(cx) + 150;
      const blob = [];
      for (let k = 0; k < 24; k++) {
        const a = (k / 24) * Math.PI * 2;
        blob.push([
          cx + Math.cos(a) * 430 * (1 + 0.08 * Math.sin(a * 3)),
          cy + Math.sin(a) * 105 * (1 + 0.12 * Math.cos(a * 2)),
        ]);
      }
      c.add(
        `<path d="${P.smoothPath(blob, true)}" fill="${c.tone('#2a5232', 1)}" transform="translate(0 10)"/><path d="${P.smoothPath(blob, true)}" fill="${c.tone('#86a556', 1)}"/>`,
      );
      L.tufts(c, (x) => cy - 60 + Math.abs(x - cx) * 0.05, {
        x0: cx - 360,
        x1: cx + 360,
        n: 24,
        h: 16,
        seed: 'ypc',
      });
      const front = (x) => cy + 70 + Math.pow((x - cx) / 430, 2) * -40;
      P.tentA(c, W * 0.5, cy + 30, 280, { color: '#f97316', lit: true });
      P.tentA(c, W * 0.8, cy + 10, 240, { color: '#0ea5e9', facing: -1 });
      P.campfire(c, W * 0.66, cy + 56, 60);
      people(
        c,
        () => cy + 60,
        [
          [W * 0.6, 130, { ...POSE.sitWarm, facing: 1, shirt: '#84cc16' }],
          [W * 0.72, 130, { ...POSE.sitWarm, facing: -1, shirt: '#ec4899', style: 'bun' }],
        ],
        person,
      );
      L.teaRows(c, front, { sp0: 12, grow: 1.1, seed: 'ypf', bulge: 0.1 });
      L.silverOak(c, W * 0.93, H * 1.02, 380, { seed: 7 });
    },
  },
  'camps/meesapulimalai': {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.55,
        milky: { x: W * 0.55, y: H * 0.25, angle: -35, len: W * 1.1 },
        layers: 3,
        top: 0.45,
        bottom: 0.56,
        seed: 'mpc',
        clouds: 0,
        nStars: 260,
        peaks: { 0: [{ x: W * 0.3, h: H * 0.08, w: 260 }] },
      });
      const g = meadow(c, { base: H * 0.74, amp: 26, seed: 'mpcfg', color: '#5a7a46', nTufts: 40 });
      P.tentDome(c, W * 0.22, g.f(W * 0.22) + 40, 220, { color: '#f97316', lit: true });
      P.tentDome(c, W * 0.48, g.f(W * 0.48) + 24, 170, { color: '#84cc16', lit: true });
      P.tentA(c, W * 0.82, g.f(W * 0.82) + 40, 220, { color: '#facc15', lit: true, facing: -1 });
      P.campfire(c, W * 0.64, g.f(W * 0.64) + 150, 70);
      people(
        c,
        g.f,
        [
          [W * 0.56, 110, { ...POSE.sitWarm, light: 1, shirt: '#38bdf8' }, 150],
          [W * 0.72, 110, { ...POSE.pointUp, facing: -1, legs: 'knees', light: 1, shirt: '#ef4444' }, 150],
        ],
        person,
      );
    },
  },
  'camps/sooryanelli': {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      const ridges = backdrop(c, {
        horizon: 0.46,
        sun: [0.3, 0.42],
        sunR: 34,
        layers: 3,
        top: 0.38,
        bottom: 0.5,
        seed: 'sy',
        clouds: 3,
      });
      L.lake(c, H * 0.56, H * 0.66, { reflect: ridges.slice(-1), color: '#3a5f7a', ripples: 12 });
      const v = L.hill(c, { base: H * 0.68, amp: 12, seed: 'syv', color: '#4f7a4a', depth: 0.85, mist: 0 });
      const cols = [
        ['#f5e6c8', '#c2410c'],
        ['#e0f2fe', '#0f766e'],
        ['#fde68a', '#b91c1c'],
        ['#fce7f3', '#7c3aed'],
        ['#f5f5f4', '#ca8a04'],
      ];
      for (let k = 0; k < 9; k++) {
        const x = W * (0.1 + k * 0.1);
        const [wall, roof] = cols[k % cols.length];
        P.house(c, x, v.f(x) + 22 + (k % 2) * 12, 44, { wall, roof, lit: k % 3 === 0 });
      }
      for (const x of [0.05, 0.22, 0.48, 0.66, 0.95])
        L.roundTree(c, W * x, v.f(W * x) + 30, 80, { seed: x, depth: 0.85 });
      const g = teaHill(c, {
        base: H * 0.82,
        amp: 30,
        seed: 'syt',
        tilt: -200,
        sp0: 8,
        grow: 1.1,
        oaks: [[W * 0.08, 300, 40]],
      });
      P.tentA(c, W * 0.6, g.f(W * 0.6) + 70, 200, { color: '#84cc16', lit: true });
      P.tentA(c, W * 0.84, g.f(W * 0.84) + 60, 170, { color: '#f97316', lit: true, facing: -1 });
    },
  },

  // ------------------------------------------------------------------ adventure (4:3)
  'adventure/zipline': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.62,
        sun: [0.78, 0.14],
        sunR: 34,
        layers: 5,
        top: 0.5,
        bottom: 0.8,
        seed: 'zl',
        shola: true,
        amp: 0.04,
      });
      L.mistWisps(c, H * 0.8, { n: 5, rx: 300, alpha: 0.6, seed: 'zlm' });
      const left = L.cliff(c, { side: 'left', edgeX: W * 0.2, topY: H * 0.3, seed: 'zll' });
      const right = L.cliff(c, {
        side: 'right',
        edgeX: W * 0.8,
        topY: H * 0.66,
        seed: 'zlr',
        color: '#867f70',
      });
      const a = [W * 0.14, left.top - 90];
      const b = [W * 0.9, right.top - 60];
      c.add(
        `<path d="M${a[0]} ${a[1]}V${left.top}M${b[0]} ${b[1]}V${right.top}" stroke="${c.tone('#5b3b24', 1)}" stroke-width="12"/>`,
      );
      P.zipline(c, a, b, 0.45, 150, { shirt: '#f97316', helmet: '#facc15' });
      person(c, W * 0.86, right.top, 120, {
        ...POSE.cheer,
        shirt: '#84cc16',
        hat: 'helmet',
        hatColor: '#ef4444',
      });
      person(c, W * 0.08, left.top, 120, {
        ...POSE.wave,
        facing: 1,
        shirt: '#38bdf8',
        hat: 'helmet',
        hatColor: '#facc15',
      });
      L.birds(c, W * 0.45, H * 0.16, { n: 4 });
    },
  },
  'adventure/mountaineering': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.62,
        sun: [0.2, 0.2],
        sunR: 36,
        layers: 3,
        top: 0.52,
        bottom: 0.66,
        seed: 'mt',
        clouds: 3,
      });
      L.mistWisps(c, H * 0.66, { n: 4, rx: 260, alpha: 0.5, seed: 'mtm' });
      const f = L.mountain(c, {
        base: H * 1.02,
        seed: 'mtpk',
        grassLine: 0.6,
        grass: '#6f9048',
        peaks: [
          { x: W * 0.64, h: H * 0.84, w: 760, sharp: 1.15 },
          { x: W * 0.28, h: H * 0.4, w: 420, sharp: 1.4 },
        ],
      });
      for (const [x, w, h] of [
        [0.74, 120, 50],
        [0.52, 80, 36],
        [0.86, 150, 60],
      ])
        L.rock(c, W * x, f(W * x) + 120, w, h, { seed: x });
      const team = [0.4, 0.47, 0.54];
      const hands = team.map((u, i) =>
        person(c, W * u, f(W * u) + 2, 110 - i * 4, {
          ...POSE.hike,
          facing: 1,
          lean: 20,
          pack: true,
          packColor: ['#dc2626', '#0f766e', '#ca8a04'][i],
          shirt: ['#f97316', '#38bdf8', '#84cc16'][i],
          hat: 'helmet',
          hatColor: ['#facc15', '#f97316', '#ef4444'][i],
          hold: { f: 'stick' },
        }),
      );
      let rope = '';
      for (let i = 0; i < hands.length - 1; i++)
        rope += `M${hands[i].b[0]} ${hands[i].b[1]}Q${(hands[i].b[0] + hands[i + 1].b[0]) / 2} ${Math.max(hands[i].b[1], hands[i + 1].b[1]) + 30} ${hands[i + 1].b[0]} ${hands[i + 1].b[1]}`;
      c.add(`<path d="${rope}" stroke="#ef4444" stroke-width="3" fill="none"/>`);
      c.add(
        `<path d="M${W * 0.64} ${f(W * 0.64)}v-80" stroke="#5b4636" stroke-width="5"/><path d="M${W * 0.64} ${f(W * 0.64) - 80}l50 14l-50 14z" fill="#84cc16"/>`,
      );
      L.birds(c, W * 0.3, H * 0.3, { n: 3 });
    },
  },
  'adventure/rock-climbing-rappelling': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.7,
        sun: [0.9, 0.2],
        sunR: 34,
        layers: 3,
        top: 0.6,
        bottom: 0.74,
        seed: 'rc',
        clouds: 3,
      });
      const cl = L.cliff(c, { side: 'left', edgeX: W * 0.64, topY: H * 0.1, seed: 'rcc', color: '#a09683' });
      const anchor = [W * 0.34, cl.top + 4];
      const g = L.hill(c, { base: H * 0.96, amp: 8, seed: 'rcg', color: '#6b8a4a', depth: 1, mist: 0 });
      L.tufts(c, g.f, { n: 30, seed: 'rct' });
      const h1 = person(c, W * 0.3, H * 0.62, 130, {
        facing: 1,
        legs: [70, -10, 20, 10],
        armF: [165, 10],
        armB: [125, 20],
        shirt: '#ef4444',
        hat: 'helmet',
        hatColor: '#facc15',
        lean: -4,
      });
      c.add(
        `<path d="M${anchor[0]} ${anchor[1]}L${h1.head[0] - 6} ${h1.head[1] + 36}" stroke="#facc15" stroke-width="3.5"/><path d="M${anchor[0]} ${anchor[1]}L${W * 0.2} ${g.f(W * 0.2) - 60}" stroke="#facc15" stroke-width="3" opacity="0.9"/>`,
      );
      const top2 = [W * 0.52, cl.top + 4];
      const h2 = person(c, W * 0.6, H * 0.38, 124, {
        facing: -1,
        legs: [85, 0, 75, 8],
        armF: [160, 10],
        armB: [60, 30],
        shirt: '#84cc16',
        hat: 'helmet',
        hatColor: '#f97316',
        lean: -32,
      });
      c.add(
        `<path d="M${top2[0]} ${top2[1]}L${h2.f[0]} ${h2.f[1]}L${h2.b[0]} ${h2.b[1]}Q${h2.b[0] + 20} ${H * 0.7} ${h2.b[0] + 4} ${H}" stroke="#38bdf8" stroke-width="3.5" fill="none"/>`,
      );
      person(c, W * 0.2, g.f(W * 0.2) + 10, 140, {
        ...POSE.hold,
        facing: 1,
        armF: [120, 10],
        shirt: '#38bdf8',
        hat: 'helmet',
        hatColor: '#84cc16',
      });
      c.add(
        `<circle cx="${anchor[0]}" cy="${anchor[1]}" r="6" fill="#374151"/><circle cx="${top2[0]}" cy="${top2[1]}" r="6" fill="#374151"/>`,
      );
    },
  },
  'adventure/kayaking': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      const ridges = backdrop(c, {
        horizon: 0.5,
        sun: [0.7, 0.2],
        sunR: 36,
        layers: 4,
        top: 0.38,
        bottom: 0.52,
        seed: 'ky',
        shola: true,
        clouds: 3,
      });
      L.lake(c, H * 0.56, H, { reflect: ridges.slice(-2), color: '#2e7384' });
      L.strip(c, (x) => H * 0.56 - 4 + Math.sin(x / 90) * 5, 14, { color: '#3f7a4a', depth: 0.8 });
      L.mistWisps(c, H * 0.6, { n: 4, rx: 300, ry: 20, alpha: 0.5, seed: 'kym' });
      P.kayak(c, W * 0.38, H * 0.82, 190, { color: '#f97316', shirt: '#facc15' });
      P.kayak(c, W * 0.74, H * 0.68, 110, { color: '#84cc16', shirt: '#ec4899', facing: -1, phase: 0.3 });
      const reeds = L.ridgeFn(c, { base: H + 10, amp: 10, seed: 'kyr' });
      L.tufts(c, reeds, { x0: W * 0.8, x1: W + 20, n: 18, h: 80, color: '#2f5f2f', seed: 'kyt' });
      L.birds(c, W * 0.3, H * 0.22, { n: 3 });
    },
  },
  'adventure/mountain-cycling': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.44,
        sun: [0.12, 0.16],
        sunR: 32,
        layers: 3,
        top: 0.36,
        bottom: 0.46,
        seed: 'mc',
      });
      teaHill(c, {
        base: H * 0.55,
        amp: 40,
        seed: 'mct1',
        tilt: 240,
        sp0: 4,
        grow: 1.07,
        depth: 0.8,
        oaks: [
          [W * 0.2, 100],
          [W * 0.52, 90],
        ],
      });
      const g = teaHill(c, {
        base: H * 0.7,
        amp: 40,
        seed: 'mct2',
        sp0: 7,
        grow: 1.1,
        oaks: [
          [W * 0.9, 320, 80],
          [W * 0.06, 280, 60],
        ],
      });
      const road = [
        [W * 1.02, g.f(W) + 30, 30],
        [W * 0.7, g.f(W * 0.7) + 40, 40],
        [W * 0.4, g.f(W * 0.4) + 70, 56],
        [W * 0.3, g.f(W * 0.3) + 160, 80],
        [W * 0.55, g.f(W * 0.55) + 260, 110],
        [W * 0.9, H + 40, 160],
      ];
      L.road(c, road, { color: '#5f6368', edge: '#9a9480' });
      P.cyclist(c, W * 0.44, g.f(W * 0.3) + 262, 180, {
        facing: 1,
        shirt: '#ef4444',
        helmet: '#facc15',
        frame: '#84cc16',
      });
      P.cyclist(c, W * 0.6, g.f(W * 0.55) + 66, 100, {
        facing: -1,
        shirt: '#38bdf8',
        helmet: '#f97316',
        frame: '#facc15',
      });
    },
  },
};
