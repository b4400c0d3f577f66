type Name = Pattern[/^[a-z]+$/]
notify { 'x': message => "${Name.new('ABC')}" }
