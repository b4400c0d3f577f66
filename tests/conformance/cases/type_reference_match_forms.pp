notify { 'x': message => [Notify['a'] =~ Resource, Notify['a'] =~ Type[Resource], Notify =~ Resource, 1 =~ Resource] }
