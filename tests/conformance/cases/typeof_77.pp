notify { 'x': message => "${Binary('aGVsbG8=', '%B')} ${Binary('aGVs bG8=', '%b')} ${Binary('_-8=', '%u')}" }
