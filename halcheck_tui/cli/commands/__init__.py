"""Command-line subcommands, one module each: argparse and printing live here, at the edge, never in core."""
