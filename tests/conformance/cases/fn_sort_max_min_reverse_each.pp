$a = [3, 1, 2]
notify { 'x': message => "${a.sort} ${a.max} ${a.min} ${[1,2,3].reverse_each.map |$x| { $x }}" }
notify { 'y': message => String({a => 1, b => [1,2]}) }
notify { 'z': message => [1,[2,[3]]].flatten.join('-') }
