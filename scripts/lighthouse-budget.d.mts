/** The CPU slowdown that makes a host of this `benchmarkIndex` Lighthouse's phone, at most 4×. */
export declare function cpuSlowdownFor(benchmarkIndex: number | undefined): number;
/** Runs the Lighthouse budgets; prints the table and returns whether every page met them. */
export declare function runLighthouseBudget(options?: {
  runs?: number;
  pages?: string[];
  base?: string;
  save?: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<{ ok: boolean; rows: unknown[] }>;
/** Figures of one Lighthouse run, as the verdict against the host reads them. */
interface RunFigures {
  tbt?: number;
  performance?: number;
}
/** The verdict on blocking time and score from a page's first runs and its pairs with the control. */
export declare function againstHost(
  firstRuns: RunFigures[],
  pairs: { page: RunFigures; control: RunFigures }[],
): { tbtMissed: boolean; performanceMissed: boolean; undecided: boolean; summary: string };
