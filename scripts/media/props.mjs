// Props: tents, fire, vehicles, boats, gear and little objects for activities.
import { lighten, darken, mix, n1, smoothPath } from './core.mjs';

const TAU = Math.PI * 2;

/** A-frame tent, ground centre (x, y), width s. lit: warm glow from inside. */
export function tentA(c, x, y, s, { color = '#f97316', facing = 1, lit = false, open = true } = {}) {
  const h = s * 0.62;
  const col = lit ? mix(c.toneFig(color), color, c.m.dark * 0.6) : c.toneFig(color);
  const side = darken(col, 0.25);
  const f = facing;
  const apex = [x + f * s * 0.08, y - h];
  const back = [x - f * s * 0.62, y - h * 0.78];
  let out = `<path d="M${n1(apex[0])} ${n1(apex[1])}L${n1(back[0])} ${n1(back[1])}L${n1(x - f * s * 0.82)} ${n1(y)}L${n1(x - f * s * 0.3)} ${n1(y)}Z" fill="${side}"/>`;
  out += `<path d="M${n1(apex[0])} ${n1(apex[1])}L${n1(x - f * s * 0.32)} ${n1(y)}L${n1(x + f * s * 0.48)} ${n1(y)}Z" fill="${col}"/>`;
  if (open) {
    const inner = lit ? c.toneFig('#ffd27a') : darken(col, 0.55);
    out += `<path d="M${n1(apex[0])} ${n1(apex[1] + h * 0.18)}L${n1(x - f * s * 0.1)} ${n1(y)}L${n1(x + f * s * 0.26)} ${n1(y)}Z" fill="${inner}"/>`;
    out += `<path d="M${n1(apex[0])} ${n1(apex[1] + h * 0.18)}L${n1(x + f * s * 0.26)} ${n1(y)}L${n1(x + f * s * 0.4)} ${n1(y)}Z" fill="${lighten(col, 0.15)}"/>`;
  }
  out += `<path d="M${n1(apex[0])} ${n1(apex[1])}L${n1(back[0])} ${n1(back[1])}" stroke="${darken(col, 0.4)}" stroke-width="${n1(s * 0.025)}" stroke-linecap="round"/>`;
  out += `<path d="M${n1(apex[0])} ${n1(apex[1])}L${n1(x + f * s * 0.75)} ${n1(y)}M${n1(back[0])} ${n1(back[1])}L${n1(x - f * s * 1.0)} ${n1(y)}" stroke="${c.toneFig('#e5e7eb')}" stroke-width="${n1(s * 0.008 + 0.6)}" opacity="0.6"/>`;
  if (lit) c.glow(x + f * s * 0.08, y - h * 0.2, s * 0.9, s * 0.45, '#ffb454', 0.45);
  c.add(`<g>${out}</g>`);
}

/** Dome tent. */
export function tentDome(c, x, y, s, { color = '#84cc16', lit = false, facing = 1 } = {}) {
  const col = lit ? mix(c.toneFig(color), color, c.m.dark * 0.6) : c.toneFig(color);
  const h = s * 0.5;
  let out = `<path d="M${n1(x - s / 2)} ${n1(y)}C${n1(x - s / 2)} ${n1(y - h * 1.3)} ${n1(x + s / 2)} ${n1(y - h * 1.3)} ${n1(x + s / 2)} ${n1(y)}Z" fill="${col}"/>`;
  out += `<path d="M${n1(x - s / 2)} ${n1(y)}C${n1(x - s / 2)} ${n1(y - h * 1.3)} ${n1(x)} ${n1(y - h * 1.3)} ${n1(x)} ${n1(y - h * 0.98)}C${n1(x - s * 0.15)} ${n1(y - h * 0.6)} ${n1(x - s * 0.2)} ${n1(y - h * 0.2)} ${n1(x - s * 0.22)} ${n1(y)}Z" fill="${darken(col, 0.18)}"/>`;
  out += `<path d="M${n1(x - s / 2)} ${n1(y)}C${n1(x - s * 0.2)} ${n1(y - h * 1.25)} ${n1(x + s * 0.3)} ${n1(y - h * 1.1)} ${n1(x + s / 2)} ${n1(y)}" stroke="${darken(col, 0.35)}" stroke-width="${n1(s * 0.015)}" fill="none"/>`;
  const dx = x + facing * s * 0.14;
  const inner = lit ? c.toneFig('#ffd27a') : darken(col, 0.5);
  out += `<path d="M${n1(dx - s * 0.14)} ${n1(y)}C${n1(dx - s * 0.14)} ${n1(y - h * 0.85)} ${n1(dx + s * 0.14)} ${n1(y - h * 0.85)} ${n1(dx + s * 0.14)} ${n1(y)}Z" fill="${inner}"/>`;
  if (lit) c.glow(dx, y - h * 0.3, s * 0.8, s * 0.4, '#ffb454', 0.45);
  c.add(`<g>${out}</g>`);
}

/** Glamping bell tent with a conical top, optional warm interior and a deck. */
export function bellTent(c, x, y, s, { color = '#f3eadb', lit = true, deck = true } = {}) {
  const col = lit ? mix(c.toneFig(color), '#ffd9a0', 0.25 + c.m.dark * 0.6) : c.toneFig(color);
  const sh = darken(col, 0.16);
  const wall = s * 0.32;
  const h = s * 0.78;
  let out = '';
  if (deck) {
    const dk = c.toneFig('#8a5a3b');
    out += `<path d="M${n1(x - s * 0.72)} ${n1(y + s * 0.02)}L${n1(x + s * 0.72)} ${n1(y + s * 0.02)}L${n1(x + s * 0.66)} ${n1(y + s * 0.09)}L${n1(x - s * 0.66)} ${n1(y + s * 0.09)}Z" fill="${dk}"/><path d="M${n1(x - s * 0.72)} ${n1(y + s * 0.02)}h${n1(s * 1.44)}" stroke="${lighten(dk, 0.2)}" stroke-width="${n1(s * 0.012)}"/>`;
  }
  out += `<path d="M${n1(x - s / 2)} ${n1(y)}L${n1(x - s / 2)} ${n1(y - wall)}L${n1(x)} ${n1(y - h)}L${n1(x + s / 2)} ${n1(y - wall)}L${n1(x + s / 2)} ${n1(y)}Z" fill="${col}"/>`;
  out += `<path d="M${n1(x - s / 2)} ${n1(y - wall)}L${n1(x)} ${n1(y - h)}L${n1(x - s * 0.18)} ${n1(y - wall)}Z" fill="${sh}"/><path d="M${n1(x - s / 2)} ${n1(y)}L${n1(x - s / 2)} ${n1(y - wall)}L${n1(x - s * 0.18)} ${n1(y - wall)}L${n1(x - s * 0.2)} ${n1(y)}Z" fill="${sh}"/>`;
  out += `<path d="M${n1(x - s / 2)} ${n1(y - wall)}H${n1(x + s / 2)}" stroke="${darken(col, 0.25)}" stroke-width="${n1(s * 0.012)}"/>`;
  out += `<path d="M${n1(x)} ${n1(y - h)}v${n1(-s * 0.08)}" stroke="${c.toneFig('#6b4f3a')}" stroke-width="${n1(s * 0.02)}"/>`;
  const inner = lit ? c.toneFig('#ffcf73') : darken(col, 0.5);
  out += `<path d="M${n1(x - s * 0.13)} ${n1(y)}L${n1(x)} ${n1(y - wall * 1.55)}L${n1(x + s * 0.13)} ${n1(y)}Z" fill="${inner}"/>`;
  out += `<path d="M${n1(x)} ${n1(y - wall * 1.55)}L${n1(x + s * 0.13)} ${n1(y)}L${n1(x + s * 0.22)} ${n1(y)}Z" fill="${lighten(col, 0.1)}"/>`;
  if (lit) {
    c.glow(x, y - wall * 0.5, s * 1.1, s * 0.55, '#ffb454', 0.5);
  }
  c.add(`<g>${out}</g>`);
  if (lit) c.glow(x, y - wall * 0.6, s * 0.35, s * 0.3, '#ffe6a8', 0.5);
}

/** Campfire: logs, layered flames and a warm glow; flames flicker in video. */
export function campfire(c, x, y, s, { glow = 1, stones = true } = {}) {
  const k = s / 100;
  c.glow(x, y - 20 * k, 420 * k * glow, 240 * k * glow, '#ff9a3c', 0.42);
  c.glow(x, y - 25 * k, 150 * k, 110 * k, '#ffd27a', 0.5);
  let out = '';
  if (stones) {
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI;
      out += `<ellipse cx="${n1(x - Math.cos(a) * 38 * k)}" cy="${n1(y + 2 * k - Math.sin(a) * 2 * k)}" rx="${n1(9 * k)}" ry="${n1(6 * k)}" fill="${c.toneFig('#6b7280')}"/>`;
    }
  }
  const log = c.toneFig('#6b3f22');
  out += `<path d="M${n1(x - 34 * k)} ${n1(y - 2 * k)}L${n1(x + 30 * k)} ${n1(y - 16 * k)}M${n1(x + 34 * k)} ${n1(y - 2 * k)}L${n1(x - 30 * k)} ${n1(y - 16 * k)}" stroke="${log}" stroke-width="${n1(10 * k)}" stroke-linecap="round"/>`;
  const fl = c.video ? c.wave(3) * 0.08 + c.wave(5, 0.3) * 0.05 : 0;
  const flame = (h, w, col, dx) =>
    `<path d="M${n1(x + dx * k - w * k)} ${n1(y - 8 * k)}C${n1(x + dx * k - w * k)} ${n1(y - h * 0.5 * k)} ${n1(x + dx * k - w * 0.2 * k)} ${n1(y - h * 0.6 * k)} ${n1(x + dx * k + w * 0.1 * k)} ${n1(y - h * k * (1 + fl))}C${n1(x + dx * k + w * 0.4 * k)} ${n1(y - h * 0.6 * k)} ${n1(x + dx * k + w * k)} ${n1(y - h * 0.45 * k)} ${n1(x + dx * k + w * k)} ${n1(y - 8 * k)}Z" fill="${col}"/>`;
  out +=
    flame(86, 26, '#f97316', 0) +
    flame(60, 15, '#f59e0b', -12) +
    flame(64, 16, '#fb923c', 12) +
    flame(44, 12, '#fde047', 0) +
    flame(22, 6, '#fff7d6', 0);
  c.add(`<g>${out}</g>`);
  // sparks
  const r = c.sub(`sparks${n1(x)}`);
  let sp = '';
  for (let i = 0; i < 7; i++) {
    const u = c.video ? (c.t * 2 + i / 7) % 1 : r.r(0, 1);
    sp += `<circle cx="${n1(x + r.r(-30, 30) * k + Math.sin(u * TAU) * 8 * k)}" cy="${n1(y - (70 + u * 120) * k)}" r="${n1(r.r(1.5, 3) * k)}" opacity="${n1((1 - u) * 100) / 100}"/>`;
  }
  c.add(`<g fill="#ffd27a">${sp}</g>`);
}

/** A log to sit on. */
export function log(c, x, y, w, { h = 14 } = {}) {
  const col = c.toneFig('#7a4a2a');
  c.add(
    `<rect x="${n1(x - w / 2)}" y="${n1(y - h)}" width="${n1(w)}" height="${n1(h)}" rx="${n1(h / 2)}" fill="${col}"/><ellipse cx="${n1(x + w / 2 - h * 0.3)}" cy="${n1(y - h / 2)}" rx="${n1(h * 0.35)}" ry="${n1(h / 2)}" fill="${lighten(col, 0.3)}"/>`,
  );
}

/** Classic open Munnar jeep (side view), wheels on y, facing 1 = right. */
export function jeep(c, x, y, s, { color = '#0f766e', facing = 1, top = true, passengers = [] } = {}) {
  const k = s / 100;
  const col = c.toneFig(color);
  const dk = darken(col, 0.3);
  const P = (px, py) => `${n1(x + facing * px * k)} ${n1(y + py * k)}`;
  let out = '';
  // passengers behind the body
  for (const p of passengers) {
    const hx = x + facing * p.x * k;
    out += `<rect x="${n1(hx - 8 * k)}" y="${n1(y - 58 * k)}" width="${n1(16 * k)}" height="${n1(22 * k)}" rx="${n1(5 * k)}" fill="${c.toneFig(p.shirt)}"/><circle cx="${n1(hx)}" cy="${n1(y - 66 * k)}" r="${n1(8 * k)}" fill="${c.toneFig(p.skin ?? '#a86b45')}"/><path d="M${n1(hx - 8.2 * k)} ${n1(y - 66 * k)}a${n1(8.2 * k)} ${n1(8.2 * k)} 0 0 1 ${n1(16.4 * k)} 0Z" fill="${c.toneFig('#1b1411')}"/>`;
  }
  if (top) {
    out += `<path d="M${P(-58, -36)}L${P(-58, -74)}L${P(12, -74)}L${P(22, -40)}" stroke="${c.toneFig('#1f2937')}" stroke-width="${n1(3 * k)}" fill="none"/><path d="M${P(-62, -78)}L${P(14, -78)}L${P(14, -72)}L${P(-62, -72)}Z" fill="${c.toneFig('#3f3f46')}"/>`;
  }
  out += `<path d="M${P(-70, -14)}L${P(-70, -42)}L${P(18, -42)}L${P(30, -60)}L${P(34, -60)}L${P(40, -42)}L${P(66, -40)}C${P(72, -40)} ${P(74, -34)} ${P(74, -28)}L${P(74, -14)}Z" fill="${col}"/>`;
  out += `<path d="M${P(-70, -36)}L${P(74, -34)}" stroke="${lighten(col, 0.25)}" stroke-width="${n1(3 * k)}"/>`;
  out += `<path d="M${P(24, -44)}L${P(32, -58)}" stroke="${c.toneFig('#bae6fd')}" stroke-width="${n1(3 * k)}"/>`;
  out += `<rect x="${n1(x + facing * 68 * k - 4 * k)}" y="${n1(y - 34 * k)}" width="${n1(8 * k)}" height="${n1(7 * k)}" rx="${n1(2 * k)}" fill="#fde68a"/>`;
  out += `<path d="M${P(-76, -14)}L${P(80, -14)}" stroke="${dk}" stroke-width="${n1(6 * k)}" stroke-linecap="round"/>`;
  for (const wx of [-44, 46]) {
    const cx = x + facing * wx * k;
    const rot = c.video ? c.t * 360 * 4 : 0;
    out += `<circle cx="${n1(cx)}" cy="${n1(y - 13 * k)}" r="${n1(15 * k)}" fill="#1f2226"/><circle cx="${n1(cx)}" cy="${n1(y - 13 * k)}" r="${n1(7 * k)}" fill="${c.toneFig('#9ca3af')}"/><path d="M${n1(cx - 5 * k)} ${n1(y - 13 * k)}h${n1(10 * k)}" stroke="#4b5563" stroke-width="${n1(2 * k)}" transform="rotate(${n1(rot)} ${n1(cx)} ${n1(y - 13 * k)})"/>`;
  }
  // spare wheel on the back
  out += `<circle cx="${n1(x - facing * 74 * k)}" cy="${n1(y - 34 * k)}" r="${n1(10 * k)}" fill="#1f2226"/>`;
  c.add(`<g>${out}</g>`);
}

/** A bicycle with its rider (helmet, on the pedals), wheels touching y. */
export function cyclist(
  c,
  x,
  y,
  s,
  { facing = 1, shirt = '#ef4444', helmet = '#facc15', frame = '#0ea5e9', person } = {},
) {
  const k = s / 100;
  const f = facing;
  const P = (px, py) => [x + f * px * k, y + py * k];
  const wr = 24;
  const rw = P(-34, -wr);
  const fw = P(36, -wr);
  const crank = P(0, -wr + 2);
  const seat = P(-10, -62);
  const bar = P(28, -66);
  const fr = c.toneFig(frame);
  const L = (a, b) => `M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`;
  let out = '';
  for (const w of [rw, fw])
    out += `<circle cx="${n1(w[0])}" cy="${n1(w[1])}" r="${n1(wr * k)}" fill="none" stroke="#1f2226" stroke-width="${n1(4.5 * k)}"/><circle cx="${n1(w[0])}" cy="${n1(w[1])}" r="${n1(2.5 * k)}" fill="#9ca3af"/>`;
  out += `<path d="${L(rw, crank)}${L(crank, seat)}${L(seat, rw)}${L(seat, P(24, -56))}${L(P(24, -56), crank)}${L(P(24, -56), fw)}${L(P(24, -56), bar)}" stroke="${fr}" stroke-width="${n1(4 * k)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += `<path d="${L(P(-17, -66), P(-3, -66))}" stroke="#1f2226" stroke-width="${n1(5 * k)}" stroke-linecap="round"/>`;
  c.add(`<g>${out}</g>`);
  // rider: hip at the saddle, leaning forward, hands on the bar
  const ph = c.video ? c.t * 360 * 3 : 30;
  const pedal = (a) => [Math.sin((a * Math.PI) / 180) * 9, Math.cos((a * Math.PI) / 180) * 9];
  const kk = s / 100;
  // legs computed by simple IK towards the pedals
  const hip = P(-8, -70);
  const legTo = (a) => {
    const [px, py] = pedal(a);
    return [crank[0] + f * px * kk, crank[1] + py * kk];
  };
  const legPath = (foot) => {
    const dx = foot[0] - hip[0];
    const dy = foot[1] - hip[1];
    const d = Math.hypot(dx, dy);
    const L1 = 24 * kk;
    const L2 = 24 * kk;
    const a = Math.acos(Math.min(1, (L1 * L1 + d * d - L2 * L2) / (2 * L1 * d)));
    const base = Math.atan2(dy, dx);
    const ang = base - f * a;
    const knee = [hip[0] + Math.cos(ang) * L1, hip[1] + Math.sin(ang) * L1];
    return `M${n1(hip[0])} ${n1(hip[1])}L${n1(knee[0])} ${n1(knee[1])}L${n1(foot[0])} ${n1(foot[1])}`;
  };
  const skin = c.toneFig(person?.skin ?? '#a86b45');
  const pants = c.toneFig(person?.pants ?? '#1f2937');
  const sh = c.toneFig(shirt);
  let rider = `<path d="${legPath(legTo(ph + 180))}" stroke="${darken(pants, 0.2)}" stroke-width="${n1(8 * kk)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  rider += `<path d="${legPath(legTo(ph))}" stroke="${pants}" stroke-width="${n1(8.5 * kk)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const shoulder = P(14, -98);
  rider += `<path d="M${n1(hip[0])} ${n1(hip[1])}L${n1(shoulder[0])} ${n1(shoulder[1])}" stroke="${sh}" stroke-width="${n1(18 * kk)}" stroke-linecap="round"/>`;
  const head = P(26, -110);
  rider += `<circle cx="${n1(head[0])}" cy="${n1(head[1])}" r="${n1(10 * kk)}" fill="${skin}"/><path d="M${n1(head[0] - 11 * kk)} ${n1(head[1] + 1 * kk)}A${n1(11 * kk)} ${n1(12 * kk)} 0 0 1 ${n1(head[0] + 11 * kk)} ${n1(head[1] + 1 * kk)}Z" fill="${c.toneFig(helmet)}"/><circle cx="${n1(head[0] + f * 5 * kk)}" cy="${n1(head[1] + 3 * kk)}" r="${n1(1.2 * kk)}" fill="#2a1a12"/>`;
  rider += `<path d="M${n1(shoulder[0])} ${n1(shoulder[1])}L${n1(bar[0] - f * 4 * kk)} ${n1(bar[1] - 2 * kk)}" stroke="${skin}" stroke-width="${n1(6.5 * kk)}" stroke-linecap="round"/>`;
  c.add(`<g>${rider}</g>`);
}

/** Kayak with a paddler on water at (x, y) (waterline). */
export function kayak(c, x, y, s, { color = '#f97316', shirt = '#facc15', facing = 1, phase = 0 } = {}) {
  const k = s / 100;
  const col = c.toneFig(color);
  const f = facing;
  c.add(
    `<ellipse cx="${n1(x)}" cy="${n1(y + 4 * k)}" rx="${n1(95 * k)}" ry="${n1(9 * k)}" fill="#0b2530" opacity="0.25"/>`,
  );
  // paddler torso and head
  const skin = c.toneFig('#a86b45');
  const sw = c.video ? c.wave(2, phase) : 0.6;
  c.add(
    `<path d="M${n1(x - 2 * k)} ${n1(y - 6 * k)}L${n1(x + f * 4 * k)} ${n1(y - 36 * k)}" stroke="${c.toneFig(shirt)}" stroke-width="${n1(17 * k)}" stroke-linecap="round"/><rect x="${n1(x - 10 * k)}" y="${n1(y - 36 * k)}" width="${n1(20 * k)}" height="${n1(22 * k)}" rx="${n1(6 * k)}" fill="${c.toneFig('#dc2626')}" opacity="0.9"/><circle cx="${n1(x + f * 6 * k)}" cy="${n1(y - 52 * k)}" r="${n1(9.5 * k)}" fill="${skin}"/><path d="M${n1(x + f * 6 * k - 10 * k)} ${n1(y - 53 * k)}A${n1(10 * k)} ${n1(11 * k)} 0 0 1 ${n1(x + f * 6 * k + 10 * k)} ${n1(y - 53 * k)}Z" fill="${c.toneFig('#0ea5e9')}"/>`,
  );
  // hull
  c.add(
    `<path d="M${n1(x - 90 * k)} ${n1(y - 6 * k)}C${n1(x - 50 * k)} ${n1(y + 10 * k)} ${n1(x + 50 * k)} ${n1(y + 10 * k)} ${n1(x + 90 * k)} ${n1(y - 6 * k)}C${n1(x + 50 * k)} ${n1(y - 12 * k)} ${n1(x - 50 * k)} ${n1(y - 12 * k)} ${n1(x - 90 * k)} ${n1(y - 6 * k)}Z" fill="${col}"/><path d="M${n1(x - 88 * k)} ${n1(y - 6 * k)}C${n1(x - 50 * k)} ${n1(y - 2 * k)} ${n1(x + 50 * k)} ${n1(y - 2 * k)} ${n1(x + 88 * k)} ${n1(y - 6 * k)}" stroke="${lighten(col, 0.35)}" stroke-width="${n1(2.5 * k)}" fill="none"/><ellipse cx="${n1(x)}" cy="${n1(y - 8 * k)}" rx="${n1(16 * k)}" ry="${n1(3.5 * k)}" fill="#1f2937"/>`,
  );
  // paddle (double blade) and arms
  const a = 24 * sw;
  const hx = x + f * 14 * k;
  const hy = y - 30 * k;
  const L = 70 * k;
  const ca = Math.cos((a * Math.PI) / 180);
  const sa = Math.sin((a * Math.PI) / 180);
  const p1 = [hx - ca * L, hy - sa * L + 12 * k];
  const p2 = [hx + ca * L, hy + sa * L + 12 * k];
  c.add(
    `<path d="M${n1(x + f * 4 * k)} ${n1(y - 32 * k)}L${n1(hx - ca * 14 * k)} ${n1(hy - sa * 14 * k)}M${n1(x + f * 4 * k)} ${n1(y - 32 * k)}L${n1(hx + ca * 14 * k)} ${n1(hy + sa * 14 * k)}" stroke="${skin}" stroke-width="${n1(6 * k)}" stroke-linecap="round"/><path d="M${n1(p1[0])} ${n1(p1[1])}L${n1(p2[0])} ${n1(p2[1])}" stroke="${c.toneFig('#374151')}" stroke-width="${n1(3 * k)}" stroke-linecap="round"/>`,
  );
  for (const p of [p1, p2])
    c.add(
      `<ellipse cx="${n1(p[0])}" cy="${n1(p[1])}" rx="${n1(10 * k)}" ry="${n1(4 * k)}" fill="${c.toneFig('#facc15')}" transform="rotate(${n1(a)} ${n1(p[0])} ${n1(p[1])})"/>`,
    );
  // wake
  c.add(
    `<path d="M${n1(x - f * 96 * k)} ${n1(y)}q${n1(-f * 40 * k)} ${n1(6 * k)} ${n1(-f * 110 * k)} ${n1(4 * k)}M${n1(x - f * 80 * k)} ${n1(y + 6 * k)}q${n1(-f * 40 * k)} ${n1(8 * k)} ${n1(-f * 120 * k)} ${n1(10 * k)}" stroke="#ffffff" stroke-width="${n1(2.5 * k)}" fill="none" opacity="0.6" stroke-linecap="round"/>`,
  );
}

/** Zipline: a cable between two points and a rider hanging at fraction u. */
export function zipline(c, a, b, u, s, { shirt = '#f97316', helmet = '#84cc16' } = {}) {
  const sag = 40;
  const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag];
  const pt = (t) => [
    (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * mid[0] + t * t * b[0],
    (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * mid[1] + t * t * b[1],
  ];
  c.add(
    `<path d="M${n1(a[0])} ${n1(a[1])}Q${n1(mid[0])} ${n1(mid[1])} ${n1(b[0])} ${n1(b[1])}" stroke="${c.toneFig('#1f2937')}" stroke-width="3" fill="none"/>`,
  );
  const [px, py] = pt(u);
  const k = s / 100;
  const skin = c.toneFig('#a86b45');
  // trolley, straps, rider hanging in a harness (legs forward)
  let out = `<rect x="${n1(px - 7 * k)}" y="${n1(py - 4 * k)}" width="${n1(14 * k)}" height="${n1(8 * k)}" rx="${n1(2 * k)}" fill="${c.toneFig('#f59e0b')}"/>`;
  out += `<path d="M${n1(px)} ${n1(py + 4 * k)}L${n1(px - 4 * k)} ${n1(py + 40 * k)}" stroke="${c.toneFig('#dc2626')}" stroke-width="${n1(2.5 * k)}"/>`;
  const hip = [px - 6 * k, py + 78 * k];
  const sh = [px - 4 * k, py + 46 * k];
  out += `<path d="M${n1(hip[0])} ${n1(hip[1])}L${n1(hip[0] + 26 * k)} ${n1(hip[1] + 8 * k)}L${n1(hip[0] + 34 * k)} ${n1(hip[1] + 30 * k)}" stroke="${c.toneFig('#1e3a5f')}" stroke-width="${n1(8 * k)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += `<path d="M${n1(hip[0])} ${n1(hip[1])}L${n1(sh[0])} ${n1(sh[1])}" stroke="${c.toneFig(shirt)}" stroke-width="${n1(18 * k)}" stroke-linecap="round"/>`;
  out += `<path d="M${n1(hip[0] - 8 * k)} ${n1(hip[1] - 2 * k)}h${n1(16 * k)}" stroke="${c.toneFig('#111827')}" stroke-width="${n1(5 * k)}"/>`;
  out += `<path d="M${n1(sh[0])} ${n1(sh[1])}L${n1(px - 1 * k)} ${n1(py + 8 * k)}M${n1(sh[0])} ${n1(sh[1])}L${n1(px + 14 * k)} ${n1(py + 22 * k)}" stroke="${skin}" stroke-width="${n1(6 * k)}" stroke-linecap="round"/>`;
  out += `<circle cx="${n1(sh[0] + 2 * k)}" cy="${n1(sh[1] - 14 * k)}" r="${n1(10 * k)}" fill="${skin}"/><path d="M${n1(sh[0] - 9 * k)} ${n1(sh[1] - 15 * k)}A${n1(11 * k)} ${n1(12 * k)} 0 0 1 ${n1(sh[0] + 13 * k)} ${n1(sh[1] - 15 * k)}Z" fill="${c.toneFig(helmet)}"/>`;
  c.add(`<g>${out}</g>`);
  return [px, py];
}

/** A hanging lantern / string of fairy lights between points. */
export function fairyLights(
  c,
  pts,
  { n = 14, colors = ['#fde68a', '#fca5a5', '#bef264', '#93c5fd'], sag = 30 } = {},
) {
  let d = '';
  let bulbs = '';
  for (let i = 0; i < pts.length - 1; i++) {
    const [a, b] = [pts[i], pts[i + 1]];
    const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag];
    d += `M${n1(a[0])} ${n1(a[1])}Q${n1(mid[0])} ${n1(mid[1])} ${n1(b[0])} ${n1(b[1])}`;
    for (let j = 1; j < n; j++) {
      const t = j / n;
      const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * mid[0] + t * t * b[0];
      const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * mid[1] + t * t * b[1];
      const col = colors[(i * n + j) % colors.length];
      const tw = c.video ? 0.75 + 0.25 * c.wave(2, j * 0.13) : 1;
      bulbs += `<circle cx="${n1(x)}" cy="${n1(y + 3)}" r="7" fill="${col}" opacity="${n1(0.35 * tw * 100) / 100}"/><circle cx="${n1(x)}" cy="${n1(y + 3)}" r="3" fill="${col}"/>`;
    }
  }
  c.add(`<path d="${d}" stroke="#2b2b2b" stroke-width="1.4" fill="none" opacity="0.7"/>${bulbs}`);
}

export function lantern(c, x, y, s) {
  const k = s / 100;
  c.glow(x, y, 60 * k, 60 * k, '#ffcf6e', 0.55);
  c.add(
    `<path d="M${n1(x - 8 * k)} ${n1(y - 10 * k)}h${n1(16 * k)}v${n1(20 * k)}h${n1(-16 * k)}Z" fill="#ffe9a8"/><path d="M${n1(x - 10 * k)} ${n1(y - 12 * k)}h${n1(20 * k)}M${n1(x - 10 * k)} ${n1(y + 12 * k)}h${n1(20 * k)}M${n1(x)} ${n1(y - 12 * k)}v${n1(-6 * k)}" stroke="#3f3f46" stroke-width="${n1(3 * k)}"/>`,
  );
}

export function yogaMat(c, x, y, w, color) {
  c.add(
    `<path d="M${n1(x - w / 2)} ${n1(y)}L${n1(x + w / 2)} ${n1(y)}L${n1(x + w / 2 - w * 0.06)} ${n1(y + w * 0.09)}L${n1(x - w / 2 - w * 0.06)} ${n1(y + w * 0.09)}Z" fill="${c.toneFig(color)}"/><ellipse cx="${n1(x + w / 2 + 2)}" cy="${n1(y + w * 0.035)}" rx="${n1(w * 0.03)}" ry="${n1(w * 0.05)}" fill="${darken(c.toneFig(color), 0.2)}"/>`,
  );
}

/** A kite in the sky with a tail and a string to (hx, hy). */
export function kite(
  c,
  x,
  y,
  s,
  { color = '#ef4444', color2 = '#facc15', hand, angle = 0, tail = '#38bdf8' } = {},
) {
  const k = s / 100;
  const sway = c.video ? c.wave(1) * 6 : 0;
  const a = angle + sway;
  const pts = [
    [0, -40],
    [26, 0],
    [0, 50],
    [-26, 0],
  ];
  const ra = (a * Math.PI) / 180;
  const R = ([px, py]) => [
    x + (px * Math.cos(ra) - py * Math.sin(ra)) * k,
    y + (px * Math.sin(ra) + py * Math.cos(ra)) * k,
  ];
  const P = pts.map(R);
  const C = R([0, 0]);
  if (hand)
    c.add(
      `<path d="M${n1(hand[0])} ${n1(hand[1])}Q${n1((hand[0] + C[0]) / 2 + 40)} ${n1((hand[1] + C[1]) / 2 + 60)} ${n1(C[0])} ${n1(C[1])}" stroke="#f8fafc" stroke-width="1.4" fill="none" opacity="0.85"/>`,
    );
  c.add(
    `<path d="M${n1(P[0][0])} ${n1(P[0][1])}L${n1(P[1][0])} ${n1(P[1][1])}L${n1(C[0])} ${n1(C[1])}ZM${n1(P[2][0])} ${n1(P[2][1])}L${n1(P[3][0])} ${n1(P[3][1])}L${n1(C[0])} ${n1(C[1])}Z" fill="${c.toneFig(color)}"/><path d="M${n1(P[1][0])} ${n1(P[1][1])}L${n1(P[2][0])} ${n1(P[2][1])}L${n1(C[0])} ${n1(C[1])}ZM${n1(P[3][0])} ${n1(P[3][1])}L${n1(P[0][0])} ${n1(P[0][1])}L${n1(C[0])} ${n1(C[1])}Z" fill="${c.toneFig(color2)}"/>`,
  );
  const T = R([0, 50]);
  let d = `M${n1(T[0])} ${n1(T[1])}`;
  let bows = '';
  for (let i = 1; i <= 5; i++) {
    const tx = T[0] + Math.sin(i * 1.3 + (c.video ? c.t * TAU : 0)) * 12 * k;
    const ty = T[1] + i * 22 * k;
    d += `L${n1(tx)} ${n1(ty)}`;
    bows += `<path d="M${n1(tx - 7 * k)} ${n1(ty - 4 * k)}L${n1(tx + 7 * k)} ${n1(ty + 4 * k)}L${n1(tx + 7 * k)} ${n1(ty - 4 * k)}L${n1(tx - 7 * k)} ${n1(ty + 4 * k)}Z" fill="${c.toneFig(tail)}"/>`;
  }
  c.add(`<path d="${d}" stroke="#f8fafc" stroke-width="1.3" fill="none"/>${bows}`);
}

/** A map spread on the ground (perspective) with a dashed route and a compass beside it. */
export function groundMap(c, x, y, w) {
  const h = w * 0.36;
  const col = c.toneFig('#fde7a7');
  const dk = c.toneFig('#d6b36a');
  c.add(
    `<path d="M${n1(x - w / 2)} ${n1(y)}L${n1(x - w * 0.4)} ${n1(y - h)}L${n1(x + w * 0.4)} ${n1(y - h)}L${n1(x + w / 2)} ${n1(y)}Z" fill="${col}"/><path d="M${n1(x - w * 0.17)} ${n1(y)}L${n1(x - w * 0.135)} ${n1(y - h)}M${n1(x + w * 0.17)} ${n1(y)}L${n1(x + w * 0.135)} ${n1(y - h)}" stroke="${dk}" stroke-width="2"/><path d="M${n1(x - w * 0.3)} ${n1(y - h * 0.3)}C${n1(x - w * 0.1)} ${n1(y - h * 0.9)} ${n1(x + w * 0.05)} ${n1(y - h * 0.1)} ${n1(x + w * 0.28)} ${n1(y - h * 0.7)}" stroke="${c.toneFig('#dc2626')}" stroke-width="3" stroke-dasharray="7 6" fill="none"/><path d="M${n1(x + w * 0.28 - 8)} ${n1(y - h * 0.7 - 8)}l16 16M${n1(x + w * 0.28 + 8)} ${n1(y - h * 0.7 - 8)}l-16 16" stroke="${c.toneFig('#dc2626')}" stroke-width="3.5"/><path d="M${n1(x - w * 0.38)} ${n1(y - h * 0.65)}q${n1(w * 0.1)} ${n1(-h * 0.15)} ${n1(w * 0.16)} ${n1(h * 0.05)}q${n1(w * 0.05)} ${n1(h * 0.2)} ${n1(-w * 0.12)} ${n1(h * 0.25)}Z" fill="${c.toneFig('#86c27a')}"/><path d="M${n1(x + w * 0.02)} ${n1(y - h * 0.25)}q${n1(w * 0.08)} ${n1(-h * 0.15)} ${n1(w * 0.16)} ${n1(0)}" stroke="${c.toneFig('#60a5fa')}" stroke-width="4" fill="none"/>`,
  );
}

export function compass(c, x, y, r, { angle = 20 } = {}) {
  const a = angle + (c.video ? 8 * c.wave(1) : 0);
  c.add(
    `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(r)}" ry="${n1(r * 0.5)}" fill="${c.toneFig('#b45309')}"/><ellipse cx="${n1(x)}" cy="${n1(y - 2)}" rx="${n1(r * 0.82)}" ry="${n1(r * 0.4)}" fill="#f8fafc"/><g transform="translate(${n1(x)} ${n1(y - 2)}) scale(1 0.5) rotate(${n1(a)})"><path d="M0 ${n1(-r * 0.7)}L${n1(r * 0.14)} 0L${n1(-r * 0.14)} 0Z" fill="#dc2626"/><path d="M0 ${n1(r * 0.7)}L${n1(r * 0.14)} 0L${n1(-r * 0.14)} 0Z" fill="#334155"/></g>`,
  );
}

/** Treasure chest (slightly open, glowing). */
export function chest(c, x, y, w) {
  const h = w * 0.55;
  const wood = c.toneFig('#92400e');
  c.glow(x, y - h, w * 0.9, w * 0.5, '#fde047', 0.45);
  c.add(
    `<rect x="${n1(x - w / 2)}" y="${n1(y - h)}" width="${n1(w)}" height="${n1(h)}" rx="${n1(w * 0.04)}" fill="${wood}"/><path d="M${n1(x - w / 2)} ${n1(y - h)}L${n1(x - w * 0.45)} ${n1(y - h * 1.7)}L${n1(x + w * 0.55)} ${n1(y - h * 1.7)}L${n1(x + w / 2)} ${n1(y - h)}Z" fill="${darken(wood, 0.15)}"/><path d="M${n1(x - w * 0.45)} ${n1(y - h * 1.02)}h${n1(w * 0.9)}" stroke="#fde047" stroke-width="${n1(w * 0.07)}"/><g fill="#facc15"><circle cx="${n1(x - w * 0.2)}" cy="${n1(y - h * 1.08)}" r="${n1(w * 0.07)}"/><circle cx="${n1(x)}" cy="${n1(y - h * 1.12)}" r="${n1(w * 0.08)}"/><circle cx="${n1(x + w * 0.2)}" cy="${n1(y - h * 1.06)}" r="${n1(w * 0.07)}"/></g><path d="M${n1(x - w / 2)} ${n1(y - h * 0.55)}h${n1(w)}M${n1(x - w * 0.3)} ${n1(y - h)}v${n1(h)}M${n1(x + w * 0.3)} ${n1(y - h)}v${n1(h)}" stroke="#d4a017" stroke-width="${n1(w * 0.05)}"/><rect x="${n1(x - w * 0.07)}" y="${n1(y - h * 0.75)}" width="${n1(w * 0.14)}" height="${n1(w * 0.16)}" fill="#facc15"/>`,
  );
}

export function telescope(c, x, y, s) {
  const k = s / 100;
  const col = c.toneFig('#e5e7eb');
  c.add(
    `<path d="M${n1(x)} ${n1(y - 60 * k)}L${n1(x - 26 * k)} ${n1(y)}M${n1(x)} ${n1(y - 60 * k)}L${n1(x + 26 * k)} ${n1(y)}M${n1(x)} ${n1(y - 60 * k)}L${n1(x + 4 * k)} ${n1(y)}" stroke="${c.toneFig('#57534e')}" stroke-width="${n1(3.5 * k)}"/><g transform="rotate(-35 ${n1(x)} ${n1(y - 64 * k)})"><rect x="${n1(x - 40 * k)}" y="${n1(y - 72 * k)}" width="${n1(80 * k)}" height="${n1(16 * k)}" rx="${n1(4 * k)}" fill="${col}"/><rect x="${n1(x + 36 * k)}" y="${n1(y - 75 * k)}" width="${n1(10 * k)}" height="${n1(22 * k)}" rx="${n1(3 * k)}" fill="${c.toneFig('#0f766e')}"/></g>`,
  );
}

/** A wooden view point railing on the ground from x0 to x1. */
export function railing(c, x0, x1, y, h = 40) {
  const col = c.toneFig('#6b4423');
  let d = `M${n1(x0)} ${n1(y - h)}H${n1(x1)}M${n1(x0)} ${n1(y - h * 0.5)}H${n1(x1)}`;
  for (let x = x0; x <= x1 + 1; x += h * 1.2) d += `M${n1(x)} ${n1(y)}V${n1(y - h - 4)}`;
  c.add(`<path d="${d}" stroke="${col}" stroke-width="${n1(h * 0.12)}" stroke-linecap="round"/>`);
}

/** A wooden signpost with two blank arrow boards. */
export function signpost(c, x, y, h = 90) {
  const col = c.toneFig('#7a4a2a');
  const b = c.toneFig('#d6a05c');
  c.add(
    `<path d="M${n1(x)} ${n1(y)}V${n1(y - h)}" stroke="${col}" stroke-width="${n1(h * 0.08)}" stroke-linecap="round"/><path d="M${n1(x - h * 0.05)} ${n1(y - h * 0.92)}h${n1(h * 0.45)}l${n1(h * 0.1)} ${n1(h * 0.08)}l${n1(-h * 0.1)} ${n1(h * 0.08)}h${n1(-h * 0.45)}Z" fill="${b}"/><path d="M${n1(x + h * 0.05)} ${n1(y - h * 0.66)}h${n1(-h * 0.45)}l${n1(-h * 0.1)} ${n1(h * 0.08)}l${n1(h * 0.1)} ${n1(h * 0.08)}h${n1(h * 0.45)}Z" fill="${darken(b, 0.1)}"/>`,
  );
}

/** A tea factory building with a corrugated roof and chimney. */
export function teaFactory(c, x, y, w, { depth = 1 } = {}) {
  const h = w * 0.32;
  const wall = c.tone('#f1ede2', depth);
  const roof = c.tone('#b91c1c', depth);
  const win = c.tone('#1f3b4d', depth);
  let d = '';
  for (let i = 0; i < 6; i++)
    d += `<rect x="${n1(x - w * 0.42 + i * w * 0.145)}" y="${n1(y - h * 0.72)}" width="${n1(w * 0.07)}" height="${n1(h * 0.28)}" fill="${win}"/>`;
  c.add(
    `<rect x="${n1(x + w * 0.3)}" y="${n1(y - h * 1.9)}" width="${n1(w * 0.06)}" height="${n1(h * 1.1)}" fill="${c.tone('#8b5e3c', depth)}"/><rect x="${n1(x - w / 2)}" y="${n1(y - h)}" width="${n1(w)}" height="${n1(h)}" fill="${wall}"/><path d="M${n1(x - w * 0.54)} ${n1(y - h)}L${n1(x - w * 0.4)} ${n1(y - h * 1.45)}L${n1(x + w * 0.4)} ${n1(y - h * 1.45)}L${n1(x + w * 0.54)} ${n1(y - h)}Z" fill="${roof}"/><path d="M${n1(x - w * 0.3)} ${n1(y - h * 1.45)}V${n1(y - h * 1.6)}H${n1(x + w * 0.1)}V${n1(y - h * 1.45)}" fill="${darken(roof, 0.15)}"/>${d}<rect x="${n1(x - w * 0.06)}" y="${n1(y - h * 0.4)}" width="${n1(w * 0.12)}" height="${n1(h * 0.4)}" fill="${c.tone('#7a4a2a', depth)}"/>`,
  );
  const puff = c.video ? c.t : 0;
  for (let i = 0; i < 3; i++) {
    const u = (i / 3 + puff) % 1;
    c.add(
      `<circle cx="${n1(x + w * 0.33 + u * w * 0.2)}" cy="${n1(y - h * 2 - u * h * 1.4)}" r="${n1(w * (0.03 + u * 0.05))}" fill="#f4f4f5" opacity="${n1((1 - u) * 70) / 100}"/>`,
    );
  }
}

/** A small village house with a coloured roof. */
export function house(c, x, y, w, { wall = '#f5e6c8', roof = '#c2410c', depth = 0.8, lit = false } = {}) {
  const h = w * 0.6;
  const wl = c.tone(wall, depth);
  const rf = c.tone(roof, depth);
  c.add(
    `<rect x="${n1(x - w / 2)}" y="${n1(y - h)}" width="${n1(w)}" height="${n1(h)}" fill="${wl}"/><path d="M${n1(x - w * 0.62)} ${n1(y - h)}L${n1(x)} ${n1(y - h * 1.7)}L${n1(x + w * 0.62)} ${n1(y - h)}Z" fill="${rf}"/><rect x="${n1(x - w * 0.12)}" y="${n1(y - h * 0.55)}" width="${n1(w * 0.24)}" height="${n1(h * 0.55)}" fill="${lit ? '#ffd27a' : c.tone('#6b4423', depth)}"/><rect x="${n1(x + w * 0.2)}" y="${n1(y - h * 0.75)}" width="${n1(w * 0.18)}" height="${n1(h * 0.25)}" fill="${lit ? '#ffe29a' : c.tone('#35516b', depth)}"/>`,
  );
  if (lit) c.glow(x, y - h * 0.4, w * 0.9, w * 0.5, '#ffb454', 0.3);
}

/** A low canopy / shade tarp on poles. */
export function canopyTarp(c, x, y, w, { color = '#84cc16', h = 150 } = {}) {
  const col = c.toneFig(color);
  const pole = c.toneFig('#6b4423');
  c.add(
    `<path d="M${n1(x - w / 2)} ${n1(y)}V${n1(y - h)}M${n1(x + w / 2)} ${n1(y)}V${n1(y - h)}" stroke="${pole}" stroke-width="6"/><path d="M${n1(x - w / 2 - 20)} ${n1(y - h)}L${n1(x - w * 0.2)} ${n1(y - h - 40)}L${n1(x + w * 0.25)} ${n1(y - h - 44)}L${n1(x + w / 2 + 20)} ${n1(y - h)}Q${n1(x)} ${n1(y - h + 22)} ${n1(x - w / 2 - 20)} ${n1(y - h)}Z" fill="${col}"/><path d="M${n1(x - w / 2 - 20)} ${n1(y - h)}Q${n1(x - w * 0.33)} ${n1(y - h + 16)} ${n1(x - w * 0.17)} ${n1(y - h + 8)}Q${n1(x)} ${n1(y - h + 24)} ${n1(x + w * 0.17)} ${n1(y - h + 8)}Q${n1(x + w * 0.33)} ${n1(y - h + 16)} ${n1(x + w / 2 + 20)} ${n1(y - h)}" fill="${darken(col, 0.15)}"/>`,
  );
}

/** A low table (for crafts) with optional items on top. */
export function table(c, x, y, w, { h = 50, color = '#a16207' } = {}) {
  const col = c.toneFig(color);
  c.add(
    `<path d="M${n1(x - w * 0.42)} ${n1(y)}V${n1(y - h)}M${n1(x + w * 0.42)} ${n1(y)}V${n1(y - h)}" stroke="${darken(col, 0.25)}" stroke-width="6"/><rect x="${n1(x - w / 2)}" y="${n1(y - h - 8)}" width="${n1(w)}" height="10" rx="3" fill="${col}"/>`,
  );
  return y - h - 8;
}

/** Little pots (clay modelling / seedlings). */
export function pot(c, x, y, s, { color = '#c2703d', plant = false, leaf = '#65a30d' } = {}) {
  const col = c.toneFig(color);
  c.add(
    `<path d="M${n1(x - s * 0.5)} ${n1(y - s)}h${n1(s)}l${n1(-s * 0.12)} ${n1(s)}h${n1(-s * 0.76)}Z" fill="${col}"/><rect x="${n1(x - s * 0.56)}" y="${n1(y - s * 1.1)}" width="${n1(s * 1.12)}" height="${n1(s * 0.2)}" rx="${n1(s * 0.05)}" fill="${lighten(col, 0.12)}"/>`,
  );
  if (plant) {
    const l = c.toneFig(leaf);
    c.add(
      `<path d="M${n1(x)} ${n1(y - s)}v${n1(-s * 0.8)}" stroke="${darken(l, 0.2)}" stroke-width="${n1(s * 0.08)}"/><path d="M${n1(x)} ${n1(y - s * 1.6)}q${n1(-s * 0.7)} ${n1(-s * 0.5)} ${n1(-s * 0.8)} ${n1(s * 0.1)}q${n1(s * 0.5)} ${n1(s * 0.3)} ${n1(s * 0.8)} ${n1(-s * 0.1)}ZM${n1(x)} ${n1(y - s * 1.4)}q${n1(s * 0.7)} ${n1(-s * 0.5)} ${n1(s * 0.8)} ${n1(s * 0.1)}q${n1(-s * 0.5)} ${n1(s * 0.3)} ${n1(-s * 0.8)} ${n1(-s * 0.1)}Z" fill="${l}"/>`,
    );
  }
}

/** Painted pebbles on the ground. */
export function paintedRocks(c, x, y, s, { n = 5, seed = 'pr' } = {}) {
  const r = c.sub(seed);
  const cols = ['#f472b6', '#38bdf8', '#facc15', '#a3e635', '#fb923c', '#c084fc'];
  let out = '';
  for (let i = 0; i < n; i++) {
    const px = x + (i - (n - 1) / 2) * s * 1.3 + r.r(-5, 5);
    const py = y + r.r(-4, 4);
    const col = c.toneFig(cols[i % cols.length]);
    const base = c.toneFig(r.pick(['#9ca3af', '#a8a29e', '#94a3b8']));
    out += `<ellipse cx="${n1(px)}" cy="${n1(py)}" rx="${n1(s * 0.55)}" ry="${n1(s * 0.38)}" fill="${base}"/><circle cx="${n1(px)}" cy="${n1(py - s * 0.05)}" r="${n1(s * 0.17)}" fill="${col}"/><path d="M${n1(px - s * 0.35)} ${n1(py + s * 0.12)}q${n1(s * 0.35)} ${n1(-s * 0.2)} ${n1(s * 0.7)} 0" stroke="${lighten(col, 0.3)}" stroke-width="${n1(s * 0.08)}" fill="none"/>`;
  }
  c.add(out);
}

/** An easel with a small leaf-art / painting canvas. */
export function easel(c, x, y, h, { art = 'leaves' } = {}) {
  const wood = c.toneFig('#8b5a2b');
  const w = h * 0.55;
  let out = `<path d="M${n1(x - w * 0.4)} ${n1(y)}L${n1(x)} ${n1(y - h)}L${n1(x + w * 0.4)} ${n1(y)}M${n1(x)} ${n1(y - h)}L${n1(x + w * 0.05)} ${n1(y)}" stroke="${wood}" stroke-width="${n1(h * 0.04)}" fill="none"/>`;
  out += `<rect x="${n1(x - w / 2)}" y="${n1(y - h * 0.92)}" width="${n1(w)}" height="${n1(w * 0.8)}" fill="#fffaf0" stroke="${wood}" stroke-width="${n1(h * 0.02)}"/>`;
  const cx = x;
  const cy = y - h * 0.92 + w * 0.4;
  if (art === 'leaves') {
    const leaf = (lx, ly, a, col, sz) =>
      `<path d="M${n1(lx)} ${n1(ly)}q${n1(sz * 0.5)} ${n1(-sz)} ${n1(sz * 1.2)} ${n1(-sz * 0.2)}q${n1(-sz * 0.4)} ${n1(sz * 0.9)} ${n1(-sz * 1.2)} ${n1(sz * 0.2)}Z" fill="${c.toneFig(col)}" transform="rotate(${a} ${n1(lx)} ${n1(ly)})"/>`;
    out +=
      leaf(cx - w * 0.25, cy, -20, '#65a30d', w * 0.2) +
      leaf(cx, cy - w * 0.15, 30, '#f59e0b', w * 0.18) +
      leaf(cx + w * 0.05, cy + w * 0.15, -60, '#dc2626', w * 0.16) +
      leaf(cx - w * 0.15, cy + w * 0.2, 10, '#84cc16', w * 0.15);
    out += `<circle cx="${n1(cx + w * 0.25)}" cy="${n1(cy - w * 0.2)}" r="${n1(w * 0.08)}" fill="${c.toneFig('#facc15')}"/>`;
  } else {
    out += `<path d="M${n1(x - w / 2)} ${n1(cy + w * 0.25)}Q${n1(cx - w * 0.2)} ${n1(cy - w * 0.1)} ${n1(cx)} ${n1(cy + w * 0.1)}T${n1(x + w / 2)} ${n1(cy)}V${n1(y - h * 0.92 + w * 0.8)}H${n1(x - w / 2)}Z" fill="${c.toneFig('#4d9a54')}"/><circle cx="${n1(cx + w * 0.2)}" cy="${n1(cy - w * 0.15)}" r="${n1(w * 0.09)}" fill="${c.toneFig('#fb923c')}"/>`;
  }
  c.add(out);
}

/** A weather vane / wind sock and a rain gauge. */
export function windSock(c, x, y, h, { color = '#f97316' } = {}) {
  const col = c.toneFig(color);
  const flap = c.video ? c.wave(2) * 4 : 0;
  c.add(
    `<path d="M${n1(x)} ${n1(y)}V${n1(y - h)}" stroke="${c.toneFig('#57534e')}" stroke-width="4"/><path d="M${n1(x)} ${n1(y - h)}L${n1(x + h * 0.45)} ${n1(y - h + 8 + flap)}L${n1(x + h * 0.45)} ${n1(y - h + 24 + flap)}L${n1(x)} ${n1(y - h + 30)}Z" fill="${col}"/><path d="M${n1(x + h * 0.15)} ${n1(y - h + 3)}v${n1(24)}M${n1(x + h * 0.3)} ${n1(y - h + 5 + flap * 0.5)}v${n1(20)}" stroke="#fff" stroke-width="6" opacity="0.85"/>`,
  );
}

export function rainGauge(c, x, y, h) {
  c.add(
    `<rect x="${n1(x - h * 0.12)}" y="${n1(y - h)}" width="${n1(h * 0.24)}" height="${n1(h)}" rx="${n1(h * 0.05)}" fill="#e0f2fe" fill-opacity="0.8" stroke="${c.toneFig('#64748b')}" stroke-width="2"/><rect x="${n1(x - h * 0.1)}" y="${n1(y - h * 0.45)}" width="${n1(h * 0.2)}" height="${n1(h * 0.43)}" fill="${c.toneFig('#38bdf8')}"/><path d="M${n1(x - h * 0.2)} ${n1(y - h)}h${n1(h * 0.4)}l${n1(-h * 0.08)} ${n1(h * 0.1)}h${n1(-h * 0.24)}Z" fill="${c.toneFig('#94a3b8')}"/>`,
  );
}

/** A little outdoor stage between two trees: a log platform and a curtain. */
export function stage(c, x, y, w, { curtain = '#be123c' } = {}) {
  const col = c.toneFig('#8b5a2b');
  const ct = c.toneFig(curtain);
  c.add(
    `<rect x="${n1(x - w / 2)}" y="${n1(y - 26)}" width="${n1(w)}" height="26" rx="6" fill="${col}"/><path d="M${n1(x - w / 2)} ${n1(y - 26)}h${n1(w)}" stroke="${lighten(col, 0.25)}" stroke-width="4"/><path d="M${n1(x - w / 2 - 10)} ${n1(y - 300)}H${n1(x + w / 2 + 10)}" stroke="${c.toneFig('#57534e')}" stroke-width="5"/><path d="M${n1(x - w / 2 - 10)} ${n1(y - 300)}q${n1(w * 0.12)} ${n1(120)} ${n1(w * 0.02)} ${n1(274)}h${n1(-8)}ZM${n1(x + w / 2 + 10)} ${n1(y - 300)}q${n1(-w * 0.12)} ${n1(120)} ${n1(-w * 0.02)} ${n1(274)}h${n1(8)}Z" fill="${ct}"/><path d="M${n1(x - w / 2 - 10)} ${n1(y - 300)}Q${n1(x)} ${n1(y - 250)} ${n1(x + w / 2 + 10)} ${n1(y - 300)}Z" fill="${darken(ct, 0.15)}"/>`,
  );
}

/** A cooking pot on a tripod over a fire position. */
export function cookPot(c, x, y, s) {
  const k = s / 100;
  c.add(
    `<path d="M${n1(x - 50 * k)} ${n1(y)}L${n1(x)} ${n1(y - 110 * k)}L${n1(x + 50 * k)} ${n1(y)}" stroke="${c.toneFig('#3f3f46')}" stroke-width="${n1(4 * k)}" fill="none"/><path d="M${n1(x)} ${n1(y - 110 * k)}V${n1(y - 82 * k)}" stroke="#27272a" stroke-width="${n1(2 * k)}"/><path d="M${n1(x - 24 * k)} ${n1(y - 82 * k)}h${n1(48 * k)}c0 ${n1(26 * k)} ${n1(-10 * k)} ${n1(34 * k)} ${n1(-24 * k)} ${n1(34 * k)}s${n1(-24 * k)} ${n1(-8 * k)} ${n1(-24 * k)} ${n1(-34 * k)}Z" fill="#27272a"/>`,
  );
  for (let i = 0; i < 3; i++) {
    const u = c.video ? (c.t * 2 + i / 3) % 1 : (i + 0.5) / 3;
    c.add(
      `<circle cx="${n1(x + Math.sin(u * 6 + i) * 10 * k)}" cy="${n1(y - (90 + u * 80) * k)}" r="${n1((8 + u * 12) * k)}" fill="#f8fafc" opacity="${n1((1 - u) * 55) / 100}"/>`,
    );
  }
}

/** Bottles/tins turned into planters (upcycled crafts). */
export function upcycled(c, x, y, s) {
  const k = s / 100;
  const bottle = (bx, col) =>
    `<path d="M${n1(bx - 10 * k)} ${n1(y)}v${n1(-34 * k)}q0 ${n1(-8 * k)} ${n1(6 * k)} ${n1(-12 * k)}v${n1(-8 * k)}h${n1(8 * k)}v${n1(8 * k)}q${n1(6 * k)} ${n1(4 * k)} ${n1(6 * k)} ${n1(12 * k)}v${n1(34 * k)}Z" fill="${c.toneFig(col)}" opacity="0.9"/>`;
  const tin = (bx, col) =>
    `<rect x="${n1(bx - 12 * k)}" y="${n1(y - 28 * k)}" width="${n1(24 * k)}" height="${n1(28 * k)}" rx="${n1(2 * k)}" fill="${c.toneFig(col)}"/><path d="M${n1(bx - 12 * k)} ${n1(y - 20 * k)}h${n1(24 * k)}" stroke="#fff" stroke-width="${n1(3 * k)}" opacity="0.6"/><path d="M${n1(bx)} ${n1(y - 28 * k)}q${n1(-14 * k)} ${n1(-16 * k)} ${n1(-16 * k)} ${n1(-4 * k)}M${n1(bx)} ${n1(y - 28 * k)}q${n1(12 * k)} ${n1(-20 * k)} ${n1(18 * k)} ${n1(-8 * k)}M${n1(bx)} ${n1(y - 28 * k)}v${n1(-18 * k)}" stroke="${c.toneFig('#65a30d')}" stroke-width="${n1(4 * k)}" fill="none" stroke-linecap="round"/>`;
  c.add(
    bottle(x - 40 * k, '#60a5fa') +
      tin(x, '#f97316') +
      bottle(x + 40 * k, '#4ade80') +
      tin(x + 76 * k, '#e879f9'),
  );
}

/** Low ropes course: posts with a rope/plank bridge and a balance rope. */
export function ropeCourse(c, x0, x1, y, h = 60) {
  const post = c.toneFig('#7a4a2a');
  const rope = c.toneFig('#e7d3a8');
  const mid = (x0 + x1) / 2;
  let out = `<path d="M${n1(x0)} ${n1(y)}V${n1(y - h * 2.2)}M${n1(x1)} ${n1(y)}V${n1(y - h * 2.2)}M${n1(mid)} ${n1(y)}V${n1(y - h * 2.2)}" stroke="${post}" stroke-width="10" stroke-linecap="round"/>`;
  out += `<path d="M${n1(x0)} ${n1(y - h * 0.6)}Q${n1((x0 + mid) / 2)} ${n1(y - h * 0.4)} ${n1(mid)} ${n1(y - h * 0.6)}" stroke="${rope}" stroke-width="6" fill="none"/>`;
  out += `<path d="M${n1(x0)} ${n1(y - h * 1.8)}Q${n1((x0 + mid) / 2)} ${n1(y - h * 1.5)} ${n1(mid)} ${n1(y - h * 1.8)}" stroke="${rope}" stroke-width="4" fill="none"/>`;
  // plank bridge on the second span
  let planks = '';
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const px = mid + (x1 - mid) * t;
    const py = y - h * 0.7 + Math.sin(Math.PI * t) * h * 0.2;
    planks += `<rect x="${n1(px - 9)}" y="${n1(py - 4)}" width="18" height="8" rx="2" fill="${c.toneFig('#b7834f')}"/>`;
  }
  out += `<path d="M${n1(mid)} ${n1(y - h * 0.7)}Q${n1((mid + x1) / 2)} ${n1(y - h * 0.3)} ${n1(x1)} ${n1(y - h * 0.7)}M${n1(mid)} ${n1(y - h * 1.7)}Q${n1((mid + x1) / 2)} ${n1(y - h * 1.3)} ${n1(x1)} ${n1(y - h * 1.7)}" stroke="${rope}" stroke-width="4" fill="none"/>${planks}`;
  c.add(out);
}

/** A hopscotch grid drawn on the ground (perspective). */
export function hopscotch(c, x, y, w) {
  const col = c.toneFig('#fef9c3');
  let d = '';
  const rows = [1, 2, 1, 2, 1];
  let yy = y;
  for (let i = 0; i < rows.length; i++) {
    const sc = 1 - i * 0.1;
    const cw = w * sc;
    const ch = w * 0.32 * sc;
    for (let j = 0; j < rows[i]; j++) {
      const xx = x - (rows[i] * cw) / 2 + j * cw;
      d += `M${n1(xx)} ${n1(yy)}h${n1(cw)}l${n1(-cw * 0.04)} ${n1(-ch)}h${n1(-cw * 0.92)}Z`;
    }
    yy -= w * 0.32 * sc;
  }
  c.add(`<path d="${d}" stroke="${col}" stroke-width="4" fill="none" opacity="0.85"/>`);
}

/** A notebook lying open. */
export function notebook(c, x, y, w) {
  const h = w * 0.38;
  c.add(
    `<path d="M${n1(x - w / 2)} ${n1(y)}L${n1(x - w * 0.44)} ${n1(y - h)}L${n1(x)} ${n1(y - h * 0.9)}L${n1(x + w * 0.44)} ${n1(y - h)}L${n1(x + w / 2)} ${n1(y)}L${n1(x)} ${n1(y + h * 0.08)}Z" fill="${c.toneFig('#fefce8')}" stroke="${c.toneFig('#0f766e')}" stroke-width="3"/><path d="M${n1(x)} ${n1(y - h * 0.9)}V${n1(y + h * 0.08)}" stroke="${c.toneFig('#0f766e')}" stroke-width="2"/><path d="M${n1(x + w * 0.1)} ${n1(y - h * 0.6)}q${n1(w * 0.08)} ${n1(-h * 0.3)} ${n1(w * 0.2)} ${n1(-h * 0.05)}q${n1(-w * 0.06)} ${n1(h * 0.3)} ${n1(-w * 0.2)} ${n1(h * 0.05)}Z" fill="${c.toneFig('#65a30d')}"/><path d="M${n1(x - w * 0.38)} ${n1(y - h * 0.6)}h${n1(w * 0.3)}M${n1(x - w * 0.38)} ${n1(y - h * 0.4)}h${n1(w * 0.28)}M${n1(x - w * 0.38)} ${n1(y - h * 0.2)}h${n1(w * 0.3)}" stroke="${c.toneFig('#94a3b8')}" stroke-width="2"/>`,
  );
}

/** A boat (for lakes): simple canoe/shikara-like rowing boat. */
export function boat(c, x, y, w, { color = '#b45309', canopy = false, canopyColor = '#dc2626' } = {}) {
  const col = c.toneFig(color);
  let out = `<path d="M${n1(x - w / 2)} ${n1(y - w * 0.08)}Q${n1(x)} ${n1(y + w * 0.1)} ${n1(x + w / 2)} ${n1(y - w * 0.08)}L${n1(x + w * 0.42)} ${n1(y)}Q${n1(x)} ${n1(y + w * 0.12)} ${n1(x - w * 0.42)} ${n1(y)}Z" fill="${col}"/>`;
  if (canopy) {
    const cc = c.toneFig(canopyColor);
    out = `<path d="M${n1(x - w * 0.28)} ${n1(y - w * 0.05)}V${n1(y - w * 0.32)}M${n1(x + w * 0.28)} ${n1(y - w * 0.05)}V${n1(y - w * 0.32)}" stroke="${darken(cc, 0.3)}" stroke-width="${n1(w * 0.02)}"/><path d="M${n1(x - w * 0.34)} ${n1(y - w * 0.3)}Q${n1(x)} ${n1(y - w * 0.48)} ${n1(x + w * 0.34)} ${n1(y - w * 0.3)}Z" fill="${cc}"/>${out}`;
  }
  c.add(out);
  c.add(
    `<ellipse cx="${n1(x)}" cy="${n1(y + w * 0.06)}" rx="${n1(w * 0.6)}" ry="${n1(w * 0.03)}" fill="#ffffff" opacity="0.35"/>`,
  );
}

/** A pedal boat (Kundala lake). */
export function pedalBoat(c, x, y, w, { color = '#facc15' } = {}) {
  const col = c.toneFig(color);
  c.add(
    `<path d="M${n1(x - w / 2)} ${n1(y - w * 0.12)}H${n1(x + w / 2)}L${n1(x + w * 0.4)} ${n1(y)}H${n1(x - w * 0.4)}Z" fill="${col}"/><path d="M${n1(x - w * 0.3)} ${n1(y - w * 0.12)}V${n1(y - w * 0.42)}H${n1(x + w * 0.3)}V${n1(y - w * 0.12)}" stroke="${darken(col, 0.3)}" stroke-width="${n1(w * 0.03)}" fill="none"/><path d="M${n1(x - w * 0.36)} ${n1(y - w * 0.42)}Q${n1(x)} ${n1(y - w * 0.56)} ${n1(x + w * 0.36)} ${n1(y - w * 0.42)}Z" fill="${c.toneFig('#ef4444')}"/><ellipse cx="${n1(x)}" cy="${n1(y + w * 0.04)}" rx="${n1(w * 0.6)}" ry="${n1(w * 0.03)}" fill="#fff" opacity="0.35"/>`,
  );
}

/** A dam wall (Mattupetty/Kundala) spanning between x0 and x1 at y. */
export function dam(c, x0, x1, y, h, { depth = 0.7 } = {}) {
  const col = c.tone('#c9c3b4', depth);
  const dk = c.tone('#9d978a', depth);
  let d = '';
  for (let x = x0 + 20; x < x1; x += 40)
    d += `<rect x="${n1(x)}" y="${n1(y - h * 0.75)}" width="14" height="${n1(h * 0.5)}" rx="3" fill="${dk}"/>`;
  c.add(
    `<rect x="${n1(x0)}" y="${n1(y - h)}" width="${n1(x1 - x0)}" height="${n1(h)}" fill="${col}"/><rect x="${n1(x0)}" y="${n1(y - h - 6)}" width="${n1(x1 - x0)}" height="8" fill="${lighten(col, 0.15)}"/>${d}`,
  );
}

/** Cardamom/pepper spice plants for a spice garden. */
export function spicePlant(c, x, y, h, { kind = 'cardamom', depth = 1, seed = 0 } = {}) {
  const r = c.sub(`spice${seed}${n1(x)}`);
  const col = c.tone('#2f7d3a', depth);
  const hi = c.tone('#5fae4a', depth);
  let out = '';
  if (kind === 'cardamom') {
    for (let i = 0; i < 7; i++) {
      const a = -60 + i * 20 + r.r(-6, 6);
      const ra = (a * Math.PI) / 180;
      const ex = x + Math.sin(ra) * h;
      const ey = y - Math.cos(ra) * h;
      out += `<path d="M${n1(x)} ${n1(y)}Q${n1(x + Math.sin(ra) * h * 0.4 - 12)} ${n1(y - Math.cos(ra) * h * 0.6)} ${n1(ex)} ${n1(ey)}Q${n1(x + Math.sin(ra) * h * 0.5 + 14)} ${n1(y - Math.cos(ra) * h * 0.5)} ${n1(x)} ${n1(y)}Z" fill="${i % 2 ? col : hi}"/>`;
    }
  } else {
    // pepper vine climbing a pole with red berry spikes
    out += `<path d="M${n1(x)} ${n1(y)}V${n1(y - h)}" stroke="${c.tone('#5b4636', depth)}" stroke-width="${n1(h * 0.05)}"/>`;
    for (let i = 0; i < 9; i++) {
      const yy = y - h * 0.1 - (i / 9) * h * 0.85;
      const side = i % 2 ? 1 : -1;
      out += `<ellipse cx="${n1(x + side * h * 0.07)}" cy="${n1(yy)}" rx="${n1(h * 0.08)}" ry="${n1(h * 0.05)}" fill="${i % 3 ? col : hi}" transform="rotate(${side * 30} ${n1(x + side * h * 0.07)} ${n1(yy)})"/>`;
      if (i % 3 === 1)
        out += `<path d="M${n1(x - side * h * 0.05)} ${n1(yy)}v${n1(h * 0.08)}" stroke="${c.tone('#b91c1c', depth)}" stroke-width="${n1(h * 0.025)}" stroke-linecap="round"/>`;
    }
  }
  c.add(out);
}

/** A rope bridge across a gap. */
export function ropeBridge(c, a, b, { sag = 40, planks = 14 } = {}) {
  const rope = c.toneFig('#d6c08e');
  const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag];
  const pt = (t, dy = 0) => [
    (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * mid[0] + t * t * b[0],
    (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * mid[1] + t * t * b[1] + dy,
  ];
  let out = `<path d="M${n1(a[0])} ${n1(a[1])}Q${n1(mid[0])} ${n1(mid[1])} ${n1(b[0])} ${n1(b[1])}" stroke="${rope}" stroke-width="3" fill="none"/><path d="M${n1(a[0])} ${n1(a[1] - 40)}Q${n1(mid[0])} ${n1(mid[1] - 30)} ${n1(b[0])} ${n1(b[1] - 40)}" stroke="${rope}" stroke-width="3" fill="none"/>`;
  for (let i = 0; i <= planks; i++) {
    const [px, py] = pt(i / planks);
    out += `<rect x="${n1(px - 6)}" y="${n1(py - 3)}" width="12" height="6" fill="${c.toneFig('#a0703f')}"/><path d="M${n1(px)} ${n1(py)}V${n1(py - 38)}" stroke="${rope}" stroke-width="1.2"/>`;
  }
  c.add(out);
  return pt;
}

export { mix, smoothPath };
