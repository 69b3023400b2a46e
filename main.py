"""keydesk entry point: `python main.py` opens the table; sub-commands are in keydesk/cli.py.

Installed with pip, the `keydesk` command runs the same function."""

from keydesk.cli import run

if __name__ == "__main__":
    run()
