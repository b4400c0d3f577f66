notify { 'x': message => "${Integer.new('42') |$x| { $x * 2 }}" }
