notify { 'x': message => "${String(Binary('aGVsbG8=').length)} ${Binary('abcd')}" }
