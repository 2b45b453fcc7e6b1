// A pipe whose two ends are close-on-exec from the moment they exist. Swift's Glibc module does
// not export `pipe2`, which does that; `pipe` then `fcntl` leaves a moment in which a process
// spawned on another thread inherits the ends (and a reader waiting for their end waits for that
// process too).
#ifndef CPIPE_H
#define CPIPE_H

/// `pipe2(ends, O_CLOEXEC)` where the system has it; elsewhere `pipe`, then `FD_CLOEXEC` on each
/// end. Returns 0, or -1 with `errno` set.
int event_map_pipe_cloexec(int ends[2]);

#endif
