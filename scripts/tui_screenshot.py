"""Capture docs/screenshot.svg from the real TUI: the demo case, every level run, grounding shown
with training mode on.

Uses the shipped models when models/nli-minilm-l6 exists (and the local generator when installed);
otherwise fake runtimes, and says so. The demo's grounding level is settled by record checks and a
numeric comparison, so it looks the same either way.

    .venv/bin/python scripts/tui_screenshot.py [--fake] [--out docs/screenshot.svg]
"""
from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fake", action="store_true", help="use fake runtimes even when the models exist")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshot.svg")
    parser.add_argument("--size", default="100x30", help="terminal COLUMNSxROWS")
    args = parser.parse_args()
    os.environ["HALCHECK_HOME"] = tempfile.mkdtemp(prefix="halcheck-shot-")  # no autosave of the user's

    from halcheck_tui import locations
    from halcheck_tui.config import Settings
    from halcheck_tui.core.case import load_case
    from halcheck_tui.ports import Runtimes
    from halcheck_tui.tui.app import HalcheckApp

    real = not args.fake and (locations.nli_model_dir() / "manifest.json").exists()
    if real:
        from halcheck_tui.wiring import load_runtimes

        runtimes, notes = load_runtimes(Settings(), want_generator=True)
        for note in notes:
            print(f"note: {note}", file=sys.stderr)
    else:
        from halcheck_tui.runtimes.embedder import FakeEmbedder
        from halcheck_tui.runtimes.generator import FakeGenerator
        from halcheck_tui.runtimes.nli import FakeNLI

        runtimes = Runtimes(nli=FakeNLI(), embedder=FakeEmbedder(), generator=FakeGenerator(
            ["Thanks for reaching out! Your refund of $118.84 for order A-4417 is queued for review."]))
    width, height = (int(v) for v in args.size.lower().split("x"))
    app = HalcheckApp(case=load_case(locations.demo_case_path()), runtimes=runtimes)

    async def shoot() -> None:
        async with app.run_test(size=(width, height)) as pilot:
            for keys in (("f5",), ("3",), ("t",)):
                await app.workers.wait_for_complete()
                await pilot.pause()
                await pilot.press(*keys)
            await app.workers.wait_for_complete()
            await pilot.pause()
            args.out.parent.mkdir(parents=True, exist_ok=True)
            app.save_screenshot(filename=args.out.name, path=str(args.out.parent))

    asyncio.run(shoot())
    print(f"wrote {args.out} ({'real models' if real else 'fake runtimes: the NLI model is not built yet'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
