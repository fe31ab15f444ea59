"""Modal screens: help, errors, the evidence form, file paths, scenario picker, export."""
