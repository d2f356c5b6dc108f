/** A test's child process never outlives the test that started it (a failed test must not leave it running). */
export function exitWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(1);
  }, 500).unref();
}
