/** A failure of the maps service, or an answer it could not give (unknown place, open ocean). */
export class MapsError extends Error {
  constructor(
    message: string,
    readonly kind: 'not_found' | 'unavailable' = 'unavailable',
  ) {
    super(message);
    this.name = 'MapsError';
  }
}
