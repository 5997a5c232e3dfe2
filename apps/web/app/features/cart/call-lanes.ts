/** How one call on a lane ended; never a rejection, so a caller cannot forget the `latest` flag. */
export type LaneOutcome<T> =
  | { ok: true; value: T; latest: boolean }
  | { ok: false; error: unknown; latest: boolean };

type Lane = { tail: Promise<unknown>; issued: number; pending: number };

/**
 * Spec §4: a newer cart call supersedes an older one for the same order type. Calls of one lane (one order
 * type) run one after another, so a calculation never overtakes the line change sent before it and every
 * write starts from the cart the previous one answered. A call is `latest` when no newer call was issued on
 * its lane by the time it ended: only then does its answer reach the screen (older answers are superseded
 * and, at most, remembered by version). Lanes are independent: Stock and Preorder calls run side by side.
 */
export function createCallLanes() {
  const lanes = new Map<string, Lane>();
  const laneOf = (key: string): Lane => {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { tail: Promise.resolve(), issued: 0, pending: 0 };
      lanes.set(key, lane);
    }
    return lane;
  };

  return {
    run<T>(key: string, call: () => Promise<T>): Promise<LaneOutcome<T>> {
      const lane = laneOf(key);
      lane.issued += 1;
      lane.pending += 1;
      const sequence = lane.issued;
      const settle = (outcome: { ok: true; value: T } | { ok: false; error: unknown }): LaneOutcome<T> => {
        lane.pending -= 1;
        return { ...outcome, latest: sequence === lane.issued };
      };
      const result = lane.tail.then(call).then(
        (value) => settle({ ok: true, value }),
        (error: unknown) => settle({ ok: false, error }),
      );
      lane.tail = result;
      return result;
    },
    /** Calls of the lane issued and not yet ended (queued or running). */
    pending(key: string): number {
      return lanes.get(key)?.pending ?? 0;
    },
  };
}

export type CallLanes = ReturnType<typeof createCallLanes>;
