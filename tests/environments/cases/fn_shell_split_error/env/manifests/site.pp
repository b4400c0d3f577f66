$x = shell_split('unterminated "quote')
