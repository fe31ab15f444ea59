"""Stand-in for llama_cpp._logger."""


def set_verbose(verbose: bool) -> None:
    return None
