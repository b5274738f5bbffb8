// Reads Stryker's JSON report (mutation-testing-report-schema) into the figures the table prints.

interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}

export interface MutationReport {
  files: Record<string, { mutants: ReportMutant[] }>;
  [key: string]: unknown;
}

export interface ModuleScore {
  mutants: number;
  killed: number;
  survived: number;
  /** Stryker's mutation score: detected (killed or timed out) over every valid mutant, in %. */
  score: number;
  survivors: string[];
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

export function scoreOf(report: MutationReport): ModuleScore {
  let killed = 0;
  const survivors: string[] = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      if (DETECTED.has(mutant.status)) killed++;
      else if (UNDETECTED.has(mutant.status)) {
        const { line, column } = mutant.location.start;
        const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 70);
        survivors.push(`${file}:${line}:${column} ${mutant.mutatorName} (${mutant.status}) → ${replacement}`);
      }
    }
  }
  const mutants = killed + survivors.length;
  return {
    mutants,
    killed,
    survived: survivors.length,
    score: mutants === 0 ? 100 : (100 * killed) / mutants,
    survivors,
  };
}

/** One report for all modules run together, as Stryker would have written for a single run. */
export function mergeReports(reports: MutationReport[]): MutationReport {
  const [first] = reports;
  if (!first) throw new Error('no report to merge');
  return { ...first, files: Object.assign({}, ...reports.map((r) => r.files)) as MutationReport['files'] };
}
