notify { 'x': message => "${Binary('aGVsbG8=') + Binary('aGVsbG8=')}" }
