// The report page's script (client.ts and what it imports, bundled into one script), as text.
// `npm run build` writes client-script.js beside report.js (bench/build/report-client.mjs); under
// test, vitest.config.ts makes the same module from the sources.

/** The script, ready to sit in a `<script>` element (it contains no `</script` or `<!--`). */
export declare const REPORT_CLIENT: string;
