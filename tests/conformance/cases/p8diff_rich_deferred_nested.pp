notify { 'x': message => Deferred('join', [[Deferred('sprintf', ['%s', 'a']), 'b'], Sensitive('-')]) }
