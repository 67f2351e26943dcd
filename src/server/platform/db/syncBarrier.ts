// DbNotifications.sync(): the barrier after which a reader has heard every change committed before it asked. A
// round trip on the listening connection does it (PostgreSQL delivers a listener's pending notifications before
// it answers); callers share round trips: one in flight, and one queued behind it for those who came later.

/** A round trip that answered: when it was begun (performance.now()), and on which connection. */
export type RoundTripAnswer<C> = { begunAt: number; connection: C };

export class SyncBarrier<C> {
  private inFlight: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;
  /** The latest round trip to have answered. */
  private lastAnswered: RoundTripAnswer<C | null> = { begunAt: -Infinity, connection: null };

  /**
   * `roundTrip`: resolves with its answer, or null when it could not tell (not listening, or the connection
   * changed meanwhile); rejects when the caller must fail (the database did not answer in time).
   * `connectionNow`: the connection that is open and listening now, if any.
   */
  constructor(
    private readonly roundTrip: () => Promise<RoundTripAnswer<C> | null>,
    private readonly connectionNow: () => C | null,
  ) {}

  /**
   * Resolves true once every notification of a transaction committed before the call (or before `since`) has
   * been heard; false when not listening. A round trip begun since `since` that has answered will do.
   */
  sync(since?: number): Promise<boolean> {
    const current = this.connectionNow();
    const answered = this.lastAnswered;
    if (since !== undefined && answered.begunAt >= since && answered.connection === current && current)
      return Promise.resolve(true);
    if (!this.inFlight) return this.start();
    // The round trip in flight may have left before this call: wait for the next one, shared by all who
    // came meanwhile. Should it time out, they fail with it: they have waited for it already.
    this.queued ??= this.inFlight.then(
      () => {
        this.queued = null;
        return this.start();
      },
      (err: unknown) => {
        this.queued = null;
        throw err;
      },
    );
    return this.queued;
  }

  private start(): Promise<boolean> {
    this.inFlight = this.roundTrip()
      .then((answer) => {
        if (!answer) return false;
        if (answer.begunAt > this.lastAnswered.begunAt) this.lastAnswered = answer;
        return true;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }
}
