import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { DISPLAY_FONT } from '../theme';
import classes from './Logo.module.css';

/** The antler mark with the word "elk"; links home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={classes.logo} aria-label="Elk home">
      <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" className={classes.mark}>
        <defs>
          <linearGradient id="elk-logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#c45ae4" />
            <stop offset="1" stopColor="#75288f" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="url(#elk-logo-gradient)" />
        <path
          d="M22 14v10c0 4 3 7 7 7h6c4 0 7-3 7-7V14M16 18l6 6M48 18l-6 6M26 38h12M32 31v21"
          fill="none"
          stroke="#fae5ff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && (
        <Text component="span" ff={DISPLAY_FONT} fw={700} fz={26} lh={1} className={classes.word}>
          elk
        </Text>
      )}
    </Link>
  );
}
