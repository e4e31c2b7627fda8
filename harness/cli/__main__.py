"""`python -m harness.cli`: the `tablecert` command."""

from harness.cli import main

main()
