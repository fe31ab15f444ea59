"""One view per pipeline level; each renders a `core.levels.Steps` and nothing else."""
from ....core.levels import Level
from .base import LevelView
from .confidence import ConfidenceView
from .decompose import DecomposeView
from .grounding import GroundingView
from .repair import RepairView
from .result import ResultView

VIEWS: dict[Level, type[LevelView]] = {Level.DECOMPOSE: DecomposeView, Level.CONFIDENCE: ConfidenceView,
                                       Level.GROUNDING: GroundingView, Level.REPAIR: RepairView,
                                       Level.RESULT: ResultView}
