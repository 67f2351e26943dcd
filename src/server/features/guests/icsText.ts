import { createRequire } from 'node:module';
import path from 'node:path';
import type { EventAttributes, HeaderAttributes } from 'ics';

// One calendar's text made by the `ics` package's own steps (fill in defaults, validate, format), validated
// once. Its createEvent validates every calendar twice (the header with the first event, then each event), and
// each validation (yup) costs more than writing the text: a confirmation's .ics was half of what sending it
// cost the app. The steps are the package's internals (its pipeline module, which its exports map does not
// list, so it is loaded by path as the package's index loads it); icsText.test.ts checks that the text is
// exactly what createEvent writes, so an update of the package that changes them shows there.

type Checked = { error: unknown; value: Record<string, unknown> | undefined };

type IcsPipeline = {
  buildHeader: (attributes: object) => Record<string, unknown>;
  buildEvent: (attributes: object) => Record<string, unknown>;
  validateHeaderAndEvent: (candidate: object) => Checked;
  formatHeader: (value: Record<string, unknown>) => string;
  formatEvent: (value: Record<string, unknown>) => string;
  formatFooter: () => string;
};

const require = createRequire(import.meta.url);
const pipeline = require(path.join(path.dirname(require.resolve('ics')), 'pipeline/index.js')) as IcsPipeline;

/** The .ics text of one event (a calendar of one VEVENT), as createEvent writes it; throws what it would answer. */
export function icsText(attributes: EventAttributes & HeaderAttributes): string {
  const { error, value } = pipeline.validateHeaderAndEvent({
    ...pipeline.buildHeader(attributes),
    ...pipeline.buildEvent(attributes),
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return pipeline.formatHeader(value) + pipeline.formatEvent(value) + pipeline.formatFooter();
}
