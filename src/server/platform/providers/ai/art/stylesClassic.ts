// The built-in generator's period and storybook styles: Baroque, Classical, Renaissance, Gothic, Fairy Tale,
// Fantasy and Sophisticated.
import { f } from './svg';
import {
  type ArtInput,
  between,
  glow,
  gradient,
  keyword,
  lettering,
  mix,
  motif,
  pick,
  sparkle,
  vignette,
} from './paint';

const SERIF = 'DejaVu Serif, serif';

/** A spiral flourish for a gilded frame's corner. */
function flourish(x: number, y: number, r: number, flipX: number, flipY: number, stroke: string) {
  const d = `M0 0 C${f(r)} 0 ${f(r)} ${f(r)} ${f(r * 0.5)} ${f(r)} C0 ${f(r)} 0 ${f(r * 0.5)} ${f(r * 0.35)} ${f(r * 0.5)} C${f(r * 0.6)} ${f(r * 0.5)} ${f(r * 0.6)} ${f(r * 0.75)} ${f(r * 0.45)} ${f(r * 0.75)}`;
  return `<path d="${d}" transform="translate(${f(x)} ${f(y)}) scale(${flipX} ${flipY})" fill="none" stroke="${stroke}" stroke-width="${f(r * 0.1)}" stroke-linecap="round"/>`;
}

export function baroque({ s, rand, subjects }: ArtInput): string {
  const bg = gradient('radial', [
    [0, '#6e0f24'],
    [1, '#12040a'],
  ]);
  const gold = gradient(
    'linear',
    [
      [0, '#fff1b8'],
      [0.5, '#c9932e'],
      [1, '#7a5410'],
    ],
    'x1="0" y1="0" x2="1" y2="1"',
  );
  const out = [`<defs>${bg.def}${gold.def}</defs><rect width="${s}" height="${s}" fill="${bg.url}"/>`];
  let drape = `M0 0 L${s} 0 L${s} ${f(s * 0.1)}`;
  for (let i = 6; i > 0; i--)
    drape += ` Q${f(((i - 0.5) / 6) * s)} ${f(s * 0.2)} ${f(((i - 1) / 6) * s)} ${f(s * 0.1)}`;
  out.push(`<path d="${drape}Z" fill="#8b1230" stroke="${gold.url}" stroke-width="${f(s * 0.008)}"/>`);
  out.push(glow(s / 2, s * 0.52, s * 0.32, '#ffcf6b', 0.45));
  out.push(
    `<ellipse cx="${f(s / 2)}" cy="${f(s * 0.52)}" rx="${f(s * 0.26)}" ry="${f(s * 0.3)}" fill="none" stroke="${gold.url}" stroke-width="${f(s * 0.018)}"/>`,
  );
  out.push(motif(subjects.main, s / 2, s * 0.52, s * 0.36));
  subjects.others
    .slice(0, 3)
    .forEach((code, i) =>
      out.push(motif(code, s * (0.3 + i * 0.2), s * 0.84, s * 0.1, { rotate: between(rand, -15, 15) })),
    );
  const inset = s * 0.05;
  out.push(
    `<rect x="${f(inset)}" y="${f(inset)}" width="${f(s - inset * 2)}" height="${f(s - inset * 2)}" fill="none" stroke="${gold.url}" stroke-width="${f(s * 0.035)}"/>`,
  );
  out.push(
    `<rect x="${f(inset * 1.9)}" y="${f(inset * 1.9)}" width="${f(s - inset * 3.8)}" height="${f(s - inset * 3.8)}" fill="none" stroke="${gold.url}" stroke-width="${f(s * 0.006)}"/>`,
  );
  const r = s * 0.12;
  const c = inset * 1.9;
  out.push(flourish(c, c, r, 1, 1, gold.url), flourish(s - c, c, r, -1, 1, gold.url));
  out.push(flourish(c, s - c, r, 1, -1, gold.url), flourish(s - c, s - c, r, -1, -1, gold.url));
  out.push(vignette(s, 0.55));
  return out.join('');
}

export function classical({ s, rand, subjects }: ArtInput): string {
  const marble = gradient('linear', [
    [0, '#f5f2ec'],
    [1, '#d9d2c5'],
  ]);
  const out = [`<defs>${marble.def}</defs><rect width="${s}" height="${s}" fill="${marble.url}"/>`];
  for (let i = 0; i < 14; i++) {
    const y = rand() * s;
    out.push(
      `<path d="M${f(-10)} ${f(y)} C${f(s * 0.3)} ${f(y + between(rand, -80, 80))} ${f(s * 0.6)} ${f(y + between(rand, -80, 80))} ${f(s + 10)} ${f(y + between(rand, -60, 60))}" stroke="#b8b0a2" stroke-width="${f(between(rand, 0.8, 3))}" fill="none" opacity="0.55"/>`,
    );
  }
  const column = (x: number) => {
    const w = s * 0.11;
    const parts = [
      `<rect x="${f(x - w / 2)}" y="${f(s * 0.22)}" width="${f(w)}" height="${f(s * 0.64)}" fill="#ece6da" stroke="#a39a8a" stroke-width="2"/>`,
      `<rect x="${f(x - w * 0.75)}" y="${f(s * 0.19)}" width="${f(w * 1.5)}" height="${f(s * 0.04)}" fill="#e2dbcd" stroke="#a39a8a" stroke-width="2"/>`,
      `<circle cx="${f(x - w * 0.62)}" cy="${f(s * 0.21)}" r="${f(s * 0.018)}" fill="none" stroke="#a39a8a" stroke-width="2"/>`,
      `<circle cx="${f(x + w * 0.62)}" cy="${f(s * 0.21)}" r="${f(s * 0.018)}" fill="none" stroke="#a39a8a" stroke-width="2"/>`,
      `<rect x="${f(x - w * 0.7)}" y="${f(s * 0.86)}" width="${f(w * 1.4)}" height="${f(s * 0.05)}" fill="#e2dbcd" stroke="#a39a8a" stroke-width="2"/>`,
    ];
    for (let i = 1; i < 5; i++)
      parts.push(
        `<line x1="${f(x - w / 2 + (w / 5) * i)}" y1="${f(s * 0.23)}" x2="${f(x - w / 2 + (w / 5) * i)}" y2="${f(s * 0.85)}" stroke="#bdb4a5" stroke-width="2"/>`,
      );
    return parts.join('');
  };
  out.push(
    `<polygon points="${f(s * 0.06)},${f(s * 0.19)} ${f(s / 2)},${f(s * 0.05)} ${f(s * 0.94)},${f(s * 0.19)}" fill="#e8e1d4" stroke="#a39a8a" stroke-width="3"/>`,
  );
  out.push(column(s * 0.14), column(s * 0.86));
  const cx = s / 2;
  const cy = s * 0.5;
  for (let side = -1; side <= 1; side += 2) {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI / 2 + side * (0.35 + i * 0.27);
      const x = cx + Math.cos(a) * s * 0.22;
      const y = cy + Math.sin(a) * s * 0.22;
      out.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.03)}" ry="${f(s * 0.012)}" fill="#6b7d4f" transform="rotate(${f((a * 180) / Math.PI + side * 35)} ${f(x)} ${f(y)})"/>`,
      );
    }
  }
  out.push(motif(subjects.main, cx, cy, s * 0.28));
  const word = keyword({ s, rand, subjects, colours: [], variant: 0 });
  if (word)
    out.push(
      lettering(word.toUpperCase(), cx, s * 0.82, s * 0.045, '#5c5447', {
        font: SERIF,
        spacing: s * 0.012,
        weight: 'normal',
      }),
    );
  return out.join('');
}

export function renaissance({ s, rand, subjects }: ArtInput): string {
  const bg = gradient('linear', [
    [0, '#4a3420'],
    [1, '#1a110a'],
  ]);
  const sky = gradient('linear', [
    [0, '#9fbcd2'],
    [1, '#f1e2c2'],
  ]);
  const out = [`<defs>${bg.def}${sky.def}</defs><rect width="${s}" height="${s}" fill="${bg.url}"/>`];
  const wx = s * 0.2;
  const ww = s * 0.6;
  const top = s * 0.1;
  const arch = `M${f(wx)} ${f(s * 0.62)} L${f(wx)} ${f(top + ww / 2)} A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(wx + ww)} ${f(top + ww / 2)} L${f(wx + ww)} ${f(s * 0.62)}Z`;
  out.push(`<defs><clipPath id="window"><path d="${arch}"/></clipPath></defs>`);
  const hills = [0.45, 0.52].map((base, i) => {
    let d = `M${f(wx)} ${f(s * 0.62)} L${f(wx)} ${f(s * base)}`;
    for (let x = wx; x <= wx + ww; x += ww / 6)
      d += ` Q${f(x + ww / 12)} ${f(s * (base - 0.04 + rand() * 0.04))} ${f(x + ww / 6)} ${f(s * (base + rand() * 0.02))}`;
    return `<path d="${d} L${f(wx + ww)} ${f(s * 0.62)}Z" fill="${i ? '#5d7a6b' : '#8aa3b5'}"/>`;
  });
  out.push(
    `<g clip-path="url(#window)"><rect x="${f(wx)}" y="${f(top)}" width="${f(ww)}" height="${f(s * 0.6)}" fill="${sky.url}"/>${hills.join('')}</g>`,
  );
  out.push(`<path d="${arch}" fill="none" stroke="#2b1d10" stroke-width="${f(s * 0.025)}"/>`);
  out.push(
    `<path d="M0 0 Q${f(s * 0.14)} ${f(s * 0.4)} ${f(s * 0.05)} ${f(s)} L0 ${f(s)}Z" fill="#6b1e1e" opacity="0.9"/>`,
  );
  out.push(
    `<defs><filter id="sfumato" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(s * 0.02)}"/></filter></defs>`,
  );
  out.push(
    `<ellipse cx="${f(s / 2)}" cy="${f(s * 0.9)}" rx="${f(s * 0.3)}" ry="${f(s * 0.06)}" fill="#000000" opacity="0.5" filter="url(#sfumato)"/>`,
  );
  out.push(motif(subjects.main, s / 2, s * 0.66, s * 0.42));
  for (let i = 0; i < 40; i++) {
    const x = rand() * s;
    const y = rand() * s;
    out.push(
      `<path d="M${f(x)} ${f(y)} l${f(between(rand, -20, 20))} ${f(between(rand, -20, 20))} l${f(between(rand, -20, 20))} ${f(between(rand, -20, 20))}" stroke="#1a0f05" stroke-width="1" fill="none" opacity="0.25"/>`,
    );
  }
  out.push(vignette(s, 0.6));
  return out.join('');
}

export function gothic({ s, rand, subjects }: ArtInput): string {
  const out = [`<rect width="${s}" height="${s}" fill="#0b0a10"/>`];
  const x0 = s * 0.24;
  const x1 = s * 0.76;
  const w = x1 - x0;
  const base = s * 0.86;
  const spring = s * 0.42;
  const arch = `M${f(x0)} ${f(base)} L${f(x0)} ${f(spring)} Q${f(x0)} ${f(s * 0.12)} ${f(s / 2)} ${f(s * 0.06)} Q${f(x1)} ${f(s * 0.12)} ${f(x1)} ${f(spring)} L${f(x1)} ${f(base)}Z`;
  out.push(`<defs><clipPath id="arch"><path d="${arch}"/></clipPath></defs>`);
  const glass = ['#7b1e3a', '#2c3e94', '#1f6f50', '#b8860b', '#5b2a86', '#a33b20'];
  const cells: string[] = [];
  const step = w / 6;
  for (let row = 0; row < 14; row++) {
    for (let col = 0; col < 6; col++) {
      const x = x0 + col * step;
      const y = s * 0.06 + row * step;
      cells.push(
        `<polygon points="${f(x)},${f(y)} ${f(x + step)},${f(y + between(rand, -6, 6))} ${f(x + step)},${f(y + step)} ${f(x)},${f(y + step + between(rand, -6, 6))}" fill="${pick(rand, glass)}" stroke="#050505" stroke-width="${f(s * 0.006)}"/>`,
      );
    }
  }
  out.push(`<g clip-path="url(#arch)">${cells.join('')}</g>`);
  out.push(glow(s / 2, s * 0.5, s * 0.26, '#000000', 0.85));
  out.push(`<path d="${arch}" fill="none" stroke="#3a3840" stroke-width="${f(s * 0.04)}"/>`);
  out.push(
    `<circle cx="${f(s / 2)}" cy="${f(s * 0.28)}" r="${f(s * 0.09)}" fill="none" stroke="#3a3840" stroke-width="${f(s * 0.015)}"/>`,
  );
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out.push(
      `<line x1="${f(s / 2)}" y1="${f(s * 0.28)}" x2="${f(s / 2 + Math.cos(a) * s * 0.09)}" y2="${f(s * 0.28 + Math.sin(a) * s * 0.09)}" stroke="#3a3840" stroke-width="${f(s * 0.008)}"/>`,
    );
  }
  out.push(motif(subjects.main, s / 2, s * 0.56, s * 0.3));
  for (const x of [0.1, 0.9]) {
    out.push(
      `<rect x="${f(s * x - s * 0.02)}" y="${f(s * 0.72)}" width="${f(s * 0.04)}" height="${f(s * 0.2)}" fill="#e8dcc0"/>`,
    );
    out.push(
      glow(s * x, s * 0.69, s * 0.08, '#ffb347', 0.9),
      `<ellipse cx="${f(s * x)}" cy="${f(s * 0.695)}" rx="${f(s * 0.012)}" ry="${f(s * 0.025)}" fill="#fff1c1"/>`,
    );
  }
  out.push(vignette(s, 0.7));
  return out.join('');
}

export function fairyTale({ s, rand, subjects, colours }: ArtInput): string {
  const bg = gradient('linear', [
    [0, '#ffd6e8'],
    [0.55, '#d7c6ff'],
    [1, '#bff2e6'],
  ]);
  const out = [`<defs>${bg.def}</defs><rect width="${s}" height="${s}" fill="${bg.url}"/>`];
  ['#ffadad', '#ffd6a5', '#fdffb6', '#caffbf', '#9bf6ff', '#bdb2ff'].forEach((colour, i) => {
    const r = s * (0.62 - i * 0.045);
    out.push(
      `<path d="M${f(s / 2 - r)} ${f(s * 0.95)} A${f(r)} ${f(r)} 0 0 1 ${f(s / 2 + r)} ${f(s * 0.95)}" fill="none" stroke="${colour}" stroke-width="${f(s * 0.045)}" opacity="0.55"/>`,
    );
  });
  for (let i = 0; i < 24; i++)
    out.push(
      `<circle cx="${f(rand() * s)}" cy="${f(rand() * s)}" r="${f(between(rand, s * 0.01, s * 0.06))}" fill="${pick(rand, ['#ffffff', ...colours])}" opacity="${f(between(rand, 0.15, 0.45))}"/>`,
    );
  let castle = `M0 ${f(s)} L0 ${f(s * 0.86)}`;
  for (const [x, h] of [
    [0.1, 0.74],
    [0.2, 0.8],
    [0.32, 0.7],
    [0.5, 0.66],
    [0.68, 0.72],
    [0.8, 0.78],
    [0.92, 0.74],
  ] as const) {
    castle += ` L${f(s * (x - 0.04))} ${f(s * 0.86)} L${f(s * (x - 0.04))} ${f(s * h)} L${f(s * x)} ${f(s * (h - 0.06))} L${f(s * (x + 0.04))} ${f(s * h)} L${f(s * (x + 0.04))} ${f(s * 0.86)}`;
  }
  out.push(`<path d="${castle} L${s} ${f(s * 0.86)} L${s} ${s}Z" fill="#9d8df1" opacity="0.55"/>`);
  out.push(glow(s / 2, s * 0.45, s * 0.3, '#ffffff', 0.9));
  out.push(motif(subjects.main, s / 2, s * 0.45, s * 0.4));
  subjects.others.slice(0, 4).forEach((code, i) => {
    const a = (i / 4) * Math.PI * 2 + 0.4;
    out.push(
      motif(code, s / 2 + Math.cos(a) * s * 0.3, s * 0.45 + Math.sin(a) * s * 0.26, s * 0.1, {
        rotate: between(rand, -20, 20),
      }),
    );
  });
  for (let i = 0; i < 36; i++)
    out.push(
      sparkle(
        rand() * s,
        rand() * s,
        between(rand, s * 0.008, s * 0.025),
        pick(rand, ['#ffffff', '#ffe066', '#fcc2d7']),
        between(rand, 0.6, 1),
      ),
    );
  return out.join('');
}

export function fantasy({ s, rand, subjects, colours }: ArtInput): string {
  const out = [`<rect width="${s}" height="${s}" fill="#160b33"/>`];
  for (const colour of ['#5b2a86', '#0f7173', '#d7263d', colours[0]!])
    out.push(glow(rand() * s, rand() * s * 0.7, s * between(rand, 0.3, 0.5), colour, 0.45));
  for (let i = 0; i < 140; i++)
    out.push(
      `<circle cx="${f(rand() * s)}" cy="${f(rand() * s * 0.75)}" r="${f(between(rand, 0.6, 2.2))}" fill="#ffffff" opacity="${f(between(rand, 0.4, 1))}"/>`,
    );
  const orb = { x: between(rand, s * 0.2, s * 0.8), y: s * 0.22 };
  out.push(
    glow(orb.x, orb.y, s * 0.2, '#f9f871', 0.6),
    `<circle cx="${f(orb.x)}" cy="${f(orb.y)}" r="${f(s * 0.07)}" fill="#fdfbd4"/>`,
  );
  ['#3c1f6e', '#2a1552', '#170a30'].forEach((colour, layer) => {
    let d = `M0 ${f(s)} L0 ${f(s * (0.7 + layer * 0.07))}`;
    for (let x = 0; x <= s; x += s / 7)
      d += ` L${f(x + s / 14)} ${f(s * (0.55 + layer * 0.08 + rand() * 0.08))} L${f(x + s / 7)} ${f(s * (0.7 + layer * 0.07))}`;
    out.push(`<path d="${d} L${s} ${s}Z" fill="${colour}"/>`);
  });
  out.push(glow(s / 2, s * 0.5, s * 0.24, mix(colours[0]!, '#ffffff', 0.5), 0.8));
  out.push(motif(subjects.main, s / 2, s * 0.5, s * 0.36));
  for (let i = 0; i < 28; i++) {
    const x = s / 2 + between(rand, -s * 0.35, s * 0.35);
    const y = s * 0.5 + between(rand, -s * 0.3, s * 0.3);
    out.push(glow(x, y, s * 0.015, '#9bf6ff', 0.9));
  }
  subjects.others
    .slice(0, 2)
    .forEach((code, i) => out.push(motif(code, s * (0.15 + i * 0.7), s * 0.35, s * 0.1, { opacity: 0.9 })));
  return out.join('');
}

export function sophisticated({ s, rand, subjects, colours }: ArtInput): string {
  const dark = mix(colours.find((c) => c !== '#f8f9fa') ?? '#0f1b2d', '#0b1320', 0.75);
  const gold = '#d4b26a';
  const out = [`<rect width="${s}" height="${s}" fill="${dark}"/>`];
  out.push(glow(s / 2, s * 0.45, s * 0.5, '#ffffff', 0.06));
  out.push(
    `<circle cx="${f(s / 2)}" cy="${f(s * 0.45)}" r="${f(s * 0.24)}" fill="none" stroke="${gold}" stroke-width="${f(s * 0.004)}"/>`,
  );
  out.push(
    `<circle cx="${f(s / 2)}" cy="${f(s * 0.45)}" r="${f(s * 0.255)}" fill="none" stroke="${gold}" stroke-width="${f(s * 0.0015)}"/>`,
  );
  for (const y of [0.1, 0.9]) {
    out.push(
      `<line x1="${f(s * 0.3)}" y1="${f(s * y)}" x2="${f(s * 0.7)}" y2="${f(s * y)}" stroke="${gold}" stroke-width="${f(s * 0.002)}"/>`,
    );
    out.push(
      `<rect x="${f(s / 2 - s * 0.008)}" y="${f(s * y - s * 0.008)}" width="${f(s * 0.016)}" height="${f(s * 0.016)}" fill="${gold}" transform="rotate(45 ${f(s / 2)} ${f(s * y)})"/>`,
    );
  }
  out.push(motif(subjects.main, s / 2, s * 0.45, s * 0.22 + rand() * s * 0.02));
  const word = keyword({ s, rand, subjects, colours, variant: 0 });
  if (word)
    out.push(
      lettering(word.toUpperCase(), s / 2, s * 0.8, s * 0.04, gold, {
        font: SERIF,
        weight: 'normal',
        spacing: s * 0.018,
      }),
    );
  return out.join('');
}
