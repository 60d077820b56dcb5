/**
 * Sends SIGTERM to a process group the bench started, once; a group already gone (it exited,
 * or was stopped before) is not an error: the bench ends cleanly either way.
 */
export function groupStopper(pid: number | undefined): () => void {
  let stopped = false;
  return () => {
    if (stopped || !pid) return;
    stopped = true;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
}
