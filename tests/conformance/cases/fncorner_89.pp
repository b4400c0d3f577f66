notify { 'x': message => "${'abc'.group_by |$c| { $c == 'b' }}" }
