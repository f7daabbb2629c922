// Scenes: route banners, trek trails, camps and adventure activities.
import * as L from './landscape.mjs';
import * as P from './props.mjs';
import { person, tahr, elephant, squirrel, perchedBird, bunny, butterfly } from './figures.mjs';
import { PAL, POSE, backdrop, teaHill, meadow, people } from './kit.mjs';

export const placeScenes = {
  // ------------------------------------------------------------------ banners (16:9)
  'banners/home': {
    mood: 'dawn',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.56, sun: [0.6, 0.5], sunR: 40, layers: 5, top: 0.47, bottom: 0.66, amp: 0.05, shola: true, seed: 'home', peaks: { 0: [{ x: W * 0.28, h: H * 0.09, w: 330 }] }, clouds: 3 });
      L.birds(c, W * 0.68, H * 0.26, { n: 5, s: 8 });
      const t = teaHill(c, { base: H * 0.8, amp: 40, waves: 0.7, tilt: 170, seed: 'hometea', sp0: 6, grow: 1.09, oaks: [[W * 0.08, 250, 60], [W * 0.23, 200, 40], [W * 0.8, 230, 70], [W * 0.93, 270, 90]] });
      L.road(c, [[W * 0.48, t.f(W * 0.48) + 4, 6], [W * 0.52, t.f(W * 0.52) + 40, 14], [W * 0.44, t.f(W * 0.44) + 90, 22], [W * 0.5, H + 20, 40]], { color: '#b48a5c', edge: null, line: null });
      people(c, t.f, [[W * 0.5, 48, { pose: 'walk', pack: true, shirt: '#f97316' }, 46], [W * 0.47, 44, { pose: 'walk', shirt: '#84cc16', hat: 'sun' }, 70]], person);
    },
  },
  'banners/trekking': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.5, sun: [0.18, 0.2], sunR: 34, layers: 4, top: 0.44, bottom: 0.6, shola: true, seed: 'trek', peaks: { 1: [{ x: W * 0.7, h: H * 0.12, w: 280, sharp: 1.3 }] } });
      const g = meadow(c, { base: H * 0.76, amp: 60, waves: 0.6, tilt: 220, seed: 'trekfg', color: PAL.gold, nTufts: 60, flowers: 40 });
      L.sholaInFolds(c, g.f, { x0: W * 0.6, x1: W, depth: 0.95, w: 120, seed: 'tf' });
      const trail = [];
      for (let k = 0; k <= 10; k++) {
        const x = W * (0.05 + k * 0.085);
        trail.push([x, g.f(x) + 40 - k * 2, 30 - k * 2]);
      }
      L.road(c, trail, { color: '#c9a36a', edge: null, line: null });
      P.signpost(c, W * 0.12, g.f(W * 0.12) + 60, 80);
      people(c, g.f, [
        [W * 0.36, 92, { pose: 'hike', pack: true, packColor: '#0f766e', hold: { f: 'stick' }, hat: 'cap', hatColor: '#f97316', shirt: '#facc15' }, 40],
        [W * 0.45, 90, { pose: 'hike', pack: true, packColor: '#b91c1c', shirt: '#38bdf8', style: 'long' }, 38],
        [W * 0.54, 94, { pose: 'hike', pack: true, packColor: '#ca8a04', hold: { f: 'stick' }, shirt: '#ef4444', hat: 'sun', hatColor: '#fef3c7' }, 37],
        [W * 0.63, 88, { pose: 'point', pack: true, packColor: '#1e3a5f', shirt: '#84cc16' }, 36],
      ], person);
      L.birds(c, W * 0.75, H * 0.2, { n: 3 });
    },
  },
  'banners/camping': {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.52, moon: [0.8, 0.18], crescent: true, moonR: 26, layers: 4, top: 0.46, bottom: 0.6, seed: 'camp', clouds: 2, nStars: 120 });
      const g = meadow(c, { base: H * 0.74, amp: 26, waves: 0.5, seed: 'campfg', color: '#5f8a44', nTufts: 40 });
      P.tentA(c, W * 0.18, g.f(W * 0.18) + 30, 210, { color: '#f97316', lit: true });
      P.tentDome(c, W * 0.78, g.f(W * 0.78) + 34, 200, { color: '#84cc16', lit: true, facing: -1 });
      P.tentA(c, W * 0.92, g.f(W * 0.92) + 16, 140, { color: '#38bdf8', facing: -1 });
      const fy = g.f(W * 0.5) + 120;
      P.campfire(c, W * 0.5, fy, 90);
      P.log(c, W * 0.36, fy + 6, 120);
      people(c, () => fy, [
        [W * 0.34, 100, { pose: 'sitWarm', light: 1, shirt: '#facc15' }, -4],
        [W * 0.4, 100, { pose: 'sitWarm', light: 1, shirt: '#ec4899', style: 'long' }, -4],
        [W * 0.62, 100, { pose: 'sitWarm', facing: -1, light: 1, shirt: '#38bdf8', hold: { f: 'cup' } }, 0],
        [W * 0.67, 104, { pose: 'story', facing: -1, light: 1, shirt: '#84cc16', hat: 'beanie', hatColor: '#ef4444' }, 0],
      ], person);
      P.fairyLights(c, [[W * 0.02, H * 0.62], [W * 0.3, H * 0.64]], { n: 10, sag: 24 });
    },
  },
  'banners/adventure-activities': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.55, sun: [0.82, 0.16], sunR: 34, layers: 4, top: 0.42, bottom: 0.62, seed: 'adv', shola: true });
      // valley floor lake
      L.lake(c, H * 0.7, H, { reflect: [], color: '#2f7f8a', ripples: 14 });
      // left cliff with the launch platform, right cliff with a climber
      const left = L.hill(c, { base: H * 0.36, amp: 10, seed: 'advl', color: '#355e4a', depth: 0.95, peaks: [{ x: -200, h: -20, w: 100 }], tilt: -1500, mist: 0 });
      L.canopy(c, left.f, { x0: -40, x1: W * 0.18, size: 34, depth: 0.95, seed: 'advlc' });
      const right = L.hill(c, { base: H * 0.68, amp: 16, seed: 'advr', color: '#6d7a72', depth: 0.95, tilt: 900, mist: 0 });
      L.rock(c, W * 0.86, right.f(W * 0.86) + 60, 180, 140, { seed: 2 });
      const a = [W * 0.1, left.f(W * 0.1) - 60];
      const b = [W * 0.84, right.f(W * 0.84) - 20];
      P.zipline(c, a, b, 0.42, 78, { shirt: '#f97316', helmet: '#facc15' });
      c.add(`<path d="M${a[0]} ${a[1]}V${a[1] + 80}" stroke="#5b3b24" stroke-width="8"/>`);
      P.kayak(c, W * 0.3, H * 0.9, 62, { color: '#ef4444', shirt: '#84cc16' });
      P.kayak(c, W * 0.46, H * 0.95, 56, { color: '#facc15', shirt: '#38bdf8', phase: 0.4 });
      person(c, W * 0.95, right.f(W * 0.95) + 20, 70, { ...POSE.cheer, shirt: '#84cc16', hat: 'helmet', hatColor: '#ef4444' });
    },
  },
  'banners/bunny-buds': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.52, sun: [0.85, 0.18], sunR: 36, layers: 3, top: 0.44, bottom: 0.56, seed: 'bb', clouds: 4 });
      const g = meadow(c, { base: H * 0.66, amp: 20, waves: 0.5, seed: 'bbfg', color: '#79a94c', flowers: 120, nTufts: 50 });
      L.roundTree(c, W * 0.06, g.f(W * 0.06) + 40, 330, { seed: 1 });
      P.tentDome(c, W * 0.2, g.f(W * 0.2) + 16, 150, { color: '#f97316' });
      const ks = people(c, g.f, [
        [W * 0.34, 110, { kid: true, pose: 'run', shirt: '#facc15', hat: 'ears' }, 150],
        [W * 0.46, 108, { kid: true, ...POSE.lookDown, shirt: '#38bdf8', hold: { f: 'magnifier' }, hat: 'sun' }, 160],
        [W * 0.56, 150, { ...POSE.point, shirt: '#84cc16', hat: 'cap', hatColor: '#0f766e' }, 150],
        [W * 0.68, 106, { kid: true, ...POSE.wave, facing: -1, shirt: '#ec4899', style: 'pony' }, 165],
        [W * 0.8, 110, { kid: true, pose: 'walk', facing: -1, shirt: '#a855f7', hold: { f: 'net' } }, 150],
      ], person);
      P.kite(c, W * 0.28, H * 0.24, 80, { hand: ks[0].f, color: '#ef4444', color2: '#facc15' });
      bunny(c, W * 0.9, g.f(W * 0.9) + 175, 70, { facing: -1 });
      butterfly(c, W * 0.6, H * 0.52, 26, { color: '#f97316', angle: 10 });
      butterfly(c, W * 0.74, H * 0.46, 22, { color: '#a855f7', color2: '#f0abfc', angle: -15 });
    },
  },
  'banners/glamping': {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.55, milky: { x: W * 0.45, y: H * 0.22, angle: -20, len: W * 1.1 }, moon: [0.88, 0.14], moonR: 24, layers: 3, top: 0.46, bottom: 0.58, seed: 'glamp', clouds: 0, nStars: 240 });
      const g = meadow(c, { base: H * 0.72, amp: 14, waves: 0.5, seed: 'glfg', color: '#4f7a46', nTufts: 30 });
      P.fairyLights(c, [[W * 0.05, H * 0.56], [W * 0.35, H * 0.6], [W * 0.65, H * 0.57], [W * 0.95, H * 0.6]], { n: 14, sag: 30 });
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
      backdrop(c, { horizon: 0.46, sun: [0.2, 0.16], sunR: 36, layers: 4, top: 0.38, bottom: 0.52, seed: 'lh', shola: true });
      L.mistWisps(c, H * 0.55, { n: 6, rx: 300, alpha: 0.6, seed: 'lhm' });
      teaHill(c, { base: H * 0.6, amp: 60, waves: 0.8, tilt: -120, seed: 'lht1', sp0: 4, grow: 1.07, depth: 0.8, oaks: [[W * 0.2, 120], [W * 0.36, 100], [W * 0.6, 110]] });
      const knoll = teaHill(c, { base: H * 0.8, amp: 20, waves: 0.6, tilt: 300, seed: 'lht2', sp0: 8, grow: 1.1, peaks: [{ x: W * 0.86, h: 140, w: 380 }], oaks: [[W * 0.08, 300, 80], [W * 0.42, 240, 70]] });
      const vx = W * 0.86;
      const vy = knoll.f(vx) + 10;
      c.add(`<ellipse cx="${vx}" cy="${vy + 6}" rx="170" ry="26" fill="${c.tone('#b7905f', 1)}"/>`);
      P.railing(c, vx - 150, vx + 150, vy + 16, 44);
      people(c, () => vy, [
        [vx - 70, 120, { ...POSE.point, facing: -1, shirt: '#f97316', hat: 'cap', hatColor: '#0f766e' }, 0],
        [vx + 10, 114, { ...POSE.binoc, facing: -1, shirt: '#84cc16', style: 'long' }, 0],
      ], person);
      L.birds(c, W * 0.5, H * 0.2, { n: 3 });
    },
  },
  'treks/chokkarmudi': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, {
        horizon: 0.5, sun: [0.85, 0.2], sunR: 40, layers: 3, top: 0.45, bottom: 0.55, seed: 'ck', clouds: 3,
        onLayer(cc, k) {
          if (k !== 2) return;
          // the rocky peak
          const f = L.ridgeFn(cc, { base: H * 0.62, amp: 10, seed: 'ckpk', peaks: [{ x: W * 0.55, h: H * 0.42, w: 420, sharp: 1.25 }] });
          const pts = [];
          for (let x = W * 0.15; x <= W * 0.95; x += 10) pts.push([x, f(x)]);
          const d = `M${pts.map((p) => p.map((v) => Math.round(v)).join(' ')).join('L')}L${W * 0.95} ${H}L${W * 0.15} ${H}Z`;
          cc.add(`<path d="${d}" fill="${cc.tone('#7f8883', 0.8)}"/>`);
          cc.add(`<path d="M${W * 0.55} ${f(W * 0.55)}L${W * 0.62} ${H * 0.4}L${W * 0.68} ${H * 0.45}L${W * 0.8} ${H * 0.62}L${W * 0.95} ${H * 0.66}L${W * 0.95} ${H}L${W * 0.55} ${H}Z" fill="${cc.tone('#5f6863', 0.8)}" opacity="0.6"/>`);
          cc.add(`<path d="M${W * 0.45} ${H * 0.36}l30 40M${W * 0.5} ${H * 0.3}l20 60M${W * 0.6} ${H * 0.33}l-16 50" stroke="${cc.tone('#a8b0aa', 0.8)}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`);
        },
      });
      const g = meadow(c, { base: H * 0.72, amp: 50, waves: 0.7, seed: 'ckfg', color: PAL.gold, nTufts: 50, tilt: -100 });
      L.sholaInFolds(c, g.f, { depth: 0.95, w: 130, seed: 'ckf', max: 2 });
      const trail = [];
      for (let k = 0; k <= 8; k++) trail.push([W * (0.15 + k * 0.06), g.f(W * (0.15 + k * 0.06)) + 120 - k * 12, 34 - k * 3]);
      L.road(c, trail, { color: '#cfae7a', edge: null, line: null });
      people(c, g.f, [[W * 0.28, 110, { pose: 'hike', pack: true, shirt: '#ef4444', hold: { f: 'stick' } }, 98], [W * 0.4, 100, { pose: 'hike', pack: true, shirt: '#38bdf8', hat: 'cap' }, 80]], person);
      L.rock(c, W * 0.85, g.f(W * 0.85) + 160, 220, 120, { seed: 1 });
      L.birds(c, W * 0.3, H * 0.18);
    },
  },
  'treks/top-valley': {
    mood: 'mist',
    draw(c) {
      const { W, H } = c;
      const valley = (k) => [{ x: W * 0.5, h: -H * (0.12 - k * 0.015), w: 700 - k * 60 }];
      backdrop(c, { horizon: 0.42, sun: [0.5, 0.3], sunR: 30, sunGlow: 0.6, layers: 6, top: 0.34, bottom: 0.66, amp: 0.04, seed: 'tv', clouds: 2, shola: true, wispAlpha: 0.6, peaks: { 0: valley(0), 1: valley(1), 2: valley(2), 3: valley(3), 4: valley(4), 5: valley(5) }, tilts: [0, 100, -120, 160, -200, 220] });
      const g = L.hill(c, { base: H * 0.86, amp: 20, seed: 'tvfg', color: '#5c7355', depth: 1, tilt: -300, mist: 0 });
      L.rock(c, W * 0.2, g.f(W * 0.2) + 60, 360, 160, { color: '#6f7a74', seed: 2 });
      L.tufts(c, g.f, { n: 40, seed: 'tvt', h: 22 });
      person(c, W * 0.22, g.f(W * 0.22) - 80, 130, { ...POSE.stand, facing: 1, pack: true, packColor: '#f97316', shirt: '#0ea5e9', hat: 'beanie', hatColor: '#facc15', armF: [20, 10] });
      L.birds(c, W * 0.62, H * 0.3, { n: 3 });
    },
  },
  'treks/meesapulimalai': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.52, sun: [0.62, 0.44], sunR: 44, layers: 2, top: 0.46, bottom: 0.5, seed: 'mp', clouds: 2, wisps: false, peaks: { 0: [{ x: W * 0.25, h: H * 0.1, w: 260 }], 1: [{ x: W * 0.85, h: H * 0.06, w: 200 }] } });
      L.cloudSea(c, H * 0.5, { layers: 3, seed: 'mps' });
      const g = meadow(c, { base: H * 0.78, amp: 30, waves: 0.5, seed: 'mpfg', color: '#8aa552', peaks: [{ x: W * 0.3, h: 170, w: 520 }], nTufts: 60, flowers: 30 });
      people(c, g.f, [
        [W * 0.26, 120, { ...POSE.cheer, shirt: '#f97316', pack: true }, 12],
        [W * 0.36, 116, { ...POSE.pointUp, facing: 1, shirt: '#84cc16', hat: 'beanie', hatColor: '#38bdf8', pack: true }, 16],
        [W * 0.16, 112, { ...POSE.hold, facing: 1, hold: { f: 'flag' }, holdOpts: { flag: '#84cc16' }, shirt: '#facc15', armF: [100, 40] }, 20],
      ], person);
      L.birds(c, W * 0.72, H * 0.3, { n: 4 });
    },
  },
  'treks/kolukkumalai': {
    mood: 'sunrise',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.45, sun: [0.5, 0.38], sunR: 50, layers: 3, top: 0.38, bottom: 0.48, seed: 'kl', clouds: 2 });
      L.cloudSea(c, H * 0.46, { layers: 2, seed: 'kls', amp: 0.8 });
      teaHill(c, { base: H * 0.55, amp: 40, seed: 'klt1', tilt: 300, sp0: 4, grow: 1.07, depth: 0.75, peaks: [{ x: W * 0.05, h: 120, w: 300 }], oaks: [[W * 0.12, 110], [W * 0.25, 90]] });
      teaHill(c, { base: H * 0.62, amp: 40, seed: 'klt2', tilt: -360, sp0: 5, grow: 1.08, depth: 0.85, peaks: [{ x: W, h: 130, w: 360 }], x0: W * 0.3, oaks: [[W * 0.86, 130], [W * 0.72, 100]] });
      const g = teaHill(c, { base: H * 0.82, amp: 30, seed: 'klt3', sp0: 8, grow: 1.1, oaks: [[W * 0.06, 330, 60], [W * 0.94, 300, 80]] });
      L.road(c, [[W * 0.3, g.f(W * 0.3) + 20, 40], [W * 0.5, g.f(W * 0.5) + 60, 56], [W * 0.72, H + 30, 90]], { color: '#a67c52', edge: null, line: null });
      P.jeep(c, W * 0.52, g.f(W * 0.5) + 92, 110, { color: '#0f766e', passengers: [{ x: -30, shirt: '#f97316' }, { x: -4, shirt: '#facc15' }] });
    },
  },
  'treks/chinnar-wildlife-sanctuary': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.48, sun: [0.78, 0.2], sunR: 40, layers: 3, top: 0.4, bottom: 0.52, seed: 'ch', far: '#8a8f7a', near: '#8b7a4f', clouds: 2, wispAlpha: 0.25 });
      const bank = L.hill(c, { base: H * 0.62, amp: 16, seed: 'chb', color: PAL.dry, depth: 0.9, mist: 0 });
      for (const [x, h] of [[0.1, 120], [0.3, 90], [0.62, 110], [0.9, 130]]) {
        L.roundTree(c, W * x, bank.f(W * x) + 20, h, { color: '#6f7f3a', seed: x, depth: 0.85 });
      }
      elephant(c, W * 0.42, bank.f(W * 0.42) + 36, 120, { facing: 1, depth: 0.9 });
      elephant(c, W * 0.54, bank.f(W * 0.54) + 40, 80, { facing: 1, depth: 0.9 });
      L.river(c, [[-20, H * 0.7, 70], [W * 0.3, H * 0.72, 110], [W * 0.6, H * 0.74, 130], [W + 20, H * 0.78, 170]], { color: '#4f8fa0' });
      const fg = L.hill(c, { base: H * 0.9, amp: 20, seed: 'chf', color: '#a08350', depth: 1, mist: 0 });
      L.tufts(c, fg.f, { n: 40, seed: 'cht', color: '#7a6a32' });
      // dry tree with the giant grizzled squirrel
      c.add(`<path d="M${W * 0.84} ${H}C${W * 0.83} ${H * 0.7} ${W * 0.86} ${H * 0.5} ${W * 0.84} ${H * 0.3}M${W * 0.845} ${H * 0.52}C${W * 0.78} ${H * 0.48} ${W * 0.72} ${H * 0.47} ${W * 0.66} ${H * 0.45}M${W * 0.85} ${H * 0.4}L${W * 0.94} ${H * 0.3}" stroke="${c.tone('#5b4636', 1)}" stroke-width="22" fill="none" stroke-linecap="round"/>`);
      L.canopy(c, (x) => H * 0.22 + Math.abs(x - W * 0.85) * 0.35, { x0: W * 0.6, x1: W + 30, size: 44, color: '#6f7f3a', seed: 'chc' });
      squirrel(c, W * 0.72, H * 0.462, 90, { facing: -1 });
    },
  },
  'treks/pambadum-shola-national-park': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      const m = c.m;
      // inside the forest: deep greens, light shafts, a path winding in
      c.add(`<rect width="${W}" height="${H}" fill="${c.tone('#2a6a4f', 0.6)}"/>`);
      c.glow(W * 0.55, H * 0.35, W * 0.5, H * 0.35, m.glow, 0.55);
      for (let k = 0; k < 3; k++) {
        const f = (x) => H * (0.2 + k * 0.16) + Math.sin(x / (120 + k * 40) + k) * 30;
        L.canopy(c, f, { size: 60 - k * 8, depth: 0.35 + k * 0.2, color: k === 2 ? '#1a5238' : '#246048', seed: `ps${k}` });
        L.mistBand(c, H * (0.3 + k * 0.16), H * (0.48 + k * 0.16), 0.3, { kind: 'band' });
      }
      L.rays(c, W * 0.6, -40, { n: 7, len: H * 1.1, spread: 40, alpha: 0.22 });
      const g = L.hill(c, { base: H * 0.82, amp: 16, seed: 'psg', color: '#3f5f2f', depth: 1, mist: 0 });
      L.road(c, [[W * 0.5, H * 0.66, 20], [W * 0.44, H * 0.74, 50], [W * 0.56, H * 0.86, 110], [W * 0.46, H + 40, 200]], { color: '#8a6a46', edge: null, line: null });
      for (const [x, h, w] of [[0.08, 1.1, 46], [0.26, 0.9, 30], [0.76, 0.95, 36], [0.93, 1.2, 54]]) {
        c.add(`<path d="M${W * x - w / 2} ${H}L${W * x - w * 0.3} 0H${W * x + w * 0.3}L${W * x + w / 2} ${H}Z" fill="${c.tone('#2e2620', 1)}"/>`);
        c.add(`<path d="M${W * x - w * 0.1} ${H * (1 - h * 0.5)}C${W * x + 40} ${H * (0.8 - h * 0.3)} ${W * x + 10} ${H * 0.4} ${W * x + 20} ${H * 0.2}" stroke="${c.tone('#3f7a4a', 1)}" stroke-width="5" fill="none"/>`);
      }
      L.canopy(c, () => -30, { size: 70, color: '#143d2e', depth: 1, seed: 'pstop' });
      L.tufts(c, g.f, { n: 50, h: 40, color: '#2f6b3a', seed: 'pst' });
      for (const x of [0.16, 0.35, 0.7, 0.86]) P.spicePlant(c, W * x, g.f(W * x) + 80, 90, { kind: 'cardamom', seed: x });
      person(c, W * 0.5, H * 0.8, 120, { ...POSE.walk, facing: 1, pack: true, packColor: '#ca8a04', shirt: '#ef4444', hat: 'cap', hatColor: '#84cc16', hold: { f: 'stick' } });
      perchedBird(c, W * 0.24, H * 0.36, 40, { body: '#1e40af', belly: '#1e3a8a', beak: '#111827' });
    },
  },

  // ------------------------------------------------------------------ camps (4:3)
  'camps/kolukkumalai-sunrise': {
    mood: 'dawn',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.5, sun: [0.66, 0.46], sunR: 44, layers: 2, top: 0.44, bottom: 0.49, seed: 'ks', wisps: false, clouds: 3 });
      L.cloudSea(c, H * 0.48, { layers: 3, seed: 'kss' });
      const g = meadow(c, { base: H * 0.76, amp: 30, seed: 'ksfg', color: '#6d8a4a', tilt: 160, nTufts: 40 });
      P.tentA(c, W * 0.2, g.f(W * 0.2) + 40, 240, { color: '#f97316', lit: true });
      P.tentDome(c, W * 0.5, g.f(W * 0.5) + 30, 190, { color: '#84cc16' });
      people(c, g.f, [[W * 0.66, 120, { ...POSE.sitWarm, facing: 1, shirt: '#facc15', hold: { f: 'cup' }, hat: 'beanie', hatColor: '#ef4444' }, 70], [W * 0.76, 118, { ...POSE.sitHug, facing: 1, shirt: '#38bdf8', style: 'long' }, 80]], person);
    },
  },
  'camps/yellapetty-tent-camp': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.42, sun: [0.15, 0.22], sunR: 34, layers: 3, top: 0.35, bottom: 0.47, seed: 'yp', shola: true });
      teaHill(c, { base: H * 0.56, amp: 40, seed: 'ypt1', tilt: -200, sp0: 4, grow: 1.07, depth: 0.8, oaks: [[W * 0.3, 110], [W * 0.7, 120]] });
      const g = teaHill(c, { base: H * 0.7, amp: 24, seed: 'ypt2', sp0: 9, grow: 1.1, oaks: [[W * 0.05, 320, 60], [W * 0.36, 260, 50]] });
      const cx = W * 0.64;
      const cy = g.f(cx) + 150;
      c.add(`<ellipse cx="${cx}" cy="${cy + 8}" rx="430" ry="118" fill="${c.tone('#35603a', 1)}"/><ellipse cx="${cx}" cy="${cy}" rx="420" ry="110" fill="${c.tone('#8aa85a', 1)}"/>`);
      P.tentA(c, W * 0.5, cy + 10, 230, { color: '#f97316', lit: true });
      P.tentA(c, W * 0.8, cy - 10, 200, { color: '#0ea5e9', facing: -1 });
      P.campfire(c, W * 0.66, cy + 70, 50);
      people(c, () => cy + 72, [[W * 0.6, 96, { ...POSE.sitWarm, facing: 1, shirt: '#84cc16' }], [W * 0.72, 96, { ...POSE.sitWarm, facing: -1, shirt: '#ec4899', style: 'bun' }]], person);
      teaHill(c, { base: H * 0.95, amp: 16, seed: 'ypt3', sp0: 14, grow: 1.1, oaks: [[W * 0.93, 360, 40]] });
    },
  },
  'camps/meesapulimalai': {
    mood: 'night',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.55, milky: { x: W * 0.55, y: H * 0.25, angle: -35, len: W * 1.1 }, layers: 3, top: 0.45, bottom: 0.56, seed: 'mpc', clouds: 0, nStars: 260, peaks: { 0: [{ x: W * 0.3, h: H * 0.08, w: 260 }] } });
      const g = meadow(c, { base: H * 0.74, amp: 26, seed: 'mpcfg', color: '#5a7a46', nTufts: 40 });
      P.tentDome(c, W * 0.22, g.f(W * 0.22) + 40, 220, { color: '#f97316', lit: true });
      P.tentDome(c, W * 0.48, g.f(W * 0.48) + 24, 170, { color: '#84cc16', lit: true });
      P.tentA(c, W * 0.82, g.f(W * 0.82) + 40, 220, { color: '#facc15', lit: true, facing: -1 });
      P.campfire(c, W * 0.64, g.f(W * 0.64) + 150, 70);
      people(c, g.f, [[W * 0.56, 110, { ...POSE.sitWarm, light: 1, shirt: '#38bdf8' }, 150], [W * 0.72, 110, { ...POSE.pointUp, facing: -1, legs: 'knees', light: 1, shirt: '#ef4444' }, 150]], person);
    },
  },
  'camps/sooryanelli': {
    mood: 'dusk',
    draw(c) {
      const { W, H } = c;
      const ridges = backdrop(c, { horizon: 0.46, sun: [0.3, 0.42], sunR: 34, layers: 3, top: 0.38, bottom: 0.5, seed: 'sy', clouds: 3 });
      L.lake(c, H * 0.56, H * 0.66, { reflect: ridges.slice(-1), color: '#3a5f7a', ripples: 12 });
      const v = L.hill(c, { base: H * 0.68, amp: 12, seed: 'syv', color: '#4f7a4a', depth: 0.85, mist: 0 });
      const cols = [['#f5e6c8', '#c2410c'], ['#e0f2fe', '#0f766e'], ['#fde68a', '#b91c1c'], ['#fce7f3', '#7c3aed'], ['#f5f5f4', '#ca8a04']];
      for (let k = 0; k < 9; k++) {
        const x = W * (0.1 + k * 0.1);
        const [wall, roof] = cols[k % cols.length];
        P.house(c, x, v.f(x) + 22 + (k % 2) * 12, 44, { wall, roof, lit: k % 3 === 0 });
      }
      for (const x of [0.05, 0.22, 0.48, 0.66, 0.95]) L.roundTree(c, W * x, v.f(W * x) + 30, 80, { seed: x, depth: 0.85 });
      const g = teaHill(c, { base: H * 0.82, amp: 30, seed: 'syt', tilt: -200, sp0: 8, grow: 1.1, oaks: [[W * 0.08, 300, 40]] });
      P.tentA(c, W * 0.6, g.f(W * 0.6) + 70, 200, { color: '#84cc16', lit: true });
      P.tentA(c, W * 0.84, g.f(W * 0.84) + 60, 170, { color: '#f97316', lit: true, facing: -1 });
    },
  },

  // ------------------------------------------------------------------ adventure (4:3)
  'adventure/zipline': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.6, sun: [0.8, 0.14], sunR: 34, layers: 4, top: 0.48, bottom: 0.74, seed: 'zl', shola: true, amp: 0.04 });
      L.mistWisps(c, H * 0.78, { n: 5, rx: 300, alpha: 0.6, seed: 'zlm' });
      const left = L.hill(c, { base: H * 0.2, amp: 10, seed: 'zll', color: '#3f6f4a', depth: 1, tilt: -2600, mist: 0 });
      L.canopy(c, left.f, { x0: -40, x1: W * 0.12, size: 40, depth: 1, seed: 'zlc' });
      const right = L.hill(c, { base: H * 0.92, amp: 10, seed: 'zlr', color: '#5f8a4a', depth: 1, tilt: 900, mist: 0 });
      const a = [W * 0.12, H * 0.22];
      const b = [W * 0.92, right.f(W * 0.92) - 70];
      c.add(`<path d="M${a[0] - 20} ${a[1] - 10}h60v200h-60z" fill="${c.tone('#6b4423', 1)}"/><path d="M${b[0]} ${b[1] - 10}v110" stroke="${c.tone('#6b4423', 1)}" stroke-width="12"/>`);
      P.zipline(c, a, b, 0.45, 120, { shirt: '#f97316', helmet: '#facc15' });
      person(c, W * 0.86, right.f(W * 0.86) + 20, 100, { ...POSE.cheer, shirt: '#84cc16', hat: 'helmet', hatColor: '#ef4444' });
      L.birds(c, W * 0.42, H * 0.18, { n: 4 });
    },
  },
  'adventure/mountaineering': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.6, sun: [0.22, 0.2], sunR: 36, layers: 3, top: 0.5, bottom: 0.64, seed: 'mt', clouds: 3 });
      const f = L.ridgeFn(c, { base: H * 1.1, amp: 20, seed: 'mtpk', peaks: [{ x: W * 0.62, h: H * 0.9, w: 900, sharp: 1.1 }] });
      const pts = [];
      for (let x = -20; x <= W + 20; x += 10) pts.push([x, f(x)]);
      const d = `M${pts.map((p) => p.map((v) => Math.round(v)).join(' ')).join('L')}L${W + 20} ${H + 10}L-20 ${H + 10}Z`;
      c.add(`<path d="${d}" fill="${c.tone('#7b8580', 1)}"/>`);
      c.add(`<path d="M${W * 0.62} ${f(W * 0.62)}L${W * 0.66} ${H * 0.45}L${W * 0.8} ${H * 0.6}L${W * 0.9} ${H * 0.9}L${W + 20} ${H}L${W + 20} ${f(W + 20)}Z" fill="${c.tone('#5e6964', 1)}"/>`);
      for (const [x, y, w, h] of [[0.3, 0.86, 160, 70], [0.5, 0.5, 90, 40], [0.72, 0.78, 140, 60]]) L.rock(c, W * x, H * y, w, h, { seed: x });
      // roped team on the ridge line
      const team = [0.34, 0.42, 0.5];
      const hands = team.map((u, i) => person(c, W * u, f(W * u) + 4, 96 - i * 4, { ...POSE.hike, facing: 1, lean: 18, pack: true, packColor: ['#dc2626', '#0f766e', '#ca8a04'][i], shirt: ['#f97316', '#38bdf8', '#84cc16'][i], hat: 'helmet', hatColor: ['#facc15', '#f97316', '#ef4444'][i], hold: { f: 'stick' } }));
      let rope = '';
      for (let i = 0; i < hands.length - 1; i++) rope += `M${hands[i].b[0]} ${hands[i].b[1]}Q${(hands[i].b[0] + hands[i + 1].b[0]) / 2} ${Math.max(hands[i].b[1], hands[i + 1].b[1]) + 30} ${hands[i + 1].b[0]} ${hands[i + 1].b[1]}`;
      c.add(`<path d="${rope}" stroke="#ef4444" stroke-width="2.5" fill="none"/>`);
      c.add(`<path d="M${W * 0.62} ${f(W * 0.62)}v-70" stroke="#5b4636" stroke-width="4"/><path d="M${W * 0.62} ${f(W * 0.62) - 70}l44 12l-44 12z" fill="#84cc16"/>`);
    },
  },
  'adventure/rock-climbing-rappelling': {
    mood: 'afternoon',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.7, sun: [0.9, 0.22], sunR: 34, layers: 3, top: 0.6, bottom: 0.74, seed: 'rc', clouds: 3 });
      // vertical cliff face filling the left two-thirds
      const face = [[-20, H * 0.08], [W * 0.2, H * 0.04], [W * 0.46, H * 0.1], [W * 0.6, H * 0.06], [W * 0.66, H * 0.3], [W * 0.62, H * 0.6], [W * 0.7, H + 20], [-20, H + 20]];
      c.add(`<path d="${P.smoothPath(face, true)}" fill="${c.tone('#8d8a80', 1)}"/>`);
      c.add(`<path d="M${W * 0.46} ${H * 0.1}L${W * 0.6} ${H * 0.06}L${W * 0.66} ${H * 0.3}L${W * 0.62} ${H * 0.6}L${W * 0.7} ${H + 20}L${W * 0.5} ${H + 20}L${W * 0.54} ${H * 0.5}Z" fill="${c.tone('#6e6b63', 1)}"/>`);
      let cracks = '';
      for (const [x, y, l] of [[0.12, 0.3, 120], [0.3, 0.2, 160], [0.2, 0.6, 140], [0.42, 0.45, 120], [0.36, 0.75, 100]]) cracks += `M${W * x} ${H * y}l${l * 0.2} ${l * 0.5}l-${l * 0.1} ${l * 0.5}`;
      c.add(`<path d="${cracks}" stroke="${c.tone('#5e5b55', 1)}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
      L.canopy(c, (x) => H * 0.05 + Math.abs(x - W * 0.3) * 0.05, { x0: -20, x1: W * 0.58, size: 34, seed: 'rct', color: '#2f6b45' });
      // climber on the face with a rope from the top anchor, a second rappelling
      const anchor = [W * 0.3, H * 0.08];
      const h1 = person(c, W * 0.28, H * 0.58, 100, { facing: 1, legs: [60, -20, 20, 10], armF: [160, 10], armB: [120, 20], shirt: '#ef4444', hat: 'helmet', hatColor: '#facc15', lean: -6 });
      c.add(`<path d="M${anchor[0]} ${anchor[1]}L${h1.head[0]} ${h1.head[1] + 30}" stroke="#facc15" stroke-width="3"/>`);
      const h2 = person(c, W * 0.5, H * 0.36, 96, { facing: -1, legs: [80, 0, 70, 10], armF: [150, 10], armB: [60, 30], shirt: '#84cc16', hat: 'helmet', hatColor: '#f97316', lean: -30 });
      c.add(`<path d="M${W * 0.52} ${H * 0.09}L${h2.f[0]} ${h2.f[1]}L${h2.f[0] + 10} ${H}" stroke="#38bdf8" stroke-width="3" fill="none"/>`);
      const g = L.hill(c, { base: H * 0.95, amp: 8, seed: 'rcg', color: '#6b8a4a', depth: 1, mist: 0 });
      person(c, W * 0.34, g.f(W * 0.34) + 10, 110, { ...POSE.pointUp, facing: -1, shirt: '#38bdf8', hat: 'helmet', hatColor: '#84cc16' });
      c.add(`<path d="M${anchor[0]} ${anchor[1]}L${W * 0.33} ${g.f(W * 0.34) - 50}" stroke="#facc15" stroke-width="2.5" opacity="0.8"/>`);
    },
  },
  'adventure/kayaking': {
    mood: 'morning',
    draw(c) {
      const { W, H } = c;
      const ridges = backdrop(c, { horizon: 0.5, sun: [0.7, 0.2], sunR: 36, layers: 4, top: 0.38, bottom: 0.52, seed: 'ky', shola: true, clouds: 3 });
      L.lake(c, H * 0.56, H, { reflect: ridges.slice(-2), color: '#2e7384' });
      const bank = L.hill(c, { base: H * 0.6, amp: 10, seed: 'kyb', color: '#3f7a4a', depth: 0.9, mist: 0, tilt: 300 });
      void bank;
      L.mistWisps(c, H * 0.6, { n: 4, rx: 300, ry: 20, alpha: 0.5, seed: 'kym' });
      P.kayak(c, W * 0.38, H * 0.8, 150, { color: '#f97316', shirt: '#facc15' });
      P.kayak(c, W * 0.72, H * 0.68, 90, { color: '#84cc16', shirt: '#ec4899', facing: -1, phase: 0.3 });
      const reeds = L.ridgeFn(c, { base: H + 10, amp: 10, seed: 'kyr' });
      L.tufts(c, reeds, { x0: W * 0.8, x1: W + 20, n: 18, h: 80, color: '#2f5f2f', seed: 'kyt' });
      L.birds(c, W * 0.3, H * 0.22, { n: 3 });
    },
  },
  'adventure/mountain-cycling': {
    mood: 'day',
    draw(c) {
      const { W, H } = c;
      backdrop(c, { horizon: 0.44, sun: [0.12, 0.16], sunR: 32, layers: 3, top: 0.36, bottom: 0.46, seed: 'mc' });
      teaHill(c, { base: H * 0.55, amp: 40, seed: 'mct1', tilt: 240, sp0: 4, grow: 1.07, depth: 0.8, oaks: [[W * 0.2, 100], [W * 0.52, 90]] });
      const g = teaHill(c, { base: H * 0.7, amp: 40, seed: 'mct2', sp0: 7, grow: 1.1, oaks: [[W * 0.9, 320, 80], [W * 0.06, 280, 60]] });
      const road = [[W * 1.02, g.f(W) + 30, 30], [W * 0.7, g.f(W * 0.7) + 40, 40], [W * 0.4, g.f(W * 0.4) + 70, 56], [W * 0.3, g.f(W * 0.3) + 160, 80], [W * 0.55, g.f(W * 0.55) + 260, 110], [W * 0.9, H + 40, 160]];
      L.road(c, road, { color: '#5f6368', edge: '#9a9480' });
      P.cyclist(c, W * 0.42, g.f(W * 0.3) + 250, 130, { facing: 1, shirt: '#ef4444', helmet: '#facc15', frame: '#84cc16' });
      P.cyclist(c, W * 0.58, g.f(W * 0.55) + 70, 80, { facing: -1, shirt: '#38bdf8', helmet: '#f97316', frame: '#facc15' });
    },
  },
};

