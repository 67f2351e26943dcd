import { EventCreatePage, EventEditPage, InstantCreatePage } from '../events';
import { WithPartySections } from './partySections';

// The editor's routes (the editor is the events base's), given the party's sections other features own: the
// router loads these.

export function PartyCreatePage() {
  return (
    <WithPartySections>
      <EventCreatePage />
    </WithPartySections>
  );
}

export function PartyEditPage() {
  return (
    <WithPartySections>
      <EventEditPage />
    </WithPartySections>
  );
}

export function PartyInstantCreatePage() {
  return (
    <WithPartySections>
      <InstantCreatePage />
    </WithPartySections>
  );
}
