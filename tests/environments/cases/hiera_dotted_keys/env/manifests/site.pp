notify { 'hab': message => lookup('h.a.b') }
notify { 'hxy': message => lookup('h."x.y"') }
notify { 'list1': message => lookup('h.list.1') }
notify { 'missing': message => lookup('h.nope', undef, undef, 'dflt') }
notify { 'dk': message => lookup('"dotted.key"', undef, undef, 'dflt') }
