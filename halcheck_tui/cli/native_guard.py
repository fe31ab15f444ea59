"""What the command line does so that native code (llama.cpp, CTranslate2) cannot spoil its output or the
user's terminal. The generator is proven in a child process before it loads (runtimes/native_probe.py);
these guards are for what no proof can rule out.

- `native_output_to_stderr`: C code writes to file descriptor 1 directly (ggml's abort message, a
  backtrace), so a `--json > trace.json` could end up holding it. Python's `sys.stdout` is moved to a copy
  of the real stdout and descriptor 1 becomes stderr: only what halcheck prints reaches stdout.
- `run_in_guarded_child`: the TUI runs in a forked child; if a native crash kills it, the parent puts the
  terminal back (alternate screen, mouse reporting, cursor, tty modes) and says in one line what happened.
"""
from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable

from ..errors import HalcheckError

# Leave the alternate screen, stop every mouse-reporting mode and bracketed paste, show the cursor, reset
# colours: what Textual turns on, undone, in case it could not undo it itself.
TERMINAL_RESET = "\x1b[?1049l\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1015l\x1b[?2004l\x1b[?25h\x1b[0m"

CRASH_FIX = ("edits are kept in the autosave and offered at the next start; to find the cause run "
             "`halcheck check CASE.json --no-generator`, and rebuild llama.cpp with scripts/setup.sh if "
             "the generator is to blame")


def native_output_to_stderr() -> None:
    """Point descriptor 1 at stderr and keep Python's stdout on the real one (a no-op unless sys.stdout is
    descriptor 1 itself: under a test's capture, or when called twice, there is nothing to move)."""
    try:
        if sys.stdout is None or sys.stdout.fileno() != 1:
            return
        sys.stdout.flush()
        real = os.dup(1)
        os.dup2(2, 1)
    except (OSError, ValueError, AttributeError):
        return
    stream = sys.stdout
    sys.stdout = os.fdopen(real, "w", encoding=stream.encoding, errors=stream.errors,
                           buffering=1 if stream.line_buffering else -1)


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def _restore_terminal(saved_modes) -> None:
    try:
        # deferred: termios exists on POSIX only
        import termios

        if saved_modes is not None:
            termios.tcsetattr(sys.stdin.fileno(), termios.TCSANOW, saved_modes)
    except Exception:  # termios.error is not an OSError; a terminal we cannot reset is still reported
        pass
    try:
        with open("/dev/tty", "w") as tty:
            tty.write(TERMINAL_RESET)
    except OSError:
        sys.stderr.write(TERMINAL_RESET)
    sys.stderr.flush()


def run_in_guarded_child(run: Callable[[], int]) -> int:
    """`run()` in a forked child, its exit code returned; a child killed by a signal is exit 3 with one
    line on stderr and the terminal put back. Without fork (not POSIX), `run()` runs here."""
    if not hasattr(os, "fork"):
        return run()
    try:
        # deferred: termios exists on POSIX only
        import termios

        saved_modes = termios.tcgetattr(sys.stdin.fileno())
    except Exception:  # no termios, or stdin is not a terminal (termios.error is not an OSError)
        saved_modes = None
    sys.stdout.flush()
    sys.stderr.flush()
    child = os.fork()
    if child == 0:
        code = 1
        try:
            code = run()
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1
        except BaseException as exc:  # the child's own error handling lives in cli.main; never fall through

            if isinstance(exc, HalcheckError):
                print(f"halcheck: {exc.one_line()}", file=sys.stderr)
                code = exc.exit_code
            else:
                print(f"halcheck: internal error ({type(exc).__name__}: {exc}): report it", file=sys.stderr)
                code = 3
        finally:
            # os._exit, so the child never runs the parent's code below. Exit handlers are not run: those
            # registered before the fork belong to the parent's objects (a pool's processes, a resource
            # tracker), and joining them from here hangs; the app closes its own files before run() returns.
            try:
                sys.stdout.flush()
                sys.stderr.flush()
            finally:
                os._exit(code)
    # The parent waits. Keys reach the child (it owns the terminal in raw mode); a SIGTERM or SIGHUP sent to
    # this process is passed on, so the child can save and leave as it would have.
    def forward(number, _frame):
        try:
            os.kill(child, number)
        except ProcessLookupError:
            pass

    previous = {number: signal.signal(number, forward) for number in (signal.SIGTERM, signal.SIGHUP)}
    previous[signal.SIGINT] = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        while True:
            try:
                _, status = os.waitpid(child, 0)
                break
            except ChildProcessError:
                return 3
            except InterruptedError:
                continue
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        _restore_terminal(saved_modes)
        if number in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
            return 128 + number
        print(f"halcheck: the terminal UI stopped: native code crashed ({_signal_name(number)}): {CRASH_FIX}",
              file=sys.stderr)
        return 3
    return os.WEXITSTATUS(status)
