// Little stylised people (adults and children) and animals.
import { mix, lighten, darken, n1, smoothPath } from './core.mjs';

export const SKIN = ['#8d5a3b', '#a86b45', '#c68a5d', '#6e4530', '#b97b52', '#9a6240'];
export const HAIR = ['#1b1411', '#2b1d16', '#3a2418', '#241a14'];
export const SHIRTS = [
  '#f97316',
  '#ef4444',
  '#facc15',
  '#ec4899',
  '#84cc16',
  '#38bdf8',
  '#a855f7',
  '#14b8a6',
  '#f59e0b',
  '#e11d48',
  '#22c55e',
  '#fb7185',
];
export const PANTS = ['#1e3a5f', '#374151', '#0f3d3e', '#7c5a3a', '#1f2937', '#4338ca', '#3f3f46'];

const rad = (d) => (d * Math.PI) / 180;
const dir = (a) => [Math.sin(rad(a)), Math.cos(rad(a))];

/** Leg poses: [front thigh, front shin, back thigh, back shin] angles from straight down, + = facing side. */
const LEGS = {
  stand: [4, 0, -4, 0],
  walk: [24, 4, -18, -26],
  stride: [42, 2, -16, -22],
  run: [48, -10, -36, -70],
  sit: [86, 84, 80, 70],
  knees: [115, 10, 105, 5],
  cross: [80, -75, 75, -90],
  kneel: [88, 0, 8, -90],
  crouch: [120, -20, 110, -25],
  hang: [20, -10, 10, -20],
  balance: [8, 0, -30, -60],
};

/**
 * Draw a person with feet at (x, y). s: height scale (adult ≈ s units tall, child ≈ 0.74 s).
 * o: { kid, facing: 1 | -1 | 0, shirt, pants, skin, hair, style, hat, hatColor, legs, armF: [upper, fore],
 *      armB, lean, pack, packColor, hold: { f, b } props at the hands, light (0..1 warm fire light), noGround }
 * Returns world positions of the hands and head.
 */
export function person(c, x, y, s, o = {}) {
  const r = c.sub(`p${n1(x)}:${n1(y)}:${o.seed ?? ''}`);
  const kid = !!o.kid;
  const facing = o.facing ?? 1;
  const k = s / 100;
  const g = kid
    ? { thigh: 14, shin: 14, torso: 22, sw: 17, hw: 15, head: 11.5, ua: 11, fa: 10, lw: 7.5, aw: 6.4 }
    : { thigh: 23, shin: 23, torso: 31, sw: 20, hw: 17, head: 10.5, ua: 16, fa: 15, lw: 8.5, aw: 7 };
  const warm = o.light ?? 0;
  const tint = (col) => {
    let cc = c.toneFig(col);
    if (warm) cc = mix(cc, '#ff9a4a', warm * 0.25);
    return cc;
  };
  const skin = tint(o.skin ?? r.pick(SKIN));
  const hair = tint(o.hair ?? r.pick(HAIR));
  const shirt = tint(o.shirt ?? r.pick(SHIRTS));
  const pants = tint(o.pants ?? r.pick(PANTS));
  const shoe = tint('#2a2322');
  const shade = (col) => darken(col, 0.18);
  const legs = Array.isArray(o.legs) ? o.legs : LEGS[o.legs ?? 'stand'];
  const armF = o.armF ?? [12, 20];
  const armB = o.armB ?? [-10, 10];
  const lean = o.lean ?? 0;

  // legs relative to the hip (0, 0)
  const legPts = (a1, a2, side) => {
    const h = [side * (facing === 0 ? 5 : 1.5), 0];
    const d1 = dir(a1 * (facing === 0 ? side : facing));
    const d2 = dir(a2 * (facing === 0 ? side : facing));
    const kn = [h[0] + d1[0] * g.thigh, h[1] + d1[1] * g.thigh];
    const ft = [kn[0] + d2[0] * g.shin, kn[1] + d2[1] * g.shin];
    return [h, kn, ft];
  };
  const lf = legPts(legs[0], legs[1], facing === 0 ? 1 : 1);
  const lb = legPts(legs[2], legs[3], facing === 0 ? -1 : -1);
  const ground = Math.max(lf[2][1], lb[2][1], lf[1][1] + 4, lb[1][1] + 4);
  const hipY = o.hipY ?? -ground;
  // upper body points relative to hip, then leaned
  const cosL = Math.cos(rad(lean * (facing || 1)));
  const sinL = Math.sin(rad(lean * (facing || 1)));
  const rot = ([px, py]) => [px * cosL - py * sinL, px * sinL + py * cosL];
  const shoulderY = -g.torso;
  const armPts = (a, side) => {
    const sx = facing === 0 ? side * (g.sw / 2 - 1) : side * 2;
    const sgn = facing === 0 ? side : facing;
    const d1 = dir(a[0] * sgn);
    const d2 = dir((a[0] + a[1]) * sgn);
    const sh = [sx, shoulderY + 3];
    const el = [sh[0] + d1[0] * g.ua, sh[1] + d1[1] * g.ua];
    const hd = [el[0] + d2[0] * g.fa, el[1] + d2[1] * g.fa];
    return [sh, el, hd].map(rot);
  };
  const af = armPts(armF, 1);
  const ab = armPts(armB, -1);
  const headC = rot([facing === 0 ? 0 : facing * 1.5, shoulderY - g.head - 1]);
  // to world
  const W = ([px, py]) => [x + px * k, y + (py + hipY) * k];
  const seg = (pts, col, w) =>
    `<path d="M${pts.map((p) => W(p).map(n1).join(' ')).join('L')}" stroke="${col}" stroke-width="${n1(w * k)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const circ = ([px, py], rr, col) => {
    const [wx, wy] = W([px, py]);
    return `<circle cx="${n1(wx)}" cy="${n1(wy)}" r="${n1(rr * k)}" fill="${col}"/>`;
  };
  const foot = (p, col) => {
    const [wx, wy] = W([p[0] + (facing || 0) * 2.5, p[1] - 1]);
    return `<ellipse cx="${n1(wx)}" cy="${n1(wy)}" rx="${n1((facing === 0 ? 4 : 6) * k)}" ry="${n1(3.2 * k)}" fill="${col}"/>`;
  };
  let out = '';
  const sleeve = o.sleeves === false ? skin : shirt;
  const drawArm = (pts, back) => {
    const col = back ? shade(sleeve) : sleeve;
    return (
      seg([pts[0], pts[1]], col, g.aw) +
      seg([pts[1], pts[2]], back ? shade(skin) : skin, g.aw * 0.9) +
      circ(pts[2], g.aw * 0.55, back ? shade(skin) : skin)
    );
  };
  // back arm, back leg
  if (facing !== 0) out += drawArm(ab, true);
  const legCol = o.shorts ? skin : pants;
  const legDraw = (pts, back) => {
    const pc = back ? shade(pants) : pants;
    const lc = back ? shade(legCol) : legCol;
    let s2 = seg([pts[0], pts[1]], pc, g.lw);
    s2 += seg([pts[1], pts[2]], o.shorts ? lc : pc, g.lw * 0.92);
    s2 += foot(pts[2], shoe);
    return s2;
  };
  out += legDraw(lb, facing !== 0);
  // backpack (behind)
  if (o.pack) {
    const pc = tint(o.packColor ?? '#b45309');
    const [bx, by] = W(rot([-(facing || 1) * (g.sw * 0.55), shoulderY + g.torso * 0.42]));
    out += `<rect x="${n1(bx - 7.5 * k * (kid ? 0.8 : 1))}" y="${n1(by - 12 * k * (kid ? 0.8 : 1))}" width="${n1(15 * k * (kid ? 0.8 : 1))}" height="${n1(25 * k * (kid ? 0.8 : 1))}" rx="${n1(5 * k)}" fill="${pc}" transform="rotate(${n1(lean * (facing || 1))} ${n1(bx)} ${n1(by)})"/>`;
    if (facing !== 0) {
      const [tx2, ty2] = W(rot([-(facing || 1) * (g.sw * 0.55), shoulderY - 2]));
      out += `<ellipse cx="${n1(tx2)}" cy="${n1(ty2)}" rx="${n1(7 * k)}" ry="${n1(4 * k)}" fill="${darken(pc, 0.2)}"/>`;
    }
  }
  out += legDraw(lf, false);
  // torso (a rounded trapezoid), skirt option
  {
    const sw = facing === 0 ? g.sw : g.sw * 0.78;
    const hw = facing === 0 ? g.hw : g.hw * 0.8;
    const pts = [
      [-hw / 2, 2],
      [-sw / 2, shoulderY + 4],
      [-sw / 2 + 3, shoulderY],
      [sw / 2 - 3, shoulderY],
      [sw / 2, shoulderY + 4],
      [hw / 2, 2],
    ].map(rot);
    const wp = pts.map(W);
    out += `<path d="M${wp.map((p) => p.map(n1).join(' ')).join('L')}Z" fill="${shirt}" stroke="${shirt}" stroke-width="${n1(5 * k)}" stroke-linejoin="round"/>`;
    if (o.dress) {
      const d = [
        [-hw / 2 - 1, -4],
        [hw / 2 + 1, -4],
        [hw / 2 + 7, 12],
        [-hw / 2 - 7, 12],
      ]
        .map(rot)
        .map(W);
      out += `<path d="M${d.map((p) => p.map(n1).join(' ')).join('L')}Z" fill="${shirt}" stroke="${shirt}" stroke-width="${n1(3 * k)}" stroke-linejoin="round"/>`;
    }
    if (o.stripe) {
      const a = W(rot([-sw / 2, shoulderY + g.torso * 0.45]));
      const b = W(rot([sw / 2, shoulderY + g.torso * 0.45]));
      out += `<path d="M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}" stroke="${tint(o.stripe)}" stroke-width="${n1(4 * k)}"/>`;
    }
  }
  if (facing === 0) out += drawArm(ab, false);
  // head
  const [hx, hy] = W(headC);
  const hr = g.head * k;
  out += circ([headC[0], headC[1] + g.head * 0.95], 3.2, skin); // neck
  out += `<circle cx="${n1(hx)}" cy="${n1(hy)}" r="${n1(hr)}" fill="${skin}"/>`;
  const style =
    o.style ?? r.pick(kid ? ['short', 'pony', 'bun', 'short', 'bob'] : ['short', 'short', 'long', 'bun']);
  const f = facing || 0;
  if (!o.hat || o.hat === 'sun' || o.hat === 'band') {
    // hair cap over the top/back of the head
    const back = -f;
    out += `<path d="M${n1(hx - hr * 1.02)} ${n1(hy + hr * 0.1)}A${n1(hr * 1.02)} ${n1(hr * 1.02)} 0 0 1 ${n1(hx + hr * 1.02)} ${n1(hy + hr * 0.1)}Q${n1(hx + hr * (0.2 + back * 0.6))} ${n1(hy - hr * 0.45)} ${n1(hx - hr * 1.02)} ${n1(hy + hr * 0.1)}Z" fill="${hair}"/>`;
    if (f !== 0)
      out += `<path d="M${n1(hx + back * hr * 1.02)} ${n1(hy)}A${n1(hr)} ${n1(hr)} 0 0 ${back > 0 ? 1 : 0} ${n1(hx + back * hr * 0.2)} ${n1(hy + hr)}L${n1(hx + back * hr * 0.15)} ${n1(hy)}Z" fill="${hair}"/>`;
    if (style === 'long')
      out +=
        `<path d="M${n1(hx + (f ? -f : -1) * hr * 0.95)} ${n1(hy)}q${n1((f ? -f : -1) * hr * 0.25)} ${n1(hr * 1.4)} ${n1((f ? f : 1) * hr * 0.7)} ${n1(hr * 1.7)}L${n1(hx)} ${n1(hy + hr * 0.5)}Z" fill="${hair}"/>` +
        (f === 0
          ? `<path d="M${n1(hx + hr * 0.95)} ${n1(hy)}q${n1(hr * 0.25)} ${n1(hr * 1.4)} ${n1(-hr * 0.7)} ${n1(hr * 1.7)}L${n1(hx)} ${n1(hy + hr * 0.5)}Z" fill="${hair}"/>`
          : '');
    if (style === 'bun')
      out += `<circle cx="${n1(hx - f * hr * 0.75)}" cy="${n1(hy - hr * 0.8)}" r="${n1(hr * 0.45)}" fill="${hair}"/>`;
    if (style === 'pony')
      out += `<path d="M${n1(hx - (f || 1) * hr * 0.8)} ${n1(hy - hr * 0.4)}q${n1(-(f || 1) * hr * 1.1)} ${n1(hr * 0.2)} ${n1(-(f || 1) * hr * 0.8)} ${n1(hr * 1.3)}q${n1((f || 1) * hr * 0.2)} ${n1(-hr * 0.6)} ${n1((f || 1) * hr * 0.5)} ${n1(-hr * 0.9)}Z" fill="${hair}"/>`;
    if (style === 'bob')
      out += `<path d="M${n1(hx - hr * 1.05)} ${n1(hy - hr * 0.1)}L${n1(hx - hr * 1.05)} ${n1(hy + hr * 0.65)}L${n1(hx - hr * 0.55)} ${n1(hy + hr * 0.65)}L${n1(hx - hr * 0.5)} ${n1(hy)}ZM${n1(hx + hr * 1.05)} ${n1(hy - hr * 0.1)}L${n1(hx + hr * 1.05)} ${n1(hy + hr * 0.65)}L${n1(hx + hr * 0.55)} ${n1(hy + hr * 0.65)}L${n1(hx + hr * 0.5)} ${n1(hy)}Z" fill="${hair}"/>`;
  }
  // face: eye dot(s) and a rosy cheek
  const eye = darken(skin, 0.7);
  if (f === 0) {
    out += `<circle cx="${n1(hx - hr * 0.35)}" cy="${n1(hy + hr * 0.1)}" r="${n1(hr * 0.11)}" fill="${eye}"/><circle cx="${n1(hx + hr * 0.35)}" cy="${n1(hy + hr * 0.1)}" r="${n1(hr * 0.11)}" fill="${eye}"/>`;
    out += `<path d="M${n1(hx - hr * 0.25)} ${n1(hy + hr * 0.45)}Q${n1(hx)} ${n1(hy + hr * 0.65)} ${n1(hx + hr * 0.25)} ${n1(hy + hr * 0.45)}" stroke="${eye}" stroke-width="${n1(hr * 0.09)}" fill="none" stroke-linecap="round"/>`;
  } else if (!o.noFace) {
    out += `<circle cx="${n1(hx + f * hr * 0.52)}" cy="${n1(hy + hr * 0.05)}" r="${n1(hr * 0.11)}" fill="${eye}"/>`;
    out += `<circle cx="${n1(hx + f * hr * 0.45)}" cy="${n1(hy + hr * 0.45)}" r="${n1(hr * 0.16)}" fill="#e07a6a" opacity="0.45"/>`;
  }
  // hats
  const hatCol = tint(o.hatColor ?? '#f4d35e');
  if (o.hat === 'cap') {
    out += `<path d="M${n1(hx - hr * 1.02)} ${n1(hy - hr * 0.05)}A${n1(hr * 1.02)} ${n1(hr * 1.05)} 0 0 1 ${n1(hx + hr * 1.02)} ${n1(hy - hr * 0.05)}Z" fill="${hatCol}"/>`;
    out += `<path d="M${n1(hx + (f || 1) * hr * 0.2)} ${n1(hy - hr * 0.1)}l${n1((f || 1) * hr * 1.3)} ${n1(hr * 0.05)}l${n1(-(f || 1) * hr * 0.2)} ${n1(hr * 0.22)}l${n1(-(f || 1) * hr * 1.1)} 0Z" fill="${darken(hatCol, 0.15)}"/>`;
  } else if (o.hat === 'helmet') {
    out += `<path d="M${n1(hx - hr * 1.12)} ${n1(hy + hr * 0.05)}A${n1(hr * 1.12)} ${n1(hr * 1.18)} 0 0 1 ${n1(hx + hr * 1.12)} ${n1(hy + hr * 0.05)}Z" fill="${hatCol}"/><path d="M${n1(hx - hr * 1.15)} ${n1(hy + hr * 0.05)}h${n1(hr * 2.3)}" stroke="${darken(hatCol, 0.25)}" stroke-width="${n1(hr * 0.2)}"/>`;
  } else if (o.hat === 'sun') {
    out += `<ellipse cx="${n1(hx)}" cy="${n1(hy - hr * 0.35)}" rx="${n1(hr * 1.8)}" ry="${n1(hr * 0.32)}" fill="${hatCol}"/><path d="M${n1(hx - hr * 0.85)} ${n1(hy - hr * 0.35)}A${n1(hr * 0.85)} ${n1(hr * 0.8)} 0 0 1 ${n1(hx + hr * 0.85)} ${n1(hy - hr * 0.35)}Z" fill="${hatCol}"/><path d="M${n1(hx - hr * 0.85)} ${n1(hy - hr * 0.45)}h${n1(hr * 1.7)}" stroke="${darken(hatCol, 0.3)}" stroke-width="${n1(hr * 0.18)}"/>`;
  } else if (o.hat === 'beanie') {
    out += `<path d="M${n1(hx - hr * 1.05)} ${n1(hy - hr * 0.05)}A${n1(hr * 1.05)} ${n1(hr * 1.15)} 0 0 1 ${n1(hx + hr * 1.05)} ${n1(hy - hr * 0.05)}Z" fill="${hatCol}"/><circle cx="${n1(hx)}" cy="${n1(hy - hr * 1.15)}" r="${n1(hr * 0.3)}" fill="${lighten(hatCol, 0.3)}"/>`;
  } else if (o.hat === 'band') {
    out += `<path d="M${n1(hx - hr)} ${n1(hy - hr * 0.3)}Q${n1(hx)} ${n1(hy - hr * 0.75)} ${n1(hx + hr)} ${n1(hy - hr * 0.3)}" stroke="${hatCol}" stroke-width="${n1(hr * 0.3)}" fill="none"/>`;
  } else if (o.hat === 'ears') {
    // bunny ears headband (Bunny Buds!)
    const ec = tint('#ffffff');
    out += `<ellipse cx="${n1(hx - hr * 0.45)}" cy="${n1(hy - hr * 1.6)}" rx="${n1(hr * 0.28)}" ry="${n1(hr * 0.8)}" fill="${ec}" transform="rotate(-12 ${n1(hx - hr * 0.45)} ${n1(hy - hr * 1.6)})"/><ellipse cx="${n1(hx + hr * 0.45)}" cy="${n1(hy - hr * 1.6)}" rx="${n1(hr * 0.28)}" ry="${n1(hr * 0.8)}" fill="${ec}" transform="rotate(12 ${n1(hx + hr * 0.45)} ${n1(hy - hr * 1.6)})"/>`;
    out += `<ellipse cx="${n1(hx - hr * 0.45)}" cy="${n1(hy - hr * 1.55)}" rx="${n1(hr * 0.12)}" ry="${n1(hr * 0.5)}" fill="${tint('#f9a8d4')}" transform="rotate(-12 ${n1(hx - hr * 0.45)} ${n1(hy - hr * 1.6)})"/><ellipse cx="${n1(hx + hr * 0.45)}" cy="${n1(hy - hr * 1.55)}" rx="${n1(hr * 0.12)}" ry="${n1(hr * 0.5)}" fill="${tint('#f9a8d4')}" transform="rotate(12 ${n1(hx + hr * 0.45)} ${n1(hy - hr * 1.6)})"/>`;
  }
  // front arm last (or second arm for front view)
  out += drawArm(af, false);
  const hands = { f: W(af[2]), b: W(ab[2]), head: [hx, hy], hr, k, facing, shoulder: W(af[0]) };
  c.add(`<g>${out}</g>`);
  if (o.hold) {
    if (o.hold.f) holdProp(c, o.hold.f, hands.f, k, facing, o.holdOpts);
    if (o.hold.b) holdProp(c, o.hold.b, hands.b, k, facing, o.holdOpts);
  }
  return hands;
}

/** Small props drawn at a hand position. */
export function holdProp(c, kind, [hx, hy], k, facing, opts = {}) {
  const f = facing || 1;
  const t = (col) => c.toneFig(col);
  if (kind === 'stick') {
    c.add(
      `<path d="M${n1(hx + f * 2 * k)} ${n1(hy - 14 * k)}L${n1(hx + f * 8 * k)} ${n1(hy + 46 * k)}" stroke="${t('#7a5230')}" stroke-width="${n1(3 * k)}" stroke-linecap="round"/>`,
    );
  } else if (kind === 'magnifier') {
    const cx = hx + f * 12 * k;
    const cy = hy - 8 * k;
    c.add(
      `<path d="M${n1(hx)} ${n1(hy)}L${n1(cx - f * 5 * k)} ${n1(cy + 5 * k)}" stroke="${t('#7c2d12')}" stroke-width="${n1(4 * k)}" stroke-linecap="round"/><circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(8 * k)}" fill="${'#dff3ff'}" fill-opacity="0.55" stroke="${t('#334155')}" stroke-width="${n1(2.6 * k)}"/><path d="M${n1(cx - 3 * k)} ${n1(cy - 4 * k)}q${n1(2 * k)} ${n1(-2 * k)} ${n1(5 * k)} ${n1(-1 * k)}" stroke="#fff" stroke-width="${n1(1.5 * k)}" fill="none"/>`,
    );
  } else if (kind === 'binoculars') {
    c.add(
      `<g fill="${t('#1f2937')}"><rect x="${n1(hx - 4 * k)}" y="${n1(hy - 6 * k)}" width="${n1(11 * k)}" height="${n1(6 * k)}" rx="${n1(2 * k)}"/><rect x="${n1(hx - 4 * k)}" y="${n1(hy - 1 * k)}" width="${n1(11 * k)}" height="${n1(6 * k)}" rx="${n1(2 * k)}"/></g>`,
    );
  } else if (kind === 'camera') {
    c.add(
      `<rect x="${n1(hx - 6 * k)}" y="${n1(hy - 6 * k)}" width="${n1(13 * k)}" height="${n1(9 * k)}" rx="${n1(2 * k)}" fill="${t('#1f2937')}"/><circle cx="${n1(hx + f * 2 * k)}" cy="${n1(hy - 1.5 * k)}" r="${n1(3 * k)}" fill="${t('#60a5fa')}"/>`,
    );
  } else if (kind === 'flag') {
    c.add(
      `<path d="M${n1(hx)} ${n1(hy + 6 * k)}V${n1(hy - 36 * k)}" stroke="${t('#5b4636')}" stroke-width="${n1(2.2 * k)}"/><path d="M${n1(hx)} ${n1(hy - 36 * k)}l${n1(f * 18 * k)} ${n1(6 * k)}l${n1(-f * 18 * k)} ${n1(6 * k)}Z" fill="${t(opts.flag ?? '#84cc16')}"/>`,
    );
  } else if (kind === 'leaf') {
    c.add(
      `<path d="M${n1(hx)} ${n1(hy)}q${n1(f * 6 * k)} ${n1(-12 * k)} ${n1(f * 16 * k)} ${n1(-12 * k)}q${n1(-f * 2 * k)} ${n1(10 * k)} ${n1(-f * 16 * k)} ${n1(12 * k)}Z" fill="${t(opts.leaf ?? '#65a30d')}"/>`,
    );
  } else if (kind === 'brush') {
    c.add(
      `<path d="M${n1(hx - f * 3 * k)} ${n1(hy + 4 * k)}L${n1(hx + f * 8 * k)} ${n1(hy - 10 * k)}" stroke="${t('#b45309')}" stroke-width="${n1(2.4 * k)}" stroke-linecap="round"/><circle cx="${n1(hx + f * 9 * k)}" cy="${n1(hy - 11.5 * k)}" r="${n1(2.2 * k)}" fill="${t(opts.paint ?? '#ef4444')}"/>`,
    );
  } else if (kind === 'cup') {
    c.add(
      `<path d="M${n1(hx - 4 * k)} ${n1(hy - 7 * k)}h${n1(8 * k)}l${n1(-1 * k)} ${n1(9 * k)}h${n1(-6 * k)}Z" fill="${t('#f8fafc')}"/><path d="M${n1(hx - 3 * k)} ${n1(hy - 12 * k)}q${n1(2 * k)} ${n1(-3 * k)} 0 ${n1(-6 * k)}" stroke="#fff" stroke-width="${n1(1.2 * k)}" fill="none" opacity="0.7"/>`,
    );
  } else if (kind === 'torch') {
    c.add(
      `<path d="M${n1(hx)} ${n1(hy)}l${n1(f * 8 * k)} ${n1(-4 * k)}" stroke="${t('#334155')}" stroke-width="${n1(4 * k)}" stroke-linecap="round"/>`,
    );
    c.glow(hx + f * 40 * k, hy - 18 * k, 40 * k, 16 * k, '#fff6c4', 0.55);
  } else if (kind === 'net') {
    const cx = hx + f * 22 * k;
    const cy = hy - 30 * k;
    c.add(
      `<path d="M${n1(hx)} ${n1(hy)}L${n1(cx - f * 6 * k)} ${n1(cy + 6 * k)}" stroke="${t('#92400e')}" stroke-width="${n1(2.4 * k)}" stroke-linecap="round"/><ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(9 * k)}" ry="${n1(7 * k)}" fill="#ffffff" fill-opacity="0.5" stroke="${t('#e5e7eb')}" stroke-width="${n1(1.6 * k)}"/>`,
    );
  } else if (kind === 'book') {
    c.add(
      `<path d="M${n1(hx - 9 * k)} ${n1(hy - 8 * k)}l${n1(9 * k)} ${n1(2 * k)}l${n1(9 * k)} ${n1(-2 * k)}v${n1(11 * k)}l${n1(-9 * k)} ${n1(2 * k)}l${n1(-9 * k)} ${n1(-2 * k)}Z" fill="${t('#fef3c7')}" stroke="${t(opts.book ?? '#0f766e')}" stroke-width="${n1(1.6 * k)}"/>`,
    );
  } else if (kind === 'map') {
    c.add(
      `<path d="M${n1(hx - 12 * k)} ${n1(hy - 12 * k)}l${n1(8 * k)} ${n1(2 * k)}l${n1(8 * k)} ${n1(-2 * k)}l${n1(8 * k)} ${n1(2 * k)}v${n1(15 * k)}l${n1(-8 * k)} ${n1(-2 * k)}l${n1(-8 * k)} ${n1(2 * k)}l${n1(-8 * k)} ${n1(-2 * k)}Z" fill="${t('#fde68a')}" stroke="${t('#b45309')}" stroke-width="${n1(1 * k)}"/><path d="M${n1(hx - 9 * k)} ${n1(hy)}q${n1(6 * k)} ${n1(-8 * k)} ${n1(16 * k)} ${n1(-6 * k)}" stroke="${t('#dc2626')}" stroke-width="${n1(1.4 * k)}" stroke-dasharray="${n1(2 * k)} ${n1(2 * k)}" fill="none"/>`,
    );
  } else if (kind === 'paddle') {
    const a = opts.paddleAngle ?? 30;
    const L = 60 * k;
    const dx = Math.cos(rad(a)) * L;
    const dy = Math.sin(rad(a)) * L;
    c.add(
      `<path d="M${n1(hx - dx / 2)} ${n1(hy - dy / 2)}L${n1(hx + dx / 2)} ${n1(hy + dy / 2)}" stroke="${t('#facc15')}" stroke-width="${n1(2.6 * k)}" stroke-linecap="round"/>`,
    );
    for (const sgn of [-1, 1]) {
      const ex = hx + (sgn * dx) / 2;
      const ey = hy + (sgn * dy) / 2;
      c.add(
        `<ellipse cx="${n1(ex)}" cy="${n1(ey)}" rx="${n1(7 * k)}" ry="${n1(3.2 * k)}" fill="${t('#f97316')}" transform="rotate(${n1(a)} ${n1(ex)} ${n1(ey)})"/>`,
      );
    }
  } else if (kind === 'seedling') {
    c.add(
      `<path d="M${n1(hx - 6 * k)} ${n1(hy - 2 * k)}h${n1(12 * k)}l${n1(-2 * k)} ${n1(10 * k)}h${n1(-8 * k)}Z" fill="${t('#c2410c')}"/><path d="M${n1(hx)} ${n1(hy - 2 * k)}v${n1(-10 * k)}" stroke="${t('#3f6212')}" stroke-width="${n1(1.5 * k)}"/><path d="M${n1(hx)} ${n1(hy - 10 * k)}q${n1(-8 * k)} ${n1(-6 * k)} ${n1(-9 * k)} ${n1(1 * k)}q${n1(6 * k)} ${n1(3 * k)} ${n1(9 * k)} ${n1(-1 * k)}ZM${n1(hx)} ${n1(hy - 8 * k)}q${n1(8 * k)} ${n1(-6 * k)} ${n1(9 * k)} ${n1(1 * k)}q${n1(-6 * k)} ${n1(3 * k)} ${n1(-9 * k)} ${n1(-1 * k)}Z" fill="${t('#65a30d')}"/>`,
    );
  } else if (kind === 'basket') {
    c.add(
      `<path d="M${n1(hx - 9 * k)} ${n1(hy)}h${n1(18 * k)}l${n1(-3 * k)} ${n1(12 * k)}h${n1(-12 * k)}Z" fill="${t('#a16207')}"/><path d="M${n1(hx - 9 * k)} ${n1(hy)}q${n1(9 * k)} ${n1(-14 * k)} ${n1(18 * k)} 0" stroke="${t('#854d0e')}" stroke-width="${n1(1.6 * k)}" fill="none"/>`,
    );
  } else if (kind === 'ball') {
    c.add(
      `<circle cx="${n1(hx)}" cy="${n1(hy - 6 * k)}" r="${n1(6 * k)}" fill="${t(opts.ball ?? '#f43f5e')}"/>`,
    );
  } else if (kind === 'clay') {
    c.add(
      `<ellipse cx="${n1(hx)}" cy="${n1(hy - 3 * k)}" rx="${n1(6 * k)}" ry="${n1(5 * k)}" fill="${t('#b45f3c')}"/>`,
    );
  } else if (kind === 'stone') {
    c.add(
      `<ellipse cx="${n1(hx)}" cy="${n1(hy - 3 * k)}" rx="${n1(6 * k)}" ry="${n1(4.5 * k)}" fill="${t(opts.stone ?? '#94a3b8')}"/><circle cx="${n1(hx + 1 * k)}" cy="${n1(hy - 4 * k)}" r="${n1(2 * k)}" fill="${t(opts.paint ?? '#f472b6')}"/>`,
    );
  } else if (kind === 'mask') {
    c.add(
      `<circle cx="${n1(hx)}" cy="${n1(hy - 6 * k)}" r="${n1(7 * k)}" fill="${t(opts.mask ?? '#f59e0b')}"/><path d="M${n1(hx - 6 * k)} ${n1(hy - 11 * k)}l${n1(2 * k)} ${n1(-6 * k)}l${n1(3 * k)} ${n1(4 * k)}ZM${n1(hx + 6 * k)} ${n1(hy - 11 * k)}l${n1(-2 * k)} ${n1(-6 * k)}l${n1(-3 * k)} ${n1(4 * k)}Z" fill="${t(opts.mask ?? '#f59e0b')}"/>`,
    );
  } else if (kind === 'stickFire') {
    c.add(
      `<path d="M${n1(hx)} ${n1(hy)}L${n1(hx + f * 30 * k)} ${n1(hy - 8 * k)}" stroke="${t('#6b4423')}" stroke-width="${n1(2 * k)}" stroke-linecap="round"/><ellipse cx="${n1(hx + f * 31 * k)}" cy="${n1(hy - 8.5 * k)}" rx="${n1(3.5 * k)}" ry="${n1(3 * k)}" fill="#fff7ed"/>`,
    );
  }
}

// ---------------------------------------------------------------- animals

/** Nilgiri tahr (side view), feet at (x, y), facing 1 = right. */
export function tahr(c, x, y, s, { facing = 1, depth = 1, male = true } = {}) {
  const k = s / 100;
  const body = c.tone(male ? '#4a3a30' : '#7a6048', depth);
  const saddle = c.tone(male ? '#b9ad9a' : '#9c8366', depth);
  const legc = c.tone('#2e241f', depth);
  const P = (px, py) => `${n1(x + facing * px * k)} ${n1(y + py * k)}`;
  let s2 = '';
  s2 += `<path d="M${P(-30, -2)}L${P(-28, -36)}M${P(-18, -2)}L${P(-16, -36)}M${P(22, -2)}L${P(20, -38)}M${P(32, -2)}L${P(30, -38)}" stroke="${legc}" stroke-width="${n1(6 * k)}" stroke-linecap="round"/>`;
  s2 += `<path d="M${P(-40, -44)}C${P(-42, -66)} ${P(-20, -72)} ${P(10, -70)}C${P(30, -70)} ${P(38, -64)} ${P(40, -54)}C${P(42, -40)} ${P(30, -32)} ${P(10, -32)}L${P(-28, -32)}C${P(-38, -32)} ${P(-40, -38)} ${P(-40, -44)}Z" fill="${body}"/>`;
  s2 += `<path d="M${P(-26, -62)}C${P(-12, -70)} ${P(8, -70)} ${P(18, -62)}C${P(4, -56)} ${P(-14, -56)} ${P(-26, -62)}Z" fill="${saddle}"/>`;
  s2 += `<path d="M${P(30, -62)}C${P(38, -78)} ${P(44, -88)} ${P(50, -92)}L${P(62, -86)}C${P(66, -80)} ${P(64, -74)} ${P(58, -74)}C${P(52, -72)} ${P(46, -62)} ${P(40, -52)}Z" fill="${body}"/>`;
  s2 += `<path d="M${P(50, -92)}C${P(44, -104)} ${P(36, -106)} ${P(30, -100)}C${P(38, -102)} ${P(44, -98)} ${P(48, -88)}Z" fill="${c.tone('#2a221d', depth)}"/>`;
  s2 += `<circle cx="${n1(x + facing * 55 * k)}" cy="${n1(y - 86 * k)}" r="${n1(1.6 * k)}" fill="#111"/>`;
  s2 += `<path d="M${P(-40, -50)}L${P(-46, -40)}" stroke="${body}" stroke-width="${n1(5 * k)}" stroke-linecap="round"/>`;
  c.add(`<g>${s2}</g>`);
}

/** Asian elephant silhouette, feet at (x, y). */
export function elephant(c, x, y, s, { facing = 1, depth = 1 } = {}) {
  const k = s / 100;
  const col = c.tone('#5b5855', depth);
  const dk = c.tone('#45423f', depth);
  const P = (px, py) => `${n1(x + facing * px * k)} ${n1(y + py * k)}`;
  let d = `M${P(-48, -40)}C${P(-52, -80)} ${P(-20, -98)} ${P(10, -96)}C${P(38, -96)} ${P(52, -84)} ${P(56, -66)}C${P(62, -56)} ${P(64, -36)} ${P(62, -10)}C${P(62, -4)} ${P(56, -4)} ${P(56, -10)}C${P(56, -30)} ${P(54, -44)} ${P(48, -48)}L${P(40, -40)}L${P(40, 0)}L${P(26, 0)}L${P(26, -30)}L${P(-24, -30)}L${P(-24, 0)}L${P(-38, 0)}L${P(-40, -34)}C${P(-46, -34)} ${P(-48, -38)} ${P(-48, -40)}Z`;
  c.add(`<path d="${d}" fill="${col}"/>`);
  d = `M${P(20, -84)}C${P(10, -78)} ${P(10, -56)} ${P(24, -50)}C${P(32, -56)} ${P(32, -76)} ${P(20, -84)}Z`;
  c.add(
    `<path d="${d}" fill="${dk}"/><path d="M${P(-30, -30)}L${P(-30, 0)}M${P(34, -30)}L${P(34, 0)}" stroke="${dk}" stroke-width="${n1(10 * k)}"/><circle cx="${n1(x + facing * 44 * k)}" cy="${n1(y - 72 * k)}" r="${n1(1.8 * k)}" fill="#111"/><path d="M${P(-48, -58)}Q${P(-56, -48)} ${P(-54, -34)}" stroke="${col}" stroke-width="${n1(3 * k)}" fill="none"/>`,
  );
}

/** Giant grizzled squirrel with a long bushy tail, sitting on a branch at (x, y). */
export function squirrel(c, x, y, s, { facing = 1, depth = 1 } = {}) {
  const k = s / 100;
  const col = c.tone('#6b4a36', depth);
  const grizzle = c.tone('#a89a8a', depth);
  const P = (px, py) => `${n1(x + facing * px * k)} ${n1(y + py * k)}`;
  c.add(
    `<path d="M${P(-10, -10)}C${P(-40, -10)} ${P(-70, 10)} ${P(-80, 60)}C${P(-70, 70)} ${P(-55, 60)} ${P(-50, 40)}C${P(-40, 15)} ${P(-25, 5)} ${P(-8, 2)}Z" fill="${grizzle}"/>`,
  );
  c.add(
    `<path d="M${P(-16, 0)}C${P(-20, -24)} ${P(-4, -34)} ${P(10, -30)}C${P(22, -28)} ${P(24, -14)} ${P(18, 0)}Z" fill="${col}"/><circle cx="${n1(x + facing * 20 * k)}" cy="${n1(y - 34 * k)}" r="${n1(10 * k)}" fill="${col}"/><path d="M${P(14, -42)}L${P(16, -51)}L${P(20, -45)}Z" fill="${col}"/><circle cx="${n1(x + facing * 24 * k)}" cy="${n1(y - 36 * k)}" r="${n1(1.5 * k)}" fill="#111"/><ellipse cx="${n1(x + facing * 8 * k)}" cy="${n1(y - 14 * k)}" rx="${n1(7 * k)}" ry="${n1(10 * k)}" fill="${c.tone('#d6b88f', depth)}"/>`,
  );
}

/** A cute bunny (the Bunny Buds mascot), sitting at (x, y). */
export function bunny(c, x, y, s, { facing = 1, color = '#f5f0e8' } = {}) {
  const k = s / 100;
  const col = c.toneFig(color);
  const sh = darken(col, 0.12);
  const P = (px, py) => `${n1(x + facing * px * k)} ${n1(y + py * k)}`;
  c.add(
    `<g><ellipse cx="${n1(x - facing * 8 * k)}" cy="${n1(y - 22 * k)}" rx="${n1(30 * k)}" ry="${n1(22 * k)}" fill="${col}"/><circle cx="${n1(x - facing * 36 * k)}" cy="${n1(y - 24 * k)}" r="${n1(8 * k)}" fill="#fff"/><circle cx="${n1(x + facing * 20 * k)}" cy="${n1(y - 44 * k)}" r="${n1(17 * k)}" fill="${col}"/><path d="M${P(10, -56)}C${P(0, -90)} ${P(10, -104)} ${P(16, -100)}C${P(22, -92)} ${P(20, -70)} ${P(18, -58)}Z" fill="${col}"/><path d="M${P(22, -58)}C${P(24, -92)} ${P(34, -104)} ${P(38, -98)}C${P(42, -88)} ${P(34, -70)} ${P(28, -56)}Z" fill="${sh}"/><path d="M${P(13, -64)}C${P(10, -84)} ${P(13, -94)} ${P(15, -92)}C${P(17, -86)} ${P(16, -74)} ${P(16, -64)}Z" fill="${c.toneFig('#f9a8d4')}"/><circle cx="${n1(x + facing * 27 * k)}" cy="${n1(y - 46 * k)}" r="${n1(2.4 * k)}" fill="#1f2937"/><circle cx="${n1(x + facing * 36 * k)}" cy="${n1(y - 40 * k)}" r="${n1(2.2 * k)}" fill="${c.toneFig('#f472b6')}"/><ellipse cx="${n1(x + facing * 6 * k)}" cy="${n1(y - 2 * k)}" rx="${n1(12 * k)}" ry="${n1(4 * k)}" fill="${sh}"/></g>`,
  );
}

/** A perched bird (e.g. a colourful Malabar bird) at (x, y). */
export function perchedBird(
  c,
  x,
  y,
  s,
  { facing = 1, body = '#2563eb', belly = '#fbbf24', beak = '#f97316' } = {},
) {
  const k = s / 100;
  const P = (px, py) => `${n1(x + facing * px * k)} ${n1(y + py * k)}`;
  c.add(
    `<g><path d="M${P(-30, -10)}L${P(-52, 4)}L${P(-46, -2)}L${P(-54, -2)}Z" fill="${c.toneFig(darken(body, 0.2))}"/><ellipse cx="${n1(x)}" cy="${n1(y - 16 * k)}" rx="${n1(30 * k)}" ry="${n1(18 * k)}" fill="${c.toneFig(body)}"/><ellipse cx="${n1(x + facing * 8 * k)}" cy="${n1(y - 10 * k)}" rx="${n1(18 * k)}" ry="${n1(10 * k)}" fill="${c.toneFig(belly)}"/><circle cx="${n1(x + facing * 24 * k)}" cy="${n1(y - 34 * k)}" r="${n1(14 * k)}" fill="${c.toneFig(body)}"/><path d="M${P(36, -38)}L${P(52, -32)}L${P(36, -30)}Z" fill="${c.toneFig(beak)}"/><circle cx="${n1(x + facing * 29 * k)}" cy="${n1(y - 37 * k)}" r="${n1(2.5 * k)}" fill="#111"/><path d="M${P(-14, -20)}C${P(-4, -30)} ${P(12, -26)} ${P(14, -14)}C${P(2, -12)} ${P(-8, -14)} ${P(-14, -20)}Z" fill="${c.toneFig(darken(body, 0.25))}"/><path d="M${P(-2, 0)}l0 ${n1(6 * k)}M${P(8, 0)}l0 ${n1(6 * k)}" stroke="#78350f" stroke-width="${n1(2 * k)}"/></g>`,
  );
}

export function butterfly(c, x, y, s, { color = '#f97316', color2 = '#fde047', angle = 0, flap = 0 } = {}) {
  const k = s / 100;
  const sq = 1 - 0.5 * Math.abs(flap);
  c.add(
    `<g transform="rotate(${n1(angle)} ${n1(x)} ${n1(y)}) translate(${n1(x)} ${n1(y)}) scale(${n1(sq * 100) / 100} 1) translate(${n1(-x)} ${n1(-y)})"><path d="M${n1(x)} ${n1(y)}C${n1(x - 30 * k)} ${n1(y - 40 * k)} ${n1(x - 48 * k)} ${n1(y - 10 * k)} ${n1(x - 26 * k)} ${n1(y + 2 * k)}C${n1(x - 40 * k)} ${n1(y + 20 * k)} ${n1(x - 16 * k)} ${n1(y + 30 * k)} ${n1(x)} ${n1(y + 6 * k)}C${n1(x + 16 * k)} ${n1(y + 30 * k)} ${n1(x + 40 * k)} ${n1(y + 20 * k)} ${n1(x + 26 * k)} ${n1(y + 2 * k)}C${n1(x + 48 * k)} ${n1(y - 10 * k)} ${n1(x + 30 * k)} ${n1(y - 40 * k)} ${n1(x)} ${n1(y)}Z" fill="${c.toneFig(color)}"/><circle cx="${n1(x - 22 * k)}" cy="${n1(y - 12 * k)}" r="${n1(6 * k)}" fill="${c.toneFig(color2)}"/><circle cx="${n1(x + 22 * k)}" cy="${n1(y - 12 * k)}" r="${n1(6 * k)}" fill="${c.toneFig(color2)}"/><path d="M${n1(x)} ${n1(y - 8 * k)}V${n1(y + 14 * k)}" stroke="#1f2937" stroke-width="${n1(4 * k)}" stroke-linecap="round"/></g>`,
  );
}

export function ladybug(c, x, y, s) {
  const k = s / 100;
  c.add(
    `<g><circle cx="${n1(x + 20 * k)}" cy="${n1(y - 14 * k)}" r="${n1(10 * k)}" fill="#1f2937"/><path d="M${n1(x - 24 * k)} ${n1(y)}A${n1(24 * k)} ${n1(22 * k)} 0 0 1 ${n1(x + 24 * k)} ${n1(y)}Z" fill="${c.toneFig('#dc2626')}"/><path d="M${n1(x)} ${n1(y - 22 * k)}V${n1(y)}" stroke="#1f2937" stroke-width="${n1(2 * k)}"/><g fill="#1f2937"><circle cx="${n1(x - 10 * k)}" cy="${n1(y - 12 * k)}" r="${n1(4 * k)}"/><circle cx="${n1(x + 10 * k)}" cy="${n1(y - 10 * k)}" r="${n1(4 * k)}"/><circle cx="${n1(x - 14 * k)}" cy="${n1(y - 3 * k)}" r="${n1(3 * k)}"/><circle cx="${n1(x + 13 * k)}" cy="${n1(y - 2 * k)}" r="${n1(3 * k)}"/></g></g>`,
  );
}

export function beetle(c, x, y, s, { color = '#0e7490' } = {}) {
  const k = s / 100;
  const col = c.toneFig(color);
  c.add(
    `<g><path d="M${n1(x - 20 * k)} ${n1(y - 6 * k)}l${n1(-10 * k)} ${n1(8 * k)}M${n1(x - 20 * k)} ${n1(y - 14 * k)}l${n1(-10 * k)} ${n1(-4 * k)}M${n1(x + 20 * k)} ${n1(y - 6 * k)}l${n1(10 * k)} ${n1(8 * k)}M${n1(x + 20 * k)} ${n1(y - 14 * k)}l${n1(10 * k)} ${n1(-4 * k)}" stroke="#1f2937" stroke-width="${n1(2.4 * k)}"/><ellipse cx="${n1(x)}" cy="${n1(y - 12 * k)}" rx="${n1(20 * k)}" ry="${n1(15 * k)}" fill="${col}"/><ellipse cx="${n1(x - 6 * k)}" cy="${n1(y - 18 * k)}" rx="${n1(8 * k)}" ry="${n1(4 * k)}" fill="${lighten(col, 0.4)}"/><circle cx="${n1(x + 22 * k)}" cy="${n1(y - 14 * k)}" r="${n1(7 * k)}" fill="#1f2937"/></g>`,
  );
}

/** Smooth ground paw prints/tracks, a trail of small ovals. */
export function tracks(c, pts, s, { color = '#5b3b24', kind = 'paw' } = {}) {
  const k = s / 100;
  let d = '';
  for (const [x, y, a] of pts) {
    if (kind === 'paw') {
      d += `<g transform="rotate(${n1(a)} ${n1(x)} ${n1(y)})"><ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(8 * k)}" ry="${n1(6 * k)}"/><circle cx="${n1(x - 8 * k)}" cy="${n1(y - 9 * k)}" r="${n1(3 * k)}"/><circle cx="${n1(x - 2.5 * k)}" cy="${n1(y - 12 * k)}" r="${n1(3 * k)}"/><circle cx="${n1(x + 3.5 * k)}" cy="${n1(y - 12 * k)}" r="${n1(3 * k)}"/><circle cx="${n1(x + 9 * k)}" cy="${n1(y - 8 * k)}" r="${n1(3 * k)}"/></g>`;
    } else {
      d += `<g transform="rotate(${n1(a)} ${n1(x)} ${n1(y)})"><ellipse cx="${n1(x - 4 * k)}" cy="${n1(y)}" rx="${n1(3 * k)}" ry="${n1(7 * k)}"/><ellipse cx="${n1(x + 4 * k)}" cy="${n1(y)}" rx="${n1(3 * k)}" ry="${n1(7 * k)}"/></g>`;
    }
  }
  c.add(`<g fill="${c.toneFig(color)}" opacity="0.8">${d}</g>`);
}

export { smoothPath };
