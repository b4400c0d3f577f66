notify { 'x': message => { 1 => 'one', [1, 2] => 'pair', Timestamp('2020-01-01T00:00:00.000 UTC') => 'then', true => 'yes' } }
