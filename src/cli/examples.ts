/** What `cedst --help` opens with. */
export const PROGRAM_EXAMPLES = `Examples:
  cedst extract page.html                      the article of a page, as text
  cedst extract page.html -f json | jq .date   title, date, authors and the text as JSON
  cedst batch crawl.warc.gz -o articles.jsonl  every page of an archive, one JSON line each
  cedst serve                                  the playground: paste a page, see its evidence
`;
