// Landscape building blocks: sky, sun/moon, stars, clouds, hill layers, tea rows, mist, trees, water…
// Every function draws into a Canvas (see core.mjs) in its virtual coordinates.
import { mix, lighten, darken, n1, polyPath, smoothPath } from './core.mjs';

const TAU = Math.PI * 2;

// ---------------------------------------------------------------- sky

/** Full-canvas sky gradient; the gradient ends at `horizon` (y) and continues flat below. */
export function sky(c, horizon = c.H * 0.62) {
  c.horizon = horizon;
  const m = c.m;
  const g = c.linear(
    m.sky.map((col, k) => [m.stops[k], col]),
    { x1: 0, y1: 0, x2: 0, y2: horizon, user: true },
  );
  c.add(`<rect width="${c.W}" height="${c.H}" fill="${g}"/>`);
}

export function stars(c, { n = 160, yMax = c.H * 0.6, seed = 's', alpha = c.m.stars } = {}) {
  if (!alpha) return;
  const r = c.sub(`stars${seed}`);
  let s = '';
  for (let k = 0; k < n; k++) {
    const x = r.r(0, c.W);
    const y = Math.pow(r.r(0, 1), 1.4) * yMax;
    const big = r.chance(0.08);
    const rad = big ? r.r(1.8, 2.8) : r.r(0.7, 1.5);
    const tw = c.video ? 0.6 + 0.4 * Math.sin(TAU * (r.i(1, 3) * c.t + r.r(0, 1))) : r.r(0.5, 1);
    const fade = 1 - (y / yMax) * 0.6;
    s += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rad)}" opacity="${n1(alpha * tw * fade * 100) / 100}"/>`;
    if (big && alpha > 0.6) {
      s += `<path d="M${n1(x - rad * 3)} ${n1(y)}H${n1(x + rad * 3)}M${n1(x)} ${n1(y - rad * 3)}V${n1(y + rad * 3)}" stroke="#fff" stroke-width="0.8" opacity="${n1(alpha * tw * 50) / 100}"/>`;
    }
  }
  c.add(`<g fill="#fffbe9">${s}</g>`);
}

/** A soft diagonal Milky Way band with extra small stars. */
export function milkyWay(
  c,
  { x = c.W * 0.55, y = c.H * 0.25, angle = -28, len = c.W * 0.9, seed = 'mw' } = {},
) {
  const g = c.radial([
    [0, '#c9b8e8', 0.32],
    [0.45, '#8f86c9', 0.16],
    [1, '#5b5a9a', 0],
  ]);
  c.add(
    `<g transform="rotate(${angle} ${n1(x)} ${n1(y)})"><ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(len / 2)}" ry="${n1(len * 0.11)}" fill="${g}"/>`,
  );
  const r = c.sub(seed);
  let s = '';
  for (let k = 0; k < 140; k++) {
    const dx = r.r(-0.5, 0.5) * len;
    const dy = (r.r(-1, 1) + r.r(-1, 1)) * len * 0.045;
    s += `<circle cx="${n1(x + dx)}" cy="${n1(y + dy)}" r="${n1(r.r(0.5, 1.2))}" opacity="${n1(r.r(0.3, 0.9) * 100) / 100}"/>`;
  }
  c.add(`<g fill="#fff">${s}</g></g>`);
}

export function sun(c, x, y, r = 60, { glow = 1 } = {}) {
  const m = c.m;
  const pulse = c.video ? 1 + 0.04 * c.wave(1) : 1;
  c.glow(x, y, r * 9 * pulse, r * 6 * pulse, m.glow, 0.5 * glow, 0.25);
  c.glow(x, y, r * 3, r * 3, m.sun, 0.55 * glow, 0.4);
  c.add(`<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${m.sun}"/>`);
}

export function moon(c, x, y, r = 34, { crescent = false } = {}) {
  c.glow(x, y, r * 6, r * 6, '#cbd8f5', 0.35, 0.2);
  c.add(`<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="#f6f1da"/>`);
  if (crescent) {
    c.add(
      `<circle cx="${n1(x + r * 0.45)}" cy="${n1(y - r * 0.2)}" r="${n1(r * 0.92)}" fill="${c.m.sky[1]}" opacity="0.93"/>`,
    );
  } else {
    c.add(
      `<g fill="#ddd6bd" opacity="0.7"><circle cx="${n1(x - r * 0.3)}" cy="${n1(y - r * 0.2)}" r="${n1(r * 0.18)}"/><circle cx="${n1(x + r * 0.25)}" cy="${n1(y + r * 0.3)}" r="${n1(r * 0.13)}"/><circle cx="${n1(x + r * 0.35)}" cy="${n1(y - r * 0.35)}" r="${n1(r * 0.08)}"/></g>`,
    );
  }
}

/** A flat paper-cut cloud: a shaded base and a lit top layer. */
export function cloud(c, x, y, w, { alpha = 1, seed = 0, color, shade } = {}) {
  const r = c.sub(`cloud${seed}`);
  const h = w * r.r(0.26, 0.36);
  const nb = r.i(3, 5);
  const bumps = [];
  for (let k = 0; k < nb; k++) {
    const u = (k + 0.5) / nb;
    const cx = x - w / 2 + u * w + r.r(-0.05, 0.05) * w;
    const rad = h * (0.45 + 0.55 * Math.sin(Math.PI * u)) * r.r(0.8, 1.05);
    bumps.push([cx, y - rad * 0.55, rad]);
  }
  const shape = (ox, oy, sc) => {
    let s = `<rect x="${n1(x - w / 2 + ox)}" y="${n1(y - h * 0.35 + oy)}" width="${n1(w * sc)}" height="${n1(h * 0.35)}" rx="${n1(h * 0.17)}"/>`;
    for (const [bx, by, br] of bumps)
      s += `<circle cx="${n1(bx + ox)}" cy="${n1(by + oy)}" r="${n1(br * sc)}"/>`;
    return s;
  };
  const base = shade ?? c.m.cloudShade;
  const top = color ?? c.m.cloud;
  c.add(
    `<g opacity="${n1(alpha * 100) / 100}"><g fill="${base}">${shape(0, 0, 1)}</g><g fill="${top}">${shape(-w * 0.025, -h * 0.13, 0.94)}</g></g>`,
  );
}

/** Several clouds; in video they drift and fade over the loop so the motion is seamless. */
export function clouds(
  c,
  { n = 4, y0 = c.H * 0.08, y1 = c.H * 0.3, w0 = 160, w1 = 320, seed = 'cl', alpha = 0.95, drift = 140 } = {},
) {
  const r = c.sub(seed);
  const count = c.video ? Math.round(n * 1.5) : n;
  for (let k = 0; k < count; k++) {
    const u = c.life(k / count);
    const x = r.r(-0.05, 1.05) * c.W + (u - 0.5) * drift;
    const y = r.r(y0, y1);
    const w = r.r(w0, w1) * (0.6 + 0.4 * (y / y1));
    const a = c.video ? alpha * Math.min(1, 2.5 * Math.sin(Math.PI * u)) : alpha * r.r(0.75, 1);
    cloud(c, x, y, w, { alpha: a, seed: `${seed}${k}` });
  }
}

/** A "sea of clouds" filling a valley below a summit, built from billowing layers with lit tops. */
export function cloudSea(c, y, { layers = 3, seed = 'sea', amp = 1 } = {}) {
  const r = c.sub(seed);
  const m = c.m;
  for (let l = 0; l < layers; l++) {
    const yy = y + l * 56 * amp;
    const sway = c.video ? 16 * (l + 1) * c.wave(1, l * 0.3) : 0;
    const rad0 = (34 + l * 20) * amp;
    let x = -rad0 * 2 + r.r(0, rad0) + sway;
    let d = `M${n1(x)} ${n1(yy + rad0)}`;
    let hl = '';
    while (x < c.W + rad0 * 2) {
      const rad = rad0 * r.r(0.7, 1.4);
      const nx = x + rad * 1.7;
      const ny = yy + r.r(-10, 10) * amp;
      d += `A${n1(rad)} ${n1(rad * 0.75)} 0 0 1 ${n1(nx)} ${n1(ny)}`;
      hl += `M${n1(x + rad * 0.25)} ${n1(yy - rad * 0.35)}A${n1(rad * 0.9)} ${n1(rad * 0.62)} 0 0 1 ${n1(nx - rad * 0.35)} ${n1(ny - rad * 0.4)}`;
      x = nx;
    }
    d += `L${n1(x)} ${c.H + 10}L${n1(-rad0 * 3)} ${c.H + 10}Z`;
    const top = mix(m.cloud, m.mist, 0.2 + l * 0.1);
    const g = c.linear(
      [
        [0, lighten(top, 0.25)],
        [0.22, top],
        [1, mix(m.cloudShade, top, 0.15)],
      ],
      { x1: 0, y1: yy - rad0, x2: 0, y2: yy + rad0 * 4, user: true },
    );
    c.add(`<path d="${d}" fill="${g}"/>`);
    c.add(
      `<path d="${hl}" stroke="${lighten(top, 0.45)}" stroke-width="${n1(rad0 * 0.16)}" fill="none" stroke-linecap="round" opacity="0.55"/>`,
    );
  }
}

// ---------------------------------------------------------------- hills

/** A ridge height function y = f(x) from smooth seeded waves plus optional peaks. */
export function ridgeFn(c, o) {
  const r = c.sub(`ridge${o.seed ?? ''}`);
  const W = c.W;
  const waves = o.waves ?? 1.6;
  const ph = [r.r(0, TAU), r.r(0, TAU), r.r(0, TAU)];
  const fr = [waves, waves * 2.3 + r.r(0, 0.6), waves * 5.2 + r.r(0, 1.4)];
  const rough = o.rough ?? 0.25;
  const peaks = o.peaks ?? [];
  const dx = o.dx ?? 0;
  const amp = o.amp ?? 50;
  const tilt = o.tilt ?? 0;
  return (x) => {
    const xx = x + dx;
    const u = xx / W;
    let y =
      o.base -
      (amp *
        (Math.sin(TAU * fr[0] * u + ph[0]) +
          0.38 * Math.sin(TAU * fr[1] * u + ph[1]) +
          rough * 0.5 * Math.sin(TAU * fr[2] * u + ph[2]))) /
        1.5;
    y -= tilt * (u - 0.5);
    for (const p of peaks) {
      const d = (xx - p.x) / p.w;
      if (p.sharp) {
        const s = Math.sqrt(d * d + 0.004);
        y -= p.h * Math.pow(Math.max(0, 1 - s), p.sharp);
      } else y -= p.h * Math.exp(-d * d * 2.2);
    }
    return y;
  };
}

/**
 * One hill layer. depth 0 = far (hazy), 1 = near. Returns { f, top, fill }.
 * Options: base, amp, waves, peaks, tilt, seed, color, depth, shadow, rim, dx.
 */
export function hill(c, o) {
  const f = ridgeFn(c, o);
  const depth = o.depth ?? 0.5;
  const fill = c.tone(o.color ?? '#1f5f4a', depth, o.haze ?? 0);
  const pts = [];
  let top = Infinity;
  for (let x = -100; x <= c.W + 100; x += 8) {
    const y = f(x);
    pts.push([x, y]);
    if (y < top) top = y;
  }
  const d = `${polyPath(pts)}L${c.W + 100} ${c.H + 12}L-100 ${c.H + 12}Z`;
  if (o.shadow ?? depth > 0.15) {
    const a = o.shadowAlpha ?? 0.07;
    c.add(
      `<g fill="${darken(c.m.haze, 0.6)}"><path d="${d}" transform="translate(0 -11)" opacity="${a * 0.6}"/><path d="${d}" transform="translate(0 -5)" opacity="${a}"/></g>`,
    );
  }
  // the layer fades into mist towards its base (atmospheric perspective); with deferMist the fade is a
  // separate overlay drawn later (so things placed on the layer, like shola pockets, fade with it)
  const mistAmt = o.mist ?? 0.55 * (1 - depth);
  const y2 = (o.base ?? top) + (o.mistSpan ?? 40 + (o.amp ?? 50));
  const g = c.linear(
    [
      [0, lighten(fill, o.lift ?? 0.04)],
      [0.55, fill],
      [1, o.deferMist ? darken(fill, o.sink ?? 0.06) : mix(darken(fill, o.sink ?? 0.06), c.m.mist, mistAmt)],
    ],
    { x1: 0, y1: top, x2: 0, y2, user: true },
  );
  c.add(`<path d="${d}" fill="${g}"/>`);
  const mistOver = () => {
    if (mistAmt <= 0) return;
    const mg = c.linear(
      [
        [0, c.m.mist, 0],
        [0.55, c.m.mist, 0],
        [1, c.m.mist, mistAmt],
      ],
      { x1: 0, y1: top, x2: 0, y2, user: true },
    );
    c.add(`<path d="${d}" fill="${mg}"/>`);
  };
  if (o.rim ?? true) {
    c.add(
      `<path d="${polyPath(pts)}" fill="none" stroke="${c.m.light}" stroke-width="${o.rimWidth ?? 2.2}" opacity="${o.rimAlpha ?? 0.12 + 0.2 * depth}"/>`,
    );
  }
  return { f, top, fill, d, mistOver };
}

/** A mist band: transparent at the top, mist colour below (kind 'rise') or fading both ways ('band'). */
export function mistBand(c, y0, y1, alpha = 0.7, { kind = 'rise', color } = {}) {
  const col = color ?? c.m.mist;
  const stops =
    kind === 'rise'
      ? [
          [0, col, 0],
          [0.7, col, alpha * 0.75],
          [1, col, alpha],
        ]
      : [
          [0, col, 0],
          [0.5, col, alpha],
          [1, col, 0],
        ];
  const g = c.linear(stops, { x1: 0, y1: y0, x2: 0, y2: y1, user: true });
  c.add(`<rect x="0" y="${n1(y0)}" width="${c.W}" height="${n1(y1 - y0)}" fill="${g}"/>`);
}

/** Soft horizontal mist wisps that drift (video) — elongated radial-gradient ellipses. */
export function mistWisps(
  c,
  y,
  { n = 5, spread = 60, rx = 260, ry = 26, alpha = 0.55, seed = 'mw', drift = 160 } = {},
) {
  const r = c.sub(seed);
  const g = c.radial([
    [0, c.m.mist, 1],
    [0.55, c.m.mist, 0.55],
    [1, c.m.mist, 0],
  ]);
  const count = c.video ? Math.round(n * 1.6) : n;
  let s = '';
  for (let k = 0; k < count; k++) {
    const u = c.life(k / count);
    const x = r.r(-0.1, 1.1) * c.W + (u - 0.5) * drift;
    const yy = y + r.r(-spread, spread);
    const a = c.video ? alpha * Math.sin(Math.PI * u) : alpha * r.r(0.6, 1);
    const w = rx * r.r(0.7, 1.4);
    s += `<ellipse cx="${n1(x)}" cy="${n1(yy)}" rx="${n1(w)}" ry="${n1(ry * r.r(0.7, 1.3))}" opacity="${n1(a * 100) / 100}"/>`;
  }
  c.add(`<g fill="${g}">${s}</g>`);
}

// ---------------------------------------------------------------- tea

/**
 * Rounded tea-bush rows contouring a slope below ridge f. Draws the dark inter-row ground first.
 * Rows bow towards the viewer around `xc` (the hill's crown) so they read as contours wrapping the hill.
 * o: { x0, x1, start, sp0 (first row spacing), grow, depth, rows, bush, light, gap, xc, bulge, wb }
 */
export function teaRows(c, f, o = {}) {
  const x0 = o.x0 ?? -20;
  const x1 = o.x1 ?? c.W + 20;
  const depth = o.depth ?? 0.9;
  const bush = c.tone(o.bush ?? '#55a23c', depth);
  const hi = c.tone(o.light ?? '#98cf5c', depth);
  const gap = c.tone(o.gap ?? '#1f4a2e', depth);
  const r = c.sub(`tea${o.seed ?? ''}`);
  let xc = o.xc;
  if (xc === undefined) {
    let best = Infinity;
    for (let x = x0; x <= x1; x += 10) {
      const y = f(x);
      if (y < best) [best, xc] = [y, x];
    }
  }
  const bulge = o.bulge ?? 0.5;
  const wb = o.wb ?? (x1 - x0) * 0.35;
  const yAt = (x, off) => f(x) + off * (1 + bulge * Math.exp(-(((x - xc) / wb) ** 2)));
  if (o.ground ?? true) {
    const pts = [];
    for (let x = x0; x <= x1; x += 10) pts.push([x, yAt(x, (o.start ?? 4) - 2)]);
    c.add(`<path d="${polyPath(pts)}L${x1} ${c.H + 10}L${x0} ${c.H + 10}Z" fill="${gap}"/>`);
  }
  let off = o.start ?? 4;
  let sp = o.sp0 ?? 8;
  const grow = o.grow ?? 1.1;
  const maxRows = o.rows ?? 70;
  const fill = o.fill ?? 0.7;
  let bodies = '';
  let tops = '';
  const step = Math.max(8, (x1 - x0) / 160);
  for (let k = 0; k < maxRows; k++) {
    const thick = sp * fill;
    const bw0 = Math.max(sp * 2.3, 9);
    const bh = sp * 0.26;
    const band = (shift, tk, scallop) => {
      let d = '';
      let xe = x0 - r.r(0, bw0);
      d = `M${n1(xe)} ${n1(yAt(xe, off + shift))}`;
      if (scallop) {
        while (xe < x1) {
          const w = bw0 * r.r(0.8, 1.25);
          const nx = xe + w;
          d += `A${n1(w / 2)} ${n1(bh)} 0 0 1 ${n1(nx)} ${n1(yAt(nx, off + shift))}`;
          xe = nx;
        }
      } else {
        for (let x = xe; x < x1 + step; x += step) d += `L${n1(x)} ${n1(yAt(x, off + shift))}`;
        xe = x1 + step;
      }
      for (let x = xe; x >= x0 - bw0 - step; x -= step) d += `L${n1(x)} ${n1(yAt(x, off + tk))}`;
      return `${d}Z`;
    };
    const scallop = sp >= 3.5;
    tops += `<path d="${band(0, thick * 0.55, scallop)}"/>`;
    bodies += `<path d="${band(Math.max(bh * 0.55, sp * 0.16), thick, scallop)}"/>`;
    off += sp;
    sp *= grow;
    if (yAt(xc, off) > c.H + 40 && f(x0) + off > c.H + 40 && f(x1) + off > c.H + 40) break;
  }
  c.add(`<g fill="${hi}">${tops}</g><g fill="${bush}">${bodies}</g>`);
}

// ---------------------------------------------------------------- trees & vegetation

/** A slender silver oak (Grevillea), the shade tree of Munnar's tea estates. */
export function silverOak(c, x, y, h, { depth = 0.9, lean = 0, seed = 0 } = {}) {
  const r = c.sub(`oak${seed}${n1(x)}`);
  const trunk = c.tone('#36302c', depth);
  const leaf = c.tone('#2a5444', depth);
  const leaf2 = c.tone('#7fa596', depth);
  const tx = x + lean * h;
  const bend = r.r(-0.03, 0.03) * h;
  const at = (u) => [x + (tx - x) * u + bend * Math.sin(Math.PI * u), y - h * u];
  let s = `<path d="M${n1(x)} ${n1(y)}Q${n1(x + (tx - x) * 0.5 + bend * 2)} ${n1(y - h * 0.5)} ${n1(tx)} ${n1(y - h)}" stroke="${trunk}" stroke-width="${n1(Math.max(1.2, h * 0.022))}" fill="none" stroke-linecap="round"/>`;
  let a = '';
  let b = '';
  let br = '';
  const n = r.i(13, 17);
  for (let k = 0; k < n; k++) {
    const u = 0.28 + 0.72 * Math.pow(r.r(0, 1), 0.75);
    const [cx, cy] = at(u);
    const span = h * (0.05 + 0.09 * Math.sin(Math.PI * Math.min(1, 0.15 + u * 0.85)));
    const side = r.r(-1, 1);
    const px = cx + side * span;
    const py = cy + r.r(-0.02, 0.02) * h;
    const rad = h * r.r(0.03, 0.05) * (1.25 - u * 0.45);
    a += `<circle cx="${n1(px)}" cy="${n1(py)}" r="${n1(rad)}"/><circle cx="${n1(px - rad * 0.9)}" cy="${n1(py + rad * 0.3)}" r="${n1(rad * 0.75)}"/><circle cx="${n1(px + rad * 0.9)}" cy="${n1(py + rad * 0.3)}" r="${n1(rad * 0.7)}"/>`;
    if (r.chance(0.6))
      b += `<circle cx="${n1(px - rad * 0.3)}" cy="${n1(py - rad * 0.4)}" r="${n1(rad * 0.55)}"/>`;
    br += `M${n1(cx)} ${n1(cy + h * 0.04)}L${n1(px)} ${n1(py)}`;
  }
  s += `<path d="${br}" stroke="${trunk}" stroke-width="${n1(Math.max(0.8, h * 0.008))}" fill="none"/>`;
  s += `<g fill="${leaf}">${a}</g><g fill="${leaf2}" opacity="0.55">${b}</g>`;
  c.add(s);
}

/** A round-crowned broadleaf tree. */
export function roundTree(
  c,
  x,
  y,
  h,
  { depth = 0.9, color = '#1f5a3f', seed = 0, trunkColor = '#4a3427' } = {},
) {
  const r = c.sub(`tree${seed}${n1(x)}`);
  const leaf = c.tone(color, depth);
  const hi = c.tone(lighten(color, 0.22), depth);
  const trunk = c.tone(trunkColor, depth);
  const cr = h * 0.36;
  let s = `<path d="M${n1(x - h * 0.035)} ${n1(y)}L${n1(x - h * 0.02)} ${n1(y - h * 0.55)}L${n1(x + h * 0.02)} ${n1(y - h * 0.55)}L${n1(x + h * 0.035)} ${n1(y)}Z" fill="${trunk}"/>`;
  let a = '';
  let b = '';
  const cy = y - h + cr;
  const blobs = [
    [0, 0, 1],
    [-0.55, 0.3, 0.7],
    [0.55, 0.28, 0.72],
    [r.r(-0.3, 0.3), -0.35, 0.65],
  ];
  for (const [bx, by, br] of blobs)
    a += `<circle cx="${n1(x + bx * cr)}" cy="${n1(cy + by * cr)}" r="${n1(br * cr)}"/>`;
  b += `<circle cx="${n1(x - cr * 0.25)}" cy="${n1(cy - cr * 0.3)}" r="${n1(cr * 0.45)}"/>`;
  b += `<circle cx="${n1(x + cr * 0.35)}" cy="${n1(cy + cr * 0.05)}" r="${n1(cr * 0.3)}"/>`;
  s += `<g fill="${leaf}">${a}</g><g fill="${hi}" opacity="0.7">${b}</g>`;
  c.add(s);
}

/**
 * A dark shola forest pocket filling a fold of ridge f: crowns along the dip, then a tongue of forest running
 * down the valley (its lower part is meant to disappear behind the next layer or into the mist).
 */
export function sholaPatch(c, f, xc, w, { depth = 0.7, drop = 0, seed = 0, len: len0, fill, clip } = {}) {
  const len = len0 ?? 260;
  const r = c.sub(`shola${seed}${n1(xc)}`);
  const col = fill ? mix(fill, '#0b2a1f', 0.16 + 0.3 * depth) : c.tone('#163f30', depth);
  const hi = fill ? mix(fill, '#3d7a52', 0.15 + 0.2 * depth) : c.tone('#2f6a4a', depth);
  const rad = Math.max(4, w / 10);
  const y0 = f(xc) + drop + rad * 0.6;
  const top = [];
  let crowns = '';
  let lights = '';
  const N = Math.max(2, Math.round((w * 0.3) / (rad * 1.1)));
  for (let k = 0; k <= N; k++) {
    const u = k / N;
    const x = xc - w * 0.15 + u * w * 0.3;
    const yTop = Math.max(f(x) + drop + rad * 0.6, y0 - rad * 2);
    top.push([x, yTop]);
    const rr = rad * r.r(0.8, 1.2);
    crowns += `<circle cx="${n1(x)}" cy="${n1(yTop)}" r="${n1(rr)}"/>`;
    if (r.chance(0.5))
      lights += `<circle cx="${n1(x - rr * 0.2)}" cy="${n1(yTop - rr * 0.3)}" r="${n1(rr * 0.5)}"/>`;
  }
  const half = (v) => (w / 2) * (0.3 + 0.7 * Math.min(1, v / 0.6) ** 0.7);
  const left = [];
  const right = [];
  for (let v = 0.08; v <= 1.001; v += 0.08) {
    const y = y0 + v * len;
    const hw = half(v);
    const wob = (Math.sin(v * 17 + xc) * rad) / 2;
    left.unshift([xc - hw + wob, y]);
    right.push([xc + hw + wob, y]);
    if (r.chance(0.8))
      crowns += `<circle cx="${n1(xc - hw + wob)}" cy="${n1(y)}" r="${n1(rad * r.r(0.7, 1))}"/><circle cx="${n1(xc + hw + wob)}" cy="${n1(y)}" r="${n1(rad * r.r(0.7, 1))}"/>`;
    if (r.chance(0.5))
      lights += `<circle cx="${n1(xc + r.r(-0.5, 0.5) * hw)}" cy="${n1(y)}" r="${n1(rad * 0.55)}"/>`;
  }
  // the tongue fades out downhill so it melts into the slope instead of ending in a hard edge
  const fade = (col2) =>
    c.linear(
      [
        [0, col2, 1],
        [0.5, col2, 0.85],
        [1, col2, 0],
      ],
      { x1: 0, y1: y0 - rad * 2, x2: 0, y2: y0 + len, user: true },
    );
  c.add(
    `<g${clip ? ` clip-path="${clip}"` : ''}><g fill="${fade(col)}"><path d="${smoothPath([...top, ...right, ...left], true)}"/>${crowns}</g><g fill="${fade(hi)}" opacity="0.45">${lights}</g></g>`,
  );
}

/** Place shola pockets in the folds (local low points) of a hill layer (object from hill()) or ridge f. */
export function sholaInFolds(
  c,
  h,
  { x0 = 0, x1 = c.W, depth = 0.7, w = 90, drop = 0, seed = 0, max = 4, len } = {},
) {
  const f = typeof h === 'function' ? h : h.f;
  const clip = typeof h === 'function' ? null : c.clip(`<path d="${h.d}"/>`);
  const fill = typeof h === 'function' ? null : h.fill;
  const folds = [];
  let prev = f(x0 - 8);
  let cur = f(x0);
  for (let x = x0 + 8; x <= x1; x += 8) {
    const nx = f(x);
    if (cur > prev && cur >= nx) folds.push(x - 8);
    prev = cur;
    cur = nx;
  }
  const r = c.sub(`folds${seed}`);
  for (const x of folds.slice(0, max))
    sholaPatch(c, f, x, w * r.r(0.75, 1.25), { depth, drop, seed, fill, clip, len });
  return folds;
}

/** Dense forest canopy following a ridge (for shola forest interiors and edges). */
export function canopy(
  c,
  f,
  {
    x0 = -20,
    x1 = c.W + 20,
    size = 40,
    depth = 0.8,
    color = '#174a35',
    seed = 'cn',
    hiAlpha = 0.5,
    band,
  } = {},
) {
  const r = c.sub(seed);
  const col = c.tone(color, depth);
  const hi = c.tone(lighten(color, 0.25), depth);
  let a = '';
  let b = '';
  for (let x = x0; x < x1; x += size * r.r(0.55, 0.9)) {
    const rad = size * r.r(0.6, 1.1);
    const y = f(x) + rad * 0.3;
    a += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rad)}"/>`;
    if (r.chance(0.7))
      b += `<circle cx="${n1(x - rad * 0.2)}" cy="${n1(y - rad * 0.35)}" r="${n1(rad * 0.5)}"/>`;
  }
  const pts = [];
  for (let x = x0; x <= x1; x += 20) pts.push([x, f(x) + size * 0.6]);
  const lower = [];
  if (band !== undefined) for (let x = x1; x >= x0; x -= 20) lower.push([x, f(x) + band]);
  const body =
    band !== undefined
      ? `${polyPath(pts)}${lower.map(([x, y]) => `L${n1(x)} ${n1(y)}`).join('')}Z`
      : `${polyPath(pts)}L${x1} ${c.H + 10}L${x0} ${c.H + 10}Z`;
  c.add(`<g fill="${col}"><path d="${body}"/>${a}</g><g fill="${hi}" opacity="${hiAlpha}">${b}</g>`);
}

/** Canopy hanging from the top edge down to f(x) (forest interiors). */
export function canopyTop(
  c,
  f,
  { x0 = -20, x1 = c.W + 20, size = 50, depth = 1, color = '#143d2e', seed = 'ct' } = {},
) {
  const r = c.sub(seed);
  const col = c.tone(color, depth);
  const hi = c.tone(lighten(color, 0.2), depth);
  let a = '';
  let b = '';
  for (let x = x0; x < x1; x += size * r.r(0.5, 0.85)) {
    const rad = size * r.r(0.6, 1.1);
    const y = f(x) - rad * 0.3;
    a += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rad)}"/>`;
    if (r.chance(0.5))
      b += `<circle cx="${n1(x + rad * 0.2)}" cy="${n1(y + rad * 0.35)}" r="${n1(rad * 0.45)}"/>`;
  }
  const pts = [];
  for (let x = x0; x <= x1; x += 20) pts.push([x, f(x) - size * 0.6]);
  c.add(
    `<g fill="${col}"><path d="${polyPath(pts)}L${x1} -10L${x0} -10Z"/>${a}</g><g fill="${hi}" opacity="0.35">${b}</g>`,
  );
}

/** A thin band of land between f(x) and f(x) + thick (shorelines, terraces). */
export function strip(c, f, thick, { color = '#3f7a4a', depth = 0.9, x0 = -20, x1 = c.W + 20 } = {}) {
  const top = [];
  const bot = [];
  for (let x = x0; x <= x1; x += 12) {
    top.push([x, f(x)]);
    bot.unshift([x, f(x) + thick]);
  }
  c.add(`<path d="${polyPath([...top, ...bot], true)}" fill="${c.tone(color, depth)}"/>`);
}

/**
 * A cliff on one side: a plateau at topY up to edgeX, then a rugged rock face down to the bottom.
 * Returns { top: y of plateau, lip: [x, y] }.
 */
export function cliff(
  c,
  {
    side = 'left',
    edgeX,
    topY,
    color = '#7d7f76',
    grass = '#4f7a3f',
    depth = 1,
    seed = 'cf',
    trees = true,
  } = {},
) {
  const r = c.sub(seed);
  const s = side === 'left' ? 1 : -1;
  const outer = side === 'left' ? -40 : c.W + 40;
  const face = [];
  let x = edgeX;
  for (let y = topY + 12; y <= c.H + 30; y += r.r(40, 90)) {
    face.push([x, y]);
    x = edgeX - s * r.r(0, 60) + s * ((y - topY) / c.H) * 120;
  }
  face.push([x, c.H + 30]);
  const pts = [
    [outer, topY - 6],
    [edgeX - s * 60, topY - 2],
    [edgeX - s * 8, topY + 4],
    ...face,
    [outer, c.H + 30],
  ];
  const rockc = c.tone(color, depth);
  c.add(`<path d="${polyPath(pts, true)}" fill="${rockc}"/>`);
  // shaded facets along the face
  let facets = '';
  for (let k = 0; k < face.length - 1; k++) {
    const [ax, ay] = face[k];
    const [bx, by] = face[k + 1];
    const inset = s * r.r(30, 80);
    facets += `M${n1(ax)} ${n1(ay)}L${n1(bx)} ${n1(by)}L${n1(bx - inset)} ${n1(by - 10)}L${n1(ax - inset * 0.6)} ${n1(ay + 10)}Z`;
  }
  c.add(`<path d="${facets}" fill="${darken(rockc, 0.22)}"/>`);
  let cracks = '';
  for (let k = 0; k < 6; k++) {
    const cx = edgeX - s * r.r(60, Math.abs(edgeX - outer) * 0.8);
    const cy = r.r(topY + 40, c.H - 40);
    cracks += `M${n1(cx)} ${n1(cy)}l${n1(r.r(-12, 12))} ${n1(r.r(30, 60))}l${n1(r.r(-10, 10))} ${n1(r.r(20, 40))}`;
  }
  c.add(
    `<path d="${cracks}" stroke="${darken(rockc, 0.3)}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  );
  // grass cap
  const capF = (xx) => topY - 4 + Math.sin(xx / 37) * 3;
  const cap = [];
  const xa = Math.min(outer, edgeX);
  const xb = Math.max(outer, edgeX);
  for (let xx = xa; xx <= xb; xx += 10) cap.push([xx, capF(xx)]);
  const capLow = cap
    .map(([xx, yy]) => [xx, yy + 22 + (Math.abs(xx - edgeX) < 40 ? 0 : 6 * Math.sin(xx / 23))])
    .reverse();
  c.add(`<path d="${polyPath([...cap, ...capLow], true)}" fill="${c.tone(grass, depth)}"/>`);
  if (trees)
    canopy(c, (xx) => topY - 26 - Math.abs(Math.sin(xx / 90)) * 30, {
      x0: xa,
      x1: xb - s * 80 * (side === 'left' ? 1 : -1),
      size: 34,
      depth,
      color: '#245c3c',
      seed: `${seed}t`,
      band: 30,
    });
  return { top: topY, lip: [edgeX, topY] };
}

/** Simple fern / grass tufts along the ground. */
export function tufts(
  c,
  f,
  { x0 = 0, x1 = c.W, n = 30, h = 18, color = '#3f7a3a', depth = 1, seed = 't' } = {},
) {
  const r = c.sub(seed);
  const col = c.tone(color, depth);
  let s = '';
  for (let k = 0; k < n; k++) {
    const x = r.r(x0, x1);
    const y = f(x) + r.r(2, 40);
    const hh = h * r.r(0.6, 1.3);
    s += `M${n1(x - hh * 0.4)} ${n1(y - hh * 0.5)}Q${n1(x - hh * 0.1)} ${n1(y - hh * 0.1)} ${n1(x)} ${n1(y)}Q${n1(x)} ${n1(y - hh * 0.6)} ${n1(x + hh * 0.05)} ${n1(y - hh)}M${n1(x)} ${n1(y)}Q${n1(x + hh * 0.15)} ${n1(y - hh * 0.2)} ${n1(x + hh * 0.45)} ${n1(y - hh * 0.55)}`;
  }
  c.add(`<path d="${s}" stroke="${col}" stroke-width="${n1(h * 0.12)}" fill="none" stroke-linecap="round"/>`);
}

/** Flowers scattered on a slope below ridge f (neelakurinji blue, wild flowers…). */
export function flowers(
  c,
  f,
  { x0 = 0, x1 = c.W, n = 120, size = 5, colors = ['#7b6cd9'], depthY = 200, depth = 1, seed = 'fl' } = {},
) {
  const r = c.sub(seed);
  const groups = colors.map(() => []);
  for (let k = 0; k < n; k++) {
    const x = r.r(x0, x1);
    const u = Math.pow(r.r(0, 1), 0.8);
    const y = f(x) + 6 + u * depthY;
    const s = size * (0.5 + u);
    groups[k % colors.length].push(`<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(s)}"/>`);
  }
  c.add(groups.map((g, k) => `<g fill="${c.tone(colors[k], depth)}">${g.join('')}</g>`).join(''));
}

/** A faceted granite rock. */
export function rock(c, x, y, w, h, { color = '#7d8580', depth = 1, seed = 0 } = {}) {
  const r = c.sub(`rock${seed}${n1(x)}`);
  const base = c.tone(color, depth);
  const lit = c.tone(lighten(color, 0.25), depth);
  const dark = c.tone(darken(color, 0.25), depth);
  const p = [
    [x - w / 2, y],
    [x - w * 0.45, y - h * r.r(0.4, 0.6)],
    [x - w * r.r(0.2, 0.3), y - h],
    [x + w * r.r(0.05, 0.2), y - h * r.r(0.9, 1)],
    [x + w * 0.45, y - h * r.r(0.45, 0.6)],
    [x + w / 2, y],
  ];
  c.add(`<path d="${smoothPath(p, true)}" fill="${base}"/>`);
  c.add(
    `<path d="${smoothPath([p[1], p[2], p[3], [x, y - h * 0.45], [x - w * 0.3, y - h * 0.35]], true)}" fill="${lit}" opacity="0.8"/>`,
  );
  c.add(
    `<path d="M${n1(x + w * 0.15)} ${n1(y)}Q${n1(x + w * 0.35)} ${n1(y - h * 0.4)} ${n1(p[4][0])} ${n1(p[4][1])}L${n1(x + w / 2)} ${n1(y)}Z" fill="${dark}" opacity="0.7"/>`,
  );
}

// ---------------------------------------------------------------- water

/** A lake between y0 and y1 reflecting the given hill layers [{ f, fill }]. */
export function lake(c, y0, y1, { reflect = [], color = '#2f6f7a', seed = 'lk', ripples = 26 } = {}) {
  const m = c.m;
  const top = mix(m.sky[m.sky.length - 1], c.tone(color, 0.6), 0.35);
  const bottom = c.tone(color, 1);
  const g = c.linear(
    [
      [0, top],
      [1, bottom],
    ],
    { x1: 0, y1: y0, x2: 0, y2: y1, user: true },
  );
  c.add(`<rect x="0" y="${n1(y0)}" width="${c.W}" height="${n1(y1 - y0)}" fill="${g}"/>`);
  const cl = c.clip(`<rect x="0" y="${n1(y0)}" width="${c.W}" height="${n1(y1 - y0)}"/>`);
  let s = '';
  for (const { f, fill } of reflect) {
    const pts = [];
    for (let x = -12; x <= c.W + 12; x += 10) pts.push([x, y0 + Math.max(0, y0 - f(x)) * 0.85]);
    s += `<path d="M-12 ${n1(y0)}${pts.map(([x, y]) => `L${n1(x)} ${n1(y)}`).join('')}L${c.W + 12} ${n1(y0)}Z" fill="${mix(fill, bottom, 0.45)}" opacity="0.85"/>`;
  }
  c.add(`<g clip-path="${cl}">${s}</g>`);
  const r = c.sub(seed);
  let d = '';
  for (let k = 0; k < ripples; k++) {
    const u = Math.pow(r.r(0, 1), 1.3);
    const y = y0 + 6 + u * (y1 - y0 - 10);
    const w = 30 + u * 160 * r.r(0.5, 1.2);
    const x = r.r(0, c.W) + (c.video ? 20 * c.wave(1, r.r(0, 1)) : 0);
    d += `M${n1(x)} ${n1(y)}h${n1(w)}`;
  }
  c.add(
    `<path d="${d}" stroke="${lighten(top, 0.35)}" stroke-width="2.4" stroke-linecap="round" opacity="0.55"/>`,
  );
  c.add(`<rect x="0" y="${n1(y0)}" width="${c.W}" height="2.5" fill="${lighten(top, 0.3)}" opacity="0.6"/>`);
}

/** A waterfall from (x, y0) down to y1, `w` wide, with a rock cliff and a splash. */
export function waterfall(c, x, y0, y1, w, { depth = 0.85, seed = 'wf', cliff = true, tiers = 1 } = {}) {
  const r = c.sub(seed);
  if (cliff) {
    const rockc = c.tone('#4d5a55', depth);
    const rockd = c.tone('#36423f', depth);
    c.add(
      `<path d="${smoothPath(
        [
          [x - w * 2.6, y1 + 30],
          [x - w * 2.1, y0 + (y1 - y0) * 0.4],
          [x - w * 1.4, y0 - 10],
          [x - w * 0.6, y0 - 18],
          [x + w * 0.7, y0 - 16],
          [x + w * 1.5, y0 - 4],
          [x + w * 2.2, y0 + (y1 - y0) * 0.45],
          [x + w * 2.8, y1 + 30],
        ],
        true,
      )}" fill="${rockc}"/>`,
    );
    c.add(
      `<path d="M${n1(x + w * 0.6)} ${n1(y0)}Q${n1(x + w * 1.6)} ${n1(y0 + (y1 - y0) * 0.5)} ${n1(x + w * 2.6)} ${n1(y1 + 30)}L${n1(x + w * 0.8)} ${n1(y1 + 30)}Z" fill="${rockd}" opacity="0.8"/>`,
    );
  }
  const water = c.tone('#e9f6f6', Math.max(depth, 0.8));
  const streak = c.tone('#bfe0e6', Math.max(depth, 0.8));
  const flow = c.video ? c.t : 0;
  let s = `<path d="M${n1(x - w / 2)} ${n1(y0)}C${n1(x - w * 0.55)} ${n1(y0 + (y1 - y0) * 0.4)} ${n1(x - w * 0.75)} ${n1(y1 - 30)} ${n1(x - w * 0.85)} ${n1(y1)}L${n1(x + w * 0.85)} ${n1(y1)}C${n1(x + w * 0.7)} ${n1(y1 - 30)} ${n1(x + w * 0.55)} ${n1(y0 + (y1 - y0) * 0.4)} ${n1(x + w / 2)} ${n1(y0)}Z" fill="${water}" opacity="0.95"/>`;
  let d = '';
  const nst = Math.max(4, Math.round(w / 9));
  for (let k = 0; k < nst; k++) {
    const u = (k + 0.5) / nst - 0.5;
    const sx = x + u * w * 0.9;
    const len = (y1 - y0) * r.r(0.2, 0.45);
    const period = (y1 - y0) * 0.9;
    const start = y0 + ((r.r(0, 1) + flow * 2) % 1) * period;
    d += `M${n1(sx)} ${n1(start)}L${n1(sx + u * w * 0.35)} ${n1(Math.min(y1, start + len))}`;
  }
  s += `<path d="${d}" stroke="${streak}" stroke-width="${n1(Math.max(1.5, w * 0.05))}" stroke-linecap="round" opacity="0.9"/>`;
  c.add(s);
  for (let k = 0; k < tiers - 1; k++) {
    const yy = y0 + ((k + 1) * (y1 - y0)) / tiers;
    c.add(
      `<ellipse cx="${n1(x)}" cy="${n1(yy)}" rx="${n1(w * 0.7)}" ry="${n1(w * 0.14)}" fill="#fff" opacity="0.55"/>`,
    );
  }
  // splash and spray
  const g = c.radial([
    [0, '#ffffff', 0.95],
    [0.6, '#ffffff', 0.5],
    [1, '#ffffff', 0],
  ]);
  const puff = c.video ? 1 + 0.06 * c.wave(2) : 1;
  c.add(
    `<ellipse cx="${n1(x)}" cy="${n1(y1)}" rx="${n1(w * 1.6 * puff)}" ry="${n1(w * 0.45 * puff)}" fill="${g}"/>`,
  );
  c.add(
    `<ellipse cx="${n1(x)}" cy="${n1(y1 - w * 0.2)}" rx="${n1(w * 2.4)}" ry="${n1(w * 0.8)}" fill="${g}" opacity="0.45"/>`,
  );
}

/** A stream/river ribbon along a list of points with widths. */
export function river(c, pts, { color = '#4f95a6', depth = 1, shine = true } = {}) {
  const left = [];
  const right = [];
  for (let k = 0; k < pts.length; k++) {
    const [x, y, w] = pts[k];
    const [px, py] = pts[Math.max(0, k - 1)];
    const [qx, qy] = pts[Math.min(pts.length - 1, k + 1)];
    let nx = -(qy - py);
    let ny = qx - px;
    const l = Math.hypot(nx, ny) || 1;
    nx /= l;
    ny /= l;
    left.push([x + (nx * w) / 2, y + (ny * w) / 2]);
    right.push([x - (nx * w) / 2, y - (ny * w) / 2]);
  }
  const body = `${smoothPath(left)}L${n1(right[right.length - 1][0])} ${n1(right[right.length - 1][1])}${smoothPath(right.slice().reverse()).replace(/^M[^C]*/, '')}Z`;
  const col = c.tone(color, depth);
  c.add(`<path d="${body}" fill="${col}"/>`);
  if (shine) {
    const mid = pts.map(([x, y]) => [x, y]);
    c.add(
      `<path d="${smoothPath(mid)}" stroke="${lighten(col, 0.35)}" stroke-width="3" fill="none" stroke-dasharray="26 40" stroke-dashoffset="${c.video ? n1(-c.t * 132) : 0}" opacity="0.6" stroke-linecap="round"/>`,
    );
  }
}

/** A road or trail ribbon: pts [[x, y, width]…]; road style adds a centre line. */
export function road(
  c,
  pts,
  { color = '#6b6a66', edge = '#9c9a90', line = '#efe6c8', depth = 1, dashed = true } = {},
) {
  const left = [];
  const right = [];
  for (let k = 0; k < pts.length; k++) {
    const [x, y, w] = pts[k];
    const [px, py] = pts[Math.max(0, k - 1)];
    const [qx, qy] = pts[Math.min(pts.length - 1, k + 1)];
    let nx = -(qy - py);
    let ny = qx - px;
    const l = Math.hypot(nx, ny) || 1;
    nx /= l;
    ny /= l;
    left.push([x + (nx * w) / 2, y + (ny * w) / 2]);
    right.push([x - (nx * w) / 2, y - (ny * w) / 2]);
  }
  const body = `${smoothPath(left)}L${n1(right[right.length - 1][0])} ${n1(right[right.length - 1][1])}${smoothPath(right.slice().reverse()).replace(/^M[^C]*/, '')}Z`;
  if (edge) c.add(`<path d="${body}" fill="${c.tone(edge, depth)}" transform="translate(0 3)"/>`);
  c.add(`<path d="${body}" fill="${c.tone(color, depth)}"/>`);
  if (line && dashed) {
    c.add(
      `<path d="${smoothPath(pts.map(([x, y]) => [x, y]))}" stroke="${c.tone(line, depth)}" stroke-width="3" fill="none" stroke-dasharray="18 22" opacity="0.85"/>`,
    );
  }
}

/** Diagonal rain streaks. */
export function rain(c, { n = 220, seed = 'rn', alpha = 0.35, len = 46 } = {}) {
  const r = c.sub(seed);
  let d = '';
  const fall = c.video ? c.t : 0;
  for (let k = 0; k < n; k++) {
    const x = r.r(-40, c.W + 40);
    const y = ((r.r(0, 1) + fall * 4) % 1) * (c.H + 60) - 60;
    const l = len * r.r(0.6, 1.2);
    d += `M${n1(x)} ${n1(y)}l${n1(-l * 0.25)} ${n1(l)}`;
  }
  c.add(`<path d="${d}" stroke="#e8f0f2" stroke-width="1.8" stroke-linecap="round" opacity="${alpha}"/>`);
}

/** A few birds (simple "v" strokes). */
export function birds(c, x, y, { n = 4, s = 9, seed = 'b', color = '#23303a' } = {}) {
  const r = c.sub(seed);
  let d = '';
  for (let k = 0; k < n; k++) {
    const bx = x + r.r(-1, 1) * 70 + (c.video ? 30 * c.wave(1, k * 0.17) : 0);
    const by = y + r.r(-1, 1) * 30 + (c.video ? 6 * c.wave(2, k * 0.23) : 0);
    const ss = s * r.r(0.6, 1.2);
    const flap = c.video ? 0.3 * c.wave(4, k * 0.2) : r.r(-0.2, 0.2);
    d += `M${n1(bx - ss)} ${n1(by - ss * (0.3 + flap))}Q${n1(bx - ss * 0.45)} ${n1(by - ss * 0.5)} ${n1(bx)} ${n1(by)}Q${n1(bx + ss * 0.45)} ${n1(by - ss * 0.5)} ${n1(bx + ss)} ${n1(by - ss * (0.3 + flap))}`;
  }
  c.add(
    `<path d="${d}" stroke="${c.toneFig(color)}" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** Light rays from a point (e.g. sun through forest). */
export function rays(
  c,
  x,
  y,
  { n = 6, len = 900, spread = 50, alpha = 0.16, color = '#fff6d0', seed = 'ry' } = {},
) {
  const r = c.sub(seed);
  const g = c.linear(
    [
      [0, color, alpha],
      [1, color, 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  let s = '';
  for (let k = 0; k < n; k++) {
    const a = ((-spread / 2 + (spread * (k + r.r(0, 0.8))) / n) * Math.PI) / 180;
    const w = r.r(14, 46);
    const ex = x + Math.sin(a) * len;
    const ey = y + Math.cos(a) * len;
    s += `<path d="M${n1(x - w * 0.2)} ${n1(y)}L${n1(x + w * 0.2)} ${n1(y)}L${n1(ex + w)} ${n1(ey)}L${n1(ex - w)} ${n1(ey)}Z"/>`;
  }
  c.add(`<g fill="${g}">${s}</g>`);
}

/**
 * A rocky mountain: granite body with shaded facets on the lee side of each peak and grass on the lower
 * slopes (grassLine: 0 = grass to the summit, 1 = bare rock). Returns the ridge function.
 */
export function mountain(
  c,
  {
    peaks,
    base,
    color = '#7d8680',
    grass = '#6f8f4a',
    depth = 1,
    seed = 'mt',
    grassLine = 0.45,
    amp = 10,
  } = {},
) {
  const f = ridgeFn(c, { base, amp, seed, peaks, rough: 0.8 });
  const pts = [];
  for (let x = -20; x <= c.W + 20; x += 8) pts.push([x, f(x)]);
  const rockc = c.tone(color, depth);
  c.add(`<path d="${polyPath(pts)}L${c.W + 20} ${c.H + 10}L-20 ${c.H + 10}Z" fill="${rockc}"/>`);
  let shade = '';
  for (const p of peaks) {
    const side = [];
    for (let x = p.x; x <= p.x + p.w; x += 8) side.push([x, f(x)]);
    shade += `${polyPath([...side, [p.x + p.w * 0.35, base + 40], [p.x + p.w * 0.05, f(p.x) + p.h * 0.3]], true)}`;
  }
  c.add(`<path d="${shade}" fill="${darken(rockc, 0.2)}"/>`);
  const r = c.sub(`${seed}g`);
  const ph = r.r(0, 6);
  const gl = (x) =>
    f(x) +
    (Math.max(base, f(x)) - f(x)) * grassLine +
    18 * Math.sin(x / 43 + ph) +
    10 * Math.sin(x / 17 + ph * 2);
  const gpts = [];
  for (let x = -20; x <= c.W + 20; x += 8) gpts.push([x, Math.max(f(x) + 2, gl(x))]);
  const g = c.linear(
    [
      [0, c.tone(lighten(grass, 0.1), depth)],
      [1, c.tone(darken(grass, 0.1), depth)],
    ],
    { x1: 0, y1: Math.min(...gpts.map((p) => p[1])), x2: 0, y2: c.H, user: true },
  );
  c.add(`<path d="${polyPath(gpts)}L${c.W + 20} ${c.H + 10}L-20 ${c.H + 10}Z" fill="${g}"/>`);
  c.add(`<path d="${polyPath(pts)}" fill="none" stroke="${c.m.light}" stroke-width="2.5" opacity="0.35"/>`);
  return f;
}
