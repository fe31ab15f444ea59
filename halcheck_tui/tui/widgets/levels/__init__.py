"""One view per pipeline level; each renders a `session.Steps` and nothing else."""
from .confidence import ConfidenceView
from .decompose import DecomposeView
from .grounding import GroundingView
from .repair import RepairView
from .result import ResultView

VIEWS = {"decompose": DecomposeView, "confidence": ConfidenceView, "grounding": GroundingView,
         "repair": RepairView, "result": ResultView}

__all__ = ["VIEWS"]
