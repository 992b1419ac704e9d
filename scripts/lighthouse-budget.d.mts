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
