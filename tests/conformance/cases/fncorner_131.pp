notify { 'x': message => "${then(5) |$x| { $x * 2 }} ${lest(5) || { 0 }} ${then(undef) |$x| { 1 }}|${lest(undef) || { 'd' }}" }
