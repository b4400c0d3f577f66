notify { 'x': message => "${join([1, [2, [3, {a => [4]}]]], '/')} ${join([], ',')}" }
