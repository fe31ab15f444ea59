"""The core must run without the UI: importing it leaves textual out of sys.modules."""
import subprocess
import sys


def test_core_imports_without_textual():
    code = ("import sys; import halcheck_tui.core.pipeline, halcheck_tui.core.trace, halcheck_tui.core.report, "
            "halcheck_tui.wiring, halcheck_tui.cli; "
            "bad = [m for m in sys.modules if m == 'textual' or m.startswith('textual.')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_core_does_not_import_torch_or_llama():
    code = ("import sys; import halcheck_tui.core.pipeline, halcheck_tui.wiring; "
            "bad = [m for m in ('torch', 'transformers', 'llama_cpp') if m in sys.modules]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
