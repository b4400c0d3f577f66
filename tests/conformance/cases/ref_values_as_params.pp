notify { 'a': message => Notify['a'] }
notify { 'b': message => [Class['main'], File['/x'], Notify] }
