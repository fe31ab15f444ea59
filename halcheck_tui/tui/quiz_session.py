"""Quiz mode's bookkeeping for the case on screen, as plain objects (no widgets): who is answering, what
was asked before each level, the trainee's answers and their marks. `quiz_flow.QuizFlowMixin` drives it;
`classroom.quiz` decides the questions and marks."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..classroom.lessons import Lesson
from ..classroom.quiz import QUIZ_LEVELS, Marked, Question, score
from ..core.levels import LEVELS, Level, Steps


@dataclass
class QuizState:
    enabled: bool = False
    trainee: str | None = None
    lesson: Lesson | None = None
    asked: dict[Level, tuple[Question, ...]] = field(default_factory=dict)
    answers: dict[Level, dict[str, str]] = field(default_factory=dict)
    """Per level: the trainee's answer by question key; a level asked and skipped (Esc) has none."""
    marked: dict[Level, tuple[Marked, ...]] = field(default_factory=dict)
    pending_target: str | None = None
    """The level the user asked for, reached a quizzed level at a time."""

    def reset(self) -> None:
        """A new case: nothing asked or marked yet."""
        self.asked.clear()
        self.answers.clear()
        self.marked.clear()
        self.pending_target = None

    def next_stop(self, steps: Steps, target: str) -> tuple[str | None, Level | None]:
        """(the level to run to now, or None; the quizzed level to ask about now, or None) on the way to
        `target`: a run stops before each quizzed level not asked yet, which is asked once it is next."""
        missing = [Level(level) for level in LEVELS[:LEVELS.index(target) + 1] if not steps.done(level)]
        for level in missing:
            if level in QUIZ_LEVELS and level not in self.asked:
                if level is missing[0]:
                    return None, level
                return LEVELS[LEVELS.index(level) - 1], None
        return target, None

    def to_reveal(self, steps: Steps) -> Level | None:
        """A quizzed level that has run, was answered, and is not marked yet."""
        return next((level for level in QUIZ_LEVELS if level in self.answers and level not in self.marked
                     and steps.done(level)), None)

    def case_score(self) -> tuple[int, int]:
        right = asked = 0
        for marked in self.marked.values():
            r, n = score(marked)
            right, asked = right + r, asked + n
        return right, asked
