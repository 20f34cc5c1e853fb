import type { NextFunction, Request, Response } from "express";

/**
 * How many pages a portal process works on at once (docs/decisions/0154). A page's work is its
 * loaders' broker calls, their answers and its render, all on one event loop: with every page
 * admitted at once, 50 visitors' pages shared that loop, each went 50 times slower, and past the
 * visitors' patience every one was late together (broker answers in 0.4 s at most, pages in 10 s).
 * Taken in turns, a page runs at the speed of a few, and a visitor who left while waiting costs
 * nothing.
 */
export type Turns = {
  /**
   * Waits for a turn, first come first served. `gone()` is asked when the turn comes: a visitor who
   * left meanwhile is skipped (null) and the turn goes to the next one. Otherwise the answer is the
   * function that ends the turn (calling it twice ends it once).
   */
  take(gone: () => boolean): Promise<(() => void) | null>;
  readonly running: number;
  readonly waiting: number;
};

export function createTurns(limit: number): Turns {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A page limit must be a positive integer (got ${limit})`);
  let running = 0;
  // A queue with a moving head: shift() on a long array copies it.
  let queue: { gone: () => boolean; start: (end: (() => void) | null) => void }[] = [];
  let head = 0;

  function turn(): () => void {
    running++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      running--;
      next();
    };
  }

  function next() {
    while (running < limit && head < queue.length) {
      const waiter = queue[head++];
      if (waiter.gone()) waiter.start(null);
      else waiter.start(turn());
    }
    if (head === queue.length) {
      queue = [];
      head = 0;
    }
  }

  return {
    take(gone) {
      if (running < limit && head === queue.length) return Promise.resolve(gone() ? null : turn());
      return new Promise((start) => queue.push({ gone, start }));
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length - head;
    },
  };
}

/**
 * Express middleware: page requests (whatever reaches Remix) in turns. A turn ends when the answer's
 * headers go out (a document is sent whole; a download streams on without holding a turn) or when the
 * connection closes.
 */
export function pageTurns(limit: number) {
  const turns = createTurns(limit);
  return (_req: Request, res: Response, next: NextFunction) => {
    let closed = false;
    res.once("close", () => (closed = true));
    // Not `req.destroyed`: a request whose body was read whole is destroyed too, and still waits for its page.
    void turns
      .take(() => closed)
      .then((end) => {
        // The visitor left while waiting: nothing was started for them.
        if (!end) return;
        res.once("close", end);
        const writeHead = res.writeHead;
        res.writeHead = function (this: Response, ...args: unknown[]) {
          end();
          return (writeHead as (...a: unknown[]) => Response).apply(this, args);
        } as Response["writeHead"];
        next();
      });
  };
}
