import { isIPv4 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** 127.0.0.0/8 and ::1, also as a dual-stack socket reports IPv4 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** Headers a proxy adds when it passes on someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * A request from a program on the machine the server runs on. Judged by the socket's peer address, never by
 * req.ip: with TRUST_PROXY that comes from X-Forwarded-For, which any caller can write. A reverse proxy on this
 * machine connects from loopback on everyone's behalf, so a forwarded request does not count as local either.
 */
export function isDirectLocalRequest(req: IncomingMessage): boolean {
  return (
    isLoopbackAddress(req.socket.remoteAddress) &&
    FORWARDING_HEADERS.every((header) => req.headers[header] === undefined)
  );
}
