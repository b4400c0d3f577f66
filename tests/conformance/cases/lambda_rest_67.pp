notify { 'x': message => "${[1,2].filter |*$r| { $r[1] == 2 }} ${{a=>1}.filter |*$r| { $r[0] == 'a' }}" }
