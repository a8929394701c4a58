import { ImageTurns } from './image-turns';

const MB = 1024 * 1024;

/** A decode that runs until `finish()`; `started` says whether it got its turn. */
function decode(turns: ImageTurns, account: number, cost: number, log: string[], name: string) {
  let finish = () => undefined as void;
  const done = turns.decode(account, cost, () => {
    log.push(name);
    return new Promise<void>((resolve) => (finish = resolve));
  });
  return { done, finish: () => finish() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageTurns', () => {
  it('gives another account the next turn instead of a third image of the same account', async () => {
    const turns = new ImageTurns({ held: 8, heldPerAccount: 8, budget: 256 * MB });
    const log: string[] = [];
    const a1 = decode(turns, 1, 150 * MB, log, 'a1');
    const a2 = decode(turns, 1, 150 * MB, log, 'a2');
    const a3 = decode(turns, 1, 150 * MB, log, 'a3');
    const b1 = decode(turns, 2, 1 * MB, log, 'b1');
    await tick();
    // a2 does not fit beside a1, and b1 does not overtake it.
    expect(log).toEqual(['a1']);
    a1.finish();
    await tick();
    expect(log).toEqual(['a1', 'a2', 'b1']);
    b1.finish();
    a2.finish();
    await tick();
    expect(log).toEqual(['a1', 'a2', 'b1', 'a3']);
    a3.finish();
    await Promise.all([a1.done, a2.done, a3.done, b1.done]);
    expect(turns.state()).toEqual({ held: 0, decodingBytes: 0, waiting: 0 });
  });

  it('admits two uploads per account and eight in all, each place given back once', () => {
    const turns = new ImageTurns({ held: 8, heldPerAccount: 2, budget: 256 * MB });
    const admit = (account: number) => {
      const admitted = turns.admit(account);
      if ('busy' in admitted) throw new Error(`busy: ${admitted.busy}`);
      return admitted.release;
    };
    const first = admit(1);
    admit(1);
    expect(turns.admit(1)).toEqual({ busy: 'account' });
    first();
    first();
    expect(turns.state().held).toBe(1);
    admit(1);
    for (let account = 2; account <= 4; account++) {
      admit(account);
      admit(account);
    }
    expect(turns.admit(9)).toEqual({ busy: 'process' });
  });
});
