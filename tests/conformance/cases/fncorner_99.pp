notify { 'x': message => "${join([[1,2],[3]], '-')} ${join(['a', {b=>[1]}], ' ')}" }
