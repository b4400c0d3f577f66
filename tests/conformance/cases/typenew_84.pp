type Small = Integer[1,5]
notify { 'x': message => "${Small('3')} ${Small.new('4') |$v| { $v * 10 }}" }
