"""The classroom: lessons (`lessons.py`), the quiz's questions and marks (`quiz.py`), the trainees' saved
answers (`answers.py`) and the class report (`report.py`). A front end beside `tui/` and `cli/`: plain
Python over the core's results, no Textual, so `halcheck lesson --list` and `--report` start fast and the
TUI's quiz screens only render what these modules decide."""
