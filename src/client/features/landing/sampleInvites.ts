import beach from '@twemoji/svg/1f3d6.svg';
import taco from '@twemoji/svg/1f32e.svg';
import pizza from '@twemoji/svg/1f355.svg';
import birthdayCake from '@twemoji/svg/1f382.svg';
import jackOLantern from '@twemoji/svg/1f383.svg';
import fireworks from '@twemoji/svg/1f386.svg';
import sparklingHeart from '@twemoji/svg/1f496.svg';
import mirrorBall from '@twemoji/svg/1faa9.svg';

export type SampleInvite = {
  title: string;
  when: string;
  where: string;
  host: string;
  emoji: string;
  /** CSS background of the poster. */
  background: string;
  /** Text colour chosen for at least 4.5:1 contrast on that background. */
  ink: string;
  /** The poster's main colour, used for text on ink-coloured buttons. */
  paper: string;
};

export const SAMPLE_INVITES: SampleInvite[] = [
  {
    title: 'Haunted House Halloween',
    when: 'Fri, Oct 31 · 8:00 PM',
    where: 'The Old Mill, Brooklyn',
    host: 'Morgan',
    emoji: jackOLantern,
    background: 'linear-gradient(150deg, #2b1055 0%, #4a1a6b 45%, #d9480f 130%)',
    ink: '#ffffff',
    paper: '#2b1055',
  },
  {
    title: 'Galentine’s Brunch',
    when: 'Thu, Feb 13 · 11:00 AM',
    where: 'Rosie’s Kitchen',
    host: 'Priya',
    emoji: sparklingHeart,
    background: 'linear-gradient(160deg, #ffdeeb 0%, #fcc2d7 55%, #f783ac 120%)',
    ink: '#5c0f2e',
    paper: '#ffdeeb',
  },
  {
    title: 'Pizza Party on the Roof',
    when: 'Sat, Jun 7 · 6:30 PM',
    where: '12 Elm St, rooftop',
    host: 'Dan',
    emoji: pizza,
    background: 'linear-gradient(155deg, #fff3bf 0%, #ffd8a8 60%, #ff922b 140%)',
    ink: '#4a2100',
    paper: '#fff3bf',
  },
  {
    title: 'Disco Thirty',
    when: 'Sat, Mar 22 · 9:00 PM',
    where: 'Studio 9',
    host: 'Alex & Sam',
    emoji: mirrorBall,
    background: 'linear-gradient(145deg, #1b1b3a 0%, #3b2f83 55%, #c45ae4 130%)',
    ink: '#ffffff',
    paper: '#1b1b3a',
  },
  {
    title: 'Summer Beach Day',
    when: 'Sun, Jul 20 · 10:00 AM',
    where: 'Crescent Cove',
    host: 'Jules',
    emoji: beach,
    background: 'linear-gradient(170deg, #c5f6fa 0%, #99e9f2 50%, #ffe066 130%)',
    ink: '#08343b',
    paper: '#c5f6fa',
  },
  {
    title: 'New Year’s Eve Countdown',
    when: 'Wed, Dec 31 · 10:00 PM',
    where: 'Harbor Loft',
    host: 'Taylor',
    emoji: fireworks,
    background: 'linear-gradient(160deg, #0b132b 0%, #1c2541 55%, #5a36e9 140%)',
    ink: '#ffffff',
    paper: '#0b132b',
  },
  {
    title: 'Cinco de Mayo Taco Night',
    when: 'Mon, May 5 · 7:00 PM',
    where: 'Casa Verde backyard',
    host: 'Luis',
    emoji: taco,
    background: 'linear-gradient(150deg, #d3f9d8 0%, #b2f2bb 50%, #fab005 140%)',
    ink: '#0f3d17',
    paper: '#d3f9d8',
  },
  {
    title: 'Maya Turns Seven!',
    when: 'Sat, Apr 12 · 2:00 PM',
    where: 'Jump Zone Park',
    host: 'The Parkers',
    emoji: birthdayCake,
    background: 'linear-gradient(160deg, #e5dbff 0%, #d0bfff 50%, #ff8787 150%)',
    ink: '#2d1466',
    paper: '#e5dbff',
  },
];
