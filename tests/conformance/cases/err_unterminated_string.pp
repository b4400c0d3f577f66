$x = "unterminated
