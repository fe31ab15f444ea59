"""Stand-in: the formatter is never reached, since the model load crashes first."""


class Jinja2ChatFormatter:
    def __init__(self, *args, **kwargs) -> None:
        raise AssertionError("the stand-in's model load should have crashed first")
