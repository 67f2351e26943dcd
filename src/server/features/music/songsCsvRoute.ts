import { writeToString } from '@fast-csv/format';
import type { Request, Response } from 'express';
import { type FeatureRoutes, hostRoute } from '../../core/http/routes';
import type { HostCaller } from '../../core/http/routeCallers';
import { neutraliseCell } from '../../../shared/guests/csvCell';
import { songRequestsFileName } from '../../../shared/music/songRequest';
import { songRequestList } from '../../../shared/music/songRequestList';
import type { AppDeps } from '../../platform/trpc/context';
import { songRequestRows } from './songRequests';

// The hosts' export of the party's song requests (issue 40): one row per song, with how many asked and who,
// through fast-csv like the guest list's export, every cell quoted and neutralised against formulas (csvCell).

export const SONGS_CSV_PATH = '/api/events/:eventId/songs.csv';

const HEADERS = ['Title', 'Artist', 'Requests', 'Requested by'];

/** The hosts' download: one row per song requested, most asked first. */
function sendSongsCsv(deps: AppDeps) {
  return async (_req: Request, res: Response, { event }: HostCaller) => {
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
  };
}

export const songsCsvRoutes: FeatureRoutes = (deps) => [
  hostRoute(deps).get(SONGS_CSV_PATH, sendSongsCsv(deps)),
];
