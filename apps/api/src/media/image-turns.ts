// What one API process lets uploads take. A body is up to 10 MB and is read before its turn to be decoded, so
// the number of uploads held at once bounds that memory (8 × 10 MB); one account may hold two of them, so one
// person's script cannot fill the process and everyone else still gets admitted.
const MAX_UPLOADS_HELD = 8;
const MAX_UPLOADS_HELD_PER_ACCOUNT = 2;
// Decoding takes memory in proportion to the image (width × height × bands × bytes per sample, estimated from
// its header before decoding). All the decodes running at once stay within this estimate; the API's container
// has 512 MiB (deploy/k8s), and the process itself uses about 150 MB.
const DECODE_BUDGET_BYTES = 256 * 1024 * 1024;

/** The account of work that no person started (the demo data, a migration's logos). */
export const NO_ACCOUNT = 0;

type Waiter = { cost: number; start: () => void };

/**
 * Who may send an image's bytes now, and whose image is decoded next. Admission happens before the body is read
 * (the upload parser), so a refused upload holds nothing. Decodes take turns round-robin between accounts (the
 * account served last goes to the back), each waiting while the budget cannot take its estimate; a decode never
 * overtakes an earlier one that does not fit yet, so a large image is not starved by small ones.
 */
export class ImageTurns {
  private readonly held = new Map<number, number>();
  private heldTotal = 0;
  private decoding = 0;
  // Insertion order is the round-robin order.
  private readonly queues = new Map<number, Waiter[]>();

  constructor(
    private readonly limits = {
      held: MAX_UPLOADS_HELD,
      heldPerAccount: MAX_UPLOADS_HELD_PER_ACCOUNT,
      budget: DECODE_BUDGET_BYTES,
    },
  ) {}

  /**
   * Admits one upload of `account` (`release` gives its place back, and may be called more than once), or says
   * who is busy: that account, which already has its uploads in flight, or the whole process.
   */
  admit(account: number): { release: () => void } | { busy: 'account' | 'process' } {
    const mine = this.held.get(account) ?? 0;
    if (mine >= this.limits.heldPerAccount) return { busy: 'account' };
    if (this.heldTotal >= this.limits.held) return { busy: 'process' };
    this.held.set(account, mine + 1);
    this.heldTotal += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.heldTotal -= 1;
      const left = (this.held.get(account) ?? 1) - 1;
      if (left > 0) this.held.set(account, left);
      else this.held.delete(account);
    };
    return { release };
  }

  /** Whether an image whose decode is estimated at `cost` bytes can ever be decoded here. */
  fits(cost: number): boolean {
    return cost <= this.limits.budget;
  }

  /** Runs `work` (a decode estimated at `cost` bytes) in `account`'s turn. */
  async decode<T>(account: number, cost: number, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      const queue = this.queues.get(account) ?? [];
      queue.push({ cost, start });
      this.queues.set(account, queue);
      this.startWhatFits();
    });
    try {
      return await work();
    } finally {
      this.decoding -= cost;
      this.startWhatFits();
    }
  }

  /** For the tests and the logs: uploads held and bytes being decoded. */
  state(): { held: number; decodingBytes: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.queues.values()) waiting += queue.length;
    return { held: this.heldTotal, decodingBytes: this.decoding, waiting };
  }

  private startWhatFits(): void {
    for (;;) {
      const next = this.queues.entries().next();
      if (next.done) return;
      const [account, queue] = next.value;
      const head = queue[0];
      // Nothing runs and it still does not fit: it never will (callers check fits() first); let it run alone.
      if (!head || (this.decoding + head.cost > this.limits.budget && this.decoding > 0)) return;
      queue.shift();
      // The account just served goes to the back of the round.
      this.queues.delete(account);
      if (queue.length) this.queues.set(account, queue);
      this.decoding += head.cost;
      head.start();
    }
  }
}

/** The process's one set of turns, shared by logos and photos. */
export const imageTurns = new ImageTurns();
