import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

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

/**
 * A provider that runs its `round()` in a PollingLoop from the application's start to its shutdown, in every API
 * process (the mail sender, the notifier, the retention purge). `round()` answers the delay before the next one.
 */
export abstract class PollingJob implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly log: Logger;
  protected readonly loop: PollingLoop;
  private readonly firstAfterMs: number;

  protected constructor(job: { name: string; failure: string; retryMs: number; firstAfterMs: number }) {
    this.log = new Logger(job.name);
    this.loop = new PollingLoop(() => this.round(), job.retryMs, this.log, job.failure);
    this.firstAfterMs = job.firstAfterMs;
  }

  protected abstract round(): Promise<number>;

  onApplicationBootstrap(): void {
    this.loop.start(this.firstAfterMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.loop.stop();
  }
}
