// What the api project's global setup hands to its test files.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection to the test run's PostgreSQL server. */
    testServerUrl: string;
    /** The migrated database each test file clones. */
    templateDatabase: string;
  }
}

export {};
