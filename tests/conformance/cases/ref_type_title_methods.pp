$r = Notify['a']
notify { 'a': }
notify { 'b': message => "${r} ${r.type} ${r.title}" }
