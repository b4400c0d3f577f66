$d = {'a' => {'b' => [10, 20]}}
notify { 'a': message => [$d.dig('a', 'b', 1), $d.get('a.b.0'), $d.dig('x', 'y')] }
notify { 'b': message => [getvar('d.a.b'), $d['a']['b'][-1], $d['a']['b'][0,1]] }
