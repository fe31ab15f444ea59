"""The TUI's start: the first screen imports none of the pipeline, and the model worker warms the models
and the open case's level 1 prompt through its case service (fakes here; the real generator's prepare()
is in test_generator_integration)."""
import subprocess
import sys
from pathlib import Path

from halcheck_tui.config import Settings
from halcheck_tui.core.case import load_case
from halcheck_tui.core.confidence.assess import scoring_messages
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.errors import RuntimeMissing
from halcheck_tui.ports import Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.generator import FakeGenerator
from halcheck_tui.runtimes.nli import FakeNLI
from halcheck_tui.service import CaseService, EventLogWriter

SCENARIOS = Path(__file__).resolve().parents[1] / "evidence_store" / "scenarios"
PIPELINE_MODULES = ("halcheck_tui.core.pipeline", "halcheck_tui.core.grounding.grounder", "halcheck_tui.core.grounding.fields.alignment",
                    "halcheck_tui.core.decomposition.citations", "halcheck_tui.core.decomposition.decompose", "halcheck_tui.wiring", "numpy",
                    "ctranslate2", "tokenizers", "llama_cpp")


def test_the_first_screen_imports_none_of_the_pipeline():
    """What `halcheck tui` imports before Textual paints: the app module and its screens, not the checker."""
    code = ("import sys; import halcheck_tui.cli, halcheck_tui.core.case, halcheck_tui.tui.app; "
            f"loaded = [m for m in {PIPELINE_MODULES!r} if m in sys.modules]; print(loaded); "
            "sys.exit(1 if loaded else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def warm_up(checker: Checker, case) -> None:
    CaseService(EventLogWriter(checker.settings, "tui", enabled=False), checker=checker).warm_up(case)


class PreparingGenerator(FakeGenerator):
    def __init__(self) -> None:
        super().__init__()
        self.loaded = False
        self.prepared: list = []

    def load(self) -> None:
        self.loaded = True

    def prepare(self, messages) -> None:
        self.prepared.append(messages)


class BrokenNLI(FakeNLI):
    def load(self) -> None:
        raise RuntimeMissing("the NLI model is broken", "run scripts/setup.sh")


def test_warm_up_loads_the_models_and_runs_the_prompt_the_check_then_scores_with():
    case = load_case(SCENARIOS / "refund-queued.json")
    generator = PreparingGenerator()
    checker = Checker(Settings(scoring_when="always"), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder(), generator=generator))
    warm_up(checker, case)
    assert generator.loaded and len(generator.prepared) == 1
    checker.check(case, repair=False)
    assert generator.prompts[0] == generator.prepared[0]  # level 1's prompt, token for token the prepared one
    decomposition = checker.decompose(case)
    assert generator.prepared[0] == scoring_messages(case, checker.scoring_evidence(case, decomposition),
                                                     checker.settings.scoring_layout)


def test_warm_up_leaves_a_broken_model_to_the_check_and_skips_cases_with_their_own_logprobs():
    generator = PreparingGenerator()
    checker = Checker(Settings(scoring_when="always"), Runtimes(nli=BrokenNLI(), embedder=FakeEmbedder(), generator=generator))
    warm_up(checker, load_case(SCENARIOS / "refund-queued.json"))  # no exception: the check will report it
    assert generator.loaded and len(generator.prepared) == 1  # the other models still warmed
    with_logprobs = load_case(SCENARIOS / "shaky-amount.json")
    assert with_logprobs.logprobs is not None
    generator = PreparingGenerator()
    warm_up(Checker(Settings(scoring_when="always"), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder(), generator=generator)),
            with_logprobs)
    assert generator.loaded and generator.prepared == []
    warm_up(Checker(Settings(scoring_when="always"), Runtimes(nli=FakeNLI(), embedder=FakeEmbedder(), generator=generator)), None)
    assert generator.prepared == []
