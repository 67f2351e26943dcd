import { writeToString } from '@fast-csv/format';
import express, { type Request, type Response } from 'express';
import { MSG } from '../../../shared/common/copy';
import { idSchema } from '../../../shared/common/schema';
import { EVENT_STATE_MESSAGES } from '../../../shared/events/copy';
import { neutraliseCell } from '../../../shared/guests/csvCell';
import { songRequestsFileName } from '../../../shared/music/songRequest';
import { songRequestList } from '../../../shared/music/songRequestList';
import { requireEventHost } from '../../core/access/eventsAccess';
import { sendDomainError } from '../../platform/http/domainErrors';
import { type AppDeps, createContext } from '../../platform/trpc/context';
import { songRequestRows } from './songRequests';

// The hosts' export of the party's song requests (issue 40): one row per song, with how many asked and who,
// through fast-csv like the guest list's export, every cell quoted and neutralised against formulas (csvCell).

export const SONGS_CSV_PATH = '/api/events/:eventId/songs.csv';

const HEADERS = ['Title', 'Artist', 'Requests', 'Requested by'];

/** The party when the signed-in caller hosts it; otherwise the refusal is sent and null returned. */
async function hostedParty(deps: AppDeps, req: Request, res: Response) {
  const eventId = idSchema.safeParse(req.params.eventId);
  if (!eventId.success) {
    res.status(404).json({ error: EVENT_STATE_MESSAGES.notFound });
    return null;
  }
  const ctx = await createContext(deps, req, res, undefined);
  if (!ctx.user) {
    res.status(401).json({ error: MSG.notSignedIn });
    return null;
  }
  try {
    return (await requireEventHost({ ...ctx, user: ctx.user }, eventId.data)).event;
  } catch (error) {
    if (!sendDomainError(res, error)) throw error;
    return null;
  }
}

export function songsCsvRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.get(SONGS_CSV_PATH, async (req: Request, res: Response) => {
    const event = await hostedParty(deps, req, res);
    if (!event) return;
    const songs = songRequestList(await songRequestRows(deps.db, event.id), {
      forHosts: true,
      publicGuestList: event.publicGuestList,
      hasWaitlist: event.hasWaitlist,
    });
    const rows = songs.map((song) => [
      neutraliseCell(song.songName),
      neutraliseCell(song.artistName),
      String(song.requests),
      neutraliseCell(song.requestedBy.join(', ')),
    ]);
    const csv = await writeToString(rows, { headers: HEADERS, quoteColumns: true, quoteHeaders: true });
    const fileName = songRequestsFileName(event.title);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(csv);
  });
  return router;
}
