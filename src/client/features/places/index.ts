// What other features use of the places feature: the address field and the time-zone lookup of the editor.
export { LocationInput } from './LocationInput';
export { useTimeZoneLookup } from './queries';
