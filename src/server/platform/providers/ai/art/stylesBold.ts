// The built-in generator's bolder styles: Abstract Art, Cubist, Pop Art, Street Art, Van Gogh, Painterly and
// Noir. Each draws the prompt's motifs in its own composition and colours; sharp adds a finish in styles.ts.
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

export function abstractArt({ s, rand, subjects, colours }: ArtInput): string {
  const out = [`<rect width="${s}" height="${s}" fill="#f4efe6"/>`];
  for (let i = 0; i < 9; i++) {
    const colour = pick(rand, colours);
    const x = rand() * s;
    const y = rand() * s;
    const size = between(rand, s * 0.1, s * 0.32);
    const kind = i % 3;
    if (kind === 0)
      out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="${colour}" opacity="0.82"/>`);
    else if (kind === 1)
      out.push(
        `<rect x="${f(x - size)}" y="${f(y - size / 2)}" width="${f(size * 2)}" height="${f(size)}" fill="${colour}" opacity="0.8" transform="rotate(${f(between(rand, -40, 40))} ${f(x)} ${f(y)})"/>`,
      );
    else
      out.push(
        `<path d="M${f(x - size)} ${f(y)} A${f(size)} ${f(size)} 0 0 1 ${f(x + size)} ${f(y)}Z" fill="${colour}" opacity="0.85" transform="rotate(${f(rand() * 360)} ${f(x)} ${f(y)})"/>`,
      );
  }
  const rx = between(rand, s * 0.2, s * 0.8);
  const ry = between(rand, s * 0.2, s * 0.8);
  for (let r = 1; r <= 5; r++) {
    out.push(
      `<circle cx="${f(rx)}" cy="${f(ry)}" r="${f(r * s * 0.025)}" fill="none" stroke="${colours[r % colours.length]}" stroke-width="${f(s * 0.012)}"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    out.push(
      `<line x1="${f(rand() * s)}" y1="${f(rand() * s)}" x2="${f(rand() * s)}" y2="${f(rand() * s)}" stroke="#1a1a1a" stroke-width="${f(between(rand, 2, 7))}" stroke-linecap="round"/>`,
    );
  }
  out.push(
    motif(subjects.main, between(rand, s * 0.35, s * 0.65), between(rand, s * 0.35, s * 0.65), s * 0.34, {
      rotate: between(rand, -20, 20),
    }),
  );
  subjects.others.slice(0, 3).forEach((code) =>
    out.push(
      motif(code, rand() * s * 0.8 + s * 0.1, rand() * s * 0.8 + s * 0.1, s * 0.11, {
        rotate: rand() * 60 - 30,
      }),
    ),
  );
  return out.join('');
}

/** Shards of a jittered grid, earthy colours, the motif broken into offset fragments. */
export function cubist({ s, rand, subjects, colours }: ArtInput): string {
  const n = 5;
  const step = s / n;
  const points: Array<Array<[number, number]>> = [];
  for (let row = 0; row <= n; row++) {
    points.push([]);
    for (let col = 0; col <= n; col++) {
      const edge = row === 0 || col === 0 || row === n || col === n;
      points[row]!.push([
        col * step + (edge ? 0 : between(rand, -step * 0.35, step * 0.35)),
        row * step + (edge ? 0 : between(rand, -step * 0.35, step * 0.35)),
      ]);
    }
  }
  const out: string[] = [];
  const poly = (pts: Array<[number, number]>) => pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
  const shards: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const a = points[row]![col]!;
      const b = points[row]![col + 1]!;
      const c = points[row + 1]![col + 1]!;
      const d = points[row + 1]![col]!;
      for (const tri of rand() < 0.5
        ? [
            [a, b, c],
            [a, c, d],
          ]
        : [
            [a, b, d],
            [b, c, d],
          ]) {
        const colour = mix(pick(rand, colours), '#ffffff', rand() * 0.3);
        const shard = poly(tri as Array<[number, number]>);
        shards.push(shard);
        out.push(
          `<polygon points="${shard}" fill="${colour}" stroke="#2b2118" stroke-width="${f(s * 0.006)}"/>`,
        );
      }
    }
  }
  // The main motif, seen from three sides at once: each copy clipped to a few shards.
  for (let view = 0; view < 3; view++) {
    const clip = `cub${view}`;
    const chosen = shards
      .filter(() => rand() < 0.45)
      .map((pts) => `<polygon points="${pts}"/>`)
      .join('');
    out.push(`<defs><clipPath id="${clip}">${chosen}</clipPath></defs>`);
    out.push(
      `<g clip-path="url(#${clip})">${motif(subjects.main, s * (0.45 + view * 0.05), s * (0.48 + (view - 1) * 0.04), s * (0.5 - view * 0.06), { rotate: (view - 1) * 12 })}</g>`,
    );
  }
  subjects.others
    .slice(0, 2)
    .forEach((code, i) =>
      out.push(motif(code, s * (0.2 + i * 0.6), s * 0.8, s * 0.14, { opacity: 0.9, rotate: 10 - i * 20 })),
    );
  return out.join('');
}

/** Four panels in loud colours, halftone dots, the motif in each; a comic burst with the prompt's word. */
export function popArt({ s, rand, subjects, colours }: ArtInput): string {
  const half = s / 2;
  const gutter = s * 0.02;
  const out = [`<rect width="${s}" height="${s}" fill="#111111"/>`];
  const dots = `<defs><pattern id="halftone" width="${f(s * 0.025)}" height="${f(s * 0.025)}" patternUnits="userSpaceOnUse"><circle cx="${f(s * 0.0125)}" cy="${f(s * 0.0125)}" r="${f(s * 0.006)}" fill="#000000" opacity="0.28"/></pattern></defs>`;
  out.push(dots);
  for (let i = 0; i < 4; i++) {
    const x = (i % 2) * half + gutter;
    const y = Math.floor(i / 2) * half + gutter;
    const w = half - gutter * 2;
    out.push(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(w)}" fill="${colours[i % colours.length]}"/>`,
    );
    out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(w)}" fill="url(#halftone)"/>`);
    const code = i === 0 || i === 3 ? subjects.main : (subjects.others[i - 1] ?? subjects.main);
    out.push(motif(code, x + w / 2 + s * 0.01, y + w / 2 + s * 0.01, w * 0.62, { silhouette: '#111111' }));
    out.push(motif(code, x + w / 2, y + w / 2, w * 0.62, { filter: `url(#hue${i})` }));
    out.push(
      `<defs><filter id="hue${i}"><feColorMatrix type="hueRotate" values="${i * 90}"/></filter></defs>`,
    );
  }
  const word = keyword({ s, rand, subjects, colours, variant: 0 });
  if (word) {
    const cx = s * 0.5;
    const cy = s * 0.5;
    const spikes = 14;
    const burst = Array.from({ length: spikes * 2 }, (_, i) => {
      const r = (i % 2 ? 0.13 : 0.2) * s;
      const angle = (i / (spikes * 2)) * Math.PI * 2;
      return `${f(cx + Math.cos(angle) * r * 1.4)},${f(cy + Math.sin(angle) * r)}`;
    }).join(' ');
    out.push(`<polygon points="${burst}" fill="#fff200" stroke="#111111" stroke-width="${f(s * 0.008)}"/>`);
    out.push(
      lettering(
        `${word.toUpperCase()}!`,
        cx,
        cy + s * 0.025,
        Math.min(s * 0.075, (s * 0.5) / Math.max(3, word.length)),
        '#e5004f',
        { stroke: '#111111', strokeWidth: s * 0.006, rotate: -8 },
      ),
    );
  }
  return out.join('');
}

/** A brick wall, spray-paint clouds with drips, a stencilled motif and a tag. */
export function streetArt({ s, rand, subjects, colours }: ArtInput): string {
  const out = [`<rect width="${s}" height="${s}" fill="#c9b8a8"/>`];
  const bh = s / 16;
  const bw = s / 6;
  for (let row = 0; row < 16; row++) {
    for (let col = -1; col < 7; col++) {
      const x = col * bw + (row % 2 ? bw / 2 : 0);
      out.push(
        `<rect x="${f(x + 2)}" y="${f(row * bh + 2)}" width="${f(bw - 4)}" height="${f(bh - 4)}" fill="${pick(rand, ['#8d3b2f', '#a44a3f', '#7a3027', '#96443a'])}"/>`,
      );
    }
  }
  out.push(
    `<defs><filter id="spray" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(s * 0.03)}"/></filter></defs>`,
  );
  for (let i = 0; i < 6; i++) {
    const colour = colours[i % colours.length]!;
    const x = rand() * s;
    const y = rand() * s * 0.8;
    const r = between(rand, s * 0.08, s * 0.18);
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${colour}" opacity="0.85" filter="url(#spray)"/>`,
    );
    for (let d = 0; d < 3; d++) {
      const dx = x + between(rand, -r * 0.6, r * 0.6);
      const len = between(rand, s * 0.05, s * 0.2);
      out.push(
        `<rect x="${f(dx)}" y="${f(y + r * 0.5)}" width="${f(s * 0.008)}" height="${f(len)}" rx="${f(s * 0.004)}" fill="${colour}" opacity="0.9"/>`,
      );
    }
  }
  out.push(motif(subjects.main, s * 0.53, s * 0.47, s * 0.5, { silhouette: '#111111', rotate: -4 }));
  out.push(motif(subjects.main, s * 0.5, s * 0.45, s * 0.5, { rotate: -4 }));
  const word = keyword({ s, rand, subjects, colours, variant: 0 });
  if (word) {
    out.push(
      lettering(
        word,
        s * 0.5,
        s * 0.88,
        Math.min(s * 0.13, (s * 1.4) / Math.max(4, word.length)),
        colours[0]!,
        {
          font: 'DejaVu Sans, sans-serif',
          stroke: '#111111',
          strokeWidth: s * 0.012,
          rotate: -7,
          italic: true,
        },
      ),
    );
  }
  return out.join('');
}

/** Swirling strokes around two vortices, a glowing moon and stars, the motif at the foot. */
export function vanGogh({ s, rand, subjects }: ArtInput): string {
  const out = [`<rect width="${s}" height="${s}" fill="#1d3557"/>`];
  const moon = { x: between(rand, s * 0.65, s * 0.82), y: between(rand, s * 0.15, s * 0.25) };
  const vortices = [
    { x: between(rand, s * 0.25, s * 0.45), y: between(rand, s * 0.25, s * 0.4) },
    { x: between(rand, s * 0.55, s * 0.75), y: between(rand, s * 0.45, s * 0.55) },
  ];
  const blues = ['#1d3557', '#274c77', '#457b9d', '#6096ba', '#a8dadc', '#e7ecef'];
  for (let i = 0; i < 650; i++) {
    const x = rand() * s;
    const y = rand() * s * 0.85;
    const near = vortices.reduce((a, b) =>
      Math.hypot(b.x - x, b.y - y) < Math.hypot(a.x - x, a.y - y) ? b : a,
    );
    const dist = Math.hypot(near.x - x, near.y - y);
    const swirl = Math.max(0, 1 - dist / (s * 0.35));
    const angle = Math.atan2(y - near.y, x - near.x) + Math.PI / 2;
    const a = swirl * angle + (1 - swirl) * Math.sin(y / (s * 0.1)) * 0.3;
    const len = between(rand, s * 0.02, s * 0.045);
    const toMoon = Math.hypot(moon.x - x, moon.y - y) / s;
    const colour = toMoon < 0.16 ? pick(rand, ['#f6d55c', '#f4a261', '#fff3b0']) : pick(rand, blues);
    const x2 = x + Math.cos(a) * len;
    const y2 = y + Math.sin(a) * len;
    const cx = (x + x2) / 2 + Math.cos(a + Math.PI / 2) * len * 0.25;
    const cy = (y + y2) / 2 + Math.sin(a + Math.PI / 2) * len * 0.25;
    out.push(
      `<path d="M${f(x)} ${f(y)} Q${f(cx)} ${f(cy)} ${f(x2)} ${f(y2)}" stroke="${colour}" stroke-width="${f(between(rand, s * 0.006, s * 0.011))}" stroke-linecap="round" fill="none"/>`,
    );
  }
  out.push(glow(moon.x, moon.y, s * 0.16, '#f6d55c', 0.7));
  out.push(`<circle cx="${f(moon.x)}" cy="${f(moon.y)}" r="${f(s * 0.06)}" fill="#f6d55c"/>`);
  for (let ring = 1; ring <= 3; ring++) {
    out.push(
      `<circle cx="${f(moon.x)}" cy="${f(moon.y)}" r="${f(s * (0.06 + ring * 0.022))}" fill="none" stroke="${ring % 2 ? '#fff3b0' : '#f4a261'}" stroke-width="${f(s * 0.008)}" stroke-dasharray="${f(s * 0.02)} ${f(s * 0.012)}"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const x = rand() * s;
    const y = rand() * s * 0.5;
    out.push(
      glow(x, y, s * 0.04, '#fff3b0', 0.8),
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.008)}" fill="#fffbe6"/>`,
    );
  }
  let hill = `M0 ${f(s)} L0 ${f(s * 0.8)}`;
  for (let x = 0; x <= s; x += s / 12)
    hill += ` Q${f(x + s / 24)} ${f(s * (0.76 + rand() * 0.06))} ${f(x + s / 12)} ${f(s * (0.8 + rand() * 0.03))}`;
  out.push(`<path d="${hill} L${s} ${s}Z" fill="#0b2a1e"/>`);
  out.push(motif(subjects.main, s * 0.5, s * 0.72, s * 0.36));
  out.push(motif(subjects.others[0] ?? subjects.main, s * 0.16, s * 0.82, s * 0.14, { rotate: -12 }));
  return out.join('');
}

/** Hundreds of soft brush strokes in the palette, the motif painted in among them (sharp smooths it after). */
export function painterly({ s, rand, subjects, colours }: ArtInput): string {
  const base = mix(colours[0]!, '#ffffff', 0.35);
  const out = [`<rect width="${s}" height="${s}" fill="${base}"/>`];
  const flow = between(rand, -0.6, 0.6);
  const stroke = (scale: number, opacity: number) => {
    const x = rand() * s;
    const y = rand() * s;
    const colour = mix(pick(rand, colours), pick(rand, ['#ffffff', '#000000', base]), rand() * 0.35);
    const angle = (flow + Math.sin(y / (s * 0.15)) * 0.5) * (180 / Math.PI);
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(between(rand, 0.025, 0.07) * s * scale)}" ry="${f(between(rand, 0.008, 0.018) * s * scale)}" fill="${colour}" opacity="${f(opacity)}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})"/>`;
  };
  for (let i = 0; i < 320; i++) out.push(stroke(1.4, between(rand, 0.5, 0.9)));
  out.push(motif(subjects.main, s * 0.5, s * 0.5, s * 0.46, { rotate: between(rand, -8, 8) }));
  subjects.others
    .slice(0, 2)
    .forEach((code, i) =>
      out.push(motif(code, s * (0.22 + i * 0.56), s * (0.22 + i * 0.1), s * 0.15, { opacity: 0.85 })),
    );
  for (let i = 0; i < 90; i++) out.push(stroke(0.8, between(rand, 0.15, 0.35)));
  return out.join('');
}

/** Black and white: light through blinds, a long cast shadow, smoke (sharp adds greyscale and grain). */
export function noir({ s, rand, subjects }: ArtInput): string {
  const bg = gradient('linear', [
    [0, '#2a2a2a'],
    [1, '#050505'],
  ]);
  const out = [`<defs>${bg.def}</defs><rect width="${s}" height="${s}" fill="${bg.url}"/>`];
  out.push(
    `<polygon points="0,0 ${f(s * 0.55)},0 ${f(s)},${f(s * 0.75)} ${f(s)},${f(s)} ${f(s * 0.25)},${f(s)}" fill="#ffffff" opacity="0.16"/>`,
  );
  const angle = between(rand, -30, -15);
  for (let i = -6; i < 16; i++) {
    out.push(
      `<rect x="${f(-s)}" y="${f(i * s * 0.075)}" width="${f(s * 3)}" height="${f(s * 0.032)}" fill="#ffffff" opacity="0.2" transform="rotate(${f(angle)} ${f(s / 2)} ${f(s / 2)})"/>`,
    );
  }
  out.push(
    `<g transform="translate(${f(s * 0.12)} ${f(s * 0.06)}) skewX(-18)">${motif(subjects.main, s * 0.55, s * 0.55, s * 0.55, { silhouette: '#000000', opacity: 0.85 })}</g>`,
  );
  out.push(
    `<defs><filter id="smoke" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(s * 0.04)}"/></filter></defs>`,
  );
  for (let i = 0; i < 5; i++)
    out.push(
      `<ellipse cx="${f(rand() * s)}" cy="${f(rand() * s)}" rx="${f(s * 0.2)}" ry="${f(s * 0.06)}" fill="#ffffff" opacity="0.12" filter="url(#smoke)"/>`,
    );
  out.push(motif(subjects.main, s * 0.47, s * 0.5, s * 0.44));
  out.push(vignette(s, 0.75));
  for (let i = 0; i < 6; i++) out.push(sparkle(rand() * s, rand() * s * 0.4, s * 0.008, '#ffffff', 0.6));
  return out.join('');
}
