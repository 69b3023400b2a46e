"""keydesk entry point: `python main.py` opens the table; sub-commands are in keydesk/cli.py."""

import sys

from keydesk.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
