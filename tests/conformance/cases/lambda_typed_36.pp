notify { 'x': message => "${with({a => 1, b => 'x', c => 'y'}) |Hash[String, Integer] $h| { $h }}" }
