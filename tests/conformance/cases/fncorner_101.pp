$d = Deferred('sprintf', ['%s-%s', 'a', 'b'])
notify { 'x': message => "${call($d)}" }
