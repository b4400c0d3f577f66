# `%c` takes a one-character string, or an integer's (or a float's
# truncated) code point; precision does nothing, width pads.
notify { 'string': message => sprintf('<%c|%3c|%-3c|%.0c>', 'é', 'x', 'y', 'z') }
notify { 'code points': message => sprintf('<%c%c%c>', 65, 66.9, 255) }
