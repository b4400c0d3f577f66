notify { 'x': message => @(EOT) }
  unterminated
