notify { "x": message => String({a => {b => [1,2]}}.get('a.b.0')) }
