// The built-in animated backgrounds (shared/themes/backgrounds.ts names them): each is an animated SVG with
// CSS keyframes, seeded by its slug so it never changes, served at /backgrounds/{slug}.svg with a day's cache.
// Nothing moves for a visitor who asks for reduced motion (the SVG's own media query; the event page also
// leaves the background out then).
import type { Request, Response } from 'express';
import { type FeatureRoutes, publicRoute } from '../../core/http/routes';
import { hashString } from '../../../shared/common/hash';
import { BUILT_IN_BACKGROUNDS, type BuiltInBackground } from '../../../shared/themes/backgrounds';
import type { Env } from '../../platform/env';
import { f, seededRandom } from '../../platform/providers/ai/art/svg';

const W = 1600;
const H = 900;

type Draw = { rand: () => number; ink: readonly string[]; colour: () => string };

/** One moving thing: its shape, where it starts, which keyframes carry it, for how long, from when. */
function mover(shape: string, x: number, y: number, animation: string, seconds: number, delay: number) {
  return `<g transform="translate(${f(x)} ${f(y)})"><g class="${animation}" style="animation-duration:${f(seconds)}s;animation-delay:-${f(delay)}s">${shape}</g></g>`;
}

const many = (count: number, draw: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => draw(i)).join('');

const heart = (size: number, colour: string) =>
  `<path d="M0 ${f(size * 0.3)} C${f(-size)} ${f(-size * 0.4)} ${f(-size * 0.3)} ${f(-size)} 0 ${f(-size * 0.35)} C${f(size * 0.3)} ${f(-size)} ${f(size)} ${f(-size * 0.4)} 0 ${f(size * 0.3)}Z" fill="${colour}"/>`;
const star4 = (r: number, colour: string) =>
  `<path d="M0 ${f(-r)} Q${f(r * 0.2)} ${f(-r * 0.2)} ${f(r)} 0 Q${f(r * 0.2)} ${f(r * 0.2)} 0 ${f(r)} Q${f(-r * 0.2)} ${f(r * 0.2)} ${f(-r)} 0 Q${f(-r * 0.2)} ${f(-r * 0.2)} 0 ${f(-r)}Z" fill="${colour}"/>`;

const MOTIONS: Record<BuiltInBackground['motion'], (d: Draw) => string> = {
  snow: ({ rand }) =>
    many(90, () =>
      mover(
        `<g class="sway"><circle r="${f(3 + rand() * 7)}" fill="#ffffff" opacity="${f(0.5 + rand() * 0.5)}"/></g>`,
        rand() * W,
        0,
        'fall',
        8 + rand() * 10,
        rand() * 18,
      ),
    ),
  rain: ({ rand }) =>
    many(110, () =>
      mover(
        `<line x1="0" y1="0" x2="-6" y2="${f(30 + rand() * 30)}" stroke="#ffffff" stroke-width="2" opacity="${f(0.3 + rand() * 0.4)}"/>`,
        rand() * W,
        0,
        'fall',
        1.2 + rand() * 1.2,
        rand() * 3,
      ),
    ),
  petals: ({ rand, colour }) =>
    many(60, () =>
      mover(
        `<g class="spin"><ellipse rx="${f(8 + rand() * 8)}" ry="${f(5 + rand() * 4)}" fill="${colour()}"/></g>`,
        rand() * W,
        0,
        'fall',
        10 + rand() * 10,
        rand() * 20,
      ),
    ),
  leaves: ({ rand, colour }) =>
    many(45, () =>
      mover(
        `<g class="spin"><path d="M0 -18 C14 -8 14 8 0 18 C-14 8 -14 -8 0 -18Z" fill="${colour()}"/><line x1="0" y1="-18" x2="0" y2="22" stroke="#5c3310" stroke-width="2"/></g>`,
        rand() * W,
        0,
        'fall',
        9 + rand() * 9,
        rand() * 18,
      ),
    ),
  confetti: ({ rand, colour }) =>
    many(110, () =>
      mover(
        `<g class="spin"><rect x="-6" y="-3" width="${f(10 + rand() * 8)}" height="${f(5 + rand() * 4)}" fill="${colour()}"/></g>`,
        rand() * W,
        0,
        'fall',
        6 + rand() * 8,
        rand() * 14,
      ),
    ),
  hearts: ({ rand, colour }) =>
    many(40, () =>
      mover(
        `<g class="sway">${heart(14 + rand() * 22, colour())}</g>`,
        rand() * W,
        H,
        'rise',
        10 + rand() * 10,
        rand() * 20,
      ),
    ),
  bubbles: ({ rand, colour }) =>
    many(45, () =>
      mover(
        `<g class="sway"><circle r="${f(10 + rand() * 34)}" fill="${colour()}" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/></g>`,
        rand() * W,
        H,
        'rise',
        9 + rand() * 10,
        rand() * 19,
      ),
    ),
  balloons: ({ rand, colour }) =>
    many(22, () =>
      mover(
        `<g class="sway"><ellipse rx="34" ry="42" fill="${colour()}"/><path d="M0 42 q-8 30 4 60 q10 30 -4 60" stroke="#666666" stroke-width="2" fill="none"/></g>`,
        rand() * W,
        H + 60,
        'rise',
        14 + rand() * 10,
        rand() * 24,
      ),
    ),
  butterflies: ({ rand, colour }) =>
    many(14, () => {
      const c = colour();
      return mover(
        `<g class="flap"><ellipse cx="-14" cy="0" rx="16" ry="22" fill="${c}"/><ellipse cx="14" cy="0" rx="16" ry="22" fill="${c}"/></g><ellipse rx="3" ry="16" fill="#333333"/>`,
        0,
        120 + rand() * (H - 240),
        'across',
        16 + rand() * 14,
        rand() * 30,
      );
    }),
  stars: ({ rand, colour }) =>
    many(160, () =>
      mover(
        `<circle r="${f(1 + rand() * 2.6)}" fill="${colour()}"/>`,
        rand() * W,
        rand() * H,
        'twinkle',
        2 + rand() * 4,
        rand() * 6,
      ),
    ),
  sparkle: ({ rand, colour }) =>
    many(70, () =>
      mover(star4(8 + rand() * 16, colour()), rand() * W, rand() * H, 'pop', 2.5 + rand() * 3, rand() * 6),
    ),
  fireflies: ({ rand, colour }) =>
    many(50, () =>
      mover(
        `<g class="drift"><circle r="14" fill="${colour()}" opacity="0.25"/><circle r="4" fill="${colour()}"/></g>`,
        rand() * W,
        rand() * H,
        'twinkle',
        3 + rand() * 4,
        rand() * 7,
      ),
    ),
  fireworks: ({ rand, colour }) =>
    many(7, () => {
      const c = colour();
      return mover(
        many(16, (i) => {
          const a = (i / 16) * Math.PI * 2;
          return `<line x1="${f(Math.cos(a) * 20)}" y1="${f(Math.sin(a) * 20)}" x2="${f(Math.cos(a) * 120)}" y2="${f(Math.sin(a) * 120)}" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`;
        }),
        150 + rand() * (W - 300),
        120 + rand() * (H * 0.5),
        'burst',
        2.6 + rand() * 1.6,
        rand() * 4,
      );
    }),
  aurora: ({ rand, colour }) =>
    many(4, (i) =>
      mover(
        `<path d="M-200 ${f(200 + i * 90)} C200 ${f(80 + i * 60)} 600 ${f(360 + i * 40)} 1000 ${f(200 + i * 70)} S1700 ${f(100 + i * 50)} 2000 ${f(260 + i * 60)}" stroke="${colour()}" stroke-width="${f(70 + rand() * 60)}" fill="none" opacity="0.35" filter="url(#soft)"/>`,
        0,
        0,
        'slide',
        18 + rand() * 12,
        rand() * 20,
      ),
    ),
  sun: ({ rand }) =>
    `<g transform="translate(${W * 0.78} ${H * 0.24})"><g class="spin" style="animation-duration:60s">${many(16, (i) => `<rect x="-6" y="-320" width="12" height="150" fill="#fff3b0" opacity="0.55" transform="rotate(${i * 22.5})"/>`)}</g><circle r="120" fill="#fff3b0"/></g>${many(18, () => mover(`<circle r="${f(20 + rand() * 40)}" fill="#ffffff" opacity="0.25"/>`, rand() * W, H, 'rise', 16 + rand() * 12, rand() * 28))}`,
  waves: ({ colour }) =>
    many(4, (i) => {
      const y = 420 + i * 110;
      let d = `M0 ${y}`;
      for (let x = 0; x <= W * 2; x += 200) d += ` q50 -40 100 0 t100 0`;
      return mover(
        `<path d="${d} L${W * 2} ${H} L0 ${H}Z" fill="${colour()}" opacity="${f(0.18 + i * 0.08)}"/>`,
        0,
        0,
        'waves',
        7 + i * 3,
        i,
      );
    }),
  moon: ({ rand }) =>
    `<g transform="translate(${W * 0.72} ${H * 0.28})"><circle class="pulse" r="200" fill="#ffd27a" opacity="0.25"/><circle r="120" fill="#ffe5a8"/></g>${many(5, () => mover(`<ellipse rx="${f(140 + rand() * 120)}" ry="${f(26 + rand() * 18)}" fill="#ffffff" opacity="0.12" filter="url(#soft)"/>`, 0, 80 + rand() * (H * 0.7), 'across', 40 + rand() * 30, rand() * 60))}${many(6, () => mover(`<path d="M0 0 q-12 -12 -26 -4 q8 2 10 10 q6 -8 16 -6 q10 -2 16 6 q2 -8 10 -10 q-14 -8 -26 4Z" fill="#0d0612"/>`, 0, 100 + rand() * 300, 'across', 12 + rand() * 10, rand() * 20))}`,
  disco: ({ rand, colour }) =>
    `${many(6, (i) => `<g transform="translate(${f((W / 7) * (i + 1))} -20)"><polygon class="beam" style="animation-duration:${f(4 + rand() * 4)}s;animation-delay:-${f(rand() * 4)}s" points="-30,0 30,0 220,${H + 200} -220,${H + 200}" fill="${colour()}" opacity="0.22"/></g>`)}${many(60, () => mover(`<circle r="${f(3 + rand() * 6)}" fill="${colour()}"/>`, rand() * W, rand() * H, 'twinkle', 1 + rand() * 2, rand() * 3))}`,
};

const KEYFRAMES = `
.fall{animation:fall linear infinite}@keyframes fall{from{transform:translateY(-80px)}to{transform:translateY(${H + 120}px)}}
.rise{animation:rise linear infinite}@keyframes rise{from{transform:translateY(80px)}to{transform:translateY(-${H + 200}px)}}
.sway{animation:sway 3.5s ease-in-out infinite alternate}@keyframes sway{from{transform:translateX(-22px)}to{transform:translateX(22px)}}
.spin{animation:spin 5s linear infinite;transform-box:fill-box;transform-origin:center}@keyframes spin{to{transform:rotate(360deg)}}
.twinkle{animation:twinkle ease-in-out infinite alternate}@keyframes twinkle{from{opacity:.15}to{opacity:1}}
.pop{animation:pop ease-in-out infinite;transform-box:fill-box;transform-origin:center}@keyframes pop{0%,100%{transform:scale(.2);opacity:0}50%{transform:scale(1);opacity:1}}
.drift{animation:drift 6s ease-in-out infinite alternate}@keyframes drift{from{transform:translate(-30px,10px)}to{transform:translate(30px,-20px)}}
.flap{animation:flap .4s ease-in-out infinite alternate;transform-box:fill-box;transform-origin:center}@keyframes flap{from{transform:scaleX(1)}to{transform:scaleX(.3)}}
.across{animation:across linear infinite}@keyframes across{from{transform:translateX(-200px)}to{transform:translateX(${W + 200}px)}}
.burst{animation:burst ease-out infinite;transform-box:fill-box;transform-origin:center}@keyframes burst{0%{transform:scale(.1);opacity:0}15%{opacity:1}70%{transform:scale(1);opacity:.9}100%{transform:scale(1.1);opacity:0}}
.slide{animation:slide ease-in-out infinite alternate}@keyframes slide{from{transform:translateX(-160px)}to{transform:translateX(160px)}}
.waves{animation:waves linear infinite}@keyframes waves{from{transform:translateX(0)}to{transform:translateX(-200px)}}
.pulse{animation:twinkle 4s ease-in-out infinite alternate}
.beam{animation:beam ease-in-out infinite alternate;transform-origin:0 0}@keyframes beam{from{transform:rotate(-25deg)}to{transform:rotate(25deg)}}
@media (prefers-reduced-motion:reduce){*{animation:none!important}}`;

/** The animated SVG of a built-in background. */
export function backgroundSvg(background: BuiltInBackground): string {
  const rand = seededRandom(hashString(background.slug));
  const colour = () => background.ink[Math.floor(rand() * background.ink.length)]!;
  const body = MOTIONS[background.motion]({ rand, ink: background.ink, colour });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">`,
    `<title>${background.title}</title>`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background.sky[0]}"/><stop offset="1" stop-color="${background.sky[1]}"/></linearGradient>`,
    `<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="24"/></filter></defs>`,
    `<style>${KEYFRAMES}</style>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    body,
    '</svg>',
  ].join('');
}

const rendered = new Map<string, string>();

/** `GET /backgrounds/{slug}.svg`: a built-in background, rendered once per process. */
function sendBackground(req: Request, res: Response) {
  const slug = /^([a-z0-9-]+)\.svg$/.exec(String(req.params.file))?.[1];
  const background = slug ? BUILT_IN_BACKGROUNDS.find((b) => b.slug === slug) : undefined;
  if (!background) {
    res.status(404).type('text').send('Not found');
    return;
  }
  let svg = rendered.get(background.slug);
  if (!svg) {
    svg = backgroundSvg(background);
    rendered.set(background.slug, svg);
  }
  res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
}

export const backgroundRoutes: FeatureRoutes = (deps) => [
  publicRoute(deps).get('/backgrounds/:file', sendBackground),
];

/** Where a keyed search service's videos and animations play from (the page's Content-Security-Policy). */
export function backgroundMediaHosts(env: Pick<Env, 'PEXELS_API_KEY' | 'GIPHY_API_KEY'>): string[] {
  return [
    ...(env.PEXELS_API_KEY ? ['https://*.pexels.com', 'https://player.vimeo.com'] : []),
    ...(env.GIPHY_API_KEY ? ['https://*.giphy.com'] : []),
  ];
}
