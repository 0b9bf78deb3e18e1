// Types of report-client.mjs, for vitest.config.ts (a TypeScript file that imports it).

/** The report page's script's entry: src/cli/report/client.ts. */
export declare const REPORT_CLIENT_ENTRY: string;
/** The module `src/cli/report/client-script.js` as text: the bundled script as one string. */
export declare function reportClientModule(): Promise<string>;
