import type { Logger } from '@nestjs/common';

/**
 * A job every API process runs over and over (the mail senders, the notifier): one round at a time, the next after
 * the delay the round returns; a failed round (the database away for a moment) is logged and tried again after
 * `retryMs`. `stop()` waits for the round in progress. Its timer never keeps the process alive.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stoppedFlag = false;

  constructor(
    private readonly round: () => Promise<number>,
    private readonly retryMs: number,
    private readonly log: Logger,
    private readonly failure: string,
  ) {}

  get stopped(): boolean {
    return this.stoppedFlag;
  }

  start(delayMs: number): void {
    if (this.stoppedFlag) return;
    this.timer = setTimeout(() => {
      this.running = this.round().then(
        (nextMs) => this.start(nextMs),
        (error: unknown) => {
          this.log.warn(`${this.failure}: ${(error as Error).message}`);
          this.start(this.retryMs);
        },
      );
    }, delayMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stoppedFlag = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
