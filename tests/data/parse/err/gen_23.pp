$x = 'unterminated
