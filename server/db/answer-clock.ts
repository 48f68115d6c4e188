/**
 * When the database last answered: a statement that succeeded proves it is up, so the health
 * check needs no statement of its own while requests keep the database busy (its ping would wait
 * in the queue behind them). A lost connection forgets the last answer: the next check asks again.
 */
export class AnswerClock {
  private answeredAt = Number.NEGATIVE_INFINITY;

  answered(): void {
    this.answeredAt = performance.now();
  }

  lost(): void {
    this.answeredAt = Number.NEGATIVE_INFINITY;
  }

  within(ms: number): boolean {
    return performance.now() - this.answeredAt < ms;
  }
}
