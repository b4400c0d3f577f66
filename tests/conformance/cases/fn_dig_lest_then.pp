$h = { 'a' => { 'b' => [10, 20] } }
notify { 'x': message => [$h.dig('a', 'b', 1), dig($h, 'a', 'z', 0), $h.dig('q').lest || { 'dflt' }, 5.then |$x| { $x * 2 }, undef.then |$x| { 1 }] }
